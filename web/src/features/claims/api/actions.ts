/** Action required: the waiting investigations, their counts, the answers, and the sales invoices. */

import type {
  ActionAnswerInput,
  ActionCounts,
  ActionKind,
  SalesInvoiceResult,
  SalesInvoiceTasks,
} from '@shared/claims/actions';
import type { ClaimView } from '@shared/claims/schema';
import type { Reply } from '@shared/platform/replies';
import { api } from '@web/lib/api-client';
import { saveFile } from '@web/lib/save-file';
import useSWR, { mutate } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { CLAIMS_KEY, SUMMARY_KEY } from './claims';

export const WAITING_KEY = '/api/private/action-required';
export const COUNTS_KEY = '/api/private/action-required/counts';

/**
 * After an answer: the claim, the totals and the counts read again (SWR's key filter does not reach
 * infinite lists: a list reads its pages again itself).
 */
export const refreshAfterAnswer = (claimId?: string) =>
  Promise.all([
    mutate(
      (key) =>
        key === COUNTS_KEY ||
        key === SUMMARY_KEY ||
        (claimId !== undefined && key === `${CLAIMS_KEY}/${encodeURIComponent(claimId)}`),
      undefined,
      { revalidate: true },
    ),
  ]);

export function useActionCounts() {
  return useSWR<ActionCounts>(COUNTS_KEY, (path: string) => api<ActionCounts>(path), {
    refreshInterval: 60_000,
  });
}

export function useWaitingClaims(kind: ActionKind | '') {
  return useSWRInfinite<Reply<'list-waiting'>>(
    (index, previous: { cursor: string | null } | null) =>
      index === 0 ? [WAITING_KEY, kind, ''] : previous?.cursor ? [WAITING_KEY, kind, previous.cursor] : null,
    ([path, , cursor]: [string, string, string]) =>
      api(path, { query: { kind: kind || undefined, cursor: cursor || undefined } }),
  );
}

export async function answerAction(claimId: string, answer: ActionAnswerInput): Promise<ClaimView> {
  const { claim } = await api<Reply<'answer-action'>>(
    `${CLAIMS_KEY}/${encodeURIComponent(claimId)}/actions`,
    {
      body: answer,
    },
  );
  await refreshAfterAnswer(claimId);
  return claim;
}

export async function attachSalesInvoice(documentId: string): Promise<SalesInvoiceResult> {
  const result = await api<SalesInvoiceResult>('/api/private/sales-invoices', { body: { documentId } });
  if (result.claims.length) await refreshAfterAnswer();
  return result;
}

/** Downloads the list of deliveries that need a sales invoice (the CSV comes in the answer). */
export async function downloadSalesInvoiceTasks(): Promise<number> {
  const { csv, fileName, count } = await api<SalesInvoiceTasks>('/api/private/sales-invoices/tasks');
  saveFile(csv, 'text/csv;charset=utf-8', fileName);
  return count;
}
