/**
 * Bulk runs: one per submitted bulk file, `C#<co>` / `BULK#<bulkId>` (the bulk id is the file's
 * document id, so a file submitted twice is one run), with the progress the wizard shows as
 * n / total. Each batch of the run records itself once (`BULK#<bulkId>#B#<n>`) in the same
 * transaction that adds its figures to the run, so a retried batch never counts twice.
 *
 * The run's files live in S3 under `bulk/<co>/<bulkId>/`: the batches the prepare step wrote, each
 * batch's outcomes, and the export of the removed and rejected rows.
 */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { BulkRunView } from '@shared/bulk/schema';
import { dynamo, isConditionFailed, setFields } from '../lib/aws/dynamo';
import { env } from '../lib/env';

export interface StoredBulkRun extends Omit<BulkRunView, 'hasExport'> {
  companyId: string;
  documentKey: string;
  startedById: string;
  confirmedValues: boolean;
  /** The language of the person who started the run: the export's messages are in it. */
  locale: 'en' | 'fr';
  /** Batches the prepare step wrote. */
  batchCount: number;
  exportKey: string | null;
}

export const runKey = (companyId: string, bulkId: string) => ({ pk: `C#${companyId}`, sk: `BULK#${bulkId}` });
export const batchKey = (companyId: string, bulkId: string, index: number) => ({
  pk: `C#${companyId}`,
  sk: `BULK#${bulkId}#B#${String(index).padStart(5, '0')}`,
});
export const runFolder = (companyId: string, bulkId: string) => `bulk/${companyId}/${bulkId}`;

/** Records a new run, or returns false when the file already has one. */
export async function putNewRun(run: StoredBulkRun): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: env.TABLE_NAME,
        Item: { ...runKey(run.companyId, run.bulkId), entity: 'bulkRun', ...run },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function getRun(companyId: string, bulkId: string): Promise<StoredBulkRun | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: runKey(companyId, bulkId), ConsistentRead: true }),
  );
  if (!out.Item) return null;
  const { pk: _pk, sk: _sk, entity: _entity, ...run } = out.Item;
  return run as StoredBulkRun;
}

/** Sets fields of the run (each step's own figures are set, never added, so a retried step writes the same). */
export async function setRun(
  companyId: string,
  bulkId: string,
  fields: Partial<StoredBulkRun>,
): Promise<void> {
  await dynamo.send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: runKey(companyId, bulkId),
      ...setFields(fields),
      ConditionExpression: 'attribute_exists(pk)',
    }),
  );
}

export function runView(run: StoredBulkRun): BulkRunView {
  const {
    companyId: _c,
    documentKey: _d,
    startedById: _s,
    confirmedValues: _v,
    locale: _l,
    batchCount: _b,
    exportKey,
    ...view
  } = run;
  // Runs recorded before update files existed started investigations.
  return { ...view, mode: view.mode ?? 'start', hasExport: exportKey !== null };
}
