/**
 * Amounts and dates as the PDF prints them: from integer cents without float error, grouped by
 * locale with plain spaces (the standard fonts lack U+202F), and text made drawable by them.
 */
import { describe, expect, it } from 'vitest';
import { formatDate, formatIban, formatInteger, formatMoney, formatMonth, formatPercent } from './format';
import { LABELS } from './labels';
import { toWinAnsi } from './winansi';

const { en, fr } = LABELS;

describe('formatMoney', () => {
  it('groups thousands and writes decimals by locale', () => {
    expect(formatMoney(123_456, 'EUR', en)).toBe('1,234.56 EUR');
    expect(formatMoney(123_456, 'EUR', fr)).toBe('1 234,56 EUR');
    expect(formatMoney(123_456_789_012, 'EUR', fr)).toBe('1 234 567 890,12 EUR');
  });

  it('keeps small and negative amounts exact', () => {
    expect(formatMoney(0, 'EUR', en)).toBe('0.00 EUR');
    expect(formatMoney(5, 'EUR', en)).toBe('0.05 EUR');
    expect(formatMoney(-9_000, 'EUR', fr)).toBe('-90,00 EUR');
    expect(formatMoney(-100_001, 'GBP', en)).toBe('-1,000.01 GBP');
  });

  it('refuses an amount that is not whole cents', () => {
    expect(() => formatMoney(12.5, 'EUR', en)).toThrow(RangeError);
  });
});

describe('the other figures', () => {
  it('formats quantities and percentages', () => {
    expect(formatInteger(1_250, fr)).toBe('1 250');
    expect(formatInteger(-1_250, en)).toBe('-1,250');
    expect(formatPercent(30, fr)).toBe('30');
    expect(formatPercent(27.5, fr)).toBe('27,5');
    expect(formatPercent(12.25, en)).toBe('12.25');
  });

  it('writes days and months in words', () => {
    expect(formatDate('2026-04-01', en)).toBe('1 April 2026');
    expect(formatDate('2026-08-15', fr)).toBe('15 août 2026');
    expect(formatDate('not a date', fr)).toBe('not a date');
    expect(formatMonth('2026-12', fr)).toBe('décembre 2026');
    expect(formatMonth('2026-13', en)).toBe('2026-13');
  });

  it('groups an IBAN by 4', () => {
    expect(formatIban('FR1420041010050500013M02606')).toBe('FR14 2004 1010 0505 0001 3M02 606');
  });
});

describe('toWinAnsi', () => {
  it('keeps what the standard fonts draw and strips accents they lack', () => {
    expect(toWinAnsi('Éléonore — 1 234,56 € “ok”')).toBe('Éléonore — 1 234,56 € “ok”');
    expect(toWinAnsi('Łódź, Kraków, Ostrava–Vítkovice')).toBe('Lódz, Kraków, Ostrava–Vítkovice');
    expect(toWinAnsi('1\u202f234')).toBe('1 234');
    expect(toWinAnsi('東京')).toBe('??');
  });
});
