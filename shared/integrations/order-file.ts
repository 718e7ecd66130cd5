/**
 * An orders file (SFTP, issue 21) read into orders: one row per goods line, the rows of one order
 * number making one order, each cell checked with the very rules of the answer modal and the bulk
 * wizard (goodsLineSchema). A bad row is reported (its row, column and message key) and its order
 * is left out whole (an order missing a line would complete a claim with the wrong goods); every
 * other order is kept. A CSV is read as a stream of rows, so a 50 MB file never becomes a grid of
 * cells; a spreadsheet is read by the shared sheet reader.
 */

import { GOODS_COLUMNS } from '../bulk/columns';
import { normaliseReference } from '../claims/actions';
import { goodsLineSchema, MAX_GOODS_LINES, referenceField } from '../claims/schema';
import { CsvReader } from '../sheets/csv';
import { decodeText, readSheet } from '../sheets/read-sheet';
import type { Order } from './orders';
import {
  type ColumnMapping,
  missingColumns,
  type OrderFileColumn,
  positionsOf,
  SFTP_LIMITS,
  type SftpProblem,
} from './sftp';

export interface RowProblem {
  /** The row's number in the file, the header being row 1. */
  row: number;
  /** The file's header of the column, or '' for the row as a whole. */
  column: string;
  /** A message key of the catalogs. */
  message: string;
}

export interface OrderFile {
  /** Set when the file as a whole could not be read: nothing of it is kept. */
  problem: SftpProblem | null;
  headers: string[];
  orders: Order[];
  rows: number;
  badRows: number;
  problems: RowProblem[];
}

export const fileTypeOf = (name: string): 'csv' | 'xlsx' | 'xls' | null => {
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase();
  return extension === 'csv' || extension === 'txt'
    ? 'csv'
    : extension === 'xlsx' || extension === 'xls'
      ? extension
      : null;
};

/** The first rows of a file (its headers and up to `count` rows), for the team's review. */
export function sampleOf(
  bytes: Uint8Array,
  name: string,
  count = 5,
): { headers: string[]; rows: string[][] } | null {
  const rows = rowsOf(bytes, name, count + 1);
  if (!rows?.length) return null;
  return { headers: rows[0]!, rows: rows.slice(1) };
}

/** Every row of a file (or the first `limit`), or null when the file cannot be read. */
function rowsOf(bytes: Uint8Array, name: string, limit = Number.POSITIVE_INFINITY): string[][] | null {
  const type = fileTypeOf(name);
  if (type === 'csv') {
    const rows: string[][] = [];
    const reader = new CsvReader((row) => {
      if (rows.length < limit) rows.push(row.cells());
    });
    reader.read(decodeText(bytes));
    return rows;
  }
  if (!type) return null;
  const sheet = readSheet(bytes, type);
  if (!sheet.ok) return null;
  return [sheet.sheet.headers, ...sheet.sheet.rows].slice(0, limit);
}

/**
 * A date as European back offices write it (02/10/2026, 2.10.2026: day first) in the ISO form the
 * shared rule reads; any other text is left as it is, for the rule to judge.
 */
export function isoDate(text: string): string {
  const match = /^\s*(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\s*$/.exec(text);
  return match ? `${match[3]}-${match[2]!.padStart(2, '0')}-${match[1]!.padStart(2, '0')}` : text;
}

interface Building {
  order: Order;
  firstRow: number;
  bad: boolean;
}

/** Reads an orders file with the team's mapping. */
export function readOrderFile(bytes: Uint8Array, name: string, mapping: ColumnMapping): OrderFile {
  const result: OrderFile = { problem: null, headers: [], orders: [], rows: 0, badRows: 0, problems: [] };
  if (missingColumns(mapping).length) return { ...result, problem: 'missingColumns' };
  const type = fileTypeOf(name);
  if (!type) return { ...result, problem: 'unreadable' };
  const byReference = new Map<string, Building>();
  let at: Record<OrderFileColumn, number> | null = null;
  let refused: SftpProblem | null = null;
  const report = (row: number, column: string, message: string) => {
    if (result.problems.length < SFTP_LIMITS.reportedRows) result.problems.push({ row, column, message });
  };

  const onRow = (cells: string[], line: number) => {
    if (refused) return;
    if (line === 1) {
      result.headers = cells;
      at = positionsOf(mapping, cells);
      if (!at) refused = 'headersChanged';
      return;
    }
    if (++result.rows > SFTP_LIMITS.rows) {
      refused = 'tooLarge';
      return;
    }
    const positions = at!;
    const cell = (column: OrderFileColumn) => (positions[column] < 0 ? '' : (cells[positions[column]] ?? ''));
    const headerOf = (column: string) => mapping[column as OrderFileColumn] ?? column;
    const number = referenceField.safeParse(cell('order_number'));
    const goods = goodsLineSchema.safeParse({
      ...Object.fromEntries(GOODS_COLUMNS.map((column) => [column, cell(column)])),
      sales_date: isoDate(cell('sales_date')),
      currency_code: cell('currency_code') || 'EUR',
    });
    const email = cell('customer_email').trim();
    const badEmail = email !== '' && (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email));
    if (!number.success) {
      result.badRows++;
      report(line, headerOf('order_number'), number.error.issues[0]?.message ?? 'form.invalid');
      return;
    }
    const reference = normaliseReference(number.data);
    let building = byReference.get(reference);
    if (!building) {
      building = { order: { order_number: number.data, lines: [] }, firstRow: line, bad: false };
      byReference.set(reference, building);
    }
    if (!goods.success || badEmail) {
      result.badRows++;
      building.bad = true;
      for (const issue of goods.success ? [] : goods.error.issues)
        report(line, headerOf(String(issue.path[0] ?? '')), issue.message);
      if (badEmail) report(line, headerOf('customer_email'), 'form.invalidEmail');
      return;
    }
    if (building.order.lines.length >= MAX_GOODS_LINES) {
      result.badRows++;
      building.bad = true;
      report(line, headerOf('order_number'), 'integration.sftp.tooManyLines');
      return;
    }
    building.order.lines.push(goods.data);
    const customerName = cell('customer_name').trim().slice(0, 200);
    if ((customerName || email) && !building.order.customer)
      building.order.customer = {
        ...(customerName ? { name: customerName } : {}),
        ...(email ? { email } : {}),
      };
  };

  if (type === 'csv') {
    new CsvReader((row, line) => onRow(row.cells(), line)).read(decodeText(bytes));
  } else {
    const sheet = readSheet(bytes, type);
    if (!sheet.ok)
      return { ...result, problem: sheet.problem === 'bulk.tooManyRows' ? 'tooLarge' : 'unreadable' };
    onRow(sheet.sheet.headers, 1);
    sheet.sheet.rows.forEach((row, index) => {
      onRow(row, index + 2);
    });
  }
  if (refused) return { ...result, problem: refused, orders: [], problems: [] };
  if (!result.headers.length || result.rows === 0) return { ...result, problem: 'noRows' };
  for (const building of byReference.values())
    if (!building.bad && building.order.lines.length) result.orders.push(building.order);
  return result;
}
