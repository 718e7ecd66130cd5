/**
 * Reads a carrier invoice file into charge lines, one at a time: the layout is recognised from the
 * file itself (never from what the person chose), and an unknown layout is an error that names the
 * layouts we read. CSV files are read row by row (papaparse's step), so the lines are never all in
 * memory at once; spreadsheets (5 MB at most) are read whole by the bulk file's reader.
 */
import { decodeText, readSheet } from '../bulk/parse';
import type { ChargeLine } from './charge-line';
import { genericHeader, genericLine } from './layouts/generic';
import { forEachCsvRow } from './layouts/read';
import { looksLikeUps, upsLine } from './layouts/ups';

export const INVOICE_LAYOUTS = ['ups_billing_data', 'generic'] as const;
export type InvoiceLayout = (typeof INVOICE_LAYOUTS)[number];

/** The file is no layout we read: `expected` names those we do. */
export class UnknownLayoutError extends Error {
  readonly expected = INVOICE_LAYOUTS;
  constructor(detail: string) {
    super(`Unknown invoice layout (${detail}); expected one of: ${INVOICE_LAYOUTS.join(', ')}`);
    this.name = 'UnknownLayoutError';
  }
}

export interface InvoiceRead {
  layout: InvoiceLayout;
  lines: number;
  /** Rows that were not charges (informational lines, blank rows). */
  skipped: number;
}

type Reader = (row: string[], line: number) => ChargeLine | null;

function readerFor(first: string[]): { layout: InvoiceLayout; read: Reader; header: boolean } {
  const generic = genericHeader(first);
  if (generic)
    return { layout: 'generic', read: (row, line) => genericLine(row, generic, line), header: true };
  if (looksLikeUps(first)) return { layout: 'ups_billing_data', read: upsLine, header: false };
  throw new UnknownLayoutError(
    `first row has ${first.length} columns, starting '${first.slice(0, 3).join(', ').slice(0, 60)}'`,
  );
}

/** Reads `bytes` (a CSV, XLSX or XLS carrier invoice) and calls `onLine` with each charge line. */
export function readInvoice(
  bytes: Uint8Array,
  type: 'csv' | 'xlsx' | 'xls',
  onLine: (line: ChargeLine) => void,
): InvoiceRead {
  let reader: ReturnType<typeof readerFor> | null = null;
  let lines = 0;
  let skipped = 0;
  const take = (row: string[], line: number) => {
    if (!reader) {
      reader = readerFor(row);
      if (reader.header) return;
    }
    const charge = reader.read(row, line);
    if (charge) {
      lines++;
      onLine(charge);
    } else skipped++;
  };
  if (type === 'csv') {
    forEachCsvRow(decodeText(bytes), take);
  } else {
    const sheet = readSheet(bytes, type);
    if (!sheet.ok) throw new UnknownLayoutError(sheet.problem);
    take(sheet.sheet.headers, 1);
    for (const [index, row] of sheet.sheet.rows.entries()) take(row, index + 2);
  }
  if (!reader) throw new UnknownLayoutError('the file is empty');
  return { layout: (reader as { layout: InvoiceLayout }).layout, lines, skipped };
}
