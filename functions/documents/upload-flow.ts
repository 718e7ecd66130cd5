/**
 * The upload flow every file takes, whoever sends it (a person in the browser, a company's system
 * by API key): a presigned S3 POST whose policy pins the object key and caps the size, then the
 * confirmation, where the server checks what arrived itself (the local S3 does not enforce POST
 * policies): the real size, the type from the first bytes against the kind and the name, and the
 * content hash (the same file twice is kept once: a claim's document uploaded again answers the
 * one kept, `reused`, for the next claim to link; any other kind is refused). A file that fails is
 * deleted; one that passes becomes a document.
 */
import { createHash } from 'node:crypto';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
} from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import {
  acceptedType,
  allowedExtensions,
  extensionOf,
  maxUploadBytes,
  type UploadKind,
} from '@shared/documents/uploads';
import { isEncryptedWorkbook } from '@shared/sheets/encrypted';
import { scanZip } from '@shared/sheets/zip-scan';
import { startAudit } from '../audit/start-audit';
import { replaceCompanyLogo } from '../companies/company-store';
import { HttpError } from '../http/errors';
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
  putPendingUpload,
  type StoredDocument,
  temporaryObjectKey,
} from './document-store';

const UPLOAD_WINDOW_SECONDS = 15 * 60;

/** Kinds whose same file, uploaded again, is the document already kept (to link to another claim, to read again). */
const REUSED_KINDS: readonly UploadKind[] = [
  'claim_invoice',
  'damage_picture',
  'claim_document',
  'sales_invoice',
  'orders_file',
  // A carrier's answer file taken again (a refused import is previewed anew from the same file).
  'desk_answer_file',
];

export const documentView = ({ companyId: _c, key: _k, sha256: _s, ...view }: StoredDocument) => view;

/** Who sends the file: a person (their id and e-mail), or a system by API key (`api:<keyId>`). */
export interface Uploader {
  userId: string;
  email: string;
}

/** A presigned POST for one file of the kind, waiting to be confirmed. */
export async function requestUpload(
  companyId: string,
  input: { kind: UploadKind; fileName: string; carrier?: string | null },
  by: Uploader,
) {
  const allowed = allowedExtensions(input.kind);
  if (!allowed.includes(extensionOf(input.fileName))) {
    throw new HttpError('upload.wrong_type', `Allowed file types: ${allowed.join(', ')}`, [
      { path: 'fileName', code: 'custom', message: 'upload.wrongType' },
    ]);
  }
  const now = Math.floor(clock.now().getTime() / 1000);
  const uploadId = randomId(12);
  const key = temporaryObjectKey(companyId, uploadId);
  const maxBytes = maxUploadBytes(input.kind);
  const post = await createPresignedPost(s3, {
    Bucket: env.UPLOADS_BUCKET,
    Key: key,
    Conditions: [
      ['content-length-range', 1, maxBytes],
      ['eq', '$key', key],
    ],
    Expires: UPLOAD_WINDOW_SECONDS,
  });
  await putPendingUpload({
    uploadId,
    companyId,
    kind: input.kind,
    fileName: input.fileName,
    carrier: input.carrier ?? null,
    key,
    requestedBy: by.userId,
    expiresAt: now + 24 * 3600,
  });
  return { uploadId, url: post.url, fields: post.fields, maxBytes, allowedExtensions: allowed };
}

async function discard(key: string) {
  await s3.send(new DeleteObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }));
}

/** Checks the file that arrived and keeps it as a document (or answers the one kept already). */
export async function confirmUpload(
  companyId: string,
  uploadId: string,
  by: Uploader,
): Promise<{ document: StoredDocument; reused: boolean }> {
  const upload = await getPendingUpload(companyId, uploadId);
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
  if (size > maxUploadBytes(kind))
    throw await fail(
      new HttpError('upload.too_large', `The file is over ${maxUploadBytes(kind) / 1024 / 1024} MB`),
    );
  const object = await s3.send(new GetObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: upload.key }));
  const content = Buffer.from(await object.Body!.transformToByteArray());
  const fileType = acceptedType(kind, upload.fileName, content.subarray(0, 8192));
  // A workbook saved with a password is no ZIP, whatever its name says: the person is told why.
  if (!fileType && allowedExtensions(kind).includes('xlsx') && isEncryptedWorkbook(content))
    throw await fail(
      new HttpError(
        'upload.password_protected',
        'This workbook is protected by a password: save it again without one and upload it again',
      ),
    );
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
    return { document: known, reused: true };
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
    uploadedBy: by.userId,
    key,
    sha256,
  };
  await putDocument(document);
  await dropPendingUpload(companyId, upload.uploadId);
  // A carrier invoice is audited as soon as it is here (My Invoices shows the progress).
  if (kind === 'carrier_invoice') await startAudit(document, { userId: by.userId, email: by.email });
  // One logo per company: the new one replaces the old, whose file goes.
  if (kind === 'logo') {
    const previous = await replaceCompanyLogo(companyId, documentId);
    const old = previous ? await getDocument(companyId, previous) : null;
    if (old) {
      await deleteDocument(old);
      await discard(old.key);
    }
  }
  return { document, reused: false };
}
