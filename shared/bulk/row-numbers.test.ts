/**
 * The bulk wizard's line numbers are the spreadsheet's own row numbers, as Excel shows them: blank
 * rows above the header, a title row, blank rows between the data, in XLSX, XLS and CSV alike.
 */
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { lineOf, readSheet } from '../sheets/read-sheet';
import { headerRowOf } from './columns';

const HEADER = ['Carrier', 'Tracking number', 'Issue', 'Reference'];
const FIRST = ['UPS', '1Z999AA10123456784', 'Lost', 'ORD-1'];
const SECOND = ['UPS', '1Z999AA10123456785', 'Damaged', 'ORD-2'];

/**
 * Row 1 blank, row 2 a title, row 3 blank, the header on row 4, data on rows 5 and 7 (row 6 blank).
 * SheetJS writes no <row> for a blank row, as Excel does: the rows that are there carry their number.
 */
const LAYOUT: (string[] | null)[] = [null, ['Claims of November'], null, HEADER, FIRST, null, SECOND];

function workbook(bookType: 'xlsx' | 'biff8', origin?: string) {
  const rows = LAYOUT.map((row) => row ?? []);
  const sheet = XLSX.utils.aoa_to_sheet([]);
  XLSX.utils.sheet_add_aoa(sheet, rows, { origin: origin ?? 'A1' });
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Claims');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

describe('row numbers of a bulk file', () => {
  it.each(['xlsx', 'biff8'] as const)(
    'are the sheet’s own in %s, blank rows and a title row counted',
    (bookType) => {
      // Prepare
      const file = workbook(bookType);

      // Act
      const read = readSheet(file, bookType === 'xlsx' ? 'xlsx' : 'xls', undefined, {
        headerRow: headerRowOf,
      });

      // Assess
      expect(read.ok).toBe(true);
      if (!read.ok) return;
      expect(read.sheet.headers).toEqual(HEADER);
      expect(read.sheet.rows).toEqual([FIRST, SECOND]);
      expect(read.sheet.headerLine).toBe(4);
      expect(read.sheet.lines).toEqual([5, 7]);
      expect(read.sheet.candidateLines).toEqual([2, 4, 5, 7]);
    },
  );

  it('count the rows above a sheet whose data starts lower down', () => {
    // Prepare: the same layout written from A3, so the header is on row 6
    const file = workbook('xlsx', 'A3');

    // Act
    const read = readSheet(file, 'xlsx', undefined, { headerRow: headerRowOf });

    // Assess
    expect(read.ok && [read.sheet.headerLine, read.sheet.lines]).toEqual([6, [7, 9]]);
  });

  it('are the file’s own lines in a CSV with blank lines', () => {
    // Prepare
    const csv = [
      '',
      'Claims of November',
      '',
      HEADER.join(','),
      FIRST.join(','),
      ',,,',
      SECOND.join(','),
      '',
    ].join('\r\n');

    // Act
    const read = readSheet(new TextEncoder().encode(csv), 'csv', undefined, { headerRow: headerRowOf });

    // Assess
    expect(read.ok && [read.sheet.headerLine, read.sheet.lines, read.sheet.rows]).toEqual([
      4,
      [5, 7],
      [FIRST, SECOND],
    ]);
  });

  it('guess a CSV’s delimiter from its data, not from its blank lines', () => {
    // Prepare
    const csv = ['', '', '', HEADER.join(';'), FIRST.join(';'), SECOND.join(';')].join('\n');

    // Act
    const read = readSheet(new TextEncoder().encode(csv), 'csv');

    // Assess
    expect(read.ok && read.sheet.headers).toEqual(HEADER);
  });

  it('number a row the file did not hold under a header on row 1', () => {
    // Act, Assess
    expect(lineOf([5, 7], 1)).toBe(7);
    expect(lineOf([5, 7], 2)).toBe(4);
    expect(lineOf(undefined, 0)).toBe(2);
  });
});
