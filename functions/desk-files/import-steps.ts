/**
 * The DeskImport workflow's steps (infra/workflows/desk-import.ts): the rows of an answer file's
 * plan applied in batches, each row's move through the claims core (`deskChange`, `changeClaim`:
 * history, counters and fee line in one transaction) with the move id `<importId>-<row>`. A batch
 * run again (a retry, or a run resumed after a crash) finds each move it made already, on the claim
 * (`lastMoveId`) or in its history, and makes none twice; it records its figures once.
 *
 * A claim changed by someone else after the apply began (its version is no longer the preview's)
 * is skipped and named in the result, never moved on a state nobody previewed.
 */

import { getClaim } from '../claims/claim-queries';
import { ClaimChangedError, changeClaim, MoveRefusedError } from '../claims/claim-writes';
import { tellFavourites } from '../claims/notify';
import type { StoredClaim } from '../claims/stored-claim';
import { deskChange } from '../desk/desk-moves';
import { HttpError } from '../http/errors';
import { cancellationReasons } from '../lib/aws/dynamo';
import { readJson } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { collections } from '../lib/table/keys';
import { table } from '../lib/table/table';
import {
  batchKey,
  getImport,
  type PlannedRow,
  recordBatchOnce,
  type StoredDeskImport,
  setImport,
  setImportIf,
  skippedRowsOf,
} from './desk-imports';

export interface ImportInput {
  importId: string;
}

async function requireImportRecord(importId: string): Promise<StoredDeskImport> {
  const record = await getImport(importId);
  if (!record?.previewId) throw new Error(`No desk import ${importId} to apply`);
  return record;
}

/** The batches to apply: the Map's items. */
export async function plan(input: ImportInput): Promise<ImportInput & { batches: number[] }> {
  const record = await requireImportRecord(input.importId);
  return { ...input, batches: Array.from({ length: record.batchCount }, (_, index) => index) };
}

/** Whether the claim's history holds the move (a later move took `lastMoveId` since). */
async function hasMove(claim: StoredClaim, moveId: string): Promise<boolean> {
  const items = await table.queryAll(collections.claimWithHistory(claim.companyId, claim.claimId));
  return items.some((item) => item.entity === 'claimHistory' && item.moveId === moveId);
}

/** Another transaction held one of the items (the company's counters, written by every move): try again shortly. */
const conflicted = (error: unknown) =>
  cancellationReasons(error)?.some((reason) => reason.Code === 'TransactionConflict') ?? false;
const pause = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 20 * 2 ** Math.min(attempt, 6) * (0.5 + Math.random())));

/** Applies one row's move once: 'applied' (now or before), or 'skipped' (the claim changed meanwhile). */
async function applyRow(row: PlannedRow, by: string): Promise<'applied' | 'skipped'> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const claim = await getClaim(row.companyId, row.claimId);
    if (!claim) return 'skipped';
    if (claim.lastMoveId === row.move.moveId) return 'applied';
    if (claim.version !== row.version) return (await hasMove(claim, row.move.moveId)) ? 'applied' : 'skipped';
    try {
      const next = await changeClaim(claim, deskChange(claim, row.move, by, clock.now().toISOString()));
      await tellFavourites(next, next.last_carrier_message);
      return 'applied';
    } catch (error) {
      // Lost a race: read again (the winner may be this very move, made by a batch run twice at once).
      if (error instanceof ClaimChangedError) continue;
      if (error instanceof MoveRefusedError || error instanceof HttpError) return 'skipped';
      if (!conflicted(error)) throw error;
      await pause(attempt);
    }
  }
  return 'skipped';
}

/** Applies batch `index` of the plan, row after row, and records its figures once. */
export async function applyBatch(input: ImportInput & { index: number }): Promise<{ applied: number }> {
  const record = await requireImportRecord(input.importId);
  const rows = await readJson<PlannedRow[]>(batchKey(input.importId, record.previewId!, input.index));
  let applied = 0;
  const skipped: { row: number; tracking_number: string }[] = [];
  for (const row of rows) {
    if ((await applyRow(row, record.startedBy)) === 'applied') applied++;
    else skipped.push({ row: row.row, tracking_number: row.tracking_number });
  }
  for (let attempt = 0; ; attempt++) {
    try {
      // False: an earlier run of this batch recorded it, its figures are in already.
      await recordBatchOnce(input.importId, input.index, { applied, skipped, rows: rows.length });
      break;
    } catch (error) {
      // Another batch finishing at the same moment holds the import's item.
      if (!conflicted(error) || attempt >= 8) throw error;
      await pause(attempt);
    }
  }
  return { applied };
}

export async function finish(input: ImportInput): Promise<{ done: true }> {
  const skippedRows = await skippedRowsOf(input.importId);
  await setImport(input.importId, {
    status: 'done',
    skippedRows: skippedRows.slice(0, 100),
    finishedAt: clock.now().toISOString(),
  });
  log.info('desk import applied', { importId: input.importId, skipped: skippedRows.length });
  return { done: true };
}

/**
 * Past its retries: the import says so. A read that failed leaves the file unreadable; an apply,
 * failed (the moves it made stay made, once each).
 */
export async function fail(input: ImportInput): Promise<void> {
  if (
    await setImportIf(
      input.importId,
      { status: ['reading'] },
      { status: 'unreadable', problem: 'server.internal' },
    )
  )
    return;
  await setImport(input.importId, {
    status: 'failed',
    problem: 'server.internal',
    finishedAt: clock.now().toISOString(),
  });
}
