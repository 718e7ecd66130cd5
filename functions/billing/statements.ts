/**
 * Monthly statements: for each month in which a company was issued documents, one statement
 * (series S) listing them with their totals and their status when the statement was made. Issued
 * by the billing run once per company and month (a `BILLED#statement#<month>` marker written with
 * it), through the same numbering as every document.
 */

import type { BillingDocument } from '@shared/billing/documents';
import { addMonths } from '@shared/billing/plans';
import { addDays } from '@shared/dashboards/calendar';
import { getCompany } from '../companies/company-store';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { issue } from './issue-documents';
import { listDocuments } from './ledger';

/** The statement of `period` (YYYY-MM) for the company, if it had documents then and has none yet. */
export async function issueStatement(
  companyId: string,
  period: string,
  now: Date,
): Promise<BillingDocument | null> {
  if (await table.get(keys.periodBilled(companyId, 'statement', period), { consistent: true })) return null;
  const first = `${period}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const documents = (await listDocuments(companyId))
    .filter(
      (document) =>
        document.type !== 'statement' && document.issueDate >= first && document.issueDate <= last,
    )
    .reverse();
  if (!documents.length) return null;
  const company = await getCompany(companyId);
  return issue(
    companyId,
    company,
    {
      type: 'statement',
      cites: null,
      period,
      currency: documents[0]!.currency,
      lines: [],
      entries: documents.map((document) => ({
        number: document.number,
        type: document.type,
        totalCents: document.totalCents,
        status: document.status,
      })),
      feeLines: [],
      periods: [{ kind: 'statement', period }],
    },
    now,
  );
}
