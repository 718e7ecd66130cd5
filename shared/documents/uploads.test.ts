import { describe, expect, it } from 'vitest';
import { frenchExcelCsv } from '../../test/support/french-excel';
import { acceptedType, allowedExtensions, extensionOf, sniffFileType, textEncodingOf } from './uploads';

const bytes = (...values: number[]) => new Uint8Array(values);
const text = (value: string) => new TextEncoder().encode(value);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0);
const PDF = text('%PDF-1.7\n');
const ELF = bytes(0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0);
const XLSX = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...text('....[Content_Types].xml....xl/workbook.xml')]);

describe('sniffFileType', () => {
  it('reads the signatures of the accepted types', () => {
    expect(sniffFileType(PNG)).toBe('png');
    expect(sniffFileType(PDF)).toBe('pdf');
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg');
    expect(sniffFileType(bytes(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1))).toBe('xls');
    expect(sniffFileType(XLSX)).toBe('xlsx');
    expect(sniffFileType(text('\ufefftracking_number;carrier\n1Z999AA10123456784;UPS\n'))).toBe('csv');
  });

  it('knows text by its content: Windows-1252 as French Excel saves CSV, UTF-16 with its BOM, a head cut inside a character', () => {
    const french = frenchExcelCsv([
      ['Transporteur', 'N° de suivi', 'Problème', 'Référence', 'Montant TTC'],
      ['UPS', '1Z999AA10123456784', 'Endommagé', 'CDE-1', '1\u00a0234,56 €'],
    ]);
    expect(sniffFileType(french)).toBe('csv');
    expect(textEncodingOf(french)).toBe('windows-1252');
    expect(acceptedType('bulk_file', 'réclamations.csv', french)).toBe('csv');
    expect(acceptedType('carrier_invoice', 'facture.csv', french)).toBe('csv');
    const utf16 = new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...'a;b\r\n'].map((c) => c.charCodeAt(0))).buffer),
    ]);
    expect(textEncodingOf(utf16)).toBe('utf-16le');
    // The first 8 KiB may end in the middle of 'é' (two bytes in UTF-8): still UTF-8.
    expect(textEncodingOf(text('Endommagé').subarray(0, 9))).toBe('utf-8');
  });

  it('knows an executable, an empty file and binary data are none of them', () => {
    expect(sniffFileType(new Uint8Array([...text('a;b'), 0x81, 0x0a]))).toBeNull();
    expect(sniffFileType(ELF)).toBeNull();
    expect(sniffFileType(bytes())).toBeNull();
    expect(sniffFileType(bytes(0x00, 0x01, 0x02))).toBeNull();
  });
});

describe('acceptedType', () => {
  it('accepts a file whose bytes and name agree with the kind', () => {
    expect(acceptedType('carrier_invoice', 'invoice-2026-10.pdf', PDF)).toBe('pdf');
    expect(acceptedType('logo', 'logo.PNG', PNG)).toBe('png');
    expect(acceptedType('bulk_file', 'claims.xlsx', XLSX)).toBe('xlsx');
  });

  it('refuses an executable renamed .pdf, a PNG renamed .xlsx, and a type the kind does not take', () => {
    expect(acceptedType('carrier_invoice', 'invoice.pdf', ELF)).toBeNull();
    expect(acceptedType('bulk_file', 'claims.xlsx', PNG)).toBeNull();
    expect(acceptedType('logo', 'logo.pdf', PDF)).toBeNull();
  });

  it('names the allowed extensions of a kind', () => {
    expect(allowedExtensions('sales_invoice')).toEqual(['pdf', 'png', 'jpg', 'jpeg']);
    expect(extensionOf('../../etc/passwd')).toBe('');
    expect(extensionOf('report.final.CSV')).toBe('csv');
  });
});
