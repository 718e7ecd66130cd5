/** GET /api/private/invoices: the company's audited carrier invoices (My Invoices), newest first, 50 a page. */
import { invoiceListQuerySchema } from '@shared/audit/invoice-audit';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { auditView, isAuditsCursor, listAudits } from './audit-store';

export const handler = endpoint(invoiceListQuerySchema, async ({ input, actor }) => {
  // A cursor is only ever a position in the caller's own company's list.
  const cursor = decodeCursor(input.cursor, isAuditsCursor(actor.companyId));
  const page = await listAudits(actor.companyId, 50, cursor);
  return ok({ invoices: page.audits.map(auditView), cursor: encodeCursor(page.cursor) });
});
