/**
 * Uploads and documents. An upload waits under `tmp/<companyId>/<uploadId>` (the bucket expires
 * tmp/ after a day) until confirmed; a confirmed file moves to `documents/<companyId>/<documentId>`.
 * Names from the browser are kept as metadata only, never in a key. A file's content hash per kind
 * is claimed once per company (a conditional write), so the same file dropped twice is kept once.
 */
import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { DocumentView } from '@shared/validation/uploads';
import { dynamo, isConditionFailed } from '../lib/aws/dynamo';
import { BUCKET_PREFIXES } from '../lib/buckets';
import { env } from '../lib/env';
import { INDEX, TTL_ATTRIBUTE } from '../lib/table/schema';

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

const uploadKey = (companyId: string, uploadId: string) => ({
  pk: `C#${companyId}`,
  sk: `UPLOAD#${uploadId}`,
});
const documentKey = (companyId: string, documentId: string) => ({
  pk: `C#${companyId}`,
  sk: `DOCUMENT#${documentId}`,
});
const hashKey = (companyId: string, kind: string, sha256: string) => ({
  pk: `C#${companyId}`,
  sk: `DOCHASH#${kind}#${sha256}`,
});

export const temporaryObjectKey = (companyId: string, uploadId: string) =>
  `${BUCKET_PREFIXES.temporary}${companyId}/${uploadId}`;
export const documentObjectKey = (companyId: string, documentId: string) =>
  `documents/${companyId}/${documentId}`;

export async function putPendingUpload(upload: PendingUpload): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        ...uploadKey(upload.companyId, upload.uploadId),
        entity: 'upload',
        ...upload,
        [TTL_ATTRIBUTE]: upload.expiresAt,
      },
    }),
  );
}

export async function getPendingUpload(companyId: string, uploadId: string): Promise<PendingUpload | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: uploadKey(companyId, uploadId), ConsistentRead: true }),
  );
  if (!out.Item) return null;
  const { pk: _pk, sk: _sk, entity: _entity, [TTL_ATTRIBUTE]: _ttl, ...upload } = out.Item;
  return upload as PendingUpload;
}

export async function dropPendingUpload(companyId: string, uploadId: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: uploadKey(companyId, uploadId) }));
}

/** Claims a content hash for a document; returns the document that already has it, if one does. */
export async function claimHash(
  companyId: string,
  kind: string,
  sha256: string,
  documentId: string,
): Promise<string | null> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: env.TABLE_NAME,
        Item: { ...hashKey(companyId, kind, sha256), entity: 'documentHash', documentId },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return null;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const out = await dynamo.send(
      new GetCommand({
        TableName: env.TABLE_NAME,
        Key: hashKey(companyId, kind, sha256),
        ConsistentRead: true,
      }),
    );
    return String(out.Item?.documentId ?? '');
  }
}

export async function putDocument(document: StoredDocument): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        ...documentKey(document.companyId, document.documentId),
        [INDEX.listing.partitionKey]: `DOCUMENTS#${document.companyId}`,
        [INDEX.listing.sortKey]: `${document.uploadedAt}#${document.documentId}`,
        entity: 'document',
        ...document,
      },
    }),
  );
}

export async function getDocument(companyId: string, documentId: string): Promise<StoredDocument | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: documentKey(companyId, documentId) }),
  );
  if (!out.Item) return null;
  const { pk: _pk, sk: _sk, gsi2pk: _g1, gsi2sk: _g2, entity: _entity, ...document } = out.Item;
  return document as StoredDocument;
}

/** The company's documents, newest first, one page at a time. */
export async function listDocuments(companyId: string, limit: number, cursor?: Record<string, unknown>) {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      IndexName: INDEX.listing.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': INDEX.listing.partitionKey },
      ExpressionAttributeValues: { ':pk': `DOCUMENTS#${companyId}` },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { items: out.Items ?? [], cursor: out.LastEvaluatedKey };
}

export async function deleteDocument(document: StoredDocument): Promise<void> {
  await dynamo.send(
    new DeleteCommand({
      TableName: env.TABLE_NAME,
      Key: documentKey(document.companyId, document.documentId),
    }),
  );
  await dynamo.send(
    new DeleteCommand({
      TableName: env.TABLE_NAME,
      Key: hashKey(document.companyId, document.kind, document.sha256),
    }),
  );
}
