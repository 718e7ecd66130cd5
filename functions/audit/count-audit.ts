/**
 * The invoice audit's counting (the record step's last part): what an audited invoice adds to the
 * counters, once. Its shipments, spend and invoices go to the dashboards on its first run, in parts
 * that each record themselves; its findings and savings (My Invoices' totals, the savings found)
 * are set in the transaction that marks the run counted, as what changed since the last run.
 */
import type { Finding } from '@shared/audit/audit';
import { counterUpdates } from '../claims/claim-writes';
import { type CounterDeltas, mergeDeltas } from '../claims/counters';
import { writeCountersOnce } from '../dashboards/counter-writes';
import { addFound, addInvoices } from '../dashboards/shipment-counters';
import { readJson, writeObject } from '../lib/aws/s3';
import { keys } from '../lib/table/keys';
import {
  auditFolder,
  auditStatsKeys,
  countRun,
  DASHBOARD_FILE,
  type StoredAudit,
  setAudit,
} from './audit-store';

/** What one shard adds to the dashboards: its shipments' counters and its invoices (`carrier|number` to day). */
export interface ShardDashboard {
  deltas: CounterDeltas;
  invoices: Record<string, string>;
}

const cents = (amount: number) => Math.round(amount * 100);
const shardFile = (audit: StoredAudit, name: string) =>
  `${auditFolder(audit.companyId, audit.documentId)}/${name}`;

/**
 * The invoice's shipments, spend, invoices and deliveries added to the dashboards, once: the
 * shards' figures summed (an invoice in two shards counted once) and kept in the audit's folder,
 * then written in parts that each record themselves (functions/dashboards/counter-writes).
 */
export async function countDashboards(audit: StoredAudit): Promise<void> {
  const deltas: CounterDeltas = {};
  const invoices: Record<string, string> = {};
  for (let index = 0; index < audit.shards; index++) {
    const shard = await readJson<ShardDashboard>(shardFile(audit, `dashboard-${index}.json`));
    mergeDeltas(deltas, shard.deltas);
    for (const [key, day] of Object.entries(shard.invoices)) invoices[key] ??= day;
  }
  addInvoices(deltas, invoices);
  await writeObject(shardFile(audit, DASHBOARD_FILE), JSON.stringify(deltas));
  await writeCountersOnce(audit.companyId, deltas, 'dashboardStats', (index) =>
    keys.auditCount(audit.companyId, audit.documentId, 'add', index),
  );
}

/** What an audit's claims found, per `carrier_currency`, in cents. */
export function foundOf(
  claims: readonly Pick<Finding, 'carrier' | 'currency' | 'amount'>[],
): Record<string, number> {
  const found: Record<string, number> = {};
  for (const finding of claims) {
    const key = `${finding.carrier}_${finding.currency}`;
    found[key] = (found[key] ?? 0) + cents(finding.amount);
  }
  return found;
}

/**
 * The audit's summary, with its spend, savings and shipments added to the counters once. An invoice
 * audited again adds only what its findings and savings changed by (its spend was counted already).
 */
export async function countOnce(
  audit: StoredAudit,
  summary: Partial<StoredAudit>,
  claims: Finding[],
): Promise<void> {
  const findings = claims.length;
  const found = foundOf(claims);
  const run = audit.run ?? 1;
  const savings = Object.fromEntries(
    Object.entries(summary.recoverable ?? {}).map(([currency, amount]) => [currency, cents(amount)]),
  );
  const before = audit.countedRun ? audit.counted : undefined;
  const deltas: CounterDeltas = {};
  const month = audit.invoiceDate ?? audit.uploadedAt;
  for (const sk of [auditStatsKeys.all, auditStatsKeys.month(month)]) {
    const counters: Record<string, number> = { findings: findings - (before?.findings ?? 0) };
    if (!before) {
      Object.assign(counters, { invoices: 1, lines: audit.lines, shipments: audit.shipments });
      for (const [currency, amount] of Object.entries(audit.spend))
        counters[`spend_${currency}`] = cents(amount);
    }
    for (const currency of new Set([...Object.keys(savings), ...Object.keys(before?.savings ?? {})]))
      counters[`savings_${currency}`] = (savings[currency] ?? 0) - (before?.savings[currency] ?? 0);
    deltas[sk] = counters;
  }
  // What the findings add to the dashboards' savings found, by carrier: this run's less the last one's.
  const foundChange: Record<string, number> = { ...found };
  for (const [key, amount] of Object.entries(before?.found ?? {}))
    foundChange[key] = (foundChange[key] ?? 0) - amount;
  const dashboard = addFound({}, month.slice(0, 10), foundChange);
  const fields = {
    ...summary,
    countedAt: summary.finishedAt,
    countedRun: run,
    counted: { findings, savings, found },
  };
  // Counted by an earlier attempt: the summary is written again, the counters are not.
  if (
    !(await countRun(audit, fields, run, [
      ...counterUpdates(audit.companyId, deltas, 'auditStats'),
      ...counterUpdates(audit.companyId, dashboard, 'dashboardStats'),
    ]))
  )
    await setAudit(audit.companyId, audit.documentId, summary);
}
