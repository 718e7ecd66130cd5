/**
 * The bulk workflow's prepare step (infra/workflows/bulk-claims.ts). The server trusts nothing the
 * browser concluded: it reads the submitted file again with the wizard's own reader and rules
 * (shared/bulk), rejects the rows a rule refuses, removes the rows that repeat an earlier tracking
 * number, and writes the rest to S3 in batches for the other steps (./run-steps). In a Lambda of
 * its own (functions/workflows/bulk-prepare-step.ts): the spreadsheet readers are needed here only.
 */
import { cellsOf, headerRowOf, matchHeaders, matchProblems } from '@shared/bulk/columns';
import { checkRow, registeredCarriers } from '@shared/bulk/rules';
import { sniffFileType } from '@shared/documents/uploads';
import { readSheet } from '@shared/sheets/read-sheet';
import { listCredentials } from '../carriers/credential-store';
import { closedWindows } from '../claims/windows';
import { readObject, writeObject } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { setRun, setRunOnce } from './bulk-store';
import { type BatchRow, key, type LeftRow, type RunInput, requireRun } from './step-input';

/** Rows per batch: one Map iteration, a few seconds of writes, retried as a whole. */
export const BATCH_ROWS = 250;

export interface Prepared extends RunInput {
  refused: boolean;
  batches: number[];
}

/** Reads and checks the file; writes the batches of rows to create. Run again, it writes the same. */
export async function prepare(input: RunInput): Promise<Prepared> {
  const run = await requireRun(input);
  await setRun(input.companyId, input.bulkId, { status: 'validating' });
  const bytes = await readObject(run.documentKey);
  const type = sniffFileType(bytes.subarray(0, 8192));
  const refuse = async (problem: string) => {
    await setRun(input.companyId, input.bulkId, {
      status: 'failed',
      problem,
      finishedAt: clock.now().toISOString(),
    });
    return { ...input, refused: true, batches: [] };
  };
  if (type !== 'csv' && type !== 'xlsx' && type !== 'xls') return refuse('bulk.wrongType');
  // A file sent without the wizard: its first sheet holding data, its header found below any title lines.
  const read = readSheet(bytes, type, undefined, { headerRow: headerRowOf });
  if (!read.ok) return refuse(read.problem);
  const { headers, rows, lines } = read.sheet;
  // The wizard submits the template's own headers; a file sent otherwise may carry extra columns.
  const matches = matchHeaders(headers).map((match) => match ?? ('ignore' as const));
  const mode = run.mode ?? 'start';
  if (matchProblems(headers, matches, mode).some((problem) => problem.code !== 'bulk.blankHeader'))
    return refuse('bulk.headers');

  const context = {
    today: clock.now(),
    carriers: registeredCarriers(await listCredentials(input.companyId)),
  };
  const left: LeftRow[] = [];
  let valid: BatchRow[] = [];
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    // The spreadsheet's own row number, blank rows and title lines above the header counted.
    const line = lines[index]!;
    const cells = cellsOf(row, matches);
    const verdict = checkRow(cells, context, mode);
    const [errorColumn, error] = Object.entries(verdict.errors)[0] ?? [];
    const [warningColumn] = Object.keys(verdict.warnings);
    const done = verdict.claim ?? verdict.goods;
    if (!done) {
      left.push({ line, cells, outcome: 'rejected', reason: error!.slice(5), column: errorColumn ?? null });
    } else if (warningColumn && !run.confirmedValues) {
      left.push({ line, cells, outcome: 'rejected', reason: 'unconfirmed', column: warningColumn });
    } else if (seen.has(done.tracking_number)) {
      left.push({ line, cells, outcome: 'removed', reason: 'duplicate', column: 'tracking_number' });
    } else {
      seen.add(done.tracking_number);
      valid.push(
        verdict.claim ? { line, cells, claim: verdict.claim } : { line, cells, goods: verdict.goods! },
      );
    }
  });
  // Unconfirmed, a line whose parcel the carrier's tracking shows past its claim window is refused
  // (the wizard flagged it for confirmation); confirmed, nothing is looked up.
  if (!run.confirmedValues && mode === 'start') {
    const starting = valid.filter((row) => row.claim);
    const closed = await closedWindows(
      input.companyId,
      starting.map((row) => ({
        carrier: row.claim!.carrier,
        tracking_number: row.claim!.tracking_number,
        issue: row.claim!.issue,
      })),
      context.today,
    );
    if (closed.size) {
      const refused = new Set([...closed.keys()].map((index) => starting[index]!));
      for (const row of refused)
        left.push({
          line: row.line,
          cells: row.cells,
          outcome: 'rejected',
          reason: 'windowClosed',
          column: 'tracking_number',
        });
      valid = valid.filter((row) => !refused.has(row));
    }
  }
  const batches: number[] = [];
  for (let start = 0; start < valid.length; start += BATCH_ROWS) {
    const index = batches.length;
    await writeObject(
      key(input, `batch-${index}.json`),
      JSON.stringify(valid.slice(start, start + BATCH_ROWS)),
    );
    batches.push(index);
  }
  await writeObject(key(input, 'prepared.json'), JSON.stringify(left));
  const removed = left.filter((row) => row.outcome === 'removed').length;
  // Prepared before (the run resumed after a crash, or restarted after a failure): its figures hold
  // what its recorded batches added, and stay; the file and the batches are the same.
  if (
    !(await startFigures(input, {
      total: rows.length,
      rejected: left.length - removed,
      removed,
      batchCount: batches.length,
    }))
  )
    await setRun(input.companyId, input.bulkId, { status: 'creating', problem: null, finishedAt: null });
  log.info('bulk file prepared', { bulkId: input.bulkId, rows: rows.length, valid: valid.length });
  return { ...input, refused: false, batches };
}

/** Sets the run's figures from its file the first time it is prepared; false when it was already. */
function startFigures(
  input: RunInput,
  figures: { total: number; rejected: number; removed: number; batchCount: number },
): Promise<boolean> {
  return setRunOnce(input.companyId, input.bulkId, {
    status: 'creating',
    ...figures,
    created: 0,
    processed: figures.rejected + figures.removed,
    prepared: true,
  });
}
