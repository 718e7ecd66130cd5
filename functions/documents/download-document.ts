/** GET /api/private/documents/{documentId}/download: a five-minute link to the file, named as it was uploaded. */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { attachmentDisposition, ok } from '../http/responses';
import { s3 } from '../lib/aws/s3';
import { env } from '../lib/env';
import { getDocument } from './document-store';

export const handler = endpoint(null, async ({ actor, request }) => {
  const document = await getDocument(actor!.companyId, request.params.documentId ?? '');
  if (!document) throw NotFound('No such document');
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env.UPLOADS_BUCKET,
      Key: document.key,
      ResponseContentDisposition: attachmentDisposition(document.fileName),
    }),
    { expiresIn: 300 },
  );
  return ok({ url, expiresInSeconds: 300 });
});
