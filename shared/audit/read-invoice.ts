/**
 * Reads a carrier invoice file into charge lines, one at a time: the layout is recognised from the
 * file itself (never from what the person chose), and an unknown layout is an error that names the
 * layouts we read. CSV files are read row by row (./layouts/csv), so the lines are never all in
 * memory at once; spreadsheets (5 MB at most) are read whole by the bulk file's reader. One row may
 * hold several charges (FedEx's charge pairs, DHL's extra-charge blocks, the French layouts'
 * charge columns): each is a charge line, and `lines` counts charge lines, not rows.
 */

import { carrierById } from '../carriers/carriers';
import { CsvReader, type CsvRow } from '../sheets/csv';
import { isEncryptedWorkbook } from '../sheets/encrypted';
import { decodeText, HEADER_CANDIDATES, readSheet, SHEET_PROBLEM_LABELS } from '../sheets/read-sheet';
import type { ChargeLine } from './charge-line';
import { CHRONOPOST, chronopostHeader } from './layouts/chronopost';
import { COLIS_PRIVE, colisPriveHeader } from './layouts/colis-prive';
import { COLISSIMO, colissimoHeader } from './layouts/colissimo';
import { dhlHeader, dhlLines } from './layouts/dhl-express';
import { DhlLineReportReader, dhlLineReportHeader } from './layouts/dhl-line-report';
import { fedexHeader, fedexLines } from './layouts/fedex';
import { genericHeader, genericLine } from './layouts/generic';
import { GLS, glsHeader } from './layouts/gls';
import { INVOICE_LAYOUTS, type InvoiceLayout, LAYOUT_CARRIERS } from './layouts/names';
import { type DetailHeader, type DetailLayout, detailLines } from './layouts/read';
import { looksLikeUps, UpsReader } from './layouts/ups';

export { INVOICE_LAYOUTS, type InvoiceLayout };

/** Whose invoice exports we read, in plain words: the carriers' names, then our template. */
const carrierNames = [
  ...new Set(
    Object.values(LAYOUT_CARRIERS).flatMap((carrier) =>
      carrier ? [carrierById(carrier)?.name ?? carrier] : [],
    ),
  ),
];
export const EXPORTS_READ = `the invoice exports of ${carrierNames.slice(0, -1).join(', ')} and ${carrierNames.at(-1)}, and our own template`;

/** How much of an unknown file's header row is kept to show back: columns, and characters a column. */
export const SHOWN_HEADER = { columns: 200, length: 200 } as const;

/** A header row as it is shown back: cells trimmed, blank cells at its end left out, bounded. */
export function shownHeader(row: readonly string[]): string[] {
  const cells = row.slice(0, SHOWN_HEADER.columns).map((cell) => cell.trim().slice(0, SHOWN_HEADER.length));
  while (cells.length > 0 && cells.at(-1) === '') cells.pop();
  return cells;
}

/**
 * The file is no layout we read: `expected` names those we do; `columns` is the file's header row
 * (its first non-blank row, ./shownHeader), when it has one. The message is a person's words: it
 * names carriers, never a layout's id or a message key.
 */
export class UnknownLayoutError extends Error {
  readonly expected = INVOICE_LAYOUTS;
  columns: string[] | null = null;
  /**
   * What a person is told: 'no_header' when none of the file's first rows looks like a header row
   * (an empty file, only numbers, only a title: ./looksLikeHeader), else 'unknown_layout'.
   */
  problem: 'unknown_layout' | 'no_header' = 'unknown_layout';
  constructor(detail: string) {
    super(`We did not recognise this file (${detail}). We read ${EXPORTS_READ}.`);
    this.name = 'UnknownLayoutError';
  }
}

/** The workbook is encrypted (saved with a password to open it): nothing in it can be read. */
export class PasswordProtectedError extends Error {
  constructor() {
    super('This workbook is protected by a password: save it again without one and upload it again.');
    this.name = 'PasswordProtectedError';
  }
}

/** A cell that names something: two letters at least, more letters than digits ('Tracking Number', not '1Z999…'). */
function namesSomething(cell: string): boolean {
  const letters = cell.match(/\p{L}/gu)?.length ?? 0;
  const digits = cell.match(/\d/g)?.length ?? 0;
  return letters >= 2 && letters > digits;
}

/** Whether a row may be a header row: two cells at least that name something (a title is one). */
export function looksLikeHeader(row: readonly string[]): boolean {
  let names = 0;
  for (const cell of row) if (namesSomething(cell.trim()) && ++names >= 2) return true;
  return false;
}

export interface InvoiceRead {
  layout: InvoiceLayout;
  lines: number;
  /** Rows that were not charges (informational lines, blank rows). */
  skipped: number;
}

/** One row's charge lines (none for a row that is not a charge). */
type Reader = (row: string[], line: number) => ChargeLine[];

interface Layout {
  layout: InvoiceLayout;
  read: Reader;
  header: boolean;
  /** A layout that reads a CSV row where it lies, one charge line a row at most (UPS's million lines). */
  readCsv?: (row: CsvRow, line: number) => ChargeLine | null;
}

const one = (line: ChargeLine | null) => (line ? [line] : []);

/** The French detail layouts, most specific header first (GLS only by its own parcel column). */
const DETAIL_LAYOUTS: [InvoiceLayout, DetailLayout, (row: string[]) => DetailHeader | null][] = [
  ['colissimo_detail', COLISSIMO, colissimoHeader],
  ['colis_prive_detail', COLIS_PRIVE, colisPriveHeader],
  ['chronopost_detail', CHRONOPOST, chronopostHeader],
  ['gls_detail', GLS, glsHeader],
];

/** What the reader is told, not read: the currency of the account billed, for a layout that names none. */
export interface ReadOptions {
  /** ISO 4217; the merchant's company's (EUR when not told). */
  currency?: string;
}

function readerFor(first: string[], options: ReadOptions): Layout {
  const generic = genericHeader(first);
  if (generic)
    return { layout: 'generic', read: (row, line) => one(genericLine(row, generic, line)), header: true };
  const fedex = fedexHeader(first);
  if (fedex)
    return { layout: 'fedex_csv_edi', read: (row, line) => fedexLines(row, fedex, line), header: true };
  const dhl = dhlHeader(first);
  if (dhl) return { layout: 'dhl_express_csv', read: (row, line) => dhlLines(row, dhl, line), header: true };
  const lineReport = dhlLineReportHeader(first);
  if (lineReport) {
    const report = new DhlLineReportReader(lineReport, options.currency ?? 'EUR');
    return {
      layout: 'dhl_express_line_report',
      read: (row, line) => one(report.read(row, line)),
      header: true,
    };
  }
  for (const [layout, definition, recognise] of DETAIL_LAYOUTS) {
    const header = recognise(first);
    if (header)
      return { layout, read: (row, line) => detailLines(definition, header, row, line), header: true };
  }
  if (looksLikeUps(first)) {
    const ups = new UpsReader();
    return {
      layout: 'ups_billing_data',
      read: (row, line) => one(ups.cells(row, line)),
      header: false,
      readCsv: (row, line) => ups.read(row, line),
    };
  }
  throw new UnknownLayoutError(
    `its first row has ${first.length} columns, starting '${first.slice(0, 3).join(', ').slice(0, 60)}'`,
  );
}

/**
 * Takes a file's rows one at a time (`take` for rows of cells, `takeCsv` for ./layouts/csv's rows):
 * the first names the layout; each row gives its charge lines.
 */
export function rowTaker(onLine: (line: ChargeLine) => void, options: ReadOptions = {}) {
  let reader: Layout | null = null;
  let lines = 0;
  let skipped = 0;
  let refusal: UnknownLayoutError | null = null;
  // The file's first non-blank row: what a refusal shows of the file.
  let header: string[] | null = null;
  // Whether any row read before the layout was known may be a header row.
  let headerSeen = false;
  const refused = (error: unknown) => {
    if (error instanceof UnknownLayoutError) {
      error.columns ??= header;
      if (!headerSeen) error.problem = 'no_header';
    }
    return error;
  };
  const take = (row: string[], line: number) => {
    if (!reader) {
      try {
        reader = readerFor(row, options);
      } catch (error) {
        if (looksLikeHeader(row)) headerSeen = true;
        // The first non-blank row is the file's header: its refusal is the one to tell.
        if (error instanceof UnknownLayoutError && !header && row.some((cell) => cell.trim() !== '')) {
          header = shownHeader(row);
          refusal = error;
        }
        // A title line or two may sit above the header (a spreadsheet's export): look a few rows on.
        if (!(error instanceof UnknownLayoutError) || line >= HEADER_CANDIDATES)
          throw refused(refusal ?? error);
        refusal ??= error;
        skipped++;
        return;
      }
      if (reader.header) return;
    }
    const charges = reader.read(row, line);
    if (!charges.length) skipped++;
    for (const charge of charges) {
      lines++;
      onLine(charge);
    }
  };
  return {
    take,
    takeCsv(row: CsvRow, line: number) {
      if (!reader?.readCsv) return take(row.cells(), line);
      const charge = reader.readCsv(row, line);
      if (!charge) skipped++;
      else {
        lines++;
        onLine(charge);
      }
    },
    result(): InvoiceRead {
      if (!reader) throw refused(refusal ?? new UnknownLayoutError('the file is empty'));
      return { layout: reader.layout, lines, skipped };
    },
  };
}

/** Reads `bytes` (a CSV, XLSX or XLS carrier invoice) and calls `onLine` with each charge line. */
export function readInvoice(
  bytes: Uint8Array,
  type: 'csv' | 'xlsx' | 'xls',
  onLine: (line: ChargeLine) => void,
  options: ReadOptions = {},
): InvoiceRead {
  // An encrypted workbook, whatever its name says (./sheets/encrypted).
  if (isEncryptedWorkbook(bytes)) throw new PasswordProtectedError();
  const taker = rowTaker(onLine, options);
  if (type === 'csv') {
    new CsvReader(taker.takeCsv).read(decodeText(bytes));
  } else {
    const sheet = readSheet(bytes, type);
    if (!sheet.ok) {
      // An .xls encrypted in its own way (RC4, XOR): SheetJS says so.
      if (sheet.problem === 'bulk.unreadable' && /password-protected/i.test(sheet.detail ?? ''))
        throw new PasswordProtectedError();
      const error = new UnknownLayoutError(SHEET_PROBLEM_LABELS.en[sheet.problem].replace(/\.$/, ''));
      if (sheet.problem === 'bulk.empty') error.problem = 'no_header';
      throw error;
    }
    taker.take(sheet.sheet.headers, 1);
    for (const [index, row] of sheet.sheet.rows.entries()) taker.take(row, index + 2);
  }
  return taker.result();
}
