/**
 * Invoice audits: one per carrier invoice, `C#<co>` / `AUDIT#<documentId>`, listed newest first on
 * the listing index (`AUDITS#<co>`), with the progress and the totals My Invoices shows. Each chunk
 * of claims the audit opens records itself once (`AUDIT#<documentId>#C#<n>`) in the transaction
 * that adds its claims' counters, and the audit's own spend and savings are added in the
 * transaction that marks it counted, so a retried step never counts twice.
 *
 * The audit's files live in S3 under `audits/<co>/<documentId>/`: the shipments of each shard the
 * read step wrote, each shard's findings, and the findings of the whole invoice.
 */
import { GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoiceAuditView } from '@shared/audit/invoice-audit';
import { dynamo, isConditionFailed, setFields } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { INDEX } from '../lib/table/schema';

export interface StoredAudit extends InvoiceAuditView {
  companyId: string;
  documentKey: string;
  fileType: string;
  /** Who uploaded the invoice: the investigations its findings open are theirs. */
  startedBy: string;
  startedById: string;
  /** Set once the invoice's spend, savings and shipments were added to the company's counters. */
  countedAt?: string;
  /** The run whose findings and savings the counters hold, and those figures (savings in cents). */
  countedRun?: number;
  counted?: { findings: number; savings: Record<string, number> };
  /** Claim chunks the record step wrote. */
  chunks: number;
}

export const auditKey = (companyId: string, documentId: string) => ({
  pk: `C#${companyId}`,
  sk: `AUDIT#${documentId}`,
});
/** A chunk of claims a run of the record step opened (the first run's keys name no run). */
export const chunkKey = (companyId: string, documentId: string, run: number, index: number) => ({
  pk: `C#${companyId}`,
  sk: `AUDIT#${documentId}${run > 1 ? `#R${run}` : ''}#C#${String(index).padStart(5, '0')}`,
});
export const auditFolder = (companyId: string, documentId: string) => `audits/${companyId}/${documentId}`;
const listingPartition = (companyId: string) => `AUDITS#${companyId}`;

/** Records a new audit, or returns false when the invoice already has one. */
export async function putNewAudit(audit: StoredAudit): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: env.TABLE_NAME,
        Item: {
          ...auditKey(audit.companyId, audit.documentId),
          entity: 'invoiceAudit',
          [INDEX.listing.partitionKey]: listingPartition(audit.companyId),
          [INDEX.listing.sortKey]: `${audit.uploadedAt}#${audit.documentId}`,
          ...audit,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

const toAudit = (item: Record<string, unknown>): StoredAudit => {
  const {
    pk: _pk,
    sk: _sk,
    entity: _entity,
    [INDEX.listing.partitionKey]: _lp,
    [INDEX.listing.sortKey]: _ls,
    ...audit
  } = item;
  return audit as unknown as StoredAudit;
};

export async function getAudit(companyId: string, documentId: string): Promise<StoredAudit | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: auditKey(companyId, documentId), ConsistentRead: true }),
  );
  return out.Item ? toAudit(out.Item) : null;
}

/** Sets fields of the audit (each step sets its own figures, never adds them, so a retried step writes the same). */
export async function setAudit(
  companyId: string,
  documentId: string,
  fields: Partial<StoredAudit>,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: auditKey(companyId, documentId),
      ...setFields(fields),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

/**
 * Starts the audit's next run, if it is still the run and status it was read with (two requests
 * to audit again start one run). The shards seen are forgotten: the new run counts its own.
 */
export async function restartAudit(audit: StoredAudit, fields: Partial<StoredAudit>): Promise<boolean> {
  const update = setFields(fields);
  try {
    await dynamo.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: auditKey(audit.companyId, audit.documentId),
        ...update,
        UpdateExpression: `${update.UpdateExpression} REMOVE shardsSeen`,
        ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#status': 'status', '#run': 'run' },
        ExpressionAttributeValues: {
          ...update.ExpressionAttributeValues,
          ':status': audit.status,
          ':run': audit.run ?? 1,
        },
        ConditionExpression: '#status = :status AND (attribute_not_exists(#run) OR #run = :run)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** One more shard audited (shards finish in any order; the count is for the progress bar). */
export async function countShardDone(companyId: string, documentId: string, index: number): Promise<void> {
  await dynamo
    .send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: auditKey(companyId, documentId),
        UpdateExpression: 'ADD shardsDone :one, shardsSeen :index',
        ConditionExpression: 'attribute_exists(pk) AND NOT contains(shardsSeen, :shard)',
        ExpressionAttributeValues: { ':one': 1, ':index': new Set([index]), ':shard': index },
      }),
    )
    .catch((error: unknown) => {
      // A retried shard was counted the first time.
      if (!isConditionFailed(error)) throw error;
    });
}

/** The company's audits, newest first, one page at a time. */
export async function listAudits(companyId: string, limit: number, cursor?: Record<string, unknown>) {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      IndexName: INDEX.listing.name,
      KeyConditionExpression: '#pk = :pk',
      ExpressionAttributeNames: { '#pk': INDEX.listing.partitionKey },
      ExpressionAttributeValues: { ':pk': listingPartition(companyId) },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  return { audits: (out.Items ?? []).map(toAudit), cursor: out.LastEvaluatedKey };
}

export function auditView(audit: StoredAudit): InvoiceAuditView {
  const {
    companyId: _c,
    documentKey: _d,
    fileType: _f,
    startedBy: _s,
    startedById: _i,
    countedAt: _n,
    countedRun: _r,
    counted: _counted,
    chunks: _k,
    ...view
  } = audit;
  const { shardsSeen: _seen, ...rest } = view as InvoiceAuditView & { shardsSeen?: unknown };
  return { ...rest, run: audit.run ?? 1 };
}
