import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import type { ChargeLine } from '../charge-line';
import { readInvoice } from '../read-invoice';

const HEADER = [
  'N° facture',
  'Tracking',
  'Date PCH',
  'Code produit',
  'Code Postal',
  'Poids',
  'Prix',
  'Surcharge carburant',
  'Remise',
  'Contre-remboursement',
  "Retour à l'expéditeur",
  "Zone difficile d'accès / Corse",
  'Total',
];
const ROWS = [
  [
    'F-2026-11',
    '6A12345678901',
    '03/11/2026',
    'DOM',
    '20000',
    '1,25',
    '10,00',
    '1,50',
    '2,00',
    '3,00',
    '',
    '',
    '15,00',
  ],
  [
    'F-2026-11',
    '6A12345678902',
    '03/11/2026',
    '8R',
    '75011',
    '0,80',
    '',
    '',
    '',
    '',
    '7,20',
    '12,00',
    '23,04',
  ],
  ['', 'Total', '', '', '', '', '', '', '', '', '', '', '38,04'],
];

/** Windows-1252 bytes, as Colissimo's CSV comes. */
const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

function read(bytes: Uint8Array, type: 'csv' | 'xlsx') {
  const lines: ChargeLine[] = [];
  const result = readInvoice(bytes, type, (line) => lines.push(line));
  return { result, lines };
}

const summary = (lines: ChargeLine[]) =>
  lines.map((line) => [
    line.trackingNumber,
    line.category,
    line.rawDescription,
    line.gross,
    line.discount,
    line.net,
    line.vat,
  ]);

const EXPECTED = [
  ['6A12345678901', 'transportation', 'Prix', 10, 2, 8, 1.6],
  ['6A12345678901', 'fuel', 'Surcharge carburant', 1.5, 0, 1.5, 0.3],
  ['6A12345678901', 'cod', 'Contre-remboursement', 3, 0, 3, 0.6],
  ['6A12345678902', 'return_to_sender', "Retour à l'expéditeur", 7.2, 0, 7.2, 1.44],
  ['6A12345678902', 'remote_area', "Zone difficile d'accès / Corse", 12, 0, 12, 2.4],
];

describe('Colissimo invoice detail', () => {
  it('reads a Windows-1252 `;` CSV with decimal commas: one row per parcel, a charge per labelled column, the discount off the postage, the VAT from the total', () => {
    const text = [HEADER, ...ROWS].map((row) => row.join(';')).join('\r\n');
    const { result, lines } = read(latin1(text), 'csv');
    expect(result).toEqual({ layout: 'colissimo_detail', lines: 5, skipped: 1 });
    expect(summary(lines)).toEqual(EXPECTED);
    expect(lines[0]).toMatchObject({
      carrier: 'colissimo',
      invoiceNumber: 'F-2026-11',
      shipDate: '2026-11-03',
      service: 'DOM',
      billedWeightKg: 1.25,
      sourceLine: 2,
    });
    expect(lines[0]!.destination).toMatchObject({ postalCode: '20000', country: 'FR' });
  });

  it('reads the same table from an XLSX workbook', () => {
    const numeric = (cell: string) => (/^-?\d+,\d+$/.test(cell) ? Number(cell.replace(',', '.')) : cell);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([HEADER, ...ROWS.map((row) => row.map(numeric))]),
      'Détail',
    );
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    const { result, lines } = read(bytes, 'xlsx');
    expect(result).toEqual({ layout: 'colissimo_detail', lines: 5, skipped: 1 });
    expect(summary(lines)).toEqual(EXPECTED);
  });
});
