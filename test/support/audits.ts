/** Waiting for an invoice's audit through the API, as My Invoices does. */
import type { InvoiceAuditView } from '@shared/audit/invoice-audit';
import { call } from './http';

/** The invoice's audit once it is over (done or failed); throws after a minute. */
export async function audited(token: string, documentId: string): Promise<InvoiceAuditView> {
  for (let attempt = 0; attempt < 600; attempt++) {
    const { status, body } = await call<{ invoice: InvoiceAuditView }>(
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
