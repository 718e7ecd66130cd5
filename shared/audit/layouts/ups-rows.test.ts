/**
 * UPS rows read where they lie (./ups's UpsReader over the CSV reader's rows, shared/sheets/csv):
 * the same charge lines as the plain row-by-row reading and the helpers before their fast paths.
 */
import { describe, expect, it } from 'vitest';
import { random } from '../../../test/support/random';
import { CsvReader } from '../../sheets/csv';
import { readDecimal } from '../../sheets/decimals';
import type { ChargeCategory, ChargeLine } from '../charge-line';
import { readInvoice } from '../read-invoice';
import { readInvoiceStream } from '../read-invoice-stream';
import { amountOf, categoryOfLabel, dateOf, dimensionsCm, kilograms, plainAmount } from './read';
import { UPS_COLUMNS, UPS_WIDTH, UpsReader, upsLine, upsWeightType } from './ups';

// What the readers were before they read cells where they lie: the reference for their results.
function referenceAmount(text: string | undefined): number {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return 0;
  const negative = trimmed.startsWith('-') || (trimmed.startsWith('(') && trimmed.endsWith(')'));
  const digits = trimmed.replace(/^[-(]|\)$/g, '').replace(/[€$£A-Z\s]/gi, '');
  const value = readDecimal(digits);
  if (value === null) return 0;
  return negative ? -value : value;
}

function referenceDate(text: string | undefined, usDates = false): string {
  const trimmed = (text ?? '').trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})/.exec(trimmed);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{4})(\d{2})(\d{2})$/.exec(trimmed);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/.exec(trimmed);
  if (match) {
    const [first, second] = usDates ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
    return `${match[3]}-${second.padStart(2, '0')}-${first.padStart(2, '0')}`;
  }
  return '';
}

const KG_PER = { K: 1, L: 0.45359237, O: 0.028349523125 } as const;
function referenceKilograms(value: string | undefined, unit: string | undefined): number | null {
  const amount = referenceAmount(value);
  if (!amount) return null;
  const factor = KG_PER[(unit ?? 'K').trim().toUpperCase().charAt(0) as keyof typeof KG_PER] ?? 1;
  return Math.round(amount * factor * 1000) / 1000;
}

function referenceDimensions(parts: string[], inches: boolean): [number, number, number] | null {
  const values = parts.map((part) => referenceAmount(part)).filter((value) => value > 0);
  if (values.length !== 3) return null;
  const factor = inches ? 2.54 : 1;
  const [a, b, c] = values.map((value) => Math.round(value * factor * 10) / 10).sort((x, y) => y - x);
  return [a!, b!, c!];
}

function referenceUps(row: string[], sourceLine: number): ChargeLine | null {
  const cell = (position: number) => (row[position - 1] ?? '').trim();
  const C = UPS_COLUMNS;
  const informational = cell(C.chargeClassificationCode).toUpperCase() === 'INF';
  const net = informational ? 0 : referenceAmount(cell(C.netAmount));
  const discount = informational ? 0 : Math.abs(referenceAmount(cell(C.incentiveAmount)));
  const weightUnit = cell(C.billedWeightUnit) || cell(C.enteredWeightUnit);
  const corrected = cell(C.packageDimensions);
  const dimensionText = corrected || cell(C.detailKeyedDimensions);
  const dimensionUnit = corrected ? cell(C.dimensionUnit) : cell(C.detailKeyedUnit);
  const inches = dimensionUnit ? /^i/i.test(dimensionUnit) : weightUnit.toUpperCase().startsWith('L');
  const monthFirst = ['US', 'CA'].includes(cell(C.accountCountry).toUpperCase());
  const date = (text: string) => referenceDate(text, monthFirst);
  const classification = cell(C.chargeClassificationCode).toUpperCase();
  const label = `${cell(C.chargeDescriptionCode)} ${cell(C.chargeDescription)}`;
  const chargeCategory: ChargeCategory = (() => {
    if (informational) return 'informational';
    if (classification === 'FSC') return 'fuel';
    if (classification === 'TAX') return /vat|tva/i.test(label) ? 'vat' : 'duties_taxes';
    if (classification === 'GOV' || classification === 'BRK') return 'duties_taxes';
    const read = categoryOfLabel(label);
    if (classification === 'FRT')
      return cell(C.chargeCategoryCode).toUpperCase() === 'RTN'
        ? 'return_to_sender'
        : read === 'address_correction'
          ? read
          : 'transportation';
    if (cell(C.chargeCategoryCode).toUpperCase() === 'ADJ' && read === 'other') return 'adjustment';
    return read;
  })();
  const place = { country: '', postalCode: '', city: '', residential: null, company: '' };
  return {
    carrier: 'ups',
    account: cell(C.accountNumber),
    invoiceNumber: cell(C.invoiceNumber),
    invoiceDate: date(cell(C.invoiceDate)),
    currency: (cell(C.transactionCurrency) || cell(C.invoiceCurrency)).toUpperCase(),
    trackingNumber: cell(C.trackingNumber).toUpperCase(),
    leadShipmentNumber: cell(C.leadShipmentNumber).toUpperCase(),
    references: [cell(C.shipmentReference1), cell(C.shipmentReference2), cell(C.packageReference1)].filter(
      Boolean,
    ),
    shipDate: date(cell(C.shipmentDate)) || date(cell(C.transactionDate)),
    deliveryDate: date(cell(C.deliveryDate)),
    service: chargeCategory === 'transportation' ? cell(C.chargeDescription) : '',
    zone: cell(C.zone),
    origin: {
      ...place,
      country: cell(C.senderCountry).toUpperCase(),
      postalCode: cell(C.senderPostal),
      city: cell(C.senderCity),
      company: cell(C.senderCompany),
    },
    destination: {
      ...place,
      country: cell(C.receiverCountry).toUpperCase(),
      postalCode: cell(C.receiverPostal),
      city: cell(C.receiverCity),
      company: cell(C.receiverCompany),
      person: cell(C.receiverName),
      residential: chargeCategory === 'residential' ? true : null,
    },
    enteredWeightKg: referenceKilograms(cell(C.enteredWeight), cell(C.enteredWeightUnit)),
    billedWeightKg: referenceKilograms(cell(C.billedWeight), cell(C.billedWeightUnit)),
    billedWeightType: upsWeightType(cell(C.billedWeightType)),
    dimensionsCm: referenceDimensions(dimensionText.split(/x/i), inches),
    dimDivisor: null,
    category: chargeCategory,
    rawCode: cell(C.chargeDescriptionCode) || cell(C.chargeCategoryDetailCode),
    rawDescription: cell(C.chargeDescription),
    gross: Math.round((net + discount) * 100) / 100,
    discount,
    net,
    vat: 0,
    sourceLine,
  };
}

const AMOUNTS = [
  '12.50',
  '-3.20',
  '(3.20)',
  '1 234,56',
  '12,5',
  ' 7 ',
  '0',
  '-0',
  '.5',
  '5.',
  '1234567890123456',
  '123456789012345',
  '00012.10',
  '1,234.56',
  '€ 4.10',
  '-',
  'x',
  '',
  '0.1',
  '99999.999',
];
const DATES = [
  '2026-11-05',
  '20261105',
  '5/11/2026',
  '07/22/2025',
  '22/07/2025',
  ' 2026-11-05 ',
  '2026-11-05T10:00',
  'x',
  '',
  '2026-1-05',
];
const VALUES: Partial<Record<keyof typeof UPS_COLUMNS, string[]>> = {
  version: ['2.1'],
  accountNumber: ['A12B34', ' A12B34', 'B99X11'],
  accountCountry: ['FR', 'US', ' us', 'GB', ''],
  invoiceNumber: ['0000A12B34456', '0000A12B34457 '],
  invoiceDate: DATES,
  invoiceCurrency: ['EUR', 'eur', ''],
  transactionCurrency: ['EUR', '', 'usd', ' gbp'],
  transactionDate: DATES,
  shipmentDate: DATES,
  deliveryDate: DATES,
  trackingNumber: ['1Z999AA10123456784', '1z999aa10123456785', '', ' 1Z1 '],
  leadShipmentNumber: ['1Z999AA10123456784', ''],
  shipmentReference1: ['', 'PO-1', 'ref, with comma'],
  shipmentReference2: ['', 'R2'],
  packageReference1: ['', 'P1'],
  enteredWeight: AMOUNTS,
  billedWeight: AMOUNTS,
  enteredWeightUnit: ['K', 'L', 'O', 'lbs', 'kg', ' l', '', 'ß', 'ł'],
  billedWeightUnit: ['K', 'L', 'o', '', ' L '],
  billedWeightType: ['1', '2', '3', '', '4', '02', '09', '08', '38', 'x'],
  packageDimensions: ['12.0x 9.0x 7.0', '10X20X30', '', 'axbxc', '30.0x 20.0x 10.0', '1x2'],
  dimensionUnit: ['CM', 'IN', 'in', 'inch', '', 'i', ' in', 'I', 'C'],
  detailKeyedDimensions: ['', '24.0x 18.0x 10.0', '11.0x  7.0x  7.0'],
  detailKeyedUnit: ['I', '', 'C'],
  zone: ['004', '', '8'],
  chargeCategoryCode: ['SHP', 'RTN', 'ADJ', 'adj', 'rtn', ''],
  chargeCategoryDetailCode: ['', 'DET'],
  chargeClassificationCode: ['FRT', 'FSC', 'ACC', 'INF', 'inf', 'TAX', 'GOV', 'BRK', '', 'frt', ' acc'],
  chargeDescriptionCode: ['003', 'FSC', 'RES', 'LPS', 'AHC', '', 'VAT'],
  chargeDescription: [
    'UPS Standard',
    'Fuel Surcharge',
    'Residential Surcharge',
    'Large Package Surcharge',
    'Additional Handling',
    'TVA 20%',
    'Something else',
    'Saturday Delivery',
    '',
  ],
  incentiveAmount: AMOUNTS,
  netAmount: AMOUNTS,
  senderCompany: ['', 'ACME'],
  senderCity: ['', 'Paris'],
  senderPostal: ['93200', ''],
  senderCountry: ['FR', 'fr', ''],
  receiverCompany: ['', 'Atelier Dupont', 'Dupont, Fils'],
  receiverName: ['Marie Martin', '', 'Atelier Dupont'],
  receiverCity: ['Lyon', ''],
  receiverPostal: ['69003', ' 69003'],
  receiverCountry: ['FR', 'de', ''],
};

/** UPS rows as a file lists them: parcels of a few charges, each cell now and then something odd. */
function upsRows(count: number, seed: number): string[][] {
  const next = random(seed);
  const pickOne = <T>(values: readonly T[]) => values[Math.floor(next() * values.length)]!;
  const rows: string[][] = [];
  let parcel = new Array<string>(UPS_WIDTH).fill('');
  while (rows.length < count) {
    if (!rows.length || next() < 0.4) {
      parcel = new Array<string>(UPS_WIDTH).fill('');
      for (const [field, values] of Object.entries(VALUES))
        parcel[UPS_COLUMNS[field as keyof typeof UPS_COLUMNS] - 1] =
          next() < 0.7 ? values[0]! : pickOne(values);
      if (next() < 0.1) parcel[130] = 'noise';
    }
    const row = [...parcel];
    for (const field of [
      'chargeClassificationCode',
      'chargeDescriptionCode',
      'chargeDescription',
      'incentiveAmount',
      'netAmount',
    ] as const)
      row[UPS_COLUMNS[field] - 1] = pickOne(VALUES[field]!);
    if (next() < 0.05) {
      const field = pickOne(Object.keys(VALUES)) as keyof typeof UPS_COLUMNS;
      row[UPS_COLUMNS[field] - 1] = pickOne(VALUES[field]!);
    }
    rows.push(next() < 0.02 ? row.slice(0, 100 + Math.floor(next() * 120)) : row);
  }
  return rows;
}

const csvOf = (rows: string[][]) =>
  rows
    .map((row) =>
      row.map((cell) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(','),
    )
    .join('\r\n');

describe('UPS rows read where they lie', () => {
  it('read the cells as the helpers did before their fast paths', () => {
    const texts = [...AMOUNTS, ...DATES, ' 12.50', '12.50 ', '(1 234,56)', '-12,5', '1.234.567', '7,'];
    for (const text of texts) {
      expect(amountOf(text), text).toBe(referenceAmount(text));
      expect(dateOf(text), text).toBe(referenceDate(text));
      expect(dateOf(text, true), text).toBe(referenceDate(text, true));
      const plain = plainAmount(text, 0, text.length);
      if (!Number.isNaN(plain)) expect(plain, text).toBe(referenceAmount(text));
      for (const unit of VALUES.enteredWeightUnit!)
        expect(kilograms(text, unit), `${text} ${unit}`).toBe(referenceKilograms(text, unit));
    }
    expect(kilograms('2', undefined)).toBe(referenceKilograms('2', undefined));
    for (const dimensions of VALUES.packageDimensions!)
      for (const inches of [false, true])
        expect(dimensionsCm(dimensions.split(/x/i), inches)).toEqual(
          referenceDimensions(dimensions.split(/x/i), inches),
        );
  });

  it('give the charge lines the row-by-row reading gave, from text, quoted rows and cells', () => {
    for (const seed of [1, 2, 3]) {
      const rows = upsRows(1500, seed);
      const expected = rows.map((row, index) => referenceUps(row, index + 1));
      const reader = new UpsReader();
      const read: (ChargeLine | null)[] = [];
      new CsvReader((row, line) => read.push(reader.read(row, line))).read(csvOf(rows));
      expect(read).toEqual(expected);
      expect(rows.map((row, index) => upsLine(row, index + 1))).toEqual(expected);
    }
  });

  it('read the same lines whole, as a stream cut anywhere, and with a BOM or Windows-1252 text', async () => {
    const rows = upsRows(400, 5).map((row) => {
      const copy = [...row];
      copy[0] = '2.1';
      copy[UPS_COLUMNS.accountNumber - 1] = 'A12B34';
      copy[UPS_COLUMNS.receiverCity - 1] = 'Saint-Étienne ✓';
      return copy;
    });
    const text = csvOf(rows);
    const utf8 = new TextEncoder().encode(`\ufeff${text}`);
    const whole: ChargeLine[] = [];
    const read = readInvoice(utf8, 'csv', (line) => whole.push(line));
    expect(whole.length).toBe(read.lines);
    expect(whole[0]!.destination.city).toBe('Saint-Étienne ✓');
    expect(whole).toEqual(
      rows.map((row, index) => referenceUps(row, index + 1)).filter((line) => line !== null),
    );
    async function streamed(bytes: Uint8Array, size: number) {
      const lines: ChargeLine[] = [];
      async function* chunks() {
        for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
      }
      const result = await readInvoiceStream(chunks(), (line) => lines.push(line));
      return { result, lines };
    }
    // Sizes that cut the BOM, the two- and three-byte characters and the rows everywhere.
    for (const size of [1, 2, 3, 7, 1000, 65536]) {
      const { result, lines } = await streamed(utf8, size);
      expect(result).toEqual(read);
      expect(lines).toEqual(whole);
    }
    // Windows-1252: é is one byte that is not UTF-8.
    const latin = Uint8Array.from(
      [...text.replaceAll('✓', 'x')].map((character) => (character === 'É' ? 0xc9 : character.charCodeAt(0))),
    );
    const fromLatin: ChargeLine[] = [];
    readInvoice(latin, 'csv', (line) => fromLatin.push(line));
    expect(fromLatin[0]!.destination.city).toBe('Saint-Étienne x');
    for (const size of [5, 4096]) expect((await streamed(latin, size)).lines).toEqual(fromLatin);
  });

  it('reports a file of no known layout from a stream as it does from a file', async () => {
    async function* chunks() {
      yield new TextEncoder().encode('name,amount\nshoes,12\n');
    }
    await expect(readInvoiceStream(chunks(), () => {})).rejects.toThrow('first row has 2 columns');
  });
});
