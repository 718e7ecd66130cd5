/**
 * The daily deadline digest (issue 38, item 7; EventBridge Scheduler in AWS, a timer locally): the
 * claims not yet filed whose carrier window closes within DESK_CLOSING_SOON_DAYS days, or closed
 * already, read from the desk's lane of claims to file as one range of its sort keys (they begin
 * with the deadline day: never a scan), e-mailed to the people who work each company's claims.
 *
 * One digest per person per day: a marker item (`DIGEST#<day>#<userId>`, in the person's company)
 * is written before the mail, only if absent, so a retried or repeated run sends nothing twice; a
 * mail that fails takes its marker back, and the retry sends it. Deactivated companies are left out
 * until they are activated again, as with every scheduled job.
 */
import type { DeskLane } from '@shared/claims/desk';
import { activeCompanies } from '../companies/active-companies';
import { isConditionFailed } from '../lib/aws/dynamo';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { log } from '../lib/log';
import { fromItem } from '../lib/table/item';
import { keys, partitions } from '../lib/table/keys';
import { INDEX, TTL_ATTRIBUTE } from '../lib/table/schema';
import { type Cursor, IF_ABSENT, table } from '../lib/table/table';
import { deadlineDigestMail } from '../notifications/desk-mails';
import { sendMail } from '../notifications/mailer';
import {
  type Digest,
  digestClaims,
  digestHorizon,
  groupDigests,
  type Recipient,
  type ToFileRow,
} from './deadline-digest';
import { platformAdmins, staffOf } from './deadline-recipients';

const STOP_BEFORE_DEADLINE_MS = 30_000;
/** How long a day's markers are kept (DynamoDB's TTL deletes them after). */
const MARKER_DAYS = 35;
const TO_FILE: DeskLane = 'to_file';

/** The lane's claims whose deadline is on or before the horizon, across companies, soonest first. */
async function rowsClosingBy(horizon: string): Promise<ToFileRow[]> {
  const rows: ToFileRow[] = [];
  let cursor: Cursor | undefined;
  do {
    const page = await table.queryIndex(INDEX.desk, partitions.desk(TO_FILE), {
      // Positions are `<deadline>#<companyId>#<claimId>`: '~' sorts after every id character.
      sort: '#sk <= :last',
      ExpressionAttributeValues: { ':last': `${horizon}#~` },
      ExclusiveStartKey: cursor,
    });
    rows.push(...page.items.map((item) => fromItem<ToFileRow>(item)));
    cursor = page.cursor;
  } while (cursor);
  return rows;
}

type Outcome = 'sent' | 'already' | 'failed';

/** Sends a person's digest of the day unless it went already. */
async function sendOnce(digest: Digest, day: string, now: Date): Promise<Outcome> {
  const { recipient } = digest;
  const marker = keys.deadlineDigest(recipient.companyId, recipient.userId, day);
  try {
    await table.put(
      {
        ...marker,
        entity: 'deadlineDigest',
        at: now.toISOString(),
        companies: digest.companies.length,
        [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + MARKER_DAYS * 86_400,
      },
      IF_ABSENT,
    );
  } catch (error) {
    if (isConditionFailed(error)) return 'already';
    throw error;
  }
  try {
    await sendMail(recipient.email, deadlineDigestMail(digest, env.APP_URL));
    return 'sent';
  } catch (error) {
    // Not sent: the next run (the scheduler's retry, or tomorrow's) may send it.
    await table.delete(marker);
    log.warn('deadline digest not sent', { userId: recipient.userId, error: String(error) });
    return 'failed';
  }
}

export interface DigestRun {
  claims: number;
  companies: number;
  sent: number;
  already: number;
  failed: number;
  deferred: number;
  paused: number;
}

/** Today's digests, each once; `timeLeft` stops the run before the Lambda's deadline. */
export async function sendDeadlineDigests(
  today: Date,
  timeLeft: () => number = () => Number.POSITIVE_INFINITY,
): Promise<DigestRun> {
  const claims = digestClaims(await rowsClosingBy(digestHorizon(today)), today);
  const isActive = activeCompanies();
  const companyIds = [...new Set(claims.map((claim) => claim.companyId))];
  const active = new Set<string>();
  for (const companyId of companyIds) if (await isActive(companyId)) active.add(companyId);
  const names = new Map(
    (
      await table.batchGet(
        [...active].map((companyId) => keys.company(companyId)),
        { attributes: ['companyId', 'name'] },
      )
    ).map((item) => [String(item.companyId), String(item.name ?? item.companyId)]),
  );
  // Staff first; a company nobody is assigned goes to the platform admins (read once).
  let admins: Promise<Recipient[]> | undefined;
  const recipientsOf = new Map<string, Recipient[]>();
  for (const companyId of active) {
    const staff = await staffOf(companyId);
    if (staff.length) recipientsOf.set(companyId, staff);
    else {
      admins ??= platformAdmins();
      recipientsOf.set(companyId, await admins);
    }
  }
  const digests = groupDigests(
    claims.filter((claim) => active.has(claim.companyId)),
    recipientsOf,
    names,
  );
  const run: DigestRun = {
    claims: claims.length,
    companies: active.size,
    sent: 0,
    already: 0,
    failed: 0,
    deferred: 0,
    paused: companyIds.length - active.size,
  };
  const day = today.toISOString().slice(0, 10);
  for (const digest of digests) {
    if (timeLeft() < STOP_BEFORE_DEADLINE_MS) {
      run.deferred++;
      continue;
    }
    run[await sendOnce(digest, day, clock.now())]++;
  }
  log.info('deadline digests', { ...run });
  return run;
}

export async function handler(
  _event?: unknown,
  context?: { getRemainingTimeInMillis?: () => number },
): Promise<DigestRun> {
  return sendDeadlineDigests(
    clock.now(),
    () => context?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY,
  );
}
