import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { readDecimal } from '../../claims/cells';
import type { ChargeCategory, ChargeLine } from '../charge-line';
import { readInvoice } from '../read-invoice';
import { readInvoiceStream } from '../read-invoice-stream';
import {
  CellPick,
  type CsvNewline,
  CsvReader,
  CsvRow,
  guessDelimiter,
  guessNewline,
  SEGMENT_KEPT,
  SEGMENT_NEW,
  SEGMENT_SAME,
} from './csv';
import { amountOf, categoryOfLabel, dateOf, dimensionsCm, kilograms, plainAmount } from './read';
import { UPS_COLUMNS, UPS_WIDTH, UpsReader, upsLine } from './ups';

/** Rows as the reader gives them, each with its line number. */
function rowsOf(chunks: string[], options?: ConstructorParameters<typeof CsvReader>[1]) {
  const rows: [number, string[]][] = [];
  const reader = new CsvReader((row, line) => rows.push([line, [...row.cells()]]), options);
  for (const chunk of chunks) reader.push(chunk);
  reader.end();
  return { rows, delimiter: reader.delimiter };
}

/** What papaparse's step (as forEachCsvRow used it) gave: the reference for every row read. */
function papaRows(text: string) {
  const rows: [number, string[]][] = [];
  let delimiter = ',';
  Papa.parse<string[]>(text, {
    delimitersToGuess: [',', ';', '\t'],
    skipEmptyLines: 'greedy',
    step: (results) => {
      delimiter = results.meta.delimiter;
      rows.push([rows.length + 1, results.data]);
    },
  } as Papa.ParseConfig<string[]>);
  return { rows, delimiter };
}

/** A seeded random number generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

const TRICKY = [
  'a,b,c\r\n1,2,3\r\n',
  'a,b,c\n1,2,3',
  'a,b,c\r1,2,3\r4,5,6',
  'a;b;c\n1;2;3\n',
  'a\tb\tc\n1\t2\t3\n',
  'name,amount\n"Dupont, Marie",12\n"say ""hi""",3\n',
  'a,b\n"line one\nline two",x\n"cr\r\nlf",y\r\n',
  'a,b\r\n"x"  ,y\r\n"z"  \r\nlast,row',
  'a,b\n"open,never closed\nstill,in it',
  'a,b\nmid"quote,x\n"a"b,c\n',
  'a,b\n\n   \n,,\n ; \n1,2\n\n',
  ' a,b\n"",""\n" "," "\n',
  'a,b\r\nlone\nlf,in crlf\r\n',
  'one cell\nanother\n',
  '',
  '\n\n',
  '"a""",b\n"""",""""""\n',
  'x;y,z;w\nx;y,z;w\n',
  'a,b,c\n1,2\n3,4,5,6\n7\n8,9,10\n',
];

describe('CSV rows as papaparse read them', () => {
  it('reads quoted cells, doubled quotes, delimiters and newlines in quotes, CRLF, LF and CR', () => {
    expect(rowsOf(['name,amount\r\n"Dupont, Marie",12\r\n"say ""hi""\r\nagain",3\r\n']).rows).toEqual([
      [1, ['name', 'amount']],
      [2, ['Dupont, Marie', '12']],
      [3, ['say "hi"\r\nagain', '3']],
    ]);
    expect(rowsOf(['a;b\r1;2\r']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
    ]);
    // The newline is guessed once: a lone \n in a \r\n file stays in its cell.
    expect(rowsOf(['a,b\r\nlone\nlf,x\r\n']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['lone\nlf', 'x']],
    ]);
  });

  it('skips rows of nothing but spaces and delimiters, and numbers the others without them', () => {
    expect(rowsOf(['a,b\n\n  \n,,\n\t,\n1,2\n']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
    ]);
  });

  it('guesses the delimiter as papaparse did: the most regular of the first ten rows, then the most fields', () => {
    expect(rowsOf(['a;b;c\n1;2,5;3\n']).delimiter).toBe(';');
    expect(rowsOf(['a\tb\n1\t2\n']).delimiter).toBe('\t');
    expect(rowsOf(['just text\nmore text\n']).delimiter).toBe(',');
    expect(guessNewline('a\r\nb\r\nc\nd\r\n')).toBe('\r\n');
    expect(guessNewline('a\nb\r\nc')).toBe('\n');
    expect(guessNewline('"x\r\ny"\nz')).toBe('\n');
    expect(guessDelimiter('x;y,z;w\nx;y,z;w\n', '\n')).toBe(';');
  });

  it('keeps papaparse’s reading of odd quotes', () => {
    expect(rowsOf(['a,b\nmid"quote,x\n"a"b,c\n"x"  ,y\n']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['mid"quote', 'x']],
      [3, ['a"b,c\n"x', 'y']],
    ]);
    // Never closed: the rest of the file is the cell.
    expect(rowsOf(['a,b\n"open,never closed\nstill']).rows).toEqual([
      [1, ['a', 'b']],
      [2, ['open,never closed\nstill']],
    ]);
  });

  it('reads every tricky sample as papaparse does', () => {
    for (const text of TRICKY) {
      const papa = papaRows(text);
      const ours = rowsOf([text]);
      expect(ours.rows, JSON.stringify(text)).toEqual(papa.rows);
      if (papa.rows.length) expect(ours.delimiter, JSON.stringify(text)).toBe(papa.delimiter);
    }
  });

  it('reads random texts as papaparse does', () => {
    const next = random(7);
    const alphabets = ['ab ,"\r\n', 'ab;"\n', 'a\t"\r\n ', 'ab,;\t"\r\n x', 'a,"\n', 'é\u00a0,"\n', 'a,;\n'];
    for (let test = 0; test < 3000; test++) {
      const alphabet = alphabets[test % alphabets.length]!;
      const length = Math.floor(next() * (test % 5 === 0 ? 120 : 40));
      let text = '';
      for (let at = 0; at < length; at++) text += alphabet[Math.floor(next() * alphabet.length)];
      const papa = papaRows(text);
      const ours = rowsOf([text]);
      expect(ours.rows, JSON.stringify(text)).toEqual(papa.rows);
      if (papa.rows.length) expect(ours.delimiter, JSON.stringify(text)).toBe(papa.delimiter);
    }
  });

  it('reads a text cut anywhere, inside quotes or between \\r and \\n, as the text whole', () => {
    const samples = [
      'a,b,c\r\n"x,\r\ny",2,"say ""hi"""\r\n\r\n4,5,6\r\nlast,"q""",z',
      'a;b\n"open\n;cell";2\n  \n3;"x"  \n4;y',
      'h1,h2\r\n1,2\r\n"",""\r\n"a"b,c\r\n"unclosed,\r\nend',
    ];
    for (const text of samples) {
      const whole = rowsOf([text]);
      const newline = guessNewline(text);
      const delimiter = guessDelimiter(text, newline) as ',';
      const known = { delimiter, newline };
      for (let first = 0; first <= text.length; first++) {
        for (let second = first; second <= text.length; second++) {
          const chunks = [text.slice(0, first), text.slice(first, second), text.slice(second)];
          // Once the format is known each chunk is read as it comes: the cut rows wait for the next.
          expect(rowsOf(chunks, known).rows, `${JSON.stringify(text)} cut at ${first}, ${second}`).toEqual(
            whole.rows,
          );
        }
        expect(rowsOf([text.slice(0, first), text.slice(first)]).rows).toEqual(whole.rows);
      }
      expect(rowsOf([...text], known).rows).toEqual(whole.rows);
      expect(rowsOf([...text]).rows).toEqual(whole.rows);
    }
  });

  it('reads random texts cut at random as the texts whole', () => {
    const next = random(11);
    const alphabets = ['ab ,"\r\n', 'a;"\n', 'ab,"\r\n'];
    for (let test = 0; test < 1500; test++) {
      const alphabet = alphabets[test % alphabets.length]!;
      const length = Math.floor(next() * 60);
      let text = '';
      for (let at = 0; at < length; at++) text += alphabet[Math.floor(next() * alphabet.length)];
      const newline = guessNewline(text);
      const known = { delimiter: guessDelimiter(text, newline) as ',', newline: newline as CsvNewline };
      const cuts = [0, Math.floor(next() * length), Math.floor(next() * length), length].sort(
        (a, b) => a - b,
      );
      const chunks = cuts.slice(1).map((cut, k) => text.slice(cuts[k], cut));
      expect(rowsOf(chunks, known).rows, JSON.stringify(chunks)).toEqual(rowsOf([text]).rows);
    }
  });

  it('hands a row without quotes on where it lies, its cells made strings only when asked', () => {
    const seen: string[] = [];
    new CsvReader((row) => {
      seen.push(row.given ? `cells ${row.given.join('|')}` : `text ${row.text.slice(row.start, row.end)}`);
    }).read('a,b\n"x",y\n');
    expect(seen).toEqual(['text a,b', 'cells x|y']);
  });
});

describe('picking cells', () => {
  const pickOf = (pick: CellPick) =>
    Array.from(pick.columns, (_, slot) => pick.text.slice(pick.starts[slot], pick.ends[slot]));

  it('finds the cells asked for, empty when the row is short, from text or from cells', () => {
    const pick = new CellPick([0, 2, 5]);
    const row = new CsvRow();
    row.set(';', 'zz;a;b;c;d;e;f;zz', 3, 15, null);
    row.pick(pick);
    expect(pickOf(pick)).toEqual(['a', 'c', 'f']);
    row.set(',', 'a,b', 0, 3, null);
    row.pick(pick);
    expect(pickOf(pick)).toEqual(['a', '', '']);
    CsvRow.of(['1', '2', '3']).pick(pick);
    expect(pickOf(pick)).toEqual(['1', '3', '']);
  });

  it('reads again only the segments that changed, keeping several texts where asked', () => {
    const pick = new CellPick([0, 1, 3, 4, 6], [{ column: 0 }, { column: 3, keep: 2 }, { column: 5 }]);
    const rows = [
      'p1,x,_,fuel,1.5,_,end,',
      'p1,x,_,base,7.0,_,end,',
      'p1,x,_,fuel,1.5,_,end,',
      'p2,y,_,fuel,1.5,_,end',
      'p2,y,_,fuel,1.5,_,end',
      'p2,y',
    ];
    const states: number[][] = [];
    const row = new CsvRow();
    const fresh = new CellPick([0, 1, 3, 4, 6], [{ column: 0, keep: 0 }]);
    for (const text of rows) {
      row.set(',', `#${text}#`, 1, text.length + 1, null);
      row.pick(pick);
      row.pick(fresh);
      expect(pickOf(pick)).toEqual(pickOf(fresh));
      states.push(Array.from(pick.state));
    }
    expect(states).toEqual([
      [SEGMENT_NEW, SEGMENT_NEW, SEGMENT_NEW],
      [SEGMENT_SAME, SEGMENT_NEW, SEGMENT_SAME],
      [SEGMENT_SAME, SEGMENT_KEPT, SEGMENT_SAME],
      [SEGMENT_NEW, SEGMENT_SAME, SEGMENT_NEW],
      // The last segment ended the row: not kept, so read again.
      [SEGMENT_SAME, SEGMENT_SAME, SEGMENT_NEW],
      // Too short for the first segment's text.
      [SEGMENT_NEW, SEGMENT_NEW, SEGMENT_NEW],
    ]);
  });

  it('forgets what it kept when the delimiter changes', () => {
    const pick = new CellPick([0, 2]);
    const row = new CsvRow();
    row.set(',', 'a,b;c,d', 0, 7, null);
    row.pick(pick);
    row.set(';', 'a,b;c,d', 0, 7, null);
    row.pick(pick);
    expect(pickOf(pick)).toEqual(['a,b', '']);
    expect(Array.from(pick.state)).toEqual([SEGMENT_NEW]);
  });
});

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

const WEIGHT_TYPES: Record<string, ChargeLine['billedWeightType']> = {
  '1': 'actual',
  '2': 'dimensional',
  '3': 'minimum',
};

function referenceUps(row: string[], sourceLine: number): ChargeLine | null {
  const cell = (position: number) => (row[position - 1] ?? '').trim();
  const C = UPS_COLUMNS;
  if (cell(C.chargeClassificationCode).toUpperCase() === 'INF') return null;
  const net = referenceAmount(cell(C.netAmount));
  const discount = Math.abs(referenceAmount(cell(C.incentiveAmount)));
  const weightUnit = cell(C.billedWeightUnit) || cell(C.enteredWeightUnit);
  const inches = cell(C.dimensionUnit)
    ? /^in/i.test(cell(C.dimensionUnit))
    : weightUnit.toUpperCase().startsWith('L');
  const classification = cell(C.chargeClassificationCode).toUpperCase();
  const label = `${cell(C.chargeDescriptionCode)} ${cell(C.chargeDescription)}`;
  const chargeCategory: ChargeCategory = (() => {
    if (classification === 'FSC') return 'fuel';
    if (classification === 'TAX') return /vat|tva/i.test(label) ? 'vat' : 'duties_taxes';
    if (classification === 'GOV' || classification === 'BRK') return 'duties_taxes';
    if (classification === 'FRT')
      return cell(C.chargeCategoryCode).toUpperCase() === 'RTN' ? 'return_to_sender' : 'transportation';
    const read = categoryOfLabel(label);
    if (cell(C.chargeCategoryCode).toUpperCase() === 'ADJ' && read === 'other') return 'adjustment';
    return read;
  })();
  const place = { country: '', postalCode: '', city: '', residential: null, company: '' };
  return {
    carrier: 'ups',
    account: cell(C.accountNumber),
    invoiceNumber: cell(C.invoiceNumber),
    invoiceDate: referenceDate(cell(C.invoiceDate)),
    currency: (cell(C.transactionCurrency) || cell(C.invoiceCurrency)).toUpperCase(),
    trackingNumber: cell(C.trackingNumber).toUpperCase(),
    leadShipmentNumber: cell(C.leadShipmentNumber).toUpperCase(),
    references: [cell(C.shipmentReference1), cell(C.shipmentReference2), cell(C.packageReference1)].filter(
      Boolean,
    ),
    shipDate: referenceDate(cell(C.shipmentDate)) || referenceDate(cell(C.transactionDate)),
    deliveryDate: referenceDate(cell(C.deliveryDate)),
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
      residential: chargeCategory === 'residential' ? true : null,
    },
    enteredWeightKg: referenceKilograms(cell(C.enteredWeight), cell(C.enteredWeightUnit)),
    billedWeightKg: referenceKilograms(cell(C.billedWeight), cell(C.billedWeightUnit)),
    billedWeightType: WEIGHT_TYPES[cell(C.billedWeightType)] ?? 'unknown',
    dimensionsCm: referenceDimensions(cell(C.packageDimensions).split(/x/i), inches),
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
  ' 2026-11-05 ',
  '2026-11-05T10:00',
  'x',
  '',
  '2026-1-05',
];
const VALUES: Partial<Record<keyof typeof UPS_COLUMNS, string[]>> = {
  version: ['2.1'],
  accountNumber: ['A12B34', ' A12B34', 'B99X11'],
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
  billedWeightType: ['1', '2', '3', '', '4'],
  packageDimensions: ['12.0x 9.0x 7.0', '10X20X30', '', 'axbxc', '30.0x 20.0x 10.0', '1x2'],
  dimensionUnit: ['CM', 'IN', 'in', 'inch', '', 'i', ' in'],
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
