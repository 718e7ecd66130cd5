/**
 * POST /api/private/sales-invoices {documentId}: a sales invoice already uploaded (PDF, PNG or JPG,
 * kind `sales_invoice`) named by its order number attaches itself to every open claim of that order
 * that waits for it; the answer names them (none: the file stays in My files).
 */
import { orderNumberOfFile, type SalesInvoiceResult, salesInvoiceSchema } from '@shared/claims/actions';
import { getDocument } from '../documents/document-store';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { attachSalesInvoice } from './sales-invoices';

export const handler = endpoint(salesInvoiceSchema, async ({ input, actor: me }) => {
  const document = await getDocument(me.companyId, input.documentId);
  if (document?.kind !== 'sales_invoice')
    throw new HttpError('claim.document_invalid', 'This is not one of your sales invoices', [
      { path: 'documentId', code: 'custom', message: 'claims.documentInvalid' },
    ]);
  const orderNumber = orderNumberOfFile(document.fileName);
  const claims = await attachSalesInvoice(me.companyId, me.email, document, orderNumber, clock.now());
  return ok({ orderNumber, claims } satisfies SalesInvoiceResult);
});
