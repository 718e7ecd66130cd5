/**
 * The bulk workflow's steps after the prepare step (./prepare-step, which reads the submitted file
 * again with the wizard's own reader and rules and writes the rows to create to S3 in batches, in a
 * Lambda of its own with the spreadsheet readers): `createBatch` creates one batch's claims with
 * idempotent conditional writes (an update file: gives each open investigation its goods) and
 * records its figures once; `finish` exports the removed and rejected rows. Every row ends created
 * (or updated), removed (with the reason) or rejected (with the error).
 */
import { BULK_COLUMNS, type BulkColumn, NUMERIC_COLUMNS } from '@shared/bulk/columns';
import type { BulkClaim } from '@shared/bulk/rules';
import type { RemovalReason } from '@shared/bulk/schema';
import { cellMessage } from '@shared/claims/labels';
import { isEditable } from '@shared/claims/lifecycle';
import { type ExportCell, plainNumber, toCsv } from '@shared/sheets/exports';
import { listCredentials, preferredCredential } from '../carriers/credential-store';
import { getClaim, openClaimIds } from '../claims/claim-queries';
import { retryOnChange } from '../claims/claim-writes';
import { giveInformation, goodsInformation } from '../claims/give-information';
import { newClaim, openClaims } from '../claims/open-claim';
import type { StoredClaim } from '../claims/stored-claim';
import { companyTimeZone } from '../companies/company-store';
import { cancellationReasons } from '../lib/aws/dynamo';
import { readJson, writeObject } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { recordBatchOnce, type StoredBulkRun, setRun } from './bulk-store';
import { type BatchRow, key, type LeftRow, type RunInput, requireRun } from './step-input';

/** The claim a row starts (open-claim decides what it asks for: at least the original invoice). */
function rowClaim(
  run: StoredBulkRun,
  row: BatchRow & { claim: BulkClaim },
  credentialId: string,
  timeZone: string,
): StoredClaim {
  const { claim, line } = row;
  return newClaim({
    timeZone,
    // The run and the row name the claim, so a retried batch finds the claim it already made.
    claimId: `${run.bulkId}-${line}`,
    companyId: run.companyId,
    source: 'bulk',
    owner: { userId: run.startedById, email: run.startedBy },
    credentialId,
    tracking_number: claim.tracking_number,
    carrier: claim.carrier,
    issue: claim.issue,
    reference: claim.reference,
    lines: claim.line ? [claim.line] : [],
    documents: [],
    given: { originalInvoice: false, pictures: false },
    at: run.startedAt,
  });
}

/** Creates (or, updating, completes) one batch's claims and records the batch once. */
export async function createBatch(
  input: RunInput & { index: number },
): Promise<{ created: number; removed: number }> {
  const run = await requireRun(input);
  const rows = await readJson<BatchRow[]>(key(input, `batch-${input.index}.json`));
  const { done, left } =
    (run.mode ?? 'start') === 'update' ? await giveGoods(run, rows) : await startClaims(run, rows);
  await writeObject(key(input, `left-${input.index}.json`), JSON.stringify(left));
  const removed = left.filter((row) => row.outcome === 'removed').length;
  await recordBatch(input, { created: done, removed, rejected: left.length - removed, rows: rows.length });
  return { created: done, removed };
}

interface BatchResult {
  done: number;
  left: LeftRow[];
}

/** A start file's batch: its claims created once each (conditional writes, ids from the rows). */
async function startClaims(run: StoredBulkRun, rows: BatchRow[]): Promise<BatchResult> {
  const [credentials, timeZone] = await Promise.all([
    listCredentials(run.companyId),
    companyTimeZone(run.companyId),
  ]);
  const made: { row: BatchRow; claim: StoredClaim }[] = [];
  const left: LeftRow[] = [];
  for (const row of rows) {
    const credential = preferredCredential(credentials, row.claim!.carrier);
    // The carrier's account was deleted since the file was checked.
    if (!credential)
      left.push({ ...row, outcome: 'rejected', reason: 'carrierNotRegistered', column: 'carrier' });
    else
      made.push({
        row,
        claim: rowClaim(run, row as BatchRow & { claim: BulkClaim }, credential.credentialId, timeZone),
      });
  }
  // Each claim is counted by the transaction that creates it: a run killed between its claims and
  // its batch record leaves no claim uncounted, and the batch, run again, finds them ('created').
  const outcomes = await openClaims(
    made.map(({ claim }) => claim),
    run.startedBy,
    { count: true },
  );
  let done = 0;
  for (const { row, claim } of made) {
    if (outcomes.get(claim.claimId) === 'created') done++;
    else left.push({ ...row, outcome: 'removed', reason: 'open_claim', column: 'tracking_number' });
  }
  return { done, left };
}

/**
 * An update file's batch: each row's goods given to the open investigation of its tracking number,
 * as the merchant's answer to 'invoice missing' (the same change as the Data Needed modal: history,
 * counters, due for the carrier once nothing it needs is missing). A retried batch finds the goods
 * it gave (the claim names the run) and counts the row once.
 */
async function giveGoods(run: StoredBulkRun, rows: BatchRow[]): Promise<BatchResult> {
  const open = await openClaimIds(
    run.companyId,
    rows.map((row) => row.goods!.tracking_number),
  );
  const left: LeftRow[] = [];
  let done = 0;
  const now = clock.now();
  for (const row of rows) {
    const { tracking_number, line } = row.goods!;
    const removed = (reason: RemovalReason) =>
      left.push({ ...row, outcome: 'removed', reason, column: 'tracking_number' });
    const claimId = open.get(tracking_number);
    if (!claimId) {
      removed('no_open_claim');
      continue;
    }
    const read = () => getClaim(run.companyId, claimId);
    const outcome = await retryOnChange(
      await read(),
      read,
      async (claim): Promise<RemovalReason | 'done'> => {
        if (!isEditable(claim.state)) return 'no_open_claim';
        // This run gave them already (a retried batch), or they came otherwise.
        if (!claim.actions.includes('invoice_missing'))
          return claim.goodsBulkId === run.bulkId ? 'done' : 'goods_not_needed';
        await giveInformation(
          claim,
          run.startedBy,
          goodsInformation([line], { goodsBulkId: run.bulkId }),
          now,
          {
            fileNow: false,
          },
        );
        return 'done';
      },
      // The claim changed meanwhile (the carrier sync, a person): read again, up to four times.
      4,
    );
    if (outcome === 'done') done++;
    else removed(outcome ?? 'no_open_claim');
  }
  return { done, left };
}

/** Records a batch once: its figures and the run's progress, in one transaction. */
async function recordBatch(
  input: RunInput & { index: number },
  figures: { created: number; removed: number; rejected: number; rows: number },
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await recordBatchOnce(input.companyId, input.bulkId, input.index, figures);
      return;
    } catch (error) {
      const reasons = cancellationReasons(error);
      // This batch was recorded by an earlier attempt: its figures are in already.
      if (reasons?.[0]?.Code === 'ConditionalCheckFailed') return;
      // Another batch finishing at the same moment holds the run's item: try again shortly.
      if (!reasons?.some((reason) => reason.Code === 'TransactionConflict') || attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20 * 2 ** attempt * (0.5 + Math.random())));
    }
  }
}

/** Writes the export of the rows that did not become claims, and closes the run. */
export async function finish(input: RunInput): Promise<{ exported: number }> {
  const run = await requireRun(input);
  const left = await readJson<LeftRow[]>(key(input, 'prepared.json'));
  for (let index = 0; index < run.batchCount; index++) {
    left.push(...(await readJson<LeftRow[]>(key(input, `left-${index}.json`))));
  }
  left.sort((a, b) => a.line - b.line);
  let exportKey: string | null = null;
  if (left.length) {
    const locale = run.locale === 'fr' ? 'fr' : 'en';
    const header = ['line', 'outcome', 'column', 'reason', ...BULK_COLUMNS];
    const rows = left.map((row): ExportCell[] => [
      row.line,
      row.outcome,
      row.column,
      cellMessage(locale, row.reason, row.column ? (row.cells[row.column as BulkColumn] ?? '') : ''),
      ...BULK_COLUMNS.map((column) =>
        NUMERIC_COLUMNS.has(column)
          ? (plainNumber(row.cells[column]) ?? row.cells[column])
          : row.cells[column],
      ),
    ]);
    exportKey = key(input, 'removed.csv');
    await writeObject(exportKey, toCsv(header, rows), 'text/csv; charset=utf-8');
  }
  await setRun(input.companyId, input.bulkId, {
    status: 'done',
    exportKey,
    finishedAt: clock.now().toISOString(),
  });
  return { exported: left.length };
}

/** The workflow failed past its retries: the run says so (the rows created so far stay, counted). */
export async function fail(input: RunInput & { error?: { Error?: string } }): Promise<void> {
  await setRun(input.companyId, input.bulkId, {
    status: 'failed',
    problem: 'bulk.failed',
    finishedAt: clock.now().toISOString(),
  });
}
