/**
 * The ledger from the browser: documents and fee lines (the client admin's), the preview and
 * 'Generate invoice' (platform admins), payments (the client admin's), a document's PDF, and the
 * sandbox checkout. Keyed by the company acted for, so a company switch never shows another's.
 */
import { DOWNLOAD_WAIT_MS } from '@shared/platform/constants';
import type { Reply } from '@shared/platform/replies';
import { ApiError, api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import useSWR, { useSWRConfig } from 'swr';

export type DocumentsReply = Reply<'list-billing-documents'>;
export type BillingDocumentView = DocumentsReply['documents'][number];
export type FeeLineReply = Reply<'list-fees'>['lines'][number];
export type PreviewReply = Reply<'get-preview'>;
export type PaymentReply = Reply<'get-payment'>;

export const DOCUMENTS_KEY = '/api/private/billing/documents';
export const FEES_KEY = '/api/private/billing/fees';
export const PREVIEW_KEY = '/api/private/billing/preview';

const fetcher = <T>([path]: readonly [string, ...unknown[]]) => api<T>(path);

/** Amounts and documents are the client admin's (and platform admins'). */
export function useSeesAmounts(): boolean {
  const role = useSession()?.role;
  return role === 'client_admin' || role === 'platform_admin';
}

/**
 * How often the open Billing page reads its documents again: a document is issued by the platform
 * team (or the month's run), not by this page, so it shows within this time without a reload. SWR
 * asks only while the page is visible, and again whenever it comes back into view.
 */
export const DOCUMENTS_REFRESH_MS = 30_000;

export function useBillingDocuments(enabled: boolean) {
  const company = useSession()?.company ?? null;
  return useSWR(enabled && company ? ([DOCUMENTS_KEY, company] as const) : null, fetcher<DocumentsReply>, {
    refreshInterval: DOCUMENTS_REFRESH_MS,
  });
}

export function useFeeLines(enabled: boolean) {
  const company = useSession()?.company ?? null;
  return useSWR(enabled && company ? ([FEES_KEY, company] as const) : null, fetcher<Reply<'list-fees'>>);
}

/** Every reader of the ledger reads again (after a generation, a payment). */
export function useRefreshBilling() {
  const { mutate } = useSWRConfig();
  return () =>
    mutate(
      (key) => Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith('/api/private/billing/'),
    );
}

export const loadPreview = () => api<PreviewReply>(PREVIEW_KEY);

export const generateDocuments = (expectedLines: number) =>
  api<Reply<'generate-documents'>>(DOCUMENTS_KEY, { method: 'POST', body: { expectedLines } });

export const startPayment = (number: string, method: 'card' | 'sepa_debit') =>
  api<Reply<'pay-document'>>(`${DOCUMENTS_KEY}/${encodeURIComponent(number)}/pay`, {
    method: 'POST',
    body: { method },
  });

export const readPayment = (paymentId: string) =>
  api<PaymentReply>(`/api/private/billing/payments/${encodeURIComponent(paymentId)}`);

export const driveSandbox = (paymentId: string, outcome: 'pay' | 'fail' | 'process') =>
  api<Reply<'drive-sandbox'>>(`/api/private/billing/payments/${encodeURIComponent(paymentId)}/sandbox`, {
    method: 'POST',
    body: { outcome },
  });

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A link to the document's PDF in `locale`. A PDF not rendered yet is asked for again every
 * second, up to the spec's 20-second download wait; then the 'being prepared' error is thrown.
 */
export async function pdfLink(
  number: string,
  locale: 'en' | 'fr',
  waitMs = DOWNLOAD_WAIT_MS,
): Promise<string> {
  const until = Date.now() + waitMs;
  for (;;) {
    try {
      const { url } = await api<Reply<'get-document-pdf'>>(
        `${DOCUMENTS_KEY}/${encodeURIComponent(number)}/pdf`,
        {
          query: { locale },
        },
      );
      return url;
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== 'billing.pdf_preparing' || Date.now() >= until)
        throw error;
      await pause(1_000);
    }
  }
}
