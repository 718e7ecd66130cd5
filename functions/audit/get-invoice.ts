/** GET /api/private/invoices/{documentId}: one invoice's audit: progress, totals, findings by rule. */
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { auditView, getAudit, type StoredAudit } from './audit-store';

export async function requireAudit(companyId: string, documentId: string): Promise<StoredAudit> {
  const audit = /^[\w-]{8,64}$/.test(documentId) ? await getAudit(companyId, documentId) : null;
  if (!audit) throw NotFound('No such invoice');
  return audit;
}

export const handler = endpoint(null, async ({ actor, request }) => {
  const audit = await requireAudit(actor.companyId, request.params.documentId ?? '');
  return ok({ invoice: auditView(audit) });
});
