/** The bulk file template in each format: the template's headers and one example row. */

import { canonicalCsv } from '@shared/bulk/canonical';
import { BULK_COLUMNS, type BulkCells } from '@shared/bulk/columns';
import { FILE_TYPES } from '@shared/uploads';
import * as XLSX from 'xlsx';
import type { TemplateFormat } from './protocol';

/** An example row a merchant overwrites: a UPS tracking number with a valid check digit. */
export const EXAMPLE_ROW: BulkCells = {
  carrier: 'UPS',
  tracking_number: '1Z999AA10123456784',
  issue: 'Lost',
  reference: 'ORDER-1001',
  sales_date: '',
  description: '',
  nb_of_items: '',
  unit_price: '',
  amount_excl: '',
  amount_incl: '',
  tax_percentage: '',
  currency_code: 'EUR',
};

export function templateFile(format: TemplateFormat): { bytes: ArrayBuffer; mime: string } {
  if (format === 'csv') {
    const bytes = new TextEncoder().encode(`\ufeff${canonicalCsv([EXAMPLE_ROW])}\r\n`);
    return { bytes: bytes.buffer as ArrayBuffer, mime: FILE_TYPES.csv.mime };
  }
  const sheet = XLSX.utils.aoa_to_sheet([
    [...BULK_COLUMNS],
    BULK_COLUMNS.map((column) => EXAMPLE_ROW[column]),
  ]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Claims');
  const bytes = XLSX.write(book, {
    type: 'array',
    bookType: format === 'xls' ? 'biff8' : 'xlsx',
  }) as ArrayBuffer;
  return { bytes, mime: FILE_TYPES[format].mime };
}
