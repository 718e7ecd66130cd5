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
import type { InvoiceAuditView, InvoiceDetail } from '@shared/audit/invoice-audit';
import { cancellationReasons, isConditionFailed, setFields } from '../lib/aws/dynamo';
import { fromItem } from '../lib/table/item';
import { isPositionOn, keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type Cursor, IF_ABSENT, IF_PRESENT, type TransactItem, table, txUpdate } from '../lib/table/table';

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
  counted?: { findings: number; savings: Record<string, number>; found?: Record<string, number> };
  /** Claim chunks the record step wrote. */
  chunks: number;
  /** The company's time zone, read with the invoice: its deliveries are judged and its claims counted in it. */
  timeZone?: string;
  /** An unknown file's header row, as the read step refused it (shown by the invoice's own view only). */
  problemColumns?: string[] | null;
}

/** My Invoices' totals: all time and per month of the invoice's date. */
export const auditStatsKeys = {
  all: 'AUDITSTATS#ALL',
  month: (day: string) => `AUDITSTATS#M#${day.slice(0, 7)}`,
};

/** The file holding every counter the invoice added to the dashboards (deleting the invoice takes them back). */
export const DASHBOARD_FILE = 'dashboard.json';

export const auditFolder = (companyId: string, documentId: string) => `audits/${companyId}/${documentId}`;

/** The signals to review of an audit's last run, in its folder (the record step writes it). */
export const REVIEWS_FILE = 'reviews.json';

/** Records a new audit, or returns false when the invoice already has one. */
export async function putNewAudit(audit: StoredAudit): Promise<boolean> {
  try {
    await table.put(
      {
        ...keys.audit(audit.companyId, audit.documentId),
        entity: 'invoiceAudit',
        ...onIndex(
          INDEX.listing,
          partitions.audits(audit.companyId),
          `${audit.uploadedAt}#${audit.documentId}`,
        ),
        ...audit,
      },
      IF_ABSENT,
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

const toAudit = (item: Record<string, unknown>) => fromItem<StoredAudit>(item);

export async function getAudit(companyId: string, documentId: string): Promise<StoredAudit | null> {
  const item = await table.get(keys.audit(companyId, documentId), { consistent: true });
  return item ? toAudit(item) : null;
}

/** Sets fields of the audit (each step sets its own figures, never adds them, so a retried step writes the same). */
export async function setAudit(
  companyId: string,
  documentId: string,
  fields: Partial<StoredAudit>,
): Promise<void> {
  await table.update(keys.audit(companyId, documentId), { ...setFields(fields), ...IF_PRESENT });
}

/**
 * Starts the audit's next run, if it is still the run and status it was read with (two requests
 * to audit again start one run). The shards seen are forgotten: the new run counts its own.
 */
export async function restartAudit(audit: StoredAudit, fields: Partial<StoredAudit>): Promise<boolean> {
  const update = setFields(fields);
  try {
    await table.update(keys.audit(audit.companyId, audit.documentId), {
      ...update,
      UpdateExpression: `${update.UpdateExpression} REMOVE shardsSeen`,
      ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#status': 'status', '#run': 'run' },
      ExpressionAttributeValues: {
        ...update.ExpressionAttributeValues,
        ':status': audit.status,
        ':run': audit.run ?? 1,
      },
      ConditionExpression: '#status = :status AND (attribute_not_exists(#run) OR #run = :run)',
    });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/** One more shard audited (shards finish in any order; the count is for the progress bar). */
export async function countShardDone(companyId: string, documentId: string, index: number): Promise<void> {
  await table
    .update(keys.audit(companyId, documentId), {
      UpdateExpression: 'ADD shardsDone :one, shardsSeen :index',
      ConditionExpression: 'attribute_exists(pk) AND NOT contains(shardsSeen, :shard)',
      ExpressionAttributeValues: { ':one': 1, ':index': new Set([index]), ':shard': index },
    })
    .catch((error: unknown) => {
      // A retried shard was counted the first time.
      if (!isConditionFailed(error)) throw error;
    });
}

/** What chunk `index` of the audit's current run opened, as the attempt that finished it recorded it. */
export async function chunkOutcomes<T>(audit: StoredAudit, index: number): Promise<T | null> {
  const item = await table.get(keys.auditChunk(audit.companyId, audit.documentId, audit.run ?? 1, index), {
    consistent: true,
  });
  return item ? (item.outcomes as T) : null;
}

/** Records what chunk `index` of the current run opened; a record an earlier attempt made stands. */
export async function recordChunk(audit: StoredAudit, index: number, outcomes: unknown): Promise<void> {
  try {
    await table.put(
      {
        ...keys.auditChunk(audit.companyId, audit.documentId, audit.run ?? 1, index),
        entity: 'auditChunk',
        outcomes,
      },
      IF_ABSENT,
    );
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
  }
}

/**
 * Sets the audit's `fields` and makes `counterWrites` in one transaction, unless run `run` (or a
 * later one) was counted already: false then, and nothing is written.
 */
export async function countRun(
  audit: StoredAudit,
  fields: Record<string, unknown>,
  run: number,
  counterWrites: TransactItem[],
): Promise<boolean> {
  const update = setFields(fields);
  try {
    await table.transact([
      txUpdate(keys.audit(audit.companyId, audit.documentId), {
        ...update,
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':run': run },
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(countedAt) OR countedRun < :run)',
      }),
      ...counterWrites,
    ]);
    return true;
  } catch (error) {
    if (!cancellationReasons(error)) throw error;
    return false;
  }
}

/** A cursor of the company's audit list (listAudits). */
export const isAuditsCursor = (companyId: string) =>
  isPositionOn(INDEX.listing, partitions.audits(companyId), companyId);

/** The company's audits, newest first, one page at a time. */
export async function listAudits(companyId: string, limit: number, cursor?: Cursor) {
  const page = await table.queryIndex(INDEX.listing, partitions.audits(companyId), {
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: cursor,
  });
  return { audits: page.items.map(toAudit), cursor: page.cursor };
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
    timeZone: _z,
    problemColumns: _columns,
    ...view
  } = audit;
  const { shardsSeen: _seen, ...rest } = view as InvoiceAuditView & { shardsSeen?: unknown };
  // Audits recorded before findings had a confidence have no reviews.
  return { ...rest, reviews: audit.reviews ?? 0, reviewable: audit.reviewable ?? {}, run: audit.run ?? 1 };
}

/** One invoice's view: the audit, and the header row of a file we did not recognise (null otherwise). */
export const invoiceDetail = (audit: StoredAudit): InvoiceDetail => ({
  ...auditView(audit),
  columns: audit.problem === 'unknown_layout' ? (audit.problemColumns ?? null) : null,
});
