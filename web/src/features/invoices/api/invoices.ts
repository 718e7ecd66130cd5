/** My Invoices: the company's carrier invoices with their audits, one audit, and its findings as a file. */
import type { InvoiceAuditView } from '@shared/audit/invoice-audit';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';

export const INVOICES_KEY = '/api/private/invoices';
const invoiceKey = (documentId: string) => `${INVOICES_KEY}/${encodeURIComponent(documentId)}`;

const running = (audit: InvoiceAuditView) => audit.status !== 'done' && audit.status !== 'failed';

/** The newest invoices; read again every second while one of them is being audited. */
export function useInvoices() {
  return useSWR<{ invoices: InvoiceAuditView[]; cursor: string | null }>(
    INVOICES_KEY,
    (path: string) => api(path),
    { refreshInterval: (data) => (data?.invoices.some(running) ? 1000 : 0) },
  );
}

export function useInvoice(documentId: string) {
  return useSWR<{ invoice: InvoiceAuditView }>(invoiceKey(documentId), (path: string) => api(path), {
    refreshInterval: (data) => (data && running(data.invoice) ? 1000 : 0),
  });
}

/** Audits the invoice again; the list and the invoice are read again (and polled while it runs). */
export async function auditAgain(documentId: string): Promise<void> {
  const { invoice } = await api<{ invoice: InvoiceAuditView }>(`${invoiceKey(documentId)}/audit`, {
    body: {},
  });
  await Promise.all([mutate(invoiceKey(documentId), { invoice }), mutate(INVOICES_KEY)]);
}

export async function downloadFindings(documentId: string, format: 'csv' | 'xlsx', locale: 'en' | 'fr') {
  const { url } = await api<{ url: string }>(`${invoiceKey(documentId)}/findings`, {
    query: { format, locale },
  });
  window.location.assign(url);
}
