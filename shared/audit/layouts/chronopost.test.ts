import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ChargeLine } from '../charge-line';
import { readInvoice } from '../read-invoice';

const HEADER = [
  'N° facture',
  'Date',
  'N° objet',
  'Produit',
  'Poids',
  'Date de livraison',
  'Libellé',
  'Montant',
  'TVA',
];
const ROWS = [
  ['C-11', '02/11/2026', 'XR123456789FR', 'Chrono 13', '3,4', '03/11/2026', '', '12,40', '2,48'],
  [
    'C-11',
    '02/11/2026',
    'XR123456789FR',
    'Chrono 13',
    '3,4',
    '03/11/2026',
    'Supplément Corse',
    '15,00',
    '3,00',
  ],
  [
    'C-11',
    '02/11/2026',
    'XR123456789FR',
    'Chrono 13',
    '3,4',
    '03/11/2026',
    "Zones difficiles d'accès",
    '4,50',
    '0,90',
  ],
  ['C-11', '', '', '', '', '', 'Sous-total', '31,90', '6,38'],
];

function read(bytes: Uint8Array, type: 'csv' | 'xlsx') {
  const lines: ChargeLine[] = [];
  const result = readInvoice(bytes, type, (line) => lines.push(line));
  return { result, lines };
}

const summary = (lines: ChargeLine[]) =>
  lines.map((line) => [line.category, line.rawDescription, line.net, line.vat]);
const EXPECTED = [
  ['transportation', 'Chrono 13', 12.4, 2.48],
  ['remote_area', 'Supplément Corse', 15, 3],
  ['remote_area', "Zones difficiles d'accès", 4.5, 0.9],
];

describe('Chronopost invoice detail', () => {
  it('reads a `;` CSV with decimal commas, one charge per row, skipping sub-totals', () => {
    const text = [HEADER, ...ROWS].map((row) => row.join(';')).join('\n');
    const { result, lines } = read(new TextEncoder().encode(text), 'csv');
    expect(result).toEqual({ layout: 'chronopost_detail', lines: 3, skipped: 1 });
    expect(summary(lines)).toEqual(EXPECTED);
    expect(lines[0]).toMatchObject({
      carrier: 'chronopost',
      trackingNumber: 'XR123456789FR',
      shipDate: '2026-11-02',
      deliveryDate: '2026-11-03',
      billedWeightKg: 3.4,
      service: 'Chrono 13',
    });
  });

  it('reads a signature service as a charge, not as a discount ("remise contre signature")', () => {
    // The parcel's transport row, then two charges of its own (label, amount, VAT).
    const charge = (label: string, net: string, vat: string) => [...ROWS[0]!.slice(0, 6), label, net, vat];
    const rows = [
      ROWS[0]!,
      charge('Remise contre signature', '3,50', '0,70'),
      charge('Remise commerciale', '-1,20', '-0,24'),
    ];
    const text = [HEADER, ...rows].map((row) => row.join(';')).join('\n');
    const { lines } = read(new TextEncoder().encode(text), 'csv');
    expect(summary(lines)).toEqual([
      ['transportation', 'Chrono 13', 12.4, 2.48],
      ['signature', 'Remise contre signature', 3.5, 0.7],
      ['adjustment', 'Remise commerciale', -1.2, 0],
    ]);
  });

  it('reads the same table from an XLSX workbook, dates as dates', () => {
    const cellOf = (cell: string) => {
      const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
      if (date) return new Date(Date.UTC(Number(date[3]), Number(date[2]) - 1, Number(date[1])));
      return /^-?\d+,\d+$/.test(cell) ? Number(cell.replace(',', '.')) : cell;
    };
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([HEADER, ...ROWS.map((row) => row.map(cellOf))], { cellDates: true }),
      'Table 1',
    );
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const { result, lines } = read(bytes, 'xlsx');
    expect(result).toEqual({ layout: 'chronopost_detail', lines: 3, skipped: 1 });
    expect(summary(lines)).toEqual(EXPECTED);
    expect(lines[0]).toMatchObject({ shipDate: '2026-11-02', deliveryDate: '2026-11-03' });
  });
});
