import { describe, expect, it } from 'vitest';
import {
  amountCell,
  currencyCell,
  positiveAmountCell,
  quantityCell,
  salesDateCell,
  salesDateWindow,
  taxCell,
  textCell,
  trackingCell,
} from './cells';

const TODAY = new Date('2026-11-22T10:00:00Z');

describe('cell rules', () => {
  it('amounts: empty, characters, negative, zero warns, large warns, two decimals', () => {
    expect(amountCell('')).toEqual({ ok: false, error: 'cell.required' });
    expect(amountCell('12€')).toEqual({ ok: false, error: 'cell.amountCharacter' });
    expect(amountCell('-12,50')).toEqual({ ok: false, error: 'cell.negative' });
    expect(amountCell('0')).toEqual({ ok: true, value: 0, warning: 'cell.zeroAmount' });
    expect(amountCell('5000')).toEqual({ ok: true, value: 5000 });
    expect(amountCell('5000,01')).toEqual({ ok: true, value: 5000.01, warning: 'cell.largeAmount' });
    expect(amountCell('1,234')).toEqual({ ok: false, error: 'cell.decimals' });
    expect(positiveAmountCell('0,00')).toEqual({ ok: false, error: 'cell.zero' });
  });

  it('quantities are whole numbers of 1 or more', () => {
    expect(quantityCell('3')).toEqual({ ok: true, value: 3 });
    expect(quantityCell('3,0')).toEqual({ ok: true, value: 3 });
    expect(quantityCell('1.5')).toEqual({ ok: false, error: 'cell.wholeNumber' });
    expect(quantityCell('0')).toEqual({ ok: false, error: 'cell.zero' });
    expect(quantityCell('-1')).toEqual({ ok: false, error: 'cell.negative' });
    expect(quantityCell('2 pcs')).toEqual({ ok: false, error: 'cell.characters' });
  });

  it('tax: digits, comma, point and %, 0 to 100, above 27 warns', () => {
    expect(taxCell('20 %')).toEqual({ ok: true, value: 20 });
    expect(taxCell('5,5%')).toEqual({ ok: true, value: 5.5 });
    expect(taxCell('0')).toEqual({ ok: true, value: 0 });
    expect(taxCell('30')).toEqual({ ok: true, value: 30, warning: 'cell.largeTax' });
    expect(taxCell('120')).toEqual({ ok: false, error: 'cell.taxRange' });
    expect(taxCell('TVA')).toEqual({ ok: false, error: 'cell.characters' });
  });

  it('sales dates: YYYY-MM-DD between two years ago and yesterday', () => {
    expect(salesDateWindow(TODAY)).toEqual({ from: '2024-11-22', to: '2026-11-21' });
    expect(salesDateCell('2026-11-21', TODAY)).toEqual({ ok: true, value: '2026-11-21' });
    expect(salesDateCell('2026/11/01', TODAY)).toEqual({ ok: true, value: '2026-11-01' });
    expect(salesDateCell('2024-11-22', TODAY)).toEqual({ ok: true, value: '2024-11-22' });
    expect(salesDateCell('2024-11-21', TODAY)).toEqual({ ok: false, error: 'cell.dateRange' });
    expect(salesDateCell('2026-11-22', TODAY)).toEqual({ ok: false, error: 'cell.dateRange' });
    expect(salesDateCell('21/11/2026', TODAY)).toEqual({ ok: false, error: 'cell.dateFormat' });
    expect(salesDateCell('2026-02-30', TODAY)).toEqual({ ok: false, error: 'cell.dateFormat' });
    expect(salesDateCell('21 Nov', TODAY)).toEqual({ ok: false, error: 'cell.characters' });
  });

  it('currencies: ISO codes in any case, empty is EUR', () => {
    expect(currencyCell('')).toEqual({ ok: true, value: 'EUR' });
    expect(currencyCell(' gbp ')).toEqual({ ok: true, value: 'GBP' });
    expect(currencyCell('EURO')).toEqual({ ok: false, error: 'cell.currency' });
  });

  it('text and tracking numbers have length and character rules', () => {
    expect(textCell('  Blue   shoes ', { min: 3, max: 20 })).toEqual({ ok: true, value: 'Blue shoes' });
    expect(textCell('ab', { min: 3, max: 20 })).toEqual({ ok: false, error: 'cell.tooShort' });
    expect(textCell('a\u0000bcd', { min: 3, max: 20 })).toEqual({ ok: false, error: 'cell.characters' });
    expect(trackingCell('1z 999-aa1 0123456784')).toEqual({ ok: true, value: '1Z999AA10123456784' });
    expect(trackingCell('1Z99')).toEqual({ ok: false, error: 'cell.tooShort' });
    expect(trackingCell('=cmd|1')).toEqual({ ok: false, error: 'cell.characters' });
  });
});
