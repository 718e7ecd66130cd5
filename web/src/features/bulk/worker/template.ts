/**
 * The bulk file template in each format and mode: the template's headers and one example row. A
 * start file holds every column (its goods optional); an update file the tracking number and the
 * goods.
 */

import { canonicalCsv } from '@shared/bulk/canonical';
import {
  BULK_COLUMNS,
  type BulkCells,
  type BulkColumn,
  type BulkMode,
  GOODS_COLUMNS,
} from '@shared/bulk/columns';
import { FILE_TYPES } from '@shared/documents/uploads';
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

/** An update row: the goods of the investigation of that tracking number. */
export const EXAMPLE_UPDATE_ROW: BulkCells = {
  ...EXAMPLE_ROW,
  sales_date: '2026-01-15',
  description: 'Running shoes',
  nb_of_items: '2',
  unit_price: '49.90',
  amount_excl: '83.17',
  amount_incl: '99.80',
  tax_percentage: '20',
};

export const TEMPLATE_COLUMNS: Record<BulkMode, readonly BulkColumn[]> = {
  start: BULK_COLUMNS,
  update: ['tracking_number', ...GOODS_COLUMNS],
};

export function templateFile(
  format: TemplateFormat,
  mode: BulkMode = 'start',
): { bytes: ArrayBuffer; mime: string } {
  const columns = TEMPLATE_COLUMNS[mode];
  const example = mode === 'start' ? EXAMPLE_ROW : EXAMPLE_UPDATE_ROW;
  if (format === 'csv') {
    const bytes = new TextEncoder().encode(`\ufeff${canonicalCsv([example], columns)}\r\n`);
    return { bytes: bytes.buffer as ArrayBuffer, mime: FILE_TYPES.csv.mime };
  }
  const sheet = XLSX.utils.aoa_to_sheet([[...columns], columns.map((column) => example[column])]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Claims');
  const bytes = XLSX.write(book, {
    type: 'array',
    bookType: format === 'xls' ? 'biff8' : 'xlsx',
  }) as ArrayBuffer;
  return { bytes, mime: FILE_TYPES[format].mime };
}
