/**
 * Our generator writes UPS Billing Data as the real files do (issue 18, item 5): the facts below
 * hold for every row of the real files in test/corpus/ups, and for every row the generator writes,
 * so the two cannot drift apart again (they once shared one wrong reading: single-digit weight
 * types, dimensions on every charge row, no informational rows).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateInvoice } from '../../infra/local/invoice-generator';
import { UPS_COLUMNS, UPS_WIDTH } from '../../shared/audit/layouts/ups';
import { cells } from './mask';

const C = UPS_COLUMNS;
const CLASSIFICATIONS = new Set(['FRT', 'ACC', 'FSC', 'INF', 'MSC', 'TAX', 'GOV', 'BRK', 'EXM', '']);
const AMOUNT = /^-?\d+\.\d{2}$/;

/** What a UPS Billing Data row is, by what the real files write. */
const FACTS: [string, (cell: (column: number) => string, row: string[]) => boolean][] = [
  ['250 columns, version 2.1 first', (cell, row) => row.length === UPS_WIDTH && cell(C.version) === '2.1'],
  ['Billed Weight Type on two digits, or blank', (cell) => /^(\d{2})?$/.test(cell(C.billedWeightType))],
  ['a known charge classification', (cell) => CLASSIFICATIONS.has(cell(C.chargeClassificationCode))],
  [
    'Package Dimensions only on an adjustment (a carrier correction)',
    (cell) => cell(C.packageDimensions) === '' || cell(C.chargeCategoryCode) === 'ADJ',
  ],
  [
    'Detail Keyed Dim as "24.0x 18.0x 10.0", its unit alone (I or C) in the next column',
    (cell) =>
      cell(C.detailKeyedDimensions) === '' ||
      (/^\s*\d+\.\dx\s*\d+\.\dx\s*\d+\.\d$/.test(cell(C.detailKeyedDimensions)) &&
        ['I', 'C'].includes(cell(C.detailKeyedUnit))),
  ],
  [
    'measures on an informational row or a correction',
    (cell) =>
      cell(C.detailKeyedDimensions) === '' ||
      cell(C.chargeClassificationCode) === 'INF' ||
      cell(C.chargeCategoryCode) === 'ADJ',
  ],
  [
    'an informational row bills nothing',
    (cell) => cell(C.chargeClassificationCode) !== 'INF' || cell(C.netAmount) === '0.00',
  ],
  [
    'net and incentive amounts with two decimals',
    (cell) => AMOUNT.test(cell(C.netAmount)) && AMOUNT.test(cell(C.incentiveAmount)),
  ],
  ['invoice date YYYY-MM-DD', (cell) => /^\d{4}-\d{2}-\d{2}$/.test(cell(C.invoiceDate))],
  [
    'transaction date YYYY-MM-DD or MM/DD/YYYY',
    (cell) => /^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/.test(cell(C.transactionDate)),
  ],
  ['zone on three digits, or blank', (cell) => /^(\d{3})?$/.test(cell(C.zone))],
];

/** The facts a file's rows break, with a row that breaks each. */
function broken(rows: string[][]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const row of rows) {
    const cell = (column: number) => row[column - 1] ?? '';
    for (const [fact, holds] of FACTS)
      if (!out[fact] && !holds(cell, row)) out[fact] = row.slice(0, 60).join(',');
  }
  return out;
}

const rowsOf = (text: string) =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    // Lines end in CRLF as often as LF (the generator writes CRLF, as Excel would).
    .map((line) => cells(line.replace(/\r$/, '')));

describe('UPS Billing Data as the real files write it', () => {
  const real = readdirSync(join(__dirname, 'ups'))
    .filter((name) => name.endsWith('.csv'))
    .flatMap((name) => rowsOf(readFileSync(join(__dirname, 'ups', name), 'utf8')));
  const generated = rowsOf(generateInvoice('ups_billing_data', 300, 'corpus-check').text);
  const informational = (rows: string[][]) =>
    rows.filter((row) => row[C.chargeClassificationCode - 1] === 'INF' && row[C.detailKeyedDimensions - 1])
      .length;

  it('holds for every row of the real files', () => {
    expect(real.length).toBeGreaterThan(5000);
    expect(broken(real)).toEqual({});
  });

  it('holds for every row our generator writes', () => {
    expect(broken(generated)).toEqual({});
  });

  it('puts a parcel’s measures on its informational rows, in both', () => {
    expect(informational(real)).toBeGreaterThan(500);
    expect(informational(generated)).toBeGreaterThan(200);
  });
});

describe('FedEx Billing Online as the real export writes it', () => {
  const [realHeader, ...real] = rowsOf(
    readFileSync(join(__dirname, 'fedex', 'FedEx_invoice_2025-08-31_16_59.csv'), 'utf8'),
  );
  const [generatedHeader, ...generated] = rowsOf(generateInvoice('fedex_csv_edi', 300, 'corpus-check').text);
  const at = (name: string) => realHeader!.indexOf(name);
  const pairsFrom = at('Tracking ID Charge Description');

  /** The facts a FedEx row breaks (by column name, as the real header places them). */
  function fedexBroken(rows: string[][]): Record<string, string> {
    const out: Record<string, string> = {};
    const fact = (name: string, row: string[], holds: boolean) => {
      if (!holds && !out[name]) out[name] = row.slice(0, 16).join(',');
    };
    for (const row of rows) {
      const cell = (name: string) => row[at(name)] ?? '';
      fact('210 columns', row, row.length === realHeader!.length);
      for (const date of ['Invoice Date', 'Shipment Date', 'POD Delivery Date'])
        fact(`${date} as YYYYMMDD`, row, /^(\d{8})?$/.test(cell(date)));
      fact('Dim Unit I or C', row, ['I', 'C', ''].includes(cell('Dim Unit')));
      let charges = Number(cell('Transportation Charge Amount') || 0);
      for (let index = pairsFrom; index + 1 < row.length - 1; index += 2)
        charges += Number(row[index + 1] || 0);
      fact(
        'net charge = transportation + the charge pairs',
        row,
        Math.abs(charges - Number(cell('Net Charge Amount') || 0)) < 0.005,
      );
    }
    return out;
  }

  it('writes the real header, column for column', () => {
    expect(generatedHeader).toEqual(realHeader);
  });

  it('holds for every real row and every generated row', () => {
    expect(real.length).toBe(2000);
    expect(fedexBroken(real)).toEqual({});
    expect(fedexBroken(generated)).toEqual({});
  });
});
