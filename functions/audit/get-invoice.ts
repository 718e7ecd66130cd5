/** GET /api/private/invoices/{documentId}: one invoice's audit: progress, totals, findings by rule. */
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { getAudit, invoiceDetail, type StoredAudit } from './audit-store';

export async function requireAudit(companyId: string, documentId: string): Promise<StoredAudit> {
  const audit = /^[\w-]{8,64}$/.test(documentId) ? await getAudit(companyId, documentId) : null;
  if (!audit) throw NotFound('No such invoice');
  return audit;
}

/** The audit, once it is over: what it found can be read (409 audit.not_done while it runs). */
export async function requireDoneAudit(companyId: string, documentId: string): Promise<StoredAudit> {
  const audit = await requireAudit(companyId, documentId);
  if (audit.status !== 'done')
    throw new HttpError('audit.not_done', 'The audit of this invoice is not finished');
  return audit;
}

export const handler = endpoint(null, async ({ actor, request }) => {
  const audit = await requireAudit(actor.companyId, request.params.documentId ?? '');
  return ok({ invoice: invoiceDetail(audit) });
});
