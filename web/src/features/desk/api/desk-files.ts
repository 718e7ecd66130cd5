/**
 * The desk's files (issue 38, item 5): a carrier's claims to file exported as one file (the answer
 * is a short-lived link, followed at once), and a carrier's answer file uploaded straight to S3,
 * previewed with a column mapping, applied, and followed while it applies.
 */
import type { DeskExportInput, PreviewImportInput } from '@shared/claims/desk-files-api';
import type { Reply } from '@shared/platform/replies';
import { ApiError, api } from '@web/lib/api-client';
import useSWR from 'swr';

const DESK = '/api/private/desk';

/** The companies the caller works (a platform admin: every client company). */
export function useFilesScope() {
  return useSWR<Reply<'get-desk-scope'>>(`${DESK}/scope`, (path: string) =>
    api<Reply<'get-desk-scope'>>(path),
  );
}

/** Writes the export; its link is then followed (`download`): the file never passes through the API. */
export async function exportClaims(
  input: Partial<DeskExportInput> & { carrier: DeskExportInput['carrier'] },
  download: (url: string) => void,
) {
  const made = await api<Reply<'export-desk-claims'>>(`${DESK}/exports`, { body: input });
  download(made.url);
  return made;
}

function post(ticket: Reply<'request-answer-upload'>, file: File, onProgress: (fraction: number) => void) {
  return new Promise<void>((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', file);
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => (request.status < 300 ? resolve() : reject(new Error(`upload ${request.status}`)));
    request.onerror = () => reject(new Error('upload failed'));
    request.send(form);
  });
}

/** How often the answer file's reading is asked after, and for how long at most. */
const READ_POLL_MS = 500;
const READ_POLLS = 240;

/**
 * Sends the answer file to S3 (its progress as it goes), makes it an import, and waits while the
 * server reads it: the import with its sheet, or, when the file could not be read, with the reason.
 */
export async function uploadAnswerFile(
  file: File,
  onProgress: (fraction: number) => void,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<Reply<'get-desk-import'>> {
  const ticket = await api<Reply<'request-answer-upload'>>(`${DESK}/imports/uploads`, {
    body: { fileName: file.name, size: file.size },
  });
  await post(ticket, file, onProgress);
  const started = await api<Reply<'start-desk-import'>>(`${DESK}/imports`, {
    body: { uploadId: ticket.uploadId },
  });
  const path = `${DESK}/imports/${encodeURIComponent(started.import.importId)}`;
  for (let poll = 0; poll < READ_POLLS; poll++) {
    const read = await api<Reply<'get-desk-import'>>(path);
    if (read.import.status !== 'reading') return read;
    await wait(READ_POLL_MS);
  }
  throw new ApiError('server.unavailable', 503, 'The file is still being read');
}

export const previewImport = (importId: string, input: PreviewImportInput) =>
  api<Reply<'preview-desk-import'>>(`${DESK}/imports/${encodeURIComponent(importId)}/preview`, {
    body: input,
  });

export const applyImport = (importId: string, previewId: string) =>
  api<Reply<'apply-desk-import'>>(`${DESK}/imports/${encodeURIComponent(importId)}/apply`, {
    body: { previewId },
  });

/** An import being applied, read again every second until it is done. */
export function useImportProgress(importId: string | null, running: boolean) {
  return useSWR<Reply<'get-desk-import'>>(
    importId ? `${DESK}/imports/${encodeURIComponent(importId)}` : null,
    (path: string) => api<Reply<'get-desk-import'>>(path),
    { refreshInterval: running ? 1000 : 0 },
  );
}
