/**
 * Files the product exports (removed bulk rows, findings): CSV that opens safely in a spreadsheet.
 * A text cell starting with `=`, `+`, `-`, `@`, tab or CR would run as a formula (CSV injection,
 * OWASP), so it is written with a leading apostrophe; amounts are written as plain numbers, so
 * that `-12.50` stays a number a spreadsheet can add up.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** A text cell that a spreadsheet shows as text, never runs. */
export const neutralised = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** A number as its text, or null when the text is not a plain (possibly negative) decimal number. */
export function plainNumber(text: string): number | null {
  const match = /^\s*(-?)(\d{1,15})(?:[.,](\d{1,10}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(`${match[1]}${match[2]}.${match[3] ?? '0'}`);
}

export type ExportCell = string | number | null;

const quoted = (text: string) =>
  /[",;\r\n\t]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;

function csvCell(cell: ExportCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return quoted(neutralised(cell));
}

/** A CSV document (UTF-8 with a BOM for spreadsheets, CRLF line ends) from a header and rows. */
export function toCsv(header: readonly string[], rows: readonly (readonly ExportCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
