/**
 * Uploads and documents. An upload waits under `tmp/<companyId>/<uploadId>` (the bucket expires
 * tmp/ after a day) until confirmed; a confirmed file moves to `documents/<companyId>/<documentId>`.
 * Names from the browser are kept as metadata only, never in a key. A file's content hash per kind
 * is claimed once per company (a conditional write), so the same file dropped twice is kept once.
 */
import type { DocumentView } from '@shared/documents/upload-requests';
import { isConditionFailed, setFields } from '../lib/aws/dynamo';
import { BUCKET_PREFIXES } from '../lib/buckets';
import { fromItem } from '../lib/table/item';
import { isPositionOn, keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX, TTL_ATTRIBUTE } from '../lib/table/schema';
import { type Cursor, IF_ABSENT, IF_PRESENT, table } from '../lib/table/table';

export interface PendingUpload {
  uploadId: string;
  companyId: string;
  kind: string;
  fileName: string;
  carrier: string | null;
  key: string;
  requestedBy: string;
  expiresAt: number;
}

export interface StoredDocument extends DocumentView {
  companyId: string;
  key: string;
  sha256: string;
}

export const temporaryObjectKey = (companyId: string, uploadId: string) =>
  `${BUCKET_PREFIXES.temporary}${companyId}/${uploadId}`;
export const documentObjectKey = (companyId: string, documentId: string) =>
  `documents/${companyId}/${documentId}`;

export async function putPendingUpload(upload: PendingUpload): Promise<void> {
  await table.put({
    ...keys.upload(upload.companyId, upload.uploadId),
    entity: 'upload',
    ...upload,
    [TTL_ATTRIBUTE]: upload.expiresAt,
  });
}

export async function getPendingUpload(companyId: string, uploadId: string): Promise<PendingUpload | null> {
  const item = await table.get(keys.upload(companyId, uploadId), { consistent: true });
  return item ? fromItem<PendingUpload>(item) : null;
}

export async function dropPendingUpload(companyId: string, uploadId: string): Promise<void> {
  await table.delete(keys.upload(companyId, uploadId));
}

/** Claims a content hash for a document; returns the document that already has it, if one does. */
export async function claimHash(
  companyId: string,
  kind: string,
  sha256: string,
  documentId: string,
): Promise<string | null> {
  const key = keys.documentHash(companyId, kind, sha256);
  try {
    await table.put({ ...key, entity: 'documentHash', documentId }, IF_ABSENT);
    return null;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const item = await table.get(key, { consistent: true });
    return String(item?.documentId ?? '');
  }
}

export async function putDocument(document: StoredDocument): Promise<void> {
  await table.put({
    ...keys.document(document.companyId, document.documentId),
    ...onIndex(
      INDEX.listing,
      partitions.documents(document.companyId),
      `${document.uploadedAt}#${document.documentId}`,
    ),
    ...onMonthIndex(document),
    entity: 'document',
    ...document,
  });
}

/** The document's place in the Admin Panel's list of every company's documents of its month. */
const onMonthIndex = (document: Pick<StoredDocument, 'companyId' | 'documentId' | 'uploadedAt'>) =>
  onIndex(
    INDEX.lookup,
    partitions.documentsOfMonth(document.uploadedAt.slice(0, 7)),
    `${document.uploadedAt}#${document.companyId}#${document.documentId}`,
  );

/**
 * Puts the company's documents stored before the Admin Panel's documents list on it (a one-off,
 * infra/backfill-company-directory.ts); returns how many it added. Run again, it only reads.
 */
export async function addDocumentsToMonthIndex(companyId: string): Promise<number> {
  let added = 0;
  let cursor: Cursor | undefined;
  do {
    const page = await listDocuments(companyId, 100, cursor);
    for (const item of page.items) {
      if (item[INDEX.lookup.partitionKey]) continue;
      const document = fromItem<StoredDocument>(item);
      await table.update(keys.document(companyId, document.documentId), {
        ...setFields(onMonthIndex(document)),
        ...IF_PRESENT,
      });
      added++;
    }
    cursor = page.cursor;
  } while (cursor);
  return added;
}

export async function getDocument(companyId: string, documentId: string): Promise<StoredDocument | null> {
  const item = await table.get(keys.document(companyId, documentId));
  return item ? fromItem<StoredDocument>(item) : null;
}

/** A cursor of the company's document list (listDocuments). */
export const isDocumentsCursor = (companyId: string) =>
  isPositionOn(INDEX.listing, partitions.documents(companyId), companyId);

/** The company's documents, newest first, one page at a time. */
export async function listDocuments(companyId: string, limit: number, cursor?: Cursor) {
  return table.queryIndex(INDEX.listing, partitions.documents(companyId), {
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: cursor,
  });
}

export async function deleteDocument(document: StoredDocument): Promise<void> {
  await table.delete(keys.document(document.companyId, document.documentId));
  await table.delete(keys.documentHash(document.companyId, document.kind, document.sha256));
}
