/** GET /api/private/documents: the company's documents (My Files), newest first, 50 a page with a cursor. */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { Invalid } from '../http/errors';
import { ok } from '../http/responses';
import { listDocuments } from './document-store';

const schema = z.strictObject({ cursor: z.optional(z.string().check(z.maxLength(2000))) });

export const handler = endpoint(schema, async ({ input, actor }) => {
  let cursor: Record<string, unknown> | undefined;
  if (input.cursor) {
    try {
      cursor = JSON.parse(Buffer.from(input.cursor, 'base64url').toString('utf8'));
    } catch {
      throw Invalid('The cursor is not valid');
    }
    // A cursor is only ever a position in the caller's own company's list.
    if ((cursor as { gsi2pk?: string }).gsi2pk !== `DOCUMENTS#${actor!.companyId}`)
      throw Invalid('The cursor is not valid');
  }
  const page = await listDocuments(actor!.companyId, 50, cursor);
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
    cursor: page.cursor ? Buffer.from(JSON.stringify(page.cursor)).toString('base64url') : null,
  });
});
