/**
 * Reads a bulk file (CSV, XLSX or XLS) into a header row and text rows, in the browser's Web Worker
 * and in the bulk workflow alike. Real merchant files are messy, so this accepts UTF-8 with or
 * without a BOM (and Windows-1252, as Excel saves 'CSV' in France), `,` `;` or tab delimiters, CRLF,
 * trailing empty rows and columns, and spreadsheet dates (as dates or as serial numbers).
 *
 * An XLSX is scanned for zip bombs before anything is inflated, then read by ./xlsx (SheetJS was
 * too slow and too hungry for the budget); an .xls by SheetJS. The sheet read is the first that holds
 * data (a person may choose another); the header is the first row, or the one the caller picks among
 * the first ten (the bulk file's: the row naming most template columns, so title lines above it are
 * left out). A workbook with no sheet holding data is an error.
 */
import Papa from 'papaparse';
import * as XLSX from 'xlsx';
import { cellNumberText, openWorkbook, XlsxError } from './xlsx';
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

/**
 * What each problem says to a person, in English and French, written once: the web catalogs take
 * them under the same keys, and a server that refuses a file says the sentence, never the key.
 */
export const SHEET_PROBLEM_LABELS = {
  en: {
    'bulk.unsafeArchive': 'This spreadsheet cannot be opened safely.',
    'bulk.unreadable': 'This file could not be read. Save it again as CSV or XLSX and retry.',
    'bulk.sheetMissing': 'The workbook has no sheet we could read.',
    'bulk.empty': 'The file is empty.',
    'bulk.noData': 'There is no data in this file: only headers.',
    'bulk.tooManyRows': 'The file has more than 50,000 lines: split it in several files.',
    'bulk.tooManyColumns': 'The file has more than 60 columns: is it the right file?',
  },
  fr: {
    'bulk.unsafeArchive': 'Ce classeur ne peut pas être ouvert sans risque.',
    'bulk.unreadable': 'Ce fichier est illisible. Enregistrez-le à nouveau en CSV ou XLSX et réessayez.',
    'bulk.sheetMissing': 'Le classeur n’a aucune feuille lisible.',
    'bulk.empty': 'Le fichier est vide.',
    'bulk.noData': 'Ce fichier ne contient aucune donnée\u00a0: seulement des en-têtes.',
    'bulk.tooManyRows': 'Le fichier dépasse 50 000 lignes\u00a0: découpez-le en plusieurs fichiers.',
    'bulk.tooManyColumns': 'Le fichier dépasse 60 colonnes\u00a0: est-ce le bon fichier\u00a0?',
  },
} as const satisfies Record<'en' | 'fr', Record<SheetProblem, string>>;

export interface Sheet {
  headers: string[];
  rows: string[][];
  /** Every sheet's name (a CSV: one, ''), the indexes of those holding data, and the one read. */
  sheetNames: string[];
  dataSheets: number[];
  sheetIndex: number;
  /** The sheet's first non-blank rows, any of which may be the header, and the one that is. */
  candidates: string[][];
  headerRow: number;
  /**
   * The spreadsheet's own row number (as Excel shows it, from 1) of the header and of each row of
   * `rows`: blank rows above, between or among them are counted, as in the file.
   */
  headerLine: number;
  lines: number[];
  /** The row number of each of `candidates`. */
  candidateLines: number[];
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
  // The delimiter is guessed on the first lines without the blank ones, which would blur the guess.
  const guessed = Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    preview: 100,
  }).meta.delimiter;
  const config = {
    delimiter: guessed,
    // Blank lines are kept, so a row's number is the file's; readSheet leaves them out after numbering.
    skipEmptyLines: false,
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

/** A spreadsheet's sheets: names, and rows read when asked for (a CSV is one unnamed sheet). */
interface Sheets {
  names: string[];
  rows(index: number): string[][] | SheetResult;
}

/** How many of a sheet's first rows may be the header (title lines above it). */
export const HEADER_CANDIDATES = 10;

/** The most rows read of a sheet: the limit, the title lines and header above it, and one more to tell it was passed. */
const ROWS_READ = SHEET_LIMITS.rows + HEADER_CANDIDATES + 2;

const capped = (rows: string[][]) => (rows.length > ROWS_READ ? rows.slice(0, ROWS_READ) : rows);

function openSheets(bytes: Uint8Array, type: 'xlsx' | 'xls'): Sheets | SheetResult {
  if (type === 'xlsx') {
    const scan = scanZip(bytes);
    if (!scan.ok) return { ok: false, problem: 'bulk.unsafeArchive', detail: scan.problem };
    try {
      const workbook = openWorkbook(bytes);
      if (!workbook.names.length) return { ok: false, problem: 'bulk.sheetMissing' };
      return {
        names: workbook.names,
        rows(index) {
          try {
            return capped(workbook.rows(index));
          } catch (error) {
            if (!(error instanceof XlsxError)) throw error;
            return { ok: false, problem: 'bulk.sheetMissing' };
          }
        },
      };
    } catch (error) {
      if (!(error instanceof XlsxError)) throw error;
      return { ok: false, problem: 'bulk.unreadable', detail: error.message };
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
  if (!workbook.SheetNames.length) return { ok: false, problem: 'bulk.sheetMissing' };
  return {
    names: workbook.SheetNames,
    rows(index) {
      const sheet = workbook.Sheets[workbook.SheetNames[index]!];
      if (!sheet) return { ok: false, problem: 'bulk.sheetMissing' };
      const data = (sheet as { '!data'?: (XLSX.CellObject | undefined)[][] })['!data'] ?? [];
      const rows: string[][] = [];
      for (const row of data) {
        if (rows.length >= ROWS_READ) break;
        // Array.from visits a sparse row's holes too (empty cells), as ''.
        rows.push(Array.from(row ?? [], cellText));
      }
      return rows;
    },
  };
}

const blank = (text: string | undefined) => (text ?? '').trim() === '';

/** A sheet's rows that hold something, each with its row number in the file (from 1). */
interface NumberedRows {
  rows: string[][];
  lines: number[];
}

function nonBlank(all: string[][]): NumberedRows {
  const rows: string[][] = [];
  const lines: number[] = [];
  all.forEach((row, index) => {
    if (!row.some((cell) => !blank(cell))) return;
    rows.push(row);
    lines.push(index + 1);
  });
  return { rows, lines };
}

export interface SheetOptions {
  /** The sheet to read, by its index; the first that holds data when not given. */
  sheet?: number;
  /**
   * Which of the first non-blank rows is the header: its index, or a function choosing among the
   * first HEADER_CANDIDATES of them (the bulk file's: the one naming most template columns). The
   * first row when not given. Rows above it (a title, a date) are left out.
   */
  headerRow?: number | ((candidates: readonly string[][]) => number);
}

/**
 * Reads a spreadsheet's sheet into headers and rows of text, each row as wide as the header row.
 * A workbook's sheets are all named in the result with those that hold data, so a person can pick
 * another; the first rows are returned too, so a person can pick another header row.
 */
export function readSheet(
  bytes: Uint8Array,
  type: SpreadsheetType,
  onProgress?: OnProgress,
  options: SheetOptions = {},
): SheetResult {
  let sheets: Sheets;
  if (type === 'csv') {
    const rows = parseCsv(decodeText(bytes), onProgress);
    sheets = { names: [''], rows: () => rows };
  } else {
    const opened = openSheets(bytes, type);
    if ('ok' in opened) return opened;
    sheets = opened;
    onProgress?.(1);
  }
  // Every sheet read once (a workbook's sheets are few), without its rows of nothing but blanks
  // (a spreadsheet's trailing empty rows, ';;;' lines): those do not count.
  const read = sheets.names.map((_, index) => {
    const rows = sheets.rows(index);
    return Array.isArray(rows) ? nonBlank(rows) : rows;
  });
  const failed = read.find((rows): rows is SheetResult => 'ok' in rows);
  const dataSheets = read.flatMap((rows, index) => ('rows' in rows && rows.rows.length ? [index] : []));
  const sheetIndex = options.sheet ?? dataSheets[0] ?? 0;
  const numbered = read[sheetIndex];
  if (numbered === undefined) return { ok: false, problem: 'bulk.sheetMissing' };
  if ('ok' in numbered) return numbered;
  if (failed && !dataSheets.length) return failed;
  const { rows, lines } = numbered;
  if (!rows.length) return { ok: false, problem: 'bulk.empty' };
  const candidates = rows.slice(0, HEADER_CANDIDATES);
  const wanted =
    typeof options.headerRow === 'function' ? options.headerRow(candidates) : (options.headerRow ?? 0);
  const headerRow = Math.min(Math.max(0, wanted), candidates.length - 1);
  const head = rows[headerRow]!;
  const body = rows.slice(headerRow + 1);
  // Trailing columns without a header and without a value are the file's margin, not columns.
  let width = head.length;
  for (const row of body) width = Math.max(width, row.length);
  while (width > 0 && blank(head[width - 1]) && body.every((row) => blank(row[width - 1]))) width--;
  if (width > SHEET_LIMITS.columns) return { ok: false, problem: 'bulk.tooManyColumns' };
  if (!body.length) return { ok: false, problem: 'bulk.noData' };
  if (body.length > SHEET_LIMITS.rows) return { ok: false, problem: 'bulk.tooManyRows' };
  const widen = (row: string[]) => {
    const cells = row.slice(0, width).map((cell) => cell ?? '');
    while (cells.length < width) cells.push('');
    return cells;
  };
  return {
    ok: true,
    sheet: {
      headers: widen(head).map((header) => header.trim()),
      rows: body.map(widen),
      sheetNames: sheets.names,
      dataSheets,
      sheetIndex,
      candidates: candidates.map((row) => row.slice(0, SHEET_LIMITS.columns)),
      headerRow,
      headerLine: lines[headerRow]!,
      candidateLines: lines.slice(0, candidates.length),
      lines: lines.slice(headerRow + 1),
    },
  };
}

/**
 * The spreadsheet row number of `rows[index]`, from the sheet's `lines`; a row the file did not
 * hold (added while fixing) or a sheet read before rows were numbered: counted under a header on row 1.
 */
export const lineOf = (lines: readonly number[] | undefined, index: number): number =>
  lines?.[index] ?? index + 2;
