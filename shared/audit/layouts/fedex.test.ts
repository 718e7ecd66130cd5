import { describe, expect, it } from 'vitest';
import type { ChargeLine } from '../charge-line';
import { readInvoice } from '../read-invoice';
import { FEDEX_CHARGE_AMOUNT, FEDEX_CHARGE_DESCRIPTION, fedexHeader } from './fedex';

const FIXED = [
  'Bill to Account Number',
  'Invoice Date',
  'Invoice Number',
  'Express or Ground Tracking ID',
  'Transportation Charge Amount',
  'Net Charge Amount',
  'Service Type',
  'Shipment Date',
  'POD Delivery Date',
  'Actual Weight Amount',
  'Actual Weight Units',
  'Rated Weight Amount',
  'Rated Weight Units',
  'Dim Length',
  'Dim Width',
  'Dim Height',
  'Dim Divisor',
  'Dim Unit',
  'Recipient Company',
  'Recipient Zip Code',
  'Recipient Country/Territory',
  'Original Customer Reference',
];
const PAIRS = Array.from({ length: 4 }, () => [FEDEX_CHARGE_DESCRIPTION, FEDEX_CHARGE_AMOUNT]).flat();
const csv = (rows: string[][]) => new TextEncoder().encode(rows.map((row) => row.join(',')).join('\r\n'));

function read(bytes: Uint8Array) {
  const lines: ChargeLine[] = [];
  return { result: readInvoice(bytes, 'csv', (line) => lines.push(line)), lines };
}

describe('FedEx CSV-EDI', () => {
  it('is recognised by its fixed columns and its repeated charge pairs, and nothing less', () => {
    expect(fedexHeader([...FIXED, ...PAIRS])?.pairs).toEqual([22, 24, 26, 28]);
    expect(fedexHeader(FIXED)).toBeNull();
  });

  it('reads a package row as its transportation charge less the discount pairs, then each surcharge pair, in kg and cm', () => {
    const row = [
      '123456789',
      '20261105',
      '8123456701',
      '794612345678',
      '25.00',
      '21.05',
      'FedEx Ground',
      '20261103',
      '20261105',
      '6.6',
      'L',
      '20',
      'L',
      '16',
      '12',
      '8',
      '139',
      'I',
      'ACME INC',
      '46601',
      'US',
      'PO-77',
      'Fuel Surcharge',
      '3.10',
      'Earned Discount',
      '-5.25',
      'Residential Delivery',
      '4.20',
      'Performance Pricing',
      '-1.00',
    ];
    const total = ['', '', '', '', '', '21.05'];
    const { result, lines } = read(csv([[...FIXED, ...PAIRS], row, total]));
    expect(result).toEqual({ layout: 'fedex_csv_edi', lines: 3, skipped: 1 });
    expect(
      lines.map((line) => [line.category, line.rawDescription, line.gross, line.discount, line.net]),
    ).toEqual([
      ['transportation', 'FedEx Ground', 25, 6.25, 18.75],
      ['fuel', 'Fuel Surcharge', 3.1, 0, 3.1],
      ['residential', 'Residential Delivery', 4.2, 0, 4.2],
    ]);
    expect(lines[0]).toMatchObject({
      carrier: 'fedex',
      invoiceNumber: '8123456701',
      invoiceDate: '2026-11-05',
      trackingNumber: '794612345678',
      shipDate: '2026-11-03',
      deliveryDate: '2026-11-05',
      currency: 'USD',
      references: ['PO-77'],
      enteredWeightKg: 2.994,
      billedWeightKg: 9.072,
      billedWeightType: 'dimensional',
      dimensionsCm: [40.6, 30.5, 20.3],
      dimDivisor: 5022,
      sourceLine: 2,
    });
    expect(lines[0]!.destination).toMatchObject({ company: 'ACME INC', postalCode: '46601', country: 'US' });
  });
});
