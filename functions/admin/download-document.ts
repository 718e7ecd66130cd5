/**
 * GET /api/private/admin/documents/{companyId}/{documentId}/download: a platform admin's
 * five-minute link to any company's file, as the Admin Panel's Documents section lists it. The
 * document is read under the company named in the path (its key starts with that company's id, so
 * no other company's file can answer), and the download is kept in the audit log.
 */
import * as z from 'zod/mini';
import { getDocument } from '../documents/document-store';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { downloadLink } from '../lib/aws/s3';
import { recordAdminAction } from './admin-log';

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const companyId = request.params.companyId ?? '';
  const documentId = request.params.documentId ?? '';
  const document = await getDocument(companyId, documentId);
  if (!document) throw NotFound('No such document');
  const link = await downloadLink(document.key, document.fileName);
  await recordAdminAction(actor, request, 'document_downloaded', companyId, {
    documentId,
    fileName: document.fileName,
  });
  return ok(link);
});
