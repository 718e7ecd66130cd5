/** My Files: the list, delete, a document's link (uploads and downloads are @web/api/documents). */

import type { Reply } from '@shared/platform/replies';
import { DOCUMENTS_KEY } from '@web/api/documents';
import { api } from '@web/lib/api-client';
import useSWR from 'swr';
import useSWRInfinite from 'swr/infinite';

export function useDocuments() {
  return useSWRInfinite<Reply<'list-documents'>>(
    (index, previous: { cursor: string | null } | null) =>
      index === 0 ? [DOCUMENTS_KEY, ''] : previous?.cursor ? [DOCUMENTS_KEY, previous.cursor] : null,
    ([path, cursor]: [string, string]) => api(path, { query: { cursor: cursor || undefined } }),
  );
}

export async function deleteDocument(documentId: string): Promise<void> {
  await api(`${DOCUMENTS_KEY}/${encodeURIComponent(documentId)}`, { method: 'DELETE' });
}

/** The investigations that use a document (asked before deleting it). */
export function useDocumentClaims(documentId: string | null) {
  return useSWR<Reply<'document-claims'>>(
    documentId ? `${DOCUMENTS_KEY}/${encodeURIComponent(documentId)}/claims` : null,
    (path: string) => api<Reply<'document-claims'>>(path),
  );
}

/** A short-lived link to a document (an image to show), renewed before the link expires. */
export function useDocumentUrl(documentId: string | null) {
  return useSWR<Reply<'download-document'>>(
    documentId ? `${DOCUMENTS_KEY}/${encodeURIComponent(documentId)}/download` : null,
    (path: string) => api<Reply<'download-document'>>(path),
    { refreshInterval: 240_000 },
  );
}
