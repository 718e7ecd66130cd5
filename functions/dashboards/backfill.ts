/**
 * Fills the dashboards' counters for data stored before them (issue 19), once per company,
 * idempotently:
 * - claims: every claim is replayed from its stored history through the same counter functions the
 *   writes use (../claims/counters, ../claims/scorecard-counters: a claim filed before the
 *   scorecards kept its steps gets them stamped), and what the counters items hold is brought to that recount
 *   (one ADD of the difference per item; zero differences write nothing). This also moves the
 *   claims counted in UTC months and weeks to the company's calendar. Run it when few claims move:
 *   a claim changed during the run is set right by running it again.
 * - audits counted before the dashboards: their shipments, spend and invoices are read again from
 *   the shards the audit kept (without tracking: no on-time figures for them), with what their
 *   findings found, and added once each (the same markers the audit's own counting writes).
 */
import type { Finding } from '@shared/audit/audit';
import type { Shipment } from '@shared/audit/rules/rule';
import { type ClaimState, STAGE_OF } from '@shared/claims/lifecycle';
import { DEFAULT_TIME_ZONE } from '@shared/dashboards/calendar';
import { auditFolder, DASHBOARD_FILE, listAudits, type StoredAudit, setAudit } from '../audit/audit-store';
import { foundOf } from '../audit/count-audit';
import { closingDay } from '../claims/claim-view';
import {
  type AmountKind,
  actionDeltas,
  CLAIMS_TIME_ZONE,
  type CounterDeltas,
  counterDeltas,
  facetDeltas,
  mergeDeltas,
  windowDeltas,
} from '../claims/counters';
import { type ReplayedEntry, replayScorecard, type Scoring, unscored } from '../claims/scorecard-counters';
import { toStoredClaim } from '../claims/stored-claim';
import { isConditionFailed } from '../lib/aws/dynamo';
import { readJson, writeObject } from '../lib/aws/s3';
import { keys, tenantPartition } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { counterBatches, writeCountersOnce } from './counter-writes';
import { addFound, addInvoices, addShipments, shipmentFigure } from './shipment-counters';

/** The claims counters a recount gives: every claim replayed from its history. */
export async function recountClaims(companyId: string): Promise<CounterDeltas> {
  return (await replayClaims(companyId)).total;
}

/**
 * Every claim of the company replayed from its history: the counters it gives, and the scorecards'
 * steps (scorecard-counters.ts) of the claims filed before those were kept, to stamp on them.
 */
async function replayClaims(
  companyId: string,
): Promise<{ total: CounterDeltas; unstamped: { claimId: string; version: number; scoring: Scoring }[] }> {
  const items = await table.queryAll({ pk: tenantPartition(companyId), prefix: 'CLAIM#' });
  // Each claim's history entries, by claim, in the order they were written (their sort keys).
  const history = new Map<string, (ReplayedEntry & { sk: string })[]>();
  for (const item of items)
    if (item.entity === 'claimHistory') {
      const entries = history.get(String(item.claimId)) ?? [];
      entries.push({
        at: String(item.at),
        event: item.event as ReplayedEntry['event'],
        from: (item.from ?? null) as ClaimState | null,
        to: item.to as ClaimState,
        sk: String(item.sk),
      });
      history.set(String(item.claimId), entries);
    }
  const total: CounterDeltas = {};
  const unstamped: { claimId: string; version: number; scoring: Scoring }[] = [];
  for (const item of items) {
    if (item.entity !== 'claim') continue;
    const claim = toStoredClaim(item);
    const entries = (history.get(claim.claimId) ?? []).sort((a, b) => a.sk.localeCompare(b.sk));
    let from: ClaimState | null = null;
    let counted: AmountKind[] = [];
    const replay = entries.length ? entries : [{ at: claim.createdAt, to: claim.state, sk: '' }];
    for (const entry of replay) {
      if (from !== null && entry.to === from) continue;
      const change = counterDeltas({
        carrier: claim.carrier,
        issue: claim.reason_refund,
        createdAt: claim.createdAt,
        timeZone: claim.timeZone ?? CLAIMS_TIME_ZONE,
        currency: claim.currency,
        cents: claim.requestedCents,
        at: entry.at,
        from,
        to: entry.to,
        counted,
      });
      mergeDeltas(total, change.deltas);
      counted = change.counted;
      from = entry.to;
    }
    // A history that does not end where the claim is (an admin correction kept no entry): the state as it is.
    if (from !== claim.state)
      mergeDeltas(total, {
        'CLAIMSTATS#ALL': { ...(from ? { [`state_${from}`]: -1 } : {}), [`state_${claim.state}`]: 1 },
      });
    mergeDeltas(total, actionDeltas([], STAGE_OF[claim.state] === 'closed' ? [] : claim.actions));
    mergeDeltas(total, facetDeltas(null, claim));
    mergeDeltas(total, windowDeltas(null, closingDay(claim)));
    const scorecard = replayScorecard(
      {
        ...claim,
        creditedCents: claim.creditedCents ?? claim.confirmedCents ?? claim.requestedCents,
      },
      entries,
    );
    mergeDeltas(total, scorecard.deltas);
    if (unscored(claim))
      unstamped.push({ claimId: claim.claimId, version: claim.version, scoring: scorecard.scoring });
  }
  return { total, unstamped };
}

/**
 * Stamps the scorecards' steps on claims filed before they were kept, so that their next change is
 * counted as the replay counted the ones before; a claim changed since it was read is left for the
 * next run. How many were stamped.
 */
async function stampScoring(
  companyId: string,
  unstamped: readonly { claimId: string; version: number; scoring: Scoring }[],
): Promise<number> {
  let stamped = 0;
  for (const { claimId, version, scoring } of unstamped) {
    try {
      await table.update(keys.claim(companyId, claimId), {
        UpdateExpression: 'SET scoring = :scoring',
        ConditionExpression: 'attribute_exists(pk) AND version = :version AND attribute_not_exists(scoring)',
        ExpressionAttributeValues: { ':scoring': scoring, ':version': version },
      });
      stamped++;
    } catch (error) {
      if (!isConditionFailed(error)) throw error;
    }
  }
  return stamped;
}

/** Brings the claims counters items to their recount; returns how many counters (and claims' steps) changed. */
export async function backfillClaimCounters(companyId: string): Promise<number> {
  const { total: expected, unstamped } = await replayClaims(companyId);
  const stored = await table.queryAll({ pk: tenantPartition(companyId), prefix: 'CLAIMSTATS#' });
  const differences: CounterDeltas = {};
  const names = new Map<string, Set<string>>();
  for (const [sk, counters] of Object.entries(expected)) names.set(sk, new Set(Object.keys(counters)));
  const storedBySk = new Map(stored.map((item) => [String(item.sk), item]));
  for (const item of stored) {
    const set = names.get(String(item.sk)) ?? new Set<string>();
    for (const [name, value] of Object.entries(item)) if (typeof value === 'number') set.add(name);
    names.set(String(item.sk), set);
  }
  let changed = 0;
  for (const [sk, set] of names) {
    for (const name of set) {
      const want = expected[sk]?.[name] ?? 0;
      const have = Number(storedBySk.get(sk)?.[name] ?? 0);
      if (want !== have) {
        differences[sk] ??= {};
        differences[sk][name] = want - have;
        changed++;
      }
    }
  }
  // No markers: a second run finds no difference left, and a run cut short is finished by the next.
  for (const batch of counterBatches(companyId, differences, 'claimStats')) await table.transact(batch);
  return changed + (await stampScoring(companyId, unstamped));
}

/** Adds an audit counted before the dashboards to them, once. */
export async function backfillAudit(audit: StoredAudit): Promise<boolean> {
  if (!audit.countedRun || !audit.counted || audit.counted.found !== undefined) return false;
  const folder = auditFolder(audit.companyId, audit.documentId);
  const deltas: CounterDeltas = {};
  const invoices: Record<string, string> = {};
  const day = (audit.invoiceDate ?? audit.uploadedAt).slice(0, 10);
  for (let index = 0; index < audit.shards; index++) {
    const shipments = await readJson<Shipment[]>(`${folder}/shard-${index}.json`);
    addShipments(
      deltas,
      shipments.map((shipment) => shipmentFigure(shipment, null, audit.timeZone ?? DEFAULT_TIME_ZONE, day)),
    );
    for (const shipment of shipments)
      for (const line of shipment.lines)
        if (line.invoiceNumber) invoices[`${line.carrier}|${line.invoiceNumber}`] ??= line.invoiceDate || day;
  }
  addInvoices(deltas, invoices);
  const findings = await readJson<(Finding & { confidence?: string })[]>(`${folder}/findings.json`).catch(
    () => [],
  );
  const found = foundOf(findings.filter((finding) => (finding.confidence ?? 'claim') === 'claim'));
  await writeObject(`${folder}/${DASHBOARD_FILE}`, JSON.stringify(deltas));
  await writeCountersOnce(
    audit.companyId,
    addFound(structuredClone(deltas), day, found),
    'dashboardStats',
    (index) => keys.auditCount(audit.companyId, audit.documentId, 'add', index),
  );
  // Deleting the invoice now takes back what it found, as for an invoice audited today.
  await setAudit(audit.companyId, audit.documentId, { counted: { ...audit.counted, found } });
  return true;
}

/** Both, for one company. */
export async function backfillDashboards(companyId: string): Promise<{ counters: number; audits: number }> {
  const counters = await backfillClaimCounters(companyId);
  let audits = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await listAudits(companyId, 100, cursor);
    for (const audit of page.audits) if (await backfillAudit(audit)) audits++;
    cursor = page.cursor;
  } while (cursor);
  return { counters, audits };
}
