/**
 * The daily billing run (EventBridge Scheduler in AWS, a timer locally):
 * 1. overdue: invoices past their due date become overdue; past the grace period their company is
 *    suspended (./overdue);
 * 2. once a month (the first run of a calendar month in Paris, remembered by a `BILLRUN#<month>`
 *    marker, so a failed run is made up the next day): every company that owes something (unbilled
 *    fee lines, or a plan with a price or overage) gets its invoices and credit notes, and every
 *    company issued documents last month its statement; their PDFs are started.
 * Companies are found on indexes (the unbilled work list, the subscriptions listing), never by a
 * scan; four at a time; the run stops taking companies 30 s before its deadline (the next day's run
 * goes on, since the month's marker is written only once every company is done).
 */

import type { BillingDocument } from '@shared/billing/documents';
import { ISSUER_TIME_ZONE } from '@shared/billing/issuer';
import { localDay, monthOf, previousMonth } from '@shared/dashboards/calendar';
import { clock } from '../lib/clock';
import { forEachLimit } from '../lib/concurrency';
import { log } from '../lib/log';
import { partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { IF_ABSENT, table } from '../lib/table/table';
import { generateDocuments } from './issue-documents';
import { runOverdue } from './overdue';
import { startPdfRendering } from './pdf-store';
import { issueStatement } from './statements';

const STOP_BEFORE_DEADLINE_MS = 30_000;

const runMarker = (month: string) => ({ pk: `BILLRUN#${month}`, sk: 'BILLRUN' });

/** Every company id on one partition of an index, from `attribute` of its items. */
async function companiesOn(
  index: (typeof INDEX)[keyof typeof INDEX],
  partition: string,
): Promise<Set<string>> {
  const found = new Set<string>();
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.queryIndex(index, partition, {
      ExclusiveStartKey: cursor,
      ProjectionExpression: 'companyId',
    });
    for (const item of page.items) found.add(String(item.companyId));
    cursor = page.cursor;
  } while (cursor);
  return found;
}

/** The companies that may owe something: unbilled fee lines, or a plan set by an admin. */
export async function companiesToBill(): Promise<string[]> {
  const [fees, plans] = await Promise.all([
    companiesOn(INDEX.attention, partitions.unbilledFees),
    companiesOn(INDEX.listing, partitions.subscriptions),
  ]);
  return [...new Set([...fees, ...plans])].sort();
}

export interface BillingRunSummary {
  overdue: number;
  suspended: number;
  month: string | null;
  companies: number;
  documents: number;
  statements: number;
  deferred: number;
}

/** Issues the month's documents (and last month's statements) for every company that owes. */
export async function billCompanies(
  companies: string[],
  now: Date,
  timeLeft: () => number,
): Promise<Omit<BillingRunSummary, 'overdue' | 'suspended' | 'month'> & { issued: BillingDocument[] }> {
  const lastMonth = previousMonth(localDay(now, ISSUER_TIME_ZONE));
  const summary = { companies: 0, documents: 0, statements: 0, deferred: 0, issued: [] as BillingDocument[] };
  await forEachLimit(companies, 4, async (companyId) => {
    if (timeLeft() < STOP_BEFORE_DEADLINE_MS) {
      summary.deferred++;
      return;
    }
    const documents = await generateDocuments(companyId, now);
    const statement = await issueStatement(companyId, lastMonth, now);
    summary.companies++;
    summary.documents += documents.length;
    summary.statements += statement ? 1 : 0;
    summary.issued.push(...documents, ...(statement ? [statement] : []));
  });
  return summary;
}

export async function handler(
  _event?: unknown,
  context?: { getRemainingTimeInMillis?: () => number },
): Promise<BillingRunSummary> {
  const timeLeft = () => context?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY;
  const now = clock.now();
  const { overdue, suspended } = await runOverdue(now);
  const month = monthOf(localDay(now, ISSUER_TIME_ZONE));
  const summary: BillingRunSummary = {
    overdue,
    suspended,
    month: null,
    companies: 0,
    documents: 0,
    statements: 0,
    deferred: 0,
  };
  if (!(await table.get(runMarker(month), { consistent: true }))) {
    // Companies that billed nothing last month still get last month's statement if they had documents.
    const companies = [...new Set([...(await companiesToBill())])];
    const { issued, ...billed } = await billCompanies(companies, now, timeLeft);
    Object.assign(summary, billed, { month });
    await startPdfRendering(issued);
    if (!billed.deferred)
      await table
        .put({ ...runMarker(month), entity: 'billingRun', at: now.toISOString(), ...billed }, IF_ABSENT)
        .catch(() => undefined);
  }
  log.info('billing run', { ...summary });
  return summary;
}
