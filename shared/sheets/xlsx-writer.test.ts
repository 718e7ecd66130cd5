import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { readSheet } from './read-sheet';
import { columnLetters, toXlsxFile } from './xlsx-writer';

const HEADER = ['Name', 'Amount', 'Note'];
const ROWS = [
  ['Trail shoes & <socks>', -12.5, '=HYPERLINK("http://x")'],
  ['Lampe "céramique"', 1234.56, null],
  ['\u0007bell', 0, '+33 1 23'],
];

describe('an XLSX written without SheetJS', () => {
  it('reads back with our reader: text as text, formulas neutralised, amounts as numbers', () => {
    const read = readSheet(toXlsxFile('Réclamations', HEADER, ROWS), 'xlsx');
    if (!read.ok) throw new Error(read.problem);
    expect(read.sheet.sheetNames).toEqual(['Réclamations']);
    expect(read.sheet.headers).toEqual(HEADER);
    expect(read.sheet.rows).toEqual([
      ['Trail shoes & <socks>', '-12.5', '\'=HYPERLINK("http://x")'],
      ['Lampe "céramique"', '1234.56', ''],
      ['bell', '0', "'+33 1 23"],
    ]);
  });

  it('reads back with SheetJS, numbers as number cells', () => {
    const book = XLSX.read(toXlsxFile('Claims', HEADER, ROWS), { type: 'array' });
    const sheet = book.Sheets.Claims!;
    expect(sheet.B2).toMatchObject({ t: 'n', v: -12.5 });
    expect(sheet.C2).toMatchObject({ t: 's', v: '\'=HYPERLINK("http://x")' });
    expect(sheet.A3).toMatchObject({ t: 's', v: 'Lampe "céramique"' });
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 25, 26, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'Z',
      'AA',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });
});
