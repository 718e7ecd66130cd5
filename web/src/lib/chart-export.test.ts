/** A chart's files: the spreadsheet keeps amounts as numbers and never runs a text cell as a formula. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { read, utils } from 'xlsx';
import { saveCsv, saveXlsx } from './chart-export';
import * as files from './save-file';

afterEach(() => vi.restoreAllMocks());

const table = {
  header: ['Service', 'Spend (EUR)'],
  rows: [
    ['=HYPERLINK("http://x")', -12.5],
    ['Standard', 1234.56],
  ],
};

describe('chart files', () => {
  it('write an XLSX sheet with numbers as numbers and formulas neutralised', async () => {
    // Prepare
    const save = vi.spyOn(files, 'saveFile').mockImplementation(() => {});

    // Act
    await saveXlsx(table, 'parcel-audit-spend-service-12m', 'Spend by service');

    // Assess
    const [content, type, name] = save.mock.calls[0]!;
    expect(name).toBe('parcel-audit-spend-service-12m.xlsx');
    expect(type).toContain('spreadsheetml');
    const book = read(new Uint8Array(content as ArrayBuffer), { type: 'array' });
    expect(book.SheetNames).toEqual(['Spend by service']);
    const sheet = book.Sheets['Spend by service']!;
    expect(utils.sheet_to_json(sheet, { header: 1 })).toEqual([
      ['Service', 'Spend (EUR)'],
      ['\'=HYPERLINK("http://x")', -12.5],
      ['Standard', 1234.56],
    ]);
    expect(sheet.B2?.t).toBe('n');
    expect(sheet.A2?.f).toBeUndefined();
  });

  it('write a CSV file named after the graph', () => {
    // Prepare
    const save = vi.spyOn(files, 'saveFile').mockImplementation(() => {});

    // Act
    saveCsv(table, 'parcel-audit-spend-service-12m');

    // Assess
    const [content, , name] = save.mock.calls[0]!;
    expect(name).toBe('parcel-audit-spend-service-12m.csv');
    expect(content).toBe(
      '\ufeffService,Spend (EUR)\r\n"\'=HYPERLINK(""http://x"")",-12.5\r\nStandard,1234.56\r\n',
    );
  });
});
