/**
 * Reads a bulk file (CSV, XLSX or XLS) into a header row and text rows, in the browser's Web Worker
 * and in the bulk workflow alike. Real merchant files are messy, so this accepts UTF-8 with or
 * without a BOM (and Windows-1252, as Excel saves 'CSV' in France), `,` `;` or tab delimiters, CRLF,
 * trailing empty rows and columns, and spreadsheet dates (as dates or as serial numbers).
 *
 * An XLSX is scanned for zip bombs before anything is inflated, then read by ../xlsx-read (SheetJS
 * was too slow and too hungry for the budget); an .xls by SheetJS. A workbook whose first sheet is
 * missing or empty is an error (SheetJS returns one silently when it gives up).
 */
import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import { cellNumberText, readFirstSheet, XlsxError } from './xlsx';
import { scanZip } from './zip-scan';

/** The most a sheet may hold, before any rule runs (a 5 MB CSV holds about 24,000 rows: QUALITY.md). */
export const SHEET_LIMITS = { rows: 50_000, columns: 60 } as const;

export type SheetProblem =
  | 'bulk.unsafeArchive'
  | 'bulk.unreadable'
  | 'bulk.sheetMissing'
  | 'bulk.empty'
  | 'bulk.noData'
  | 'bulk.tooManyRows'
  | 'bulk.tooManyColumns';

export interface Sheet {
  headers: string[];
  rows: string[][];
}

export type SheetResult = { ok: true; sheet: Sheet } | { ok: false; problem: SheetProblem; detail?: string };

export type SpreadsheetType = 'csv' | 'xlsx' | 'xls';

/** Progress of a long read, from 0 to 1. */
export type OnProgress = (fraction: number) => void;

const BOM = '\ufeff';

/**
 * The text of a CSV file: UTF-16 when it starts with its BOM, UTF-8 (BOM dropped), or Windows-1252
 * when the bytes are not UTF-8.
 */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.startsWith(BOM) ? text.slice(1) : text;
}

function parseCsv(text: string, onProgress?: OnProgress): string[][] {
  const rows: string[][] = [];
  // Papa reads a string in chunks too (its types only say so for files): progress as it goes.
  const config = {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    chunkSize: 256 * 1024,
    chunk: (results: Papa.ParseResult<string[]>) => {
      for (const row of results.data) rows.push(row);
      onProgress?.(Math.min(1, (results.meta.cursor ?? 0) / Math.max(1, text.length)));
    },
  } as Papa.ParseConfig<string[]>;
  Papa.parse<string[]>(text, config);
  return rows;
}

function cellText(cell: XLSX.CellObject | undefined): string {
  if (!cell || cell.v === undefined || cell.v === null) return '';
  switch (cell.t) {
    case 'n': {
      const value = cell.v as number;
      if (cell.z && XLSX.SSF.is_date(cell.z)) {
        const date = XLSX.SSF.parse_date_code(value);
        if (date) return `${date.y}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;
      }
      return cellNumberText(value);
    }
    case 'd':
      return (cell.v as Date).toISOString().slice(0, 10);
    case 'b':
      return cell.v ? 'TRUE' : 'FALSE';
    case 'e':
      return cell.w ?? '';
    default:
      return String(cell.v);
  }
}

function parseWorkbook(bytes: Uint8Array, type: 'xlsx' | 'xls'): SheetResult | string[][] {
  if (type === 'xlsx') {
    const scan = scanZip(bytes);
    if (!scan.ok) return { ok: false, problem: 'bulk.unsafeArchive', detail: scan.problem };
    try {
      const rows = readFirstSheet(bytes);
      if (!rows.length) return { ok: false, problem: 'bulk.empty' };
      return rows.length > SHEET_LIMITS.rows + 2 ? rows.slice(0, SHEET_LIMITS.rows + 2) : rows;
    } catch (error) {
      if (!(error instanceof XlsxError)) throw error;
      return error.message === 'the first sheet is missing'
        ? { ok: false, problem: 'bulk.sheetMissing' }
        : { ok: false, problem: 'bulk.unreadable', detail: error.message };
    }
  }
  // .xls (BIFF8, at most 65,536 rows): SheetJS.
  let workbook: XLSX.WorkBook;
  try {
    workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      cellDates: false,
      cellNF: true,
      cellHTML: false,
      cellText: false,
    });
  } catch (error) {
    return { ok: false, problem: 'bulk.unreadable', detail: String(error).slice(0, 200) };
  }
  const name = workbook.SheetNames[0];
  const sheet = name === undefined ? undefined : workbook.Sheets[name];
  if (!sheet) return { ok: false, problem: 'bulk.sheetMissing' };
  const data = (sheet as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'];
  if (!data?.length) return { ok: false, problem: 'bulk.empty' };
  const rows: string[][] = [];
  for (const row of data) {
    if (rows.length > SHEET_LIMITS.rows + 1) break;
    // Array.from visits a sparse row's holes too (empty cells), as ''.
    rows.push(Array.from(row ?? [], cellText));
  }
  return rows;
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** Reads the file's first sheet into headers and rows of text, each row as wide as the header row. */
export function readSheet(bytes: Uint8Array, type: SpreadsheetType, onProgress?: OnProgress): SheetResult {
  let raw: string[][];
  if (type === 'csv') raw = parseCsv(decodeText(bytes), onProgress);
  else {
    const read = parseWorkbook(bytes, type);
    if (!Array.isArray(read)) return read;
    raw = read;
    onProgress?.(1);
  }
  // Rows of nothing but blanks (a spreadsheet's trailing empty rows, ';;;' lines) do not count.
  const rows = raw.filter((row) => row.some((cell) => !blank(cell)));
  if (!rows.length) return { ok: false, problem: 'bulk.empty' };
  const [head, ...body] = rows;
  // Trailing columns without a header and without a value are the file's margin, not columns.
  let width = head!.length;
  for (const row of body) width = Math.max(width, row.length);
  while (width > 0 && blank(head![width - 1]) && body.every((row) => blank(row[width - 1]))) width--;
  if (width > SHEET_LIMITS.columns) return { ok: false, problem: 'bulk.tooManyColumns' };
  if (!body.length) return { ok: false, problem: 'bulk.noData' };
  if (body.length > SHEET_LIMITS.rows) return { ok: false, problem: 'bulk.tooManyRows' };
  const widen = (row: string[]) => {
    const cells = row.slice(0, width).map((cell) => cell ?? '');
    while (cells.length < width) cells.push('');
    return cells;
  };
  return { ok: true, sheet: { headers: widen(head!).map((header) => header.trim()), rows: body.map(widen) } };
}
