/**
 * The Investigations Support Documents page's data, from the existing endpoints: the company's
 * documents of the kinds investigations take (original and sales invoices, damage pictures, other
 * claim documents), and the waiting investigations (./actions.ts) narrowed to those waiting for one.
 */
import type { ActionItem, ActionKind } from '@shared/claims/actions';
import type { DocumentView } from '@shared/documents/upload-requests';
import type { Reply } from '@shared/platform/replies';
import { DOCUMENTS_KEY } from '@web/api/documents';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';

/** The kinds of document an investigation uses. */
export const CLAIM_DOCUMENT_KINDS = ['claim_invoice', 'sales_invoice', 'damage_picture', 'claim_document'];

/** What an investigation may wait for that a document answers. */
export const DOCUMENT_ACTIONS: readonly ActionKind[] = [
  'original_invoice_missing',
  'pictures_missing',
  'documents_missing',
];

export const isClaimDocument = (document: DocumentView) => CLAIM_DOCUMENT_KINDS.includes(document.kind);

export const documentActionsOf = (item: ActionItem) =>
  item.actions.filter((action) => DOCUMENT_ACTIONS.includes(action));

/** The company's documents, newest first, a page at a time (the list My Files shows). */
export function useCompanyDocuments() {
  return useSWRInfinite<Reply<'list-documents'>>(
    (index, previous: { cursor: string | null } | null) =>
      index === 0 ? [DOCUMENTS_KEY, ''] : previous?.cursor ? [DOCUMENTS_KEY, previous.cursor] : null,
    ([path, cursor]: [string, string]) => api(path, { query: { cursor: cursor || undefined } }),
  );
}

/** The investigations that use one document (read when the person asks for them). */
export function useClaimsUsing(documentId: string) {
  return useSWR<Reply<'document-claims'>>(
    `${DOCUMENTS_KEY}/${encodeURIComponent(documentId)}/claims`,
    (path: string) => api<Reply<'document-claims'>>(path),
  );
}
