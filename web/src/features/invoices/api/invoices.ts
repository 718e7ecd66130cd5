/** My Invoices: the company's carrier invoices with their audits, one audit, and its findings as a file. */

import type { InvoiceAuditView, ReviewChoice } from '@shared/audit/invoice-audit';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import useSWR, { mutate } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';

export const INVOICES_KEY = '/api/private/invoices';
const invoiceKey = (documentId: string) => `${INVOICES_KEY}/${encodeURIComponent(documentId)}`;

const running = (audit: InvoiceAuditView) => audit.status !== 'done' && audit.status !== 'failed';

interface InvoicesPage {
  invoices: InvoiceAuditView[];
  cursor: string | null;
}

/** The list's pages: the newest 50 invoices, then 50 more from each page's cursor. */
const invoicesPage = (index: number, previous: InvoicesPage | null) =>
  index === 0 ? [INVOICES_KEY, ''] : previous?.cursor ? [INVOICES_KEY, previous.cursor] : null;

/** The invoices, newest first, page by page; read again every second while one shown is being audited. */
export function useInvoices() {
  return useSWRInfinite<InvoicesPage>(
    invoicesPage,
    ([path, cursor]: [string, string]) => api(path, { query: { cursor: cursor || undefined } }),
    {
      refreshInterval: (pages) => (pages?.some((page) => page.invoices.some(running)) ? 1000 : 0),
    },
  );
}

export function useInvoice(documentId: string) {
  return useSWR<Reply<'get-invoice'>>(invoiceKey(documentId), (path: string) => api(path), {
    refreshInterval: (data) => (data && running(data.invoice) ? 1000 : 0),
  });
}

/** The signals to review of a finished audit (its page asks only when the audit found some). */
export function useReviews(documentId: string) {
  return useSWR<Reply<'list-reviews'>>(`${invoiceKey(documentId)}/reviews`, (path: string) =>
    api<Reply<'list-reviews'>>(path),
  );
}

/**
 * Settles a signal to review: confirmed into an investigation, or dismissed. The list is read again
 * (its decisions), and a confirmation refreshes the claim lists that show the new investigation.
 */
export async function decideReview(
  documentId: string,
  kind: 'confirm' | 'dismiss',
  choice: ReviewChoice,
): Promise<void> {
  await api<Reply<'confirm-review'>>(`${invoiceKey(documentId)}/reviews/${kind}`, { body: choice });
  await mutate(`${invoiceKey(documentId)}/reviews`);
  if (kind === 'confirm')
    await mutate((key) => Array.isArray(key) && key[0] === '/api/private/claims', undefined, {
      revalidate: true,
    });
}

/** Audits the invoice again; the list and the invoice are read again (and polled while it runs). */
export async function auditAgain(documentId: string): Promise<void> {
  const { invoice } = await api<Reply<'audit-again'>>(`${invoiceKey(documentId)}/audit`, {
    body: {},
  });
  await Promise.all([mutate(invoiceKey(documentId), { invoice }), mutate(unstable_serialize(invoicesPage))]);
}

export async function downloadFindings(documentId: string, format: 'csv' | 'xlsx', locale: 'en' | 'fr') {
  const { url } = await api<Reply<'download-findings'>>(`${invoiceKey(documentId)}/findings`, {
    query: { format, locale },
  });
  window.location.assign(url);
}
