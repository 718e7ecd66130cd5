/**
 * Files as French Excel writes them, for the tests of issue 24: 'CSV (séparateur: point-virgule)'
 * is Windows-1252 text, `;`-separated, CRLF lines, cells as the sheet shows them (amounts with a
 * decimal comma and the group separator Excel's French locale uses, U+00A0 no-break space; the
 * euro sign is byte 0x80); workbooks with several sheets, title lines above the header, dates
 * typed DD/MM/YYYY and long numbers stored as numbers.
 */
import * as XLSX from 'xlsx';

/** Windows-1252's bytes 0x80 to 0x9F (the rest of 0x00-0xFF is Latin-1 itself). */
const HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** `text` in Windows-1252; a character it cannot hold becomes '?', as Excel writes it. */
export function windows1252(text: string): Uint8Array {
  const out = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const high = HIGH.indexOf(text[index]!);
    out[index] = high >= 0 ? 0x80 + high : code < 0x100 && (code < 0x80 || code >= 0xa0) ? code : 0x3f;
  }
  return out;
}

const quoted = (cell: string) => (/[;"\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);

/**
 * Rows saved as French Excel's 'CSV (séparateur: point-virgule)': every row as wide as the sheet's
 * used range (Excel pads a title line with `;`), so the delimiter reads the same on every row.
 */
export function frenchExcelCsv(rows: readonly (readonly string[])[]): Uint8Array {
  const width = Math.max(...rows.map((row) => row.length));
  const padded = rows.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
  return windows1252(`${padded.map((row) => row.map(quoted).join(';')).join('\r\n')}\r\n`);
}

/** A workbook of named sheets (a sheet's cells: text, or numbers stored as numbers). */
export function workbook(sheets: Record<string, (string | number)[][]>): Uint8Array {
  const book = XLSX.utils.book_new();
  for (const [name, rows] of Object.entries(sheets))
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), name);
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}
