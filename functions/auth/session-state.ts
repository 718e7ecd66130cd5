/**
 * Whether a session may still act. A token's signature says who it was issued to, not what has
 * happened since: the session ends when its person is removed from the team or deactivated, when
 * their company (or the one they act for) is deactivated, when their role changes, when their
 * password is changed or reset (their session version moves on, which ends every older session),
 * and when they sign out of it. An end for a cause stays an end when the cause is undone: a role
 * change or a deactivation moves the person's (or the company's) session version on, never back,
 * and the token carries the versions it was issued at. Every private request and every refresh
 * checks this with one small read: the person's item and the companies' items in one
 * BatchGetItem, a few attributes each.
 */
import type { SessionClaims } from '@shared/identity/access';
import { TOKEN_LIFETIME_SECONDS } from '@shared/platform/constants';
import { isConditionFailed } from '../lib/aws/dynamo';
import { keys } from '../lib/table/keys';
import { IF_PRESENT, table } from '../lib/table/table';
import { MAX_SESSION_SECONDS } from './session';
import {
  actsAsStaff,
  companiesOf,
  endedEntry,
  entryUntil,
  type SessionEnd,
  type Standing,
  sessionEnd,
  suspensionStops,
} from './session-end';

const PERSON_ATTRIBUTES = ['active', 'role', 'sessionEpoch', 'endedSessions'];

/** Reads what decides whether `claims` may act: one consistent BatchGetItem of two or three small items. */
export async function readStanding(claims: SessionClaims): Promise<Standing> {
  const personKey = keys.user(claims.home_company ?? claims.company, claims.sub);
  const assignmentKey = actsAsStaff(claims) ? keys.staffAssignment(claims.sub, claims.company) : null;
  const items = await table.batchGet(
    [
      personKey,
      ...companiesOf(claims).map((companyId) => keys.company(companyId)),
      ...(assignmentKey ? [assignmentKey] : []),
    ],
    { consistent: true, attributes: [...PERSON_ATTRIBUTES, 'companyId', 'entity', 'suspension'] },
  );
  const standing: Standing = {
    person: null,
    companies: new Map(),
    companyEpochs: new Map(),
    suspended: new Set(),
    assigned: false,
  };
  for (const item of items) {
    if (assignmentKey && item.pk === assignmentKey.pk && item.sk === assignmentKey.sk) {
      standing.assigned = true;
      continue;
    }
    if (item.pk === personKey.pk && item.sk === personKey.sk) {
      standing.person = {
        active: item.active as boolean | undefined,
        role: item.role as string | undefined,
        sessionEpoch: item.sessionEpoch as number | undefined,
        endedSessions: item.endedSessions as Set<string> | undefined,
      };
    } else if (item.entity === 'company') {
      standing.companies.set(String(item.companyId), item.active === true);
      standing.companyEpochs?.set(String(item.companyId), Number(item.sessionEpoch ?? 0));
      if (item.suspension) standing.suspended?.add(String(item.companyId));
    }
  }
  return standing;
}

/** Why the session of `claims` has ended, or null when it may act. */
export async function checkSession(claims: SessionClaims): Promise<SessionEnd | null> {
  return sessionEnd(claims, await readStanding(claims));
}

/** Whether the session has ended, and whether its company's suspension stops it on `area`. */
export async function checkSessionOn(
  claims: SessionClaims,
  area: string,
): Promise<{ ended: SessionEnd | null; suspended: boolean }> {
  const standing = await readStanding(claims);
  return { ended: sessionEnd(claims, standing), suspended: suspensionStops(claims, standing, area) };
}

/**
 * Ends the session of `claims` (a sign-out): no token of it acts again, the person's other
 * sessions go on. Entries past the last moment a token of theirs could act are dropped.
 */
export async function endSession(claims: SessionClaims, now: Date): Promise<void> {
  const key = keys.user(claims.home_company ?? claims.company, claims.sub);
  const authTime = claims.auth_time ?? Math.floor(now.getTime() / 1000);
  const until = authTime + MAX_SESSION_SECONDS + TOKEN_LIFETIME_SECONDS;
  let ended: Set<string> | undefined;
  try {
    // The update answers the set as it now stands: no second read to find the spent entries.
    const out = await table.update(key, {
      ...IF_PRESENT,
      UpdateExpression: 'ADD endedSessions :entry',
      ExpressionAttributeValues: { ':entry': new Set([endedEntry(claims.sid, until)]) },
      ReturnValues: 'UPDATED_NEW',
    });
    ended = out.Attributes?.endedSessions as Set<string> | undefined;
  } catch (error) {
    // A person already removed has no session left to end.
    if (isConditionFailed(error)) return;
    throw error;
  }
  const seconds = Math.floor(now.getTime() / 1000);
  const spent = [...(ended ?? [])].filter((entry) => entryUntil(entry) < seconds);
  if (spent.length)
    await table
      .update(key, {
        ...IF_PRESENT,
        UpdateExpression: 'DELETE endedSessions :spent',
        ExpressionAttributeValues: { ':spent': new Set(spent) },
      })
      .catch((error: unknown) => {
        if (!isConditionFailed(error)) throw error;
      });
}
