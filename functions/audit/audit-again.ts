/**
 * POST /api/private/invoices/{documentId}/audit: audits an invoice again, once its audit is over
 * (after its account's contract terms were entered, or when the audit failed). What the new run
 * finds that has no investigation yet opens one; investigations already opened stay as they are.
 */
import { canAuditAgain } from '@shared/audit/invoice-audit';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { accepted } from '../http/responses';
import { invoiceDetail } from './audit-store';
import { requireAudit } from './get-invoice';
import { auditAgain } from './start-audit';

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const audit = await requireAudit(actor.companyId, request.params.documentId ?? '');
  if (audit.problem === 'not_a_spreadsheet')
    throw new HttpError('audit.not_readable', 'This file cannot be audited line by line');
  if (!canAuditAgain(audit)) throw new HttpError('audit.running', 'The invoice is being audited');
  const next = await auditAgain(audit);
  if (!next) throw new HttpError('audit.running', 'The invoice is being audited');
  return accepted({ invoice: invoiceDetail(next) });
});
