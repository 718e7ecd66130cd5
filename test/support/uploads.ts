/** Uploading a file as the web does: ask for a presigned POST, send the file to S3, confirm it. */
import { randomUUID } from 'node:crypto';
import type { DocumentView } from '@shared/documents/upload-requests';
import { expect } from 'vitest';
import { call } from './http';

export interface Ticket {
  uploadId: string;
  url: string;
  fields: Record<string, string>;
}

export async function upload(
  token: string,
  kind: string,
  fileName: string,
  content: Buffer,
  declaredSize = content.length,
) {
  const ticket = await call<Ticket>('POST', '/api/private/uploads', {
    token,
    body: { kind, fileName, size: declaredSize, carrier: 'ups' },
  });
  if (ticket.status !== 201) return { ticket, confirmed: null };
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([content]), fileName);
  const sent = await fetch(ticket.body.url, { method: 'POST', body: form });
  expect(sent.status).toBeLessThan(300);
  const confirmed = await call<{ document: DocumentView; error?: { code: string } }>(
    'POST',
    `/api/private/uploads/${ticket.body.uploadId}/confirm`,
    { token },
  );
  return { ticket, confirmed };
}

/** A small PDF unlike any other (the same file twice is kept once). */
export const uniquePdf = () => Buffer.from(`%PDF-1.7\n% ${randomUUID()}\ntrailer <<>>\n%%EOF\n`);

/** Uploads a file that must be accepted, and returns its document. */
export async function uploadDocument(token: string, kind: string, fileName: string, content = uniquePdf()) {
  const { confirmed } = await upload(token, kind, fileName, content);
  expect(confirmed?.status).toBe(201);
  return confirmed!.body.document;
}
