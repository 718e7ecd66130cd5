/**
 * Answer-file imports of the claims desk (issue 38, item 5): one item per import,
 * `DESKIMPORT#<importId>`, holding the file it reads, the preview the person saw (its id, its
 * counts) and, once applied, its progress (n / valid). Each batch of rows the workflow applies
 * records itself once (`B#<n>`) in the transaction that adds its figures to the import, so a retried
 * or resumed batch never counts twice. An import is its starter's (a platform admin may read any).
 *
 * The import's files live in S3 under `desk/imports/<importId>/`: its sheet as read, and each
 * preview's plan, in batches.
 */
import type { DeskMove } from '@shared/claims/desk';
import type { DeskImportView } from '@shared/claims/desk-files-api';
import type { Sheet } from '@shared/sheets/read-sheet';
import type { Actor } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { isConditionFailed, setFields, transactionConditionFailures } from '../lib/aws/dynamo';
import { fromItem } from '../lib/table/item';
import { collections, keys } from '../lib/table/keys';
import { IF_ABSENT, IF_PRESENT, table, txPut, txUpdate } from '../lib/table/table';

/** A row of a plan: the claim it moves (as the preview read it) and the move, as the desk's API takes it. */
export interface PlannedRow {
  row: number;
  companyId: string;
  claimId: string;
  tracking_number: string;
  version: number;
  move: DeskMove;
}

export interface StoredDeskImport extends Omit<DeskImportView, 'skippedRows' | 'problem'> {
  problem?: string | null;
  startedById: string;
  startedBy: string;
  /** The platform company's document the file is kept as. */
  homeCompanyId: string;
  documentId: string;
  documentKey: string;
  companyId: string | null;
  exportId: string | null;
  /** Batches of the current preview's plan (`plan-<previewId>/batch-<n>.json`). */
  batchCount: number;
  skippedRows?: DeskImportView['skippedRows'];
}

export const importFolder = (importId: string) => `desk/imports/${importId}`;
/** What the read of an answer file keeps of its sheet (S3, JSON): what the preview reads again. */
export type StoredSheet = Pick<
  Sheet,
  'headers' | 'rows' | 'sheetNames' | 'dataSheets' | 'sheetIndex' | 'candidates' | 'headerRow'
>;

export const sheetKey = (importId: string) => `${importFolder(importId)}/sheet.json`;

export const batchKey = (importId: string, previewId: string, index: number) =>
  `${importFolder(importId)}/plan-${previewId}/batch-${index}.json`;

/** Rows per batch: one Map iteration, a few seconds of moves, its progress shown at once. */
export const IMPORT_BATCH_ROWS = 50;

export async function putNewImport(record: StoredDeskImport): Promise<void> {
  await table.put({ ...keys.deskImport(record.importId), entity: 'deskImport', ...record }, IF_ABSENT);
}

export async function getImport(importId: string): Promise<StoredDeskImport | null> {
  const item = await table.get(keys.deskImport(importId), { consistent: true });
  return item ? fromItem<StoredDeskImport>(item) : null;
}

/** The import a path names, if the caller started it (or is a platform admin); 404 otherwise, nothing said. */
export async function requireImport(actor: Actor, importId: string | undefined): Promise<StoredDeskImport> {
  const found = importId && /^[\w-]{8,64}$/.test(importId) ? await getImport(importId) : null;
  if (!found || (found.startedById !== actor.userId && actor.role !== 'platform_admin'))
    throw NotFound('No such import');
  return found;
}

export async function setImport(importId: string, fields: Partial<StoredDeskImport>): Promise<void> {
  await table.update(keys.deskImport(importId), { ...setFields(fields), ...IF_PRESENT });
}

/**
 * Sets fields of the import only while it is in `status` (and, given, on `previewId`): false when it
 * is not (another preview or apply came first).
 */
export async function setImportIf(
  importId: string,
  when: { status: readonly StoredDeskImport['status'][]; previewId?: string },
  fields: Partial<StoredDeskImport>,
): Promise<boolean> {
  const set = setFields(fields);
  const statuses = Object.fromEntries(when.status.map((status, index) => [`:when${index}`, status]));
  try {
    await table.update(keys.deskImport(importId), {
      ...set,
      ConditionExpression: `#status IN (${Object.keys(statuses).join(', ')})${when.previewId ? ' AND #previewId = :whenPreview' : ''}`,
      ExpressionAttributeNames: {
        ...set.ExpressionAttributeNames,
        '#status': 'status',
        ...(when.previewId ? { '#previewId': 'previewId' } : {}),
      },
      ExpressionAttributeValues: {
        ...set.ExpressionAttributeValues,
        ...statuses,
        ...(when.previewId ? { ':whenPreview': when.previewId } : {}),
      },
    });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export interface BatchFigures {
  applied: number;
  skipped: { row: number; tracking_number: string }[];
  rows: number;
}

/**
 * Records batch `index` once, in one transaction: its own record (only if absent, the transaction's
 * first item) and its figures added to the import's. A batch run again after its record finds it
 * there and adds nothing (the caller catches the failed condition).
 */
export async function recordBatchOnce(
  importId: string,
  index: number,
  figures: BatchFigures,
): Promise<boolean> {
  try {
    await table.transact([
      txPut(
        {
          ...keys.deskImportBatch(importId, index),
          entity: 'deskImportBatch',
          applied: figures.applied,
          skippedRows: figures.skipped,
        },
        IF_ABSENT,
      ),
      txUpdate(keys.deskImport(importId), {
        UpdateExpression: 'ADD #processed :rows, #applied :applied, #skipped :skipped',
        ExpressionAttributeNames: { '#processed': 'processed', '#applied': 'applied', '#skipped': 'skipped' },
        ExpressionAttributeValues: {
          ':rows': figures.rows,
          ':applied': figures.applied,
          ':skipped': figures.skipped.length,
        },
      }),
    ]);
    return true;
  } catch (error) {
    if (transactionConditionFailures(error)?.[0]) return false;
    throw error;
  }
}

/** The rows every recorded batch skipped, in row order (the import's result lists the first ones). */
export async function skippedRowsOf(importId: string): Promise<{ row: number; tracking_number: string }[]> {
  const items = await table.queryAll(collections.deskImportBatches(importId));
  return items
    .flatMap((item) => (item.skippedRows as { row: number; tracking_number: string }[] | undefined) ?? [])
    .sort((a, b) => a.row - b.row);
}

/** The most skipped rows an import's view names (the count says how many there are). */
const SKIPPED_LISTED = 100;

export function importView(record: StoredDeskImport): DeskImportView {
  return {
    importId: record.importId,
    fileName: record.fileName,
    status: record.status,
    carrier: record.carrier,
    previewId: record.previewId,
    total: record.total,
    valid: record.valid,
    errorCount: record.errorCount,
    processed: record.processed,
    applied: record.applied,
    skipped: record.skipped,
    skippedRows: (record.skippedRows ?? []).slice(0, SKIPPED_LISTED),
    createdAt: record.createdAt,
    finishedAt: record.finishedAt,
    problem: record.problem ?? null,
  };
}
