/**
 * An XLSX export from a header and rows (SheetJS): the text cells are neutralised as in the CSV
 * exports (shared/exports), so a cell that a spreadsheet would take for a formula stays text even
 * when the file is saved again as CSV; numbers stay numbers.
 */
import { type ExportCell, neutralised } from '@shared/sheets/exports';
import * as XLSX from 'xlsx';

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export function toXlsx(
  sheetName: string,
  header: readonly string[],
  rows: readonly (readonly ExportCell[])[],
) {
  const cell = (value: ExportCell) => (typeof value === 'string' ? neutralised(value) : value);
  const sheet = XLSX.utils.aoa_to_sheet([header.map(cell), ...rows.map((row) => row.map(cell))]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
