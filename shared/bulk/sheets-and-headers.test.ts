/** Which sheet and which row a spreadsheet's data is on (issue 24, items 3 and 4). */
import { describe, expect, it } from 'vitest';
import { frenchExcelCsv, workbook } from '../../test/support/french-excel';
import { readSheet } from '../sheets/read-sheet';
import { headerRowOf, matchHeaders } from './columns';

const HEADER = ['Transporteur', 'N° de suivi', 'Problème', 'Référence'];
const ROW = ['UPS', '1Z999AA10123456784', 'Perdu', 'CDE-1'];

describe('a workbook whose data is not on its first sheet', () => {
  const bytes = workbook({ Notes: [], Réclamations: [HEADER, ROW], Archive: [['old'], ['x']] });

  it('is read from the first sheet holding data, every sheet named and those with data listed', () => {
    const read = readSheet(bytes, 'xlsx');
    if (!read.ok) throw new Error(read.problem);
    expect(read.sheet).toMatchObject({
      sheetNames: ['Notes', 'Réclamations', 'Archive'],
      dataSheets: [1, 2],
      sheetIndex: 1,
      headers: HEADER,
      rows: [ROW],
    });
  });

  it('is read from the sheet a person chose', () => {
    const read = readSheet(bytes, 'xlsx', undefined, { sheet: 2 });
    expect(read.ok && read.sheet.headers).toEqual(['old']);
    expect(readSheet(bytes, 'xlsx', undefined, { sheet: 0 })).toEqual({ ok: false, problem: 'bulk.empty' });
  });
});

describe('title lines above the header row', () => {
  const rows = [['Réclamations de novembre', '', '', ''], ['Exporté le 25/11/2026'], HEADER, ROW];

  it('are left out: the header is the row naming the most template columns', () => {
    expect(headerRowOf(rows)).toBe(2);
    expect(headerRowOf([['nothing'], ['here']])).toBe(0);
    for (const bytes of [frenchExcelCsv(rows), workbook({ Feuil1: rows })]) {
      const read = readSheet(bytes, bytes[0] === 0x50 ? 'xlsx' : 'csv', undefined, {
        headerRow: headerRowOf,
      });
      if (!read.ok) throw new Error(read.problem);
      expect(read.sheet.headerRow).toBe(2);
      expect(matchHeaders(read.sheet.headers)).toEqual(['carrier', 'tracking_number', 'issue', 'reference']);
      expect(read.sheet.rows).toEqual([ROW]);
      // The first rows are kept for a person to pick another header.
      expect(read.sheet.candidates).toHaveLength(4);
    }
  });
});
