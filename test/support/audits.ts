/** Waiting for an invoice's audit through the API, as My Invoices does. */
import type { InvoiceAuditView, InvoiceDetail } from '@shared/audit/invoice-audit';
import { type GenerateOptions, generateInvoice } from '../../infra/local/invoice-generator';
import { call } from './http';
import { uploadDocument } from './uploads';

/** The invoice's audit once it is over (done or failed); throws after a minute. */
export async function audited(token: string, documentId: string): Promise<InvoiceDetail> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const { status, body } = await call<{ invoice: InvoiceDetail }>(
      'GET',
      `/api/private/invoices/${documentId}`,
      { token },
    );
    if (status !== 200) throw new Error(`the invoice's audit answered ${status}`);
    if (body.invoice.status === 'done' || body.invoice.status === 'failed') return body.invoice;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the audit did not finish');
}

/** Uploads a carrier invoice of our own template with `shipments` parcels and waits for its audit. */
export async function auditGenerated(
  token: string,
  shipments: number,
  seed: string,
  options: GenerateOptions = {},
): Promise<{ documentId: string; audit: InvoiceAuditView }> {
  const invoice = generateInvoice('generic', shipments, seed, options);
  const document = await uploadDocument(token, 'carrier_invoice', 'generic.csv', Buffer.from(invoice.text));
  return { documentId: document.documentId, audit: await audited(token, document.documentId) };
}
