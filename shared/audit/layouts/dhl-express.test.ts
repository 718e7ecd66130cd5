import { describe, expect, it } from 'vitest';
import type { ChargeLine } from '../charge-line';
import { readInvoice } from '../read-invoice';

// Header names as some DHL files write them: without the space before the brackets.
const HEADER = [
  'Line Type',
  'Invoice Number',
  'Invoice Date',
  'Billing Account',
  'Shipment Number',
  'Shipment Date',
  'Product',
  'Product Name',
  'Orig Country Code',
  'Dest Country Code',
  'Receivers Name',
  'Receivers Contact',
  'Dimensions',
  'Cust Scale Weight(A)',
  'DHL Scale Weight(B)',
  'Weight Flag',
  'Weight(kg)',
  'Currency',
  'Weight Charge',
  'Weight Tax(VAT)',
  'Discount 1 Amount',
  'XC1 Code',
  'XC1 Name',
  'XC1 Charge',
  'XC1 Tax Code',
  'XC1 Tax',
  'XC1 Discount',
  'XC1 Total',
  'XC2 Code',
  'XC2 Name',
  'XC2 Charge',
  'XC2 Tax Code',
  'XC2 Tax',
  'XC2 Discount',
  'XC2 Total',
];

function read(text: string) {
  const lines: ChargeLine[] = [];
  const result = readInvoice(new TextEncoder().encode(text), 'csv', (line) => lines.push(line));
  return { result, lines };
}

describe('DHL Express CSV invoice', () => {
  it('reads `;`-separated shipment rows with decimal commas as the weight charge and each extra charge, skipping the invoice row', () => {
    const text = [
      HEADER.join(';'),
      'I;PARIR00012345;20261105;951234567;;;;;;;;;;;;;;EUR;;;;;;;;;;;;;;;;;;',
      [
        'S',
        'PARIR00012345',
        '20261105',
        '951234567',
        '1234567890',
        '20261102',
        'N',
        'DOMESTIC EXPRESS',
        'FR',
        'FR',
        'Atelier Dupont SARL',
        'Marie Martin',
        '40x30x20',
        '3,0',
        '3,2',
        'W',
        '9,0',
        'EUR',
        '25,00',
        '4,00',
        '-5,00',
        'FF',
        'FUEL SURCHARGE',
        '3,50',
        'A',
        '0,70',
        '0,00',
        '4,20',
        'AA',
        'SATURDAY DELIVERY',
        '15,00',
        'A',
        '2,70',
        '-1,50',
        '16,20',
      ].join(';'),
    ].join('\n');
    const { result, lines } = read(text);
    expect(result).toEqual({ layout: 'dhl_express_csv', lines: 3, skipped: 1 });
    expect(
      lines.map((line) => [line.category, line.rawCode, line.gross, line.discount, line.net, line.vat]),
    ).toEqual([
      ['transportation', 'N', 25, 5, 20, 4],
      ['fuel', 'FF', 3.5, 0, 3.5, 0.7],
      ['saturday', 'AA', 15, 1.5, 13.5, 2.7],
    ]);
    expect(lines[0]).toMatchObject({
      carrier: 'dhl_express',
      trackingNumber: '1234567890',
      shipDate: '2026-11-02',
      invoiceDate: '2026-11-05',
      enteredWeightKg: 3.2,
      billedWeightKg: 9,
      billedWeightType: 'dimensional',
      dimensionsCm: [40, 30, 20],
      rawDescription: 'DOMESTIC EXPRESS',
      sourceLine: 3,
    });
    expect(lines[0]!.destination).toMatchObject({ company: 'Atelier Dupont SARL', country: 'FR' });
  });

  it('reads the `,`-separated variant and takes a private receiver for no company', () => {
    const header = [
      'Line Type',
      'Invoice Number',
      'Shipment Number',
      'Receivers Name',
      'Receivers Contact',
      'Weight Charge',
    ];
    const { result, lines } = read(
      [header.join(','), 'S,INV1,555,Marie Martin,Marie Martin,"12,40"'].join('\n'),
    );
    expect(result.layout).toBe('dhl_express_csv');
    expect(lines[0]).toMatchObject({ net: 12.4, category: 'transportation' });
    expect(lines[0]!.destination.company).toBe('');
  });
});
