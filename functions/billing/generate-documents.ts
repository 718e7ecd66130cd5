/**
 * POST /api/private/billing/documents: 'Generate invoice' for the company acted for (platform
 * admins only): issues the invoices and credit notes the preview showed. The request names how many
 * lines the preview showed; if what is owed changed since, nothing is issued ('preview_changed').
 * A second click finds nothing left to bill ('nothing_to_bill'): a line is never billed twice.
 */
import { generateInputSchema } from '@shared/billing/documents';
import { recordAdminAction } from '../admin/admin-log';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { created } from '../http/responses';
import { log } from '../lib/log';
import { generateDocuments } from './issue-documents';
import { linesOf, planDocuments } from './ledger';
import { startPdfRendering } from './pdf-store';

export const handler = endpoint(generateInputSchema, async ({ input, actor, request }) => {
  const plan = await planDocuments(actor.companyId);
  if (linesOf(plan) === 0) throw new HttpError('billing.nothing_to_bill', 'Nothing to bill');
  if (linesOf(plan) !== input.expectedLines)
    throw new HttpError('billing.preview_changed', 'What is owed changed since the preview');
  const documents = await generateDocuments(actor.companyId);
  if (!documents.length) throw new HttpError('billing.nothing_to_bill', 'Nothing to bill');
  await startPdfRendering(documents);
  await recordAdminAction(actor, request, 'billing_generated', actor.companyId, {
    numbers: documents.map((document) => document.number).join(', '),
  });
  log.info('billing documents generated', {
    by: actor.userId,
    companyId: actor.companyId,
    numbers: documents.map((document) => document.number),
  });
  return created({ documents });
});
