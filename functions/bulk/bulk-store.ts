/**
 * Bulk runs: one per submitted bulk file, `C#<co>` / `BULK#<bulkId>` (the bulk id is the file's
 * document id, so a file submitted twice is one run), with the progress the wizard shows as
 * n / total. Each batch of the run records itself once (`BULK#<bulkId>#B#<n>`) in the same
 * transaction that adds its figures to the run, so a retried batch never counts twice.
 *
 * The run's files live in S3 under `bulk/<co>/<bulkId>/`: the batches the prepare step wrote, each
 * batch's outcomes, and the export of the removed and rejected rows.
 */
import type { BulkRunView } from '@shared/bulk/schema';
import { isConditionFailed, setFields } from '../lib/aws/dynamo';
import { fromItem } from '../lib/table/item';
import { keys } from '../lib/table/keys';
import { IF_ABSENT, IF_PRESENT, table, txPut, txUpdate } from '../lib/table/table';

export interface StoredBulkRun extends Omit<BulkRunView, 'hasExport'> {
  companyId: string;
  documentKey: string;
  startedById: string;
  confirmedValues: boolean;
  /** The language of the person who started the run: the export's messages are in it. */
  locale: 'en' | 'fr';
  /** Batches the prepare step wrote. */
  batchCount: number;
  /** The run's figures were set from its file once (a resumed or restarted run keeps them). */
  prepared?: boolean;
  /** How many times the merchant started it again after it failed (names its workflow execution). */
  attempt?: number;
  exportKey: string | null;
}

export const runFolder = (companyId: string, bulkId: string) => `bulk/${companyId}/${bulkId}`;

/** Records a new run, or returns false when the file already has one. */
export async function putNewRun(run: StoredBulkRun): Promise<boolean> {
  try {
    await table.put({ ...keys.bulkRun(run.companyId, run.bulkId), entity: 'bulkRun', ...run }, IF_ABSENT);
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function getRun(companyId: string, bulkId: string): Promise<StoredBulkRun | null> {
  const item = await table.get(keys.bulkRun(companyId, bulkId), { consistent: true });
  return item ? fromItem<StoredBulkRun>(item) : null;
}

/** Sets fields of the run (each step's own figures are set, never added, so a retried step writes the same). */
export async function setRun(
  companyId: string,
  bulkId: string,
  fields: Partial<StoredBulkRun>,
): Promise<void> {
  await table.update(keys.bulkRun(companyId, bulkId), { ...setFields(fields), ...IF_PRESENT });
}

/** Whether the merchant may start the run again: it failed past the workflow's retries (its file was fine). */
export const mayRestart = (run: StoredBulkRun) => run.status === 'failed' && run.problem === 'bulk.failed';

/**
 * Moves a failed run back to 'queued' for one more attempt, only if it is still the failed attempt
 * read (two people, or two clicks, restart it once). The run as restarted, or null.
 */
export async function restartRun(run: StoredBulkRun): Promise<StoredBulkRun | null> {
  const attempt = (run.attempt ?? 0) + 1;
  const fields = { status: 'queued' as const, problem: null, finishedAt: null, attempt };
  const set = setFields(fields);
  try {
    await table.update(keys.bulkRun(run.companyId, run.bulkId), {
      ...set,
      ConditionExpression: '#status = :failed AND (attribute_not_exists(#attempt) OR #attempt = :attempt)',
      ExpressionAttributeNames: {
        ...set.ExpressionAttributeNames,
        '#status': 'status',
        '#attempt': 'attempt',
      },
      ExpressionAttributeValues: {
        ...set.ExpressionAttributeValues,
        ':failed': 'failed',
        ':attempt': run.attempt ?? 0,
      },
    });
    return { ...run, ...fields };
  } catch (error) {
    if (isConditionFailed(error)) return null;
    throw error;
  }
}

/** Sets fields of the run only if it was never prepared (`prepared` absent); false when it was. */
export async function setRunOnce(
  companyId: string,
  bulkId: string,
  fields: Partial<StoredBulkRun>,
): Promise<boolean> {
  const set = setFields(fields);
  try {
    await table.update(keys.bulkRun(companyId, bulkId), {
      ...set,
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(prepared)',
    });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

/**
 * Records batch `index` of the run once, in one transaction: the batch's own record (only if absent:
 * the transaction's first item) and its figures added to the run's. (Its claims were counted by the
 * transactions that created them.)
 */
export async function recordBatchOnce(
  companyId: string,
  bulkId: string,
  index: number,
  figures: { created: number; removed: number; rejected: number; rows: number },
): Promise<void> {
  const { created, removed, rejected, rows } = figures;
  await table.transact([
    txPut(
      { ...keys.bulkBatch(companyId, bulkId, index), entity: 'bulkBatch', created, removed, rejected },
      IF_ABSENT,
    ),
    txUpdate(keys.bulkRun(companyId, bulkId), {
      UpdateExpression:
        'ADD #created :created, #removed :removed, #rejected :rejected, #processed :processed',
      ExpressionAttributeNames: {
        '#created': 'created',
        '#removed': 'removed',
        '#rejected': 'rejected',
        '#processed': 'processed',
      },
      ExpressionAttributeValues: {
        ':created': created,
        ':removed': removed,
        ':rejected': rejected,
        ':processed': rows,
      },
    }),
  ]);
}

export function runView(run: StoredBulkRun): BulkRunView {
  const {
    companyId: _c,
    documentKey: _d,
    startedById: _s,
    confirmedValues: _v,
    locale: _l,
    batchCount: _b,
    prepared: _p,
    attempt: _a,
    exportKey,
    ...view
  } = run;
  // Runs recorded before update files existed started investigations.
  return { ...view, mode: view.mode ?? 'start', hasExport: exportKey !== null };
}
