import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { isoDate, readOrderFile, sampleOf } from './order-file';
import { isPlainFileName, matchesPattern, suggestMapping } from './sftp';

const HEADERS = [
  'Order number',
  'Order date',
  'Description',
  'Quantity',
  'Unit price',
  'Total excl tax',
  'Total incl tax',
  'VAT rate',
  'Currency',
  'Customer email',
];
const mapping = suggestMapping(HEADERS);
const today = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
const row = (order: string, description: string, email = '') => [
  order,
  today,
  description,
  '2',
  '5.00',
  '10.00',
  '12.00',
  '20',
  'EUR',
  email,
];
const csv = (rows: string[][]) => new TextEncoder().encode(rows.map((cells) => cells.join(',')).join('\n'));

describe('an orders file', () => {
  it('groups the rows of an order number into one order, and leaves out an order with a bad row', () => {
    const read = readOrderFile(
      csv([
        HEADERS,
        row('A-1', 'Lamp'),
        row('a-1', 'Shade', 'lea@example.com'),
        row('B-2', 'Vase'),
        row('B-2', '', 'not-an-address'),
      ]),
      'orders.csv',
      mapping,
    );
    expect(read.problem).toBeNull();
    expect(read.rows).toBe(4);
    expect(read.orders).toEqual([
      expect.objectContaining({
        order_number: 'A-1',
        lines: [
          expect.objectContaining({ description: 'Lamp', amount_incl: 12 }),
          expect.objectContaining({ description: 'Shade' }),
        ],
        customer: { email: 'lea@example.com' },
      }),
    ]);
    expect(read.badRows).toBe(1);
    expect(read.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [5, 'Description'],
      [5, 'Customer email'],
    ]);
  });

  it('reads an XLSX as Excel writes it, and a Windows-1252 CSV', () => {
    const sheet = XLSX.utils.aoa_to_sheet([HEADERS, row('X-9', 'Théière')]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Orders');
    const bytes = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(readOrderFile(bytes, 'orders.xlsx', mapping).orders[0]?.lines[0]?.description).toBe('Théière');
    const latin = Uint8Array.from(
      Buffer.from([HEADERS.join(';'), row('W-1', 'Théière').join(';')].join('\r\n'), 'latin1'),
    );
    expect(readOrderFile(latin, 'orders.csv', mapping).orders[0]?.lines[0]?.description).toBe('Théière');
    expect(sampleOf(latin, 'orders.csv')).toEqual({ headers: HEADERS, rows: [row('W-1', 'Théière')] });
  });

  it('refuses a file whose columns changed, a file with no rows, and a file it cannot read', () => {
    const renamed = HEADERS.map((header) => (header === 'Unit price' ? 'Price each' : header));
    expect(readOrderFile(csv([renamed, row('A', 'B')]), 'o.csv', mapping).problem).toBe('headersChanged');
    expect(readOrderFile(csv([HEADERS]), 'o.csv', mapping).problem).toBe('noRows');
    expect(readOrderFile(csv([HEADERS, row('A', 'B')]), 'o.pdf', mapping).problem).toBe('unreadable');
    expect(
      readOrderFile(csv([HEADERS, row('A', 'B')]), 'o.csv', { order_number: 'Order number' }).problem,
    ).toBe('missingColumns');
  });

  it('reports the 51st line of an order', () => {
    const rows = Array.from({ length: 51 }, (_, index) => row('BIG', `Item ${index}`));
    const read = readOrderFile(csv([HEADERS, ...rows]), 'o.csv', mapping);
    expect(read.orders).toEqual([]);
    expect(read.problems).toEqual([
      { row: 52, column: 'Order number', message: 'integration.sftp.tooManyLines' },
    ]);
  });
});

describe('names and dates', () => {
  it('reads day-first dates as ISO, and leaves other text to the rule', () => {
    expect(isoDate('02/10/2026')).toBe('2026-10-02');
    expect(isoDate('2.3.2026')).toBe('2026-03-02');
    expect(isoDate('2026-10-02')).toBe('2026-10-02');
    expect(isoDate('soon')).toBe('soon');
  });

  it('matches patterns whole, and lists plain names only', () => {
    expect(matchesPattern('orders-2026.csv', 'orders-*.csv')).toBe(true);
    expect(matchesPattern('orders-2026.csv.bak', 'orders-*.csv')).toBe(false);
    expect(matchesPattern('ordersX2026.csv', 'orders?2026.csv')).toBe(true);
    expect(matchesPattern('a.csv', '*.CSV')).toBe(false);
    for (const name of ['../x.csv', 'a/b.csv', '..', '.', 'a\\b.csv', 'bell\u0007.csv', ''])
      expect(isPlainFileName(name), name).toBe(false);
    expect(isPlainFileName('orders 2026.csv')).toBe(true);
  });
});
