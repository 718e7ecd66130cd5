import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { generateInvoice } from '../../infra/local/invoice-generator';
import type { ChargeLine } from '../../shared/audit/charge-line';
import { GENERIC_COLUMNS } from '../../shared/audit/layouts/generic';
import { amountOf, categoryOfLabel, dateOf, headerKey, shareOut } from '../../shared/audit/layouts/read';
import { UPS_COLUMNS, UPS_WIDTH } from '../../shared/audit/layouts/ups';
import {
  INVOICE_LAYOUTS,
  looksLikeHeader,
  PasswordProtectedError,
  readInvoice,
  UnknownLayoutError,
} from '../../shared/audit/read-invoice';
import { isEncryptedWorkbook } from '../../shared/sheets/encrypted';

const bytes = (text: string) => new TextEncoder().encode(text);
const collect = (data: Uint8Array, type: 'csv' | 'xlsx' = 'csv') => {
  const lines: ChargeLine[] = [];
  const read = readInvoice(data, type, (line) => lines.push(line));
  return { read, lines };
};

function upsRow(change: Partial<Record<keyof typeof UPS_COLUMNS, string>>): string {
  const row = new Array<string>(UPS_WIDTH).fill('');
  const values = {
    version: '2.1',
    accountNumber: 'A12B34',
    invoiceNumber: '0000A12B34456',
    invoiceDate: '2026-11-05',
    trackingNumber: '1Z999AA10123456784',
    chargeClassificationCode: 'FRT',
    chargeDescriptionCode: '003',
    chargeDescription: 'UPS Standard',
    netAmount: '10.50',
    incentiveAmount: '4.50',
    transactionCurrency: 'EUR',
    ...change,
  };
  for (const [name, value] of Object.entries(values))
    row[UPS_COLUMNS[name as keyof typeof UPS_COLUMNS] - 1] = value;
  return row.map((cell) => (cell.includes(',') ? `"${cell}"` : cell)).join(',');
}

describe('reading carrier invoices', () => {
  it('recognises UPS Billing Data from the file (no header), in pounds and inches, with its informational lines', () => {
    const text = [
      upsRow({
        billedWeight: '11',
        billedWeightUnit: 'L',
        packageDimensions: '12.0x 9.0x 7.0',
        billedWeightType: '2',
      }),
      upsRow({
        chargeClassificationCode: 'FSC',
        chargeDescriptionCode: 'FSC',
        chargeDescription: 'Fuel Surcharge',
        netAmount: '1.89',
      }),
      upsRow({
        chargeClassificationCode: 'ACC',
        chargeDescriptionCode: 'RES',
        chargeDescription: 'Residential Surcharge',
        netAmount: '4.20',
      }),
      // As real files write them: the measures on the informational row, in inches ('I'), two-digit codes.
      upsRow({
        chargeClassificationCode: 'INF',
        chargeDescription: 'Worldwide Saver',
        billedWeightType: '09',
        netAmount: '0.00',
        incentiveAmount: '0.00',
        detailKeyedDimensions: '24.0x 18.0x 10.0',
        detailKeyedUnit: 'I',
      }),
    ].join('\r\n');
    const { read, lines } = collect(bytes(text));
    expect(read).toEqual({ layout: 'ups_billing_data', lines: 4, skipped: 0 });
    expect(lines.map((line) => line.category)).toEqual([
      'transportation',
      'fuel',
      'residential',
      'informational',
    ]);
    expect(lines[3]).toMatchObject({
      net: 0,
      gross: 0,
      billedWeightType: 'dimensional',
      dimensionsCm: [61, 45.7, 25.4],
    });
    expect(lines[0]).toMatchObject({
      carrier: 'ups',
      invoiceNumber: '0000A12B34456',
      billedWeightKg: 4.99,
      billedWeightType: 'dimensional',
      dimensionsCm: [30.5, 22.9, 17.8],
      net: 10.5,
      discount: 4.5,
      gross: 15,
      rawCode: '003',
      rawDescription: 'UPS Standard',
      sourceLine: 1,
    });
    expect(lines[2]!.destination.residential).toBe(true);
  });

  it('reads a UPS address correction, billed as a freight adjustment, as an address correction', () => {
    // As real files write it (test/corpus/ups): category 'ADJ', detail 'ADC', classification 'FRT'.
    const correction = {
      chargeCategoryCode: 'ADJ',
      chargeCategoryDetailCode: 'ADC',
      chargeDescription: 'Address Correction Ground',
      netAmount: '23.50',
      incentiveAmount: '0.00',
    };
    const text = [
      upsRow({ chargeDescription: 'Ground Commercial' }),
      upsRow(correction),
      upsRow({
        ...correction,
        chargeCategoryDetailCode: 'SCC',
        chargeDescription: 'Shipping Charge Correction Ground',
      }),
    ].join('\r\n');
    const { lines } = collect(bytes(text));
    expect(lines.map((line) => [line.category, line.net])).toEqual([
      ['transportation', 10.5],
      ['address_correction', 23.5],
      ['transportation', 23.5],
    ]);
  });

  it('reads the generic template in CSV (semicolons, decimal commas, French dates) and XLSX', () => {
    const header = GENERIC_COLUMNS.join(';');
    const row = (values: Record<string, string>) =>
      GENERIC_COLUMNS.map((column) => values[column] ?? '').join(';');
    const csv = [
      header,
      row({
        carrier: 'Colis Privé',
        invoice_number: 'F-1',
        invoice_date: '05/11/2026',
        tracking_number: 'cp 123',
        charge_description: 'Surcharge carburant',
        net: '1,25',
        vat: '0,25',
        residential: 'oui',
      }),
      row({
        carrier: 'Colis Privé',
        invoice_number: 'F-1',
        tracking_number: 'CP123',
        charge_description: 'Livraison Corse',
        net: '12,00',
      }),
    ].join('\n');
    const { read, lines } = collect(bytes(csv));
    expect(read).toEqual({ layout: 'generic', lines: 2, skipped: 0 });
    expect(lines[0]).toMatchObject({
      carrier: 'colis_privé',
      invoiceDate: '2026-11-05',
      trackingNumber: 'CP123',
      category: 'fuel',
      net: 1.25,
      vat: 0.25,
      currency: 'EUR',
      sourceLine: 2,
    });
    expect(lines[0]!.destination.residential).toBe(true);
    expect(lines[1]!.category).toBe('remote_area');

    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Carrier', 'Invoice number', 'Tracking number', 'Charge description', 'Net'],
        ['GLS', 'G-9', '12345678901', 'Transport', 6.4],
      ]),
      'Invoice',
    );
    const xlsx = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(collect(xlsx, 'xlsx').lines[0]).toMatchObject({
      carrier: 'gls',
      net: 6.4,
      category: 'transportation',
    });
  });

  const refusal = (data: Uint8Array, type: 'csv' | 'xlsx' = 'csv') => {
    try {
      collect(data, type);
    } catch (caught) {
      if (caught instanceof UnknownLayoutError) return caught;
      throw caught;
    }
    throw new Error('read');
  };

  it('refuses a file of no known layout, naming in words the carriers whose exports it reads', () => {
    const error = refusal(bytes('name,amount\nshoes,12\n'));
    expect(error.expected).toEqual(INVOICE_LAYOUTS);
    expect(error.message).toContain(
      'UPS, FedEx, DHL Express, GLS, Colissimo, Chronopost and Colis Privé, and our own template',
    );
    // A person's words: no layout's id, no message key.
    for (const layout of INVOICE_LAYOUTS) expect(error.message).not.toContain(layout);
    expect(error.message).not.toMatch(/\b[a-z]+\.[a-z_]+\b|_/);
    expect(() => collect(bytes(''))).toThrow('the file is empty');
    expect(refusal(bytes('')).columns).toBeNull();
    expect(refusal(bytes('PK\u0003\u0004 not a workbook'), 'xlsx').message).not.toContain('bulk.');
  });

  it('keeps an unknown file’s header row, its first non-blank row, trimmed and bounded', () => {
    const header = ' Order ID ;Tracking Number; Ship Date ;Weight (kg);Shipping Cost;;';
    expect(refusal(bytes(`\n;;\n${header}\nA-1;1Z999;2025-08-01;2,5;7,90;;\n`)).columns).toEqual([
      'Order ID',
      'Tracking Number',
      'Ship Date',
      'Weight (kg)',
      'Shipping Cost',
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Order ID', ' Tracking Number ', 'Shipping Cost'],
        ['A-1', '1Z999', 7.9],
      ]),
      'Export',
    );
    const xlsx = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(refusal(xlsx, 'xlsx').columns).toEqual(['Order ID', 'Tracking Number', 'Shipping Cost']);
    const wide = Array.from({ length: 250 }, (_, index) => `${'x'.repeat(300)}${index}`);
    const columns = refusal(bytes(`${wide.join(',')}\n1,2\n`)).columns!;
    expect(columns).toHaveLength(200);
    expect(columns.every((column) => column.length === 200)).toBe(true);
  });

  it('refuses a file where no row looks like a header: empty, only numbers, only a title', () => {
    expect(refusal(bytes('')).problem).toBe('no_header');
    expect(refusal(bytes('\n;;\n')).problem).toBe('no_header');
    expect(refusal(bytes('12;4,50;2026-11-05\n13;5,20;2026-11-06\n')).problem).toBe('no_header');
    expect(refusal(bytes('Invoice details November 2026\n\n1;2;3\n')).problem).toBe('no_header');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        [1, 2.5],
        [3, 4],
      ]),
      'Numbers',
    );
    const xlsx = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(refusal(xlsx, 'xlsx').problem).toBe('no_header');
    // A header of no layout we read stays an unknown layout, its columns shown.
    expect(refusal(bytes('name,amount\nshoes,12\n')).problem).toBe('unknown_layout');
    expect(refusal(bytes('Facture novembre;;\nNuméro de colis;Montant HT;\n1;2;\n')).problem).toBe(
      'unknown_layout',
    );
    expect(looksLikeHeader(['Order ID', '1Z999AA10123456784'])).toBe(false);
    expect(looksLikeHeader(['Order ID', 'Tracking Number'])).toBe(true);
    expect(looksLikeHeader(['A-1', '1Z999AA10123456784', '7,90'])).toBe(false);
  });

  it('refuses a password-protected workbook, whatever its name says', () => {
    // An encrypted XLSX as Excel writes it: a compound document with these two streams (MS-OFFCRYPTO).
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', new Uint8Array([4, 0, 4, 0, 0x40, 0, 0, 0]));
    XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', new Uint8Array(4096).fill(0x5a));
    const encrypted = new Uint8Array(XLSX.CFB.write(container, { type: 'array' }) as ArrayLike<number>);
    expect(isEncryptedWorkbook(encrypted)).toBe(true);
    for (const type of ['xlsx', 'xls', 'csv'] as const)
      expect(() => readInvoice(encrypted, type, () => {})).toThrow(PasswordProtectedError);
    expect(() => readInvoice(encrypted, 'xlsx', () => {})).toThrow('save it again without one');
    // A workbook without a password is not one.
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([['Order ID', 'Amount']]), 'Export');
    const xls = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xls' }) as ArrayBuffer);
    expect(isEncryptedWorkbook(xls)).toBe(false);
    expect(isEncryptedWorkbook(bytes('name,amount\n'))).toBe(false);
  });

  it('never guesses a carrier from a French header that names none of its own columns', () => {
    expect(() => collect(bytes('Numéro de colis;Libellé;Montant HT\n123;Transport;6,40\n'))).toThrow(
      UnknownLayoutError,
    );
  });

  it('hands each charge line over as its row is read, before the next row', () => {
    const header = 'Line Type;Invoice Number;Shipment Number;Weight Charge;XC1 Code;XC1 Name;XC1 Charge';
    const text = [header, 'S;I1;111;10,00;FF;FUEL SURCHARGE;1,50', 'S;I1;222;9,00;;;'].join('\n');
    const seen: string[] = [];
    readInvoice(bytes(text), 'csv', (line) =>
      seen.push(`${line.sourceLine}:${line.trackingNumber}:${line.net}`),
    );
    expect(seen).toEqual(['2:111:10', '2:111:1.5', '3:222:9']);
  });

  it('reads amounts, dates and labels as carriers write them', () => {
    expect([
      amountOf('12,50'),
      amountOf('-3.20'),
      amountOf('(3.20)'),
      amountOf('1 234,56 €'),
      amountOf(''),
    ]).toEqual([12.5, -3.2, -3.2, 1234.56, 0]);
    expect([
      dateOf('2026-11-05'),
      dateOf('20261105'),
      dateOf('5/11/2026'),
      dateOf('11/05/2026', true),
      dateOf('x'),
    ]).toEqual(['2026-11-05', '2026-11-05', '2026-11-05', '2026-11-05', '']);
    expect(
      [
        'Fuel Surcharge',
        'Surcharge carburant',
        'Residential Surcharge',
        'Zone éloignée',
        'Samedi',
        'Correction d’adresse',
        'TVA 20%',
        'Returns Charge',
        'Something else',
        'Retour expéditeur',
        "Zones difficiles d'accès",
        'Remise',
        'Remise contre signature',
      ].map(categoryOfLabel),
    ).toEqual([
      'fuel',
      'fuel',
      'residential',
      'remote_area',
      'saturday',
      'address_correction',
      'vat',
      'other',
      'other',
      'return_to_sender',
      'remote_area',
      'adjustment',
      'signature',
    ]);
    expect([headerKey('Weight (kg)'), headerKey('Weight(kg)'), headerKey('N° de colis')]).toEqual([
      'weightkg',
      'weightkg',
      'ndecolis',
    ]);
    expect(shareOut(2.5, [8, 1.5, 3])).toEqual([1.6, 0.3, 0.6]);
  });
});

describe('title lines above a carrier invoice’s header', () => {
  it('are skipped, the invoice read as without them', () => {
    const invoice = generateInvoice('colissimo_detail', 20, 'title-lines');
    const plain = readInvoice(new TextEncoder().encode(invoice.text), 'csv', () => {});
    // As Excel saves a sheet with a title: the title lines as wide as the header.
    const width = invoice.text.split('\n')[0]!.split(';').length;
    const pad = (text: string) => [text, ...Array<string>(width - 1).fill('')].join(';');
    const titled = readInvoice(
      new TextEncoder().encode(
        `${pad('Facture Colissimo')}\n${pad('Période : novembre 2026')}\n${invoice.text}`,
      ),
      'csv',
      () => {},
    );
    expect(titled).toEqual({ ...plain, skipped: plain.skipped + 2 });
  });
});
