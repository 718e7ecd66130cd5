/** Messages between the bulk wizard and its Web Worker (./bulk.worker.ts). */
import type { BulkCells, BulkMode } from '@shared/bulk/columns';
import type { RegisteredCarriers, RowVerdict } from '@shared/bulk/rules';
import type { Sheet, SheetProblem, SpreadsheetType } from '@shared/sheets/read-sheet';

export type TemplateFormat = 'csv' | 'xlsx' | 'xls';

export type WorkerRequest =
  | {
      id: number;
      kind: 'read';
      bytes: ArrayBuffer;
      type: SpreadsheetType;
      /** The sheet and header row a person chose (found in the file when not given). */
      sheet?: number;
      headerRow?: number;
    }
  | {
      id: number;
      kind: 'check';
      rows: BulkCells[];
      carriers: RegisteredCarriers;
      today: string;
      mode: BulkMode;
    }
  | { id: number; kind: 'template'; format: TemplateFormat; mode: BulkMode };

/** A row's verdict as the wizard keeps it: the rule's verdict and the tracking number the duplicate check compares. */
export interface CheckedRow {
  errors: RowVerdict['errors'];
  warnings: RowVerdict['warnings'];
  tracking: string | null;
}

export type WorkerResponse =
  | { id: number; kind: 'progress'; fraction: number }
  | ({ id: number; kind: 'read'; ok: true } & Sheet)
  | { id: number; kind: 'read'; ok: false; problem: SheetProblem }
  | { id: number; kind: 'check'; rows: CheckedRow[] }
  | { id: number; kind: 'template'; bytes: ArrayBuffer; mime: string }
  | { id: number; kind: 'error'; message: string };
