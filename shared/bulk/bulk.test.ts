/**
 * The bulk file's reader, header matching and row rules; and the property that matters most: the
 * browser (rules on the cells it read and the merchant fixed) and the server (rules on the file the
 * browser submitted, read again) reach the same verdict on every row, whatever the cells hold.
 */
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { toCsv } from '../sheets/exports';
import { readSheet } from '../sheets/read-sheet';
import { fromExcelSerial } from '../sheets/xlsx';
import { canonicalCsv } from './canonical';
import { BULK_COLUMNS, type BulkCells, cellsOf, matchHeaders, matchProblems } from './columns';
import { checkRow, duplicateGroups, type RowContext, trackingKey } from './rules';

const TODAY = new Date('2026-11-22T10:00:00Z');
const context: RowContext = { today: TODAY, carriers: { ups: 'active', dpd: 'not_working' } };
const UPS = '1Z999AA10123456784';
const bytes = (text: string) => new TextEncoder().encode(text);

const empty = () => Object.fromEntries(BULK_COLUMNS.map((column) => [column, ''])) as BulkCells;
const cells = (change: Partial<BulkCells>): BulkCells => ({
  ...empty(),
  carrier: 'UPS',
  tracking_number: UPS,
  issue: 'Lost',
  reference: 'ORDER-1',
  ...change,
});
const goods: Partial<BulkCells> = {
  sales_date: '2026-10-01',
  description: 'Shoes',
  nb_of_items: '2',
  unit_price: '12,50',
  amount_excl: '25,00',
  amount_incl: '30,00',
  tax_percentage: '20%',
};

describe('reading a messy file', () => {
  const messy = [
    '\ufeffTracking Number;CARRIER;issue;Order reference;Sales Date;Description;Quantité;Prix unitaire;Montant HT;Montant TTC;TVA;Devise;',
    `${UPS};UPS;Perdu;ORD-1;2026-10-01;"Shoes; red";2;12,50;25,00;30,00;20%;eur;`,
    ';;;;;;;;;;;;',
    '',
    '',
  ].join('\r\n');

  it('takes a BOM, semicolons, CRLF, French headers in any case, decimal commas, trailing empty rows and columns', () => {
    const read = readSheet(bytes(messy), 'csv');
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    expect(read.sheet.headers).toHaveLength(12);
    expect(read.sheet.rows).toHaveLength(1);
    const matches = matchHeaders(read.sheet.headers);
    expect(matchProblems(read.sheet.headers, matches)).toEqual([]);
    const verdict = checkRow(cellsOf(read.sheet.rows[0]!, matches), context);
    expect(verdict.errors).toEqual({});
    expect(verdict.claim).toMatchObject({
      carrier: 'ups',
      issue: 'lost',
      line: {
        description: 'Shoes; red',
        unit_price: 12.5,
        amount_incl: 30,
        tax_percentage: 20,
        currency_code: 'EUR',
      },
    });
  });

  it('takes tabs and commas, and Windows-1252 text as Excel saves it', () => {
    const tabbed = readSheet(bytes('carrier\ttracking\tissue\treference\nUPS\tX\tLost\tR\n'), 'csv');
    expect(tabbed.ok && tabbed.sheet.rows[0]).toEqual(['UPS', 'X', 'Lost', 'R']);
    const latin = new Uint8Array([...bytes('carrier,issue\nUPS,Endommag'), 0xe9, 0x0a]);
    const read = readSheet(latin, 'csv');
    expect(read.ok && read.sheet.rows[0]).toEqual(['UPS', 'Endommagé']);
  });

  it('reports progress while reading a large file', () => {
    const seen: number[] = [];
    const body = Array.from({ length: 20_000 }, (_, index) => `UPS,${UPS},Lost,ORDER-${index}`).join('\n');
    readSheet(bytes(`carrier,tracking,issue,reference\n${body}`), 'csv', (fraction) => seen.push(fraction));
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(1);
  });

  it('refuses empty files, header-only files and too many columns', () => {
    expect(readSheet(bytes('\r\n \r\n,,,\r\n'), 'csv')).toEqual({ ok: false, problem: 'bulk.empty' });
    expect(readSheet(bytes('carrier,tracking\r\n'), 'csv')).toEqual({ ok: false, problem: 'bulk.noData' });
    const wide = Array.from({ length: 61 }, (_, index) => `c${index}`).join(',');
    expect(readSheet(bytes(`${wide}\n${wide}\n`), 'csv')).toMatchObject({ problem: 'bulk.tooManyColumns' });
  });

  it('reads XLSX and XLS, with dates as dates and numbers without float noise', () => {
    const sheet = XLSX.utils.aoa_to_sheet([
      ['Carrier', 'Tracking number', 'Issue', 'Reference', 'Sales date', 'Unit price'],
      ['UPS', UPS, 'Lost', 'ORD-1', new Date(Date.UTC(2026, 9, 1)), 0.1 + 0.2],
    ]);
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, sheet, 'Claims');
    for (const bookType of ['xlsx', 'biff8'] as const) {
      const file = new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
      const read = readSheet(file, bookType === 'xlsx' ? 'xlsx' : 'xls');
      expect(read.ok && read.sheet.rows[0]).toEqual(['UPS', UPS, 'Lost', 'ORD-1', '2026-10-01', '0.3']);
    }
  });

  it('says so when a workbook has no sheet or an empty one, and refuses a zip bomb before parsing', () => {
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet([]), 'Empty');
    const file = new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
    expect(readSheet(file, 'xlsx')).toMatchObject({ ok: false, problem: 'bulk.empty' });
    const notZip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    expect(readSheet(notZip, 'xlsx')).toMatchObject({ ok: false, problem: 'bulk.unsafeArchive' });
  });
});

describe('matching headers', () => {
  it('needs 4 columns to start and 8 to update, every required column, no blank header left unresolved', () => {
    const headers = ['Carrier', 'Tracking', ''];
    const problems = matchProblems(headers, matchHeaders(headers)).map((problem) => problem.code);
    expect(problems).toEqual([
      'bulk.tooFewColumns',
      'bulk.blankHeader',
      'bulk.missingColumn',
      'bulk.missingColumn',
    ]);
    expect(
      matchProblems(headers, ['carrier', 'tracking_number', 'ignore'], 'update').map((p) => p.code),
    ).toContain('bulk.tooFewColumns');
  });

  it('matches a template column once: a second column with the same name is left to the merchant', () => {
    expect(matchHeaders(['tracking', 'Numéro de suivi', 'N° de suivi'])).toEqual([
      'tracking_number',
      null,
      null,
    ]);
  });
});

describe('row rules', () => {
  it.each([
    [{ carrier: '' }, 'carrier', 'cell.required'],
    [{ carrier: 'Pony Express' }, 'carrier', 'cell.carrierUnknown'],
    [{ carrier: 'GLS' }, 'carrier', 'cell.carrierNotRegistered'],
    [{ tracking_number: '1Z999AA10123456785' }, 'tracking_number', 'cell.trackingFormat'],
    [{ tracking_number: 'ab' }, 'tracking_number', 'cell.tooShort'],
    [{ issue: 'Stolen' }, 'issue', 'cell.issue'],
    [{ ...goods, nb_of_items: '1.5' }, 'nb_of_items', 'cell.wholeNumber'],
    [{ ...goods, nb_of_items: '0' }, 'nb_of_items', 'cell.zero'],
    [{ ...goods, unit_price: '-3' }, 'unit_price', 'cell.negative'],
    [{ ...goods, unit_price: 'abc' }, 'unit_price', 'cell.amountCharacter'],
    [{ ...goods, sales_date: '2026-11-22' }, 'sales_date', 'cell.dateRange'],
    [{ ...goods, sales_date: '01/10/2026' }, 'sales_date', 'cell.dateFormat'],
    [{ ...goods, currency_code: 'EURO' }, 'currency_code', 'cell.currency'],
    [{ ...goods, amount_incl: '20' }, 'amount_incl', 'cell.inclBelowExcl'],
    [{ ...goods, description: '' }, 'description', 'cell.required'],
  ] as [Partial<BulkCells>, string, string][])('%o: %s is %s', (change, column, error) => {
    const verdict = checkRow(cells(change), context);
    expect(verdict.errors).toMatchObject({ [column]: error });
    expect(verdict.claim).toBeNull();
  });

  it('warns on a failing carrier account, a zero or large amount, a high tax rate', () => {
    expect(checkRow(cells({ carrier: 'dpd', tracking_number: '01234567890128' }), context).warnings).toEqual({
      carrier: 'cell.carrierFailing',
    });
    const warned = checkRow(cells({ ...goods, amount_excl: '0', tax_percentage: '30' }), context);
    expect(warned.errors).toEqual({});
    expect(warned.warnings).toEqual({ amount_excl: 'cell.zeroAmount', tax_percentage: 'cell.largeTax' });
  });

  it('reads Excel date serials and leaves goods out when every goods cell is empty', () => {
    expect(fromExcelSerial('46296')).toBe('2026-10-01');
    expect(fromExcelSerial('123')).toBeNull();
    expect(checkRow(cells({ ...goods, sales_date: '46296' }), context).claim?.line?.sales_date).toBe(
      '2026-10-01',
    );
    expect(checkRow(cells({ currency_code: 'USD' }), context).claim?.line).toBeNull();
  });

  it('in an update file need the tracking number and the goods; the carrier is checked only when given', () => {
    const update = (change: Partial<BulkCells>) =>
      checkRow({ ...empty(), tracking_number: UPS, ...change }, context, 'update');
    const given = update(goods);
    expect(given.errors).toEqual({});
    expect(given.claim).toBeNull();
    expect(given.goods).toEqual({
      tracking_number: UPS,
      line: expect.objectContaining({ description: 'Shoes', nb_of_items: 2, currency_code: 'EUR' }),
    });
    // No goods: every goods cell without a default is required.
    expect(Object.keys(update({}).errors).sort()).toEqual([
      'amount_excl',
      'amount_incl',
      'description',
      'nb_of_items',
      'sales_date',
      'tax_percentage',
      'unit_price',
    ]);
    expect(update({ ...goods, carrier: 'GLS' }).errors).toEqual({ carrier: 'cell.carrierNotRegistered' });
    expect(update({ ...goods, carrier: 'UPS', tracking_number: '1Z999AA10123456785' }).errors).toEqual({
      tracking_number: 'cell.trackingFormat',
    });
    // The issue and the reference are not read in an update file.
    expect(update({ ...goods, issue: 'Stolen', reference: '' }).errors).toEqual({});
    // A start row's verdict has no goods update.
    expect(checkRow(cells(goods), context).goods).toBeNull();
  });

  it('groups repeated tracking numbers', () => {
    const keys = ['1z 999 aa1 0123456784', UPS, 'x', UPS].map(trackingKey);
    expect([...duplicateGroups(keys)]).toEqual([[UPS, [0, 1, 3]]]);
  });
});

describe('exports', () => {
  it('neutralise formulas in text and keep amounts as numbers', () => {
    const text = toCsv(
      ['a', 'b', 'c'],
      [
        ['=1+1', -12.5, '@SUM(A1)'],
        ['\tx', null, 'plain, "quoted"'],
      ],
    );
    expect(text).toBe(`\ufeffa,b,c\r\n'=1+1,-12.5,'@SUM(A1)\r\n"'\tx",,"plain, ""quoted"""\r\n`);
  });
});

/** Cells as merchants' files and fingers produce them: valid values, near misses and hostile text. */
const cell = fc.oneof(
  fc.constantFrom('', ' ', 'UPS', 'ups', 'DPD', 'gls', 'Lost', 'perdu', 'Damaged', UPS, '01234567890128'),
  fc.constantFrom(
    '2026-10-01',
    '46296',
    '2026/10/01',
    '12,50',
    '1.234,56',
    '-3',
    '0',
    '20 %',
    '9000',
    'EUR',
    'eur',
  ),
  fc.constantFrom(
    '=cmd|"/c calc"!A1',
    '+1',
    '@SUM(A1)',
    '"quoted"',
    'a,b;c\td',
    'line\r\nbreak',
    '\ufeffBOM',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 12 }),
);
const row = fc.record(
  Object.fromEntries(BULK_COLUMNS.map((column) => [column, cell])) as Record<keyof BulkCells, typeof cell>,
);

describe('the browser and the server', () => {
  it('reach the same verdict on every row of any file', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 1, maxLength: 15 }), (rows) => {
        const browser = rows.map((cells) => checkRow(cells, context));
        // Rows with nothing in them are not rows to the reader; the browser calls them errors.
        const kept = rows.filter((cells, index) => {
          const blank = BULK_COLUMNS.every((column) => cells[column].trim() === '');
          if (blank) expect(browser[index]!.claim).toBeNull();
          return !blank;
        });
        const read = readSheet(bytes(canonicalCsv(kept)), 'csv');
        if (!kept.length) return;
        expect(read.ok).toBe(true);
        if (!read.ok) return;
        const matches = matchHeaders(read.sheet.headers);
        expect(read.sheet.rows).toHaveLength(kept.length);
        read.sheet.rows.forEach((serverRow, index) => {
          expect(checkRow(cellsOf(serverRow, matches), context)).toEqual(checkRow(kept[index]!, context));
        });
      }),
      { numRuns: 300 },
    );
  });
});
