/** DELETE /api/private/documents/{documentId}: removes a document and its file (client admin). */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { clearCompanyLogo } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { s3 } from '../lib/aws/s3';
import { env } from '../lib/env';
import { deleteDocument, getDocument } from './document-store';

export const handler = endpoint(null, async ({ actor, request }) => {
  const document = await getDocument(actor.companyId, request.params.documentId ?? '');
  if (!document) throw NotFound('No such document');
  await deleteDocument(document);
  if (document.kind === 'logo') await clearCompanyLogo(actor.companyId, document.documentId);
  await s3.send(new DeleteObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: document.key }));
  return ok({ deleted: true });
});
