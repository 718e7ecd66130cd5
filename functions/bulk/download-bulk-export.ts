/**
 * GET /api/private/bulk-claims/{bulkId}/export: a five-minute link to the CSV of the rows that did
 * not become claims (removed: an open claim or a repeat; rejected: a rule), formula-safe.
 */
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { attachmentDisposition, ok } from '../http/responses';
import { s3 } from '../lib/aws/s3';
import { env } from '../lib/env';
import { requireRun } from './get-bulk';

export const handler = endpoint(null, async ({ actor, request }) => {
  const run = await requireRun(actor!.companyId, request.params.bulkId ?? '');
  if (!run.exportKey) throw NotFound('Nothing was left out of this file');
  const name = `${run.fileName.replace(/\.[^.]*$/, '')}-removed.csv`;
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: env.UPLOADS_BUCKET,
      Key: run.exportKey,
      ResponseContentDisposition: attachmentDisposition(name),
    }),
    { expiresIn: 300 },
  );
  return ok({ url, expiresInSeconds: 300 });
});
