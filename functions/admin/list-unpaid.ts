/**
 * GET /api/private/admin/invoices?cursor=: invoices still to be paid across companies, soonest due
 * first (overdue ones first of all), from the unpaid listing (an index): company, number, dates,
 * total, what is still due, status and whether a payment is processing. Platform admins only.
 */
import { pageQuerySchema } from '@shared/admin/directory';
import { amountDue } from '@shared/billing/documents';
import { documentFrom } from '../billing/ledger';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { isSharedPosition, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { companyNames } from './list-credentials';

const isUnpaidCursor = isSharedPosition(INDEX.attention, partitions.unpaidInvoices, 'BILLDOC#');

export const handler = endpoint(pageQuerySchema, async ({ input }) => {
  const page = await table.queryIndex(INDEX.attention, partitions.unpaidInvoices, {
    Limit: 50,
    ExclusiveStartKey: decodeCursor(input.cursor, isUnpaidCursor),
  });
  const documents = page.items.map(documentFrom);
  const names = await companyNames(documents.map((document) => document.companyId));
  return ok({
    invoices: documents.map((document) => ({
      companyId: document.companyId,
      companyName: names.get(document.companyId) ?? document.companyId,
      number: document.number,
      issueDate: document.issueDate,
      dueDate: document.dueDate ?? document.issueDate,
      currency: document.currency,
      totalCents: document.totalCents,
      dueCents: amountDue(document),
      status: document.status === 'overdue' ? 'overdue' : 'due',
      paymentPending: document.paymentPending,
    })),
    cursor: encodeCursor(page.cursor),
  });
});
