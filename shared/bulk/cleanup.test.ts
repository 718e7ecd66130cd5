/** The wizard's clean-ups and the messages that refuse what they would clean (issue 24, items 2, 5, 6). */
import { describe, expect, it } from 'vitest';
import { frenchExcelCsv, workbook } from '../../test/support/french-excel';
import { amountCell, trackingCell } from '../claims/cells';
import { cellMessage } from '../claims/labels';
import { readSheet } from '../sheets/read-sheet';
import { cellNumberText } from '../sheets/xlsx';
import { amountCleanup, dateColumnReadings, readDate } from './cleanup';
import { cellsOf, matchHeaders } from './columns';
import { checkRow } from './rules';

describe('amounts as Excel shows currency cells', () => {
  it.each([
    ['1\u00a0234,56 €', 'EUR', '1234,56'],
    ['1\u202f234,56\u00a0€', '', '1234,56'],
    ['€12.50', 'eur', '12.50'],
    ['12,50 EUR', 'EUR', '12,50'],
    ['$1,234.56', 'USD', '1234.56'],
    ['£ 99', 'GBP', '99'],
    ['1.234,5 €', 'EUR', '1234,5'],
    ['CHF 45.90', 'CHF', '45.90'],
  ])('%s on a %s row becomes %s', (text, currency, cleaned) => {
    expect(amountCleanup(text, currency)).toEqual({ kind: 'clean', value: cleaned });
    expect(amountCell(cleaned).ok).toBe(true);
  });

  it('leaves a symbol that contradicts the row’s currency as it is, and a plain amount alone', () => {
    expect(amountCleanup('$12.50', 'EUR')).toEqual({ kind: 'contradicts', mark: '$' });
    expect(amountCleanup('12,50 GBP', '')).toEqual({ kind: 'contradicts', mark: 'GBP' });
    expect(amountCleanup('12,50', 'EUR')).toEqual({ kind: 'none' });
    expect(amountCleanup('about 12', 'EUR')).toEqual({ kind: 'none' });
  });

  it('refuses such a cell naming the character and showing how to write it, in English and French', () => {
    const verdict = amountCell('1\u00a0234,56 €');
    expect(verdict).toEqual({ ok: false, error: 'cell.amountCharacter' });
    expect(cellMessage('en', 'amountCharacter', '1\u00a0234,56 €')).toBe(
      '“€” is not allowed in an amount: write 1234,56',
    );
    expect(cellMessage('fr', 'cell.amountCharacter', 'EUR 12.5')).toBe(
      '« E » n’est pas autorisé dans un montant\u00a0: écrivez 12.5',
    );
  });
});

describe('dates written DD/MM/YYYY or MM/DD/YYYY', () => {
  it('reads a date one way or the other, and knows a date that is none', () => {
    expect(readDate('14/03/2026', 'day_first')).toBe('2026-03-14');
    expect(readDate('14/03/2026', 'month_first')).toBeNull();
    expect(readDate('3/4/2026', 'month_first')).toBe('2026-03-04');
    expect(readDate('31/02/2026', 'day_first')).toBeNull();
  });

  it('offers a column the readings every one of its dates allows', () => {
    expect(dateColumnReadings(['14/03/2026', '02/11/2025', '2026-01-05'])).toEqual({
      cells: [0, 1],
      readings: ['day_first'],
    });
    expect(dateColumnReadings(['03/14/2026', '12/31/2025'])).toEqual({
      cells: [0, 1],
      readings: ['month_first'],
    });
    // Every day is 12 or less: both readings hold, the person chooses.
    expect(dateColumnReadings(['03/04/2026', '11/12/2025']).readings).toEqual(['day_first', 'month_first']);
    expect(dateColumnReadings(['2026-03-04']).cells).toEqual([]);
  });
});

describe('a long tracking number Excel stored as a number', () => {
  /** A 20-digit tracking number as a double: what Excel stores (its last digits already lost). */
  const LONG = Number('12345678901234567890');

  it('is written as Excel shows it, and refused with what to do', () => {
    expect(cellNumberText(LONG)).toBe('1.23456789012346E+19');
    expect(cellNumberText(123456789012345)).toBe('123456789012345');
    expect(cellNumberText(49.9)).toBe('49.9');
    expect(trackingCell('1.23456789012346E+19')).toEqual({ ok: false, error: 'cell.excelRounded' });
    // As French Excel saves it in a CSV.
    expect(trackingCell('1,23457E+19')).toEqual({ ok: false, error: 'cell.excelRounded' });
    expect(cellMessage('en', 'excelRounded', '')).toMatch(/^Excel rounded this number/);
  });

  it('in an XLSX is flagged on its row, never accepted with made-up zeros', () => {
    const bytes = workbook({
      Réclamations: [
        ['carrier', 'tracking_number', 'issue', 'reference'],
        ['DHL eCommerce', LONG, 'Lost', 'ORDER-1'],
      ],
    });
    const read = readSheet(bytes, 'xlsx');
    if (!read.ok) throw new Error(read.problem);
    const cells = cellsOf(read.sheet.rows[0]!, matchHeaders(read.sheet.headers));
    expect(cells.tracking_number).toBe('1.23456789012346E+19');
    const verdict = checkRow(cells, { today: new Date(), carriers: {} });
    expect(verdict.errors.tracking_number).toBe('cell.excelRounded');
  });

  it('in a French Excel CSV (Windows-1252) is flagged too', () => {
    const read = readSheet(
      frenchExcelCsv([
        ['Transporteur', 'N° de suivi', 'Problème', 'Référence'],
        ['UPS', '1,23457E+19', 'Perdu', 'CDE-1'],
      ]),
      'csv',
    );
    if (!read.ok) throw new Error(read.problem);
    const cells = cellsOf(read.sheet.rows[0]!, matchHeaders(read.sheet.headers));
    expect(checkRow(cells, { today: new Date(), carriers: {} }).errors.tracking_number).toBe(
      'cell.excelRounded',
    );
  });
});
