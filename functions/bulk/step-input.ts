/**
 * What the bulk workflow's steps share: their input, the rows they pass each other through S3
 * (a batch's rows to create, the rows left out and why), where a run keeps its objects, the run.
 * Apart from the steps, so that the prepare step (./prepare-step, with the spreadsheet readers)
 * and the others (./run-steps, with the claim writes) each bundle only what they call.
 */
import type { BulkCells } from '@shared/bulk/columns';
import type { BulkClaim, GoodsUpdate } from '@shared/bulk/rules';
import type { RemovalReason } from '@shared/bulk/schema';
import { getRun, runFolder, type StoredBulkRun } from './bulk-store';

export interface RunInput {
  companyId: string;
  bulkId: string;
}

export type Outcome = 'removed' | 'rejected';
/** A row that did not become a claim: its line in the file (the header is line 1), its cells, why. */
export interface LeftRow {
  line: number;
  cells: BulkCells;
  outcome: Outcome;
  /** A message key of CELL_LABELS (without 'cell.'), with the column it is about. */
  reason: RemovalReason | string;
  column: string | null;
}

export interface BatchRow {
  line: number;
  cells: BulkCells;
  /** What a start row starts (start files). */
  claim?: BulkClaim;
  /** The goods an update row gives (update files). */
  goods?: GoodsUpdate;
}

export const key = (input: RunInput, name: string) => `${runFolder(input.companyId, input.bulkId)}/${name}`;

export async function requireRun(input: RunInput): Promise<StoredBulkRun> {
  const run = await getRun(input.companyId, input.bulkId);
  if (!run) throw new Error(`No bulk run ${input.bulkId}`);
  return run;
}
