/**
 * Uploads and downloads, used by several areas (My Files, claims, bulk, the company logo). A file
 * goes straight to S3 with the presigned POST the server hands out (progress reported as it goes),
 * then the server checks and records it.
 */

import type { DocumentView } from '@shared/documents/upload-requests';
import { allowedExtensions, extensionOf, MAX_UPLOAD_BYTES, type UploadKind } from '@shared/documents/uploads';
import type { Reply } from '@shared/platform/replies';
import { ApiError, api } from '@web/lib/api-client';

export const DOCUMENTS_KEY = '/api/private/documents';

type Ticket = Reply<'request-upload'>;

/** Checks in the browser what the server checks again: the size and the file type. */
export function precheck(kind: UploadKind, file: File): ApiError | null {
  if (file.size === 0) return new ApiError('upload.empty', 400, 'empty');
  if (file.size > MAX_UPLOAD_BYTES) return new ApiError('upload.too_large', 400, 'too large');
  if (!allowedExtensions(kind).includes(extensionOf(file.name)))
    return new ApiError('upload.wrong_type', 400, 'wrong type');
  return null;
}

function post(ticket: Ticket, file: File, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      request.status < 300
        ? resolve()
        : reject(new ApiError('upload.not_found', request.status, 'upload failed'));
    request.onerror = () => reject(new ApiError('network', 0, 'upload failed'));
    request.send(form);
  });
}

export async function uploadFile(
  kind: UploadKind,
  file: File,
  carrier: string | undefined,
  onProgress: (fraction: number) => void,
): Promise<DocumentView> {
  const problem = precheck(kind, file);
  if (problem) throw problem;
  const ticket = await api<Reply<'request-upload'>>('/api/private/uploads', {
    body: { kind, fileName: file.name, size: file.size, contentType: file.type || undefined, carrier },
  });
  await post(ticket, file, onProgress);
  const { document } = await api<Reply<'confirm-upload'>>(`/api/private/uploads/${ticket.uploadId}/confirm`, {
    body: {},
  });
  return document;
}

export async function downloadDocument(documentId: string): Promise<void> {
  const { url } = await api<Reply<'download-document'>>(
    `${DOCUMENTS_KEY}/${encodeURIComponent(documentId)}/download`,
  );
  window.location.assign(url);
}
