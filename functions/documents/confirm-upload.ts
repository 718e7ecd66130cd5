/**
 * POST /api/private/uploads/{uploadId}/confirm: the browser has sent the file. The server checks
 * what arrived itself (the local S3 does not enforce POST policies): the real size, the type from
 * the first bytes against the kind and the name, and the content hash (the same file twice is
 * kept once: a claim's document uploaded again answers the one kept, 200 with `reused`, for the next
 * claim to link; any other kind is refused). A file that fails is deleted; one that passes becomes
 * a document.
 */

import { createHash } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import {
  acceptedType,
  allowedExtensions,
  MAX_UPLOAD_BYTES,
  type UploadKind,
} from '@shared/documents/uploads';
import { scanZip } from '@shared/sheets/zip-scan';
import * as z from 'zod/mini';
import { startAudit } from '../audit/start-audit';
import { replaceCompanyLogo } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { created, ok } from '../http/responses';
import { s3 } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { randomId } from '../lib/ids';
import { log } from '../lib/log';
import {
  claimHash,
  deleteDocument,
  documentObjectKey,
  dropPendingUpload,
  getDocument,
  getPendingUpload,
  putDocument,
  type StoredDocument,
} from './document-store';

/** Kinds whose same file, uploaded again, is the document already kept (to link to another claim). */
const REUSED_KINDS: readonly UploadKind[] = [
  'claim_invoice',
  'damage_picture',
  'claim_document',
  'sales_invoice',
];

const documentView = ({ companyId: _c, key: _k, sha256: _s, ...view }: StoredDocument) => view;

async function discard(key: string) {
  await s3.send(new DeleteObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
}

// No input but the upload in the path: a body, if any, must be an empty JSON object.
export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const companyId = actor.companyId;
  const upload = await getPendingUpload(companyId, request.params.uploadId ?? '');
  if (!upload) throw new HttpError('upload.not_found', 'No such upload waiting to be confirmed');
  const kind = upload.kind as UploadKind;

  const head = await s3
    .send(new HeadObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: upload.key }))
    .catch(() => null);
  if (!head) throw new HttpError('upload.not_found', 'The file has not arrived');
  const size = head.ContentLength ?? 0;
  const fail = async (error: HttpError) => {
    await discard(upload.key);
    await dropPendingUpload(companyId, upload.uploadId);
    return error;
  };
  if (size === 0) throw await fail(new HttpError('upload.empty', 'The file is empty'));
  if (size > MAX_UPLOAD_BYTES) throw await fail(new HttpError('upload.too_large', 'The file is over 5 MB'));

  const object = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: upload.key }));
  const content = Buffer.from(await object.Body!.transformToByteArray());
  const fileType = acceptedType(kind, upload.fileName, content.subarray(0, 8192));
  if (!fileType)
    throw await fail(
      new HttpError('upload.wrong_type', `Allowed file types: ${allowedExtensions(kind).join(', ')}`),
    );

  // A spreadsheet is a ZIP: one whose directory declares a bomb is refused before anything inflates it.
  if (fileType === 'xlsx') {
    const scan = scanZip(content);
    if (!scan.ok) {
      log.warn('upload refused: unsafe spreadsheet archive', {
        uploadId: upload.uploadId,
        problem: scan.problem,
        detail: scan.detail,
      });
      throw await fail(new HttpError('upload.unsafe_archive', 'This spreadsheet cannot be opened safely'));
    }
  }

  const sha256 = createHash('sha256').update(content).digest('hex');
  const documentId = randomId(12);
  const existing = await claimHash(companyId, kind, sha256, documentId);
  if (existing) {
    // A claim's document (the order's original invoice backs every parcel of the order): the file
    // already here is the answer, linked by the next claim; anything else is kept once and refused again.
    const known = REUSED_KINDS.includes(kind) ? await getDocument(companyId, existing) : null;
    if (!known)
      throw await fail(new HttpError('upload.duplicate', `This file was already uploaded (${existing})`));
    await discard(upload.key);
    await dropPendingUpload(companyId, upload.uploadId);
    return ok({ document: documentView(known), reused: true as const });
  }

  const key = documentObjectKey(companyId, documentId);
  await s3.send(
    new CopyObjectCommand({
      Bucket: env.UPLOADS_BUCKET,
      CopySource: `${env.UPLOADS_BUCKET}/${upload.key}`,
      Key: key,
    }),
  );
  await discard(upload.key);
  const document: StoredDocument = {
    documentId,
    companyId,
    kind,
    fileName: upload.fileName,
    fileType,
    size,
    carrier: upload.carrier,
    uploadedAt: clock.now().toISOString(),
    uploadedBy: actor.userId,
    key,
    sha256,
  };
  await putDocument(document);
  await dropPendingUpload(companyId, upload.uploadId);
  // A carrier invoice is audited as soon as it is here (My Invoices shows the progress).
  if (kind === 'carrier_invoice') await startAudit(document, { userId: actor.userId, email: actor.email });
  // One logo per company: the new one replaces the old, whose file goes.
  if (kind === 'logo') {
    const previous = await replaceCompanyLogo(companyId, documentId);
    const old = previous ? await getDocument(companyId, previous) : null;
    if (old) {
      await deleteDocument(old);
      await discard(old.key);
    }
  }
  return created({ document: documentView(document) });
});
