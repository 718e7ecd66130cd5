/** GET /api/private/documents: the company's documents (My Files), newest first, 50 a page with a cursor. */
import * as z from 'zod/mini';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { isDocumentsCursor, listDocuments } from './document-store';

const schema = z.strictObject({ cursor: z.optional(z.string().check(z.maxLength(2000))) });

export const handler = endpoint(schema, async ({ input, actor }) => {
  // A cursor is only ever a position in the caller's own company's list.
  const cursor = decodeCursor(input.cursor, isDocumentsCursor(actor.companyId));
  const page = await listDocuments(actor.companyId, 50, cursor);
  const documents = page.items.map(
    ({ documentId, kind, fileName, fileType, size, carrier, uploadedAt, uploadedBy }) => ({
      documentId,
      kind,
      fileName,
      fileType,
      size,
      carrier,
      uploadedAt,
      uploadedBy,
    }),
  );
  return ok({
    documents,
    cursor: encodeCursor(page.cursor),
  });
});
