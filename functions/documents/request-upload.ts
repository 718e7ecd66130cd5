/**
 * POST /api/private/uploads: the browser asks to upload a file. The answer is a presigned S3 POST
 * whose policy pins the object key and caps the size at 5 MB; the file never passes through here.
 */
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { uploadRequestSchema } from '@shared/documents/upload-requests';
import { allowedExtensions, extensionOf, MAX_UPLOAD_BYTES } from '@shared/documents/uploads';
import { roleMeetsAccess } from '@shared/identity/access';
import { endpoint } from '../http/endpoint';
import { HttpError, NotAdmin } from '../http/errors';
import { created } from '../http/responses';
import { s3 } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { randomId } from '../lib/ids';
import { putPendingUpload, temporaryObjectKey } from './document-store';

const UPLOAD_WINDOW_SECONDS = 15 * 60;

export const handler = endpoint(uploadRequestSchema, async ({ input, actor }) => {
  // The logo is the company's face on the product: its client admin chooses it.
  if (input.kind === 'logo' && !roleMeetsAccess(actor.role, 'client_admin')) throw NotAdmin();
  const allowed = allowedExtensions(input.kind);
  if (!allowed.includes(extensionOf(input.fileName))) {
    throw new HttpError('upload.wrong_type', `Allowed file types: ${allowed.join(', ')}`, [
      { path: 'fileName', code: 'custom', message: 'upload.wrongType' },
    ]);
  }
  const now = Math.floor(clock.now().getTime() / 1000);
  const uploadId = randomId(12);
  const key = temporaryObjectKey(actor.companyId, uploadId);
  const post = await createPresignedPost(s3, {
    Bucket: env.UPLOADS_BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, MAX_UPLOAD_BYTES],
      ['eq', '$key', key],
    ],
    Expires: UPLOAD_WINDOW_SECONDS,
  });
  await putPendingUpload({
    uploadId,
    companyId: actor.companyId,
    kind: input.kind,
    fileName: input.fileName,
    carrier: input.carrier ?? null,
    key,
    requestedBy: actor.userId,
    expiresAt: now + 24 * 3600,
  });
  return created({
    uploadId,
    url: post.url,
    fields: post.fields,
    maxBytes: MAX_UPLOAD_BYTES,
    allowedExtensions: allowed,
  });
});
