/** GET /api/private/documents/{documentId}/download: a five-minute link to the file, named as it was uploaded. */
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { downloadLink } from '../lib/aws/s3';
import { getDocument } from './document-store';

export const handler = endpoint(null, async ({ actor, request }) => {
  const document = await getDocument(actor.companyId, request.params.documentId ?? '');
  if (!document) throw NotFound('No such document');
  return ok(await downloadLink(document.key, document.fileName));
});
