/**
 * The file the wizard submits: every row of the merchant's file, read through the header matching
 * and with the fixes applied, as CSV under the template's own headers. The server reads it with
 * the same reader and rules as the browser did (./parse, ./rules), trusting nothing the browser
 * concluded. Cells are written verbatim (quoted where needed, never neutralised: this is input).
 */
import Papa from 'papaparse';
import { BULK_COLUMNS, type BulkCells, type BulkColumn } from './columns';

/** `columns`: the template's columns by default (a template file may hold fewer). */
export function canonicalCsv(
  rows: readonly BulkCells[],
  columns: readonly BulkColumn[] = BULK_COLUMNS,
): string {
  return Papa.unparse(
    { fields: [...columns], data: rows.map((cells) => columns.map((column) => cells[column])) },
    { newline: '\r\n', quotes: (value: unknown) => typeof value === 'string' && value !== value.trim() },
  );
}
