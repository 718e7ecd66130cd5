/**
 * A carrier invoice deleted takes its figures with it: what its audit added to the counters (the
 * dashboards' shipments, spend, invoices and savings found; My Invoices' totals) is taken back in
 * parts that each record themselves, so a retried deletion never takes anything back twice, and
 * the audit is removed last. The investigations it opened stay: they are the merchant's now.
 */
import { type CounterDeltas, mergeDeltas } from '../claims/counters';
import { writeCountersOnce } from '../dashboards/counter-writes';
import { addFound, negated } from '../dashboards/shipment-counters';
import { readJson } from '../lib/aws/s3';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { auditFolder, auditStatsKeys, DASHBOARD_FILE, type StoredAudit } from './audit-store';

const cents = (amount: number) => Math.round(amount * 100);

/** What a counted audit added to the counters, from what it recorded (the same numbers, never recomputed). */
export async function countedDeltas(audit: StoredAudit): Promise<CounterDeltas> {
  if (!audit.countedRun || !audit.counted) return {};
  const deltas: CounterDeltas = {};
  const day = (audit.invoiceDate ?? audit.uploadedAt).slice(0, 10);
  for (const sk of [auditStatsKeys.all, auditStatsKeys.month(day)]) {
    const counters: Record<string, number> = {
      invoices: 1,
      lines: audit.lines ?? 0,
      shipments: audit.shipments ?? 0,
      findings: audit.counted.findings,
    };
    for (const [currency, amount] of Object.entries(audit.spend ?? {}))
      counters[`spend_${currency}`] = cents(amount);
    for (const [currency, amount] of Object.entries(audit.counted.savings))
      counters[`savings_${currency}`] = amount;
    deltas[sk] = counters;
  }
  addFound(deltas, day, audit.counted.found ?? {});
  // Audits counted before the dashboards existed have no file until the migration writes it.
  const shipments = await readJson<CounterDeltas>(
    `${auditFolder(audit.companyId, audit.documentId)}/${DASHBOARD_FILE}`,
  ).catch(() => ({}));
  return mergeDeltas(deltas, shipments);
}

/** Takes back what the audit counted and removes it. */
export async function forgetAudit(audit: StoredAudit): Promise<void> {
  const deltas = negated(await countedDeltas(audit));
  await writeCountersOnce(audit.companyId, deltas, 'stats', (index) =>
    keys.auditCount(audit.companyId, audit.documentId, 'remove', index),
  );
  await table.delete(keys.audit(audit.companyId, audit.documentId));
}
