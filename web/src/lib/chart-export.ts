/**
 * A chart's figures as files: CSV and XLSX (a header row, then one row per point; amounts written
 * as numbers, text cells neutralised so a spreadsheet never runs them) and the drawn chart as PNG.
 * SheetJS loads only when someone asks for an XLSX file.
 */
import { type ExportCell, neutralised, toCsv } from '@shared/sheets/exports';
import { saveFile } from './save-file';

export interface ExportTable {
  header: string[];
  rows: ExportCell[][];
}

export function saveCsv(table: ExportTable, fileName: string): void {
  saveFile(toCsv(table.header, table.rows), 'text/csv;charset=utf-8', `${fileName}.csv`);
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A sheet name Excel accepts: at most 31 characters, none of : \ / ? * [ ]. */
const sheetName = (title: string) => title.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Figures';

export async function saveXlsx(table: ExportTable, fileName: string, title: string): Promise<void> {
  const { utils, write } = await import('xlsx');
  const cells = [table.header, ...table.rows].map((row) =>
    row.map((cell) => (typeof cell === 'string' ? neutralised(cell) : cell)),
  );
  const book = utils.book_new();
  utils.book_append_sheet(book, utils.aoa_to_sheet(cells), sheetName(title));
  const bytes = write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer;
  saveFile(bytes, XLSX_TYPE, `${fileName}.xlsx`);
}

/** A PNG data URL (a chart's `toBase64Image()`) saved as a file. */
export function savePng(dataUrl: string, fileName: string): void {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1);
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  saveFile(bytes, 'image/png', `${fileName}.png`);
}
