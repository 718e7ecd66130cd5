/**
 * A small, fast reader of an .xlsx file's first sheet as rows of text, for the bulk wizard's worker
 * and the server alike (and the audit's invoice reader). SheetJS builds a whole workbook model and
 * took 2 to 3 s and about 550 MB for a 5 MB file here (QUALITY.md budget: 2.5 s, 300 MB); this reads
 * only what a sheet of values needs: the workbook (first sheet, 1904 dates), its relationships, the
 * shared strings, the styles (which number formats are dates) and the sheet, scanning the XML with
 * indexOf rather than building a DOM.
 *
 * Call it after `scanZip` (../zip-scan) has accepted the archive: fflate inflates each entry into a
 * buffer of its declared size, so an entry cannot grow past what the scan allowed.
 *
 * Cells come out as SheetJS gave them to the bulk reader: numbers without float noise, dates (a
 * number with a date format) as YYYY-MM-DD, booleans as TRUE/FALSE, errors as their text ('#N/A'),
 * formulas as their cached value.
 */
import { unzipSync } from 'fflate';

export class XlsxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxError';
  }
}

const text = new TextDecoder('utf-8');

/** XML character references and Excel's `_xHHHH_` escapes, decoded. */
export function decodeXml(value: string): string {
  let out = value;
  if (out.includes('&')) {
    out = out.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_, entity: string) => {
      switch (entity) {
        case 'amp':
          return '&';
        case 'lt':
          return '<';
        case 'gt':
          return '>';
        case 'quot':
          return '"';
        case 'apos':
          return "'";
        default:
          return String.fromCodePoint(
            entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10),
          );
      }
    });
  }
  if (out.includes('_x')) {
    out = out.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
  }
  return out;
}

/** The value of attribute `name` in the tag text `tag` (`<c r="A1" s="2">`), or null. */
function attribute(tag: string, name: string): string | null {
  const at = tag.indexOf(` ${name}="`);
  if (at < 0) return null;
  const start = at + name.length + 3;
  const end = tag.indexOf('"', start);
  return end < 0 ? null : tag.slice(start, end);
}

/** The text of every `<t>` in `xml` (a shared string's runs), phonetic runs left out. */
function runsText(xml: string): string {
  const withoutPhonetic = xml.includes('<rPh') ? xml.replace(/<rPh[\s\S]*?<\/rPh>/g, '') : xml;
  let result = '';
  let from = 0;
  for (;;) {
    const open = withoutPhonetic.indexOf('<t', from);
    if (open < 0) break;
    const after = withoutPhonetic[open + 2];
    // '<t>' or '<t xml:space="preserve">', not '<tag…>'.
    if (after !== '>' && after !== ' ') {
      from = open + 2;
      continue;
    }
    const close = withoutPhonetic.indexOf('>', open);
    if (withoutPhonetic[close - 1] === '/') {
      from = close + 1;
      continue;
    }
    const end = withoutPhonetic.indexOf('</t>', close);
    if (end < 0) break;
    result += withoutPhonetic.slice(close + 1, end);
    from = end + 4;
  }
  return decodeXml(result);
}

function sharedStrings(xml: string | undefined): string[] {
  if (!xml) return [];
  const strings: string[] = [];
  let from = 0;
  for (;;) {
    const open = xml.indexOf('<si', from);
    if (open < 0) break;
    const close = xml.indexOf('>', open);
    if (xml[close - 1] === '/') {
      strings.push('');
      from = close + 1;
      continue;
    }
    const end = xml.indexOf('</si>', close);
    if (end < 0) break;
    strings.push(runsText(xml.slice(close + 1, end)));
    from = end + 5;
  }
  return strings;
}

/** Excel's built-in date and time formats (ECMA-376 18.8.30). */
const BUILTIN_DATE_FORMATS = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 30, 36, 45, 46, 47, 50, 57]);

/** Whether a custom number format shows a date: a d, m or y outside quotes, brackets and escapes. */
export function isDateFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\\./g, '')
    .replace(/_./g, '');
  return /[dmyDMY]/.test(bare) && !/^[#0.,%\s]*$/.test(bare);
}

/** For each cell style index, whether it formats a number as a date. */
function dateStyles(xml: string | undefined): boolean[] {
  if (!xml) return [];
  const custom = new Map<number, boolean>();
  for (const match of xml.matchAll(/<numFmt\b[^>]*>/g)) {
    const id = Number(attribute(match[0], 'numFmtId'));
    const code = decodeXml(attribute(match[0], 'formatCode') ?? '');
    custom.set(id, isDateFormat(code));
  }
  const start = xml.indexOf('<cellXfs');
  const end = xml.indexOf('</cellXfs>', start);
  if (start < 0 || end < 0) return [];
  const styles: boolean[] = [];
  for (const match of xml.slice(start, end).matchAll(/<xf\b[^>]*>/g)) {
    const id = Number(attribute(match[0], 'numFmtId') ?? 0);
    styles.push(custom.get(id) ?? BUILTIN_DATE_FORMATS.has(id));
  }
  return styles;
}

/** Column index of a cell reference ('C7' -> 2). */
function columnOf(reference: string): number {
  let column = 0;
  for (let index = 0; index < reference.length; index++) {
    const code = reference.charCodeAt(index);
    if (code < 65 || code > 90) break;
    column = column * 26 + (code - 64);
  }
  return column - 1;
}

const DAY_MS = 86_400_000;
/** Day 0 of each date system (the 1900 one counts Excel's phantom 1900-02-29, hence the 30th). */
const EPOCH_1900 = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** The day (YYYY-MM-DD) of an Excel date serial; the time of day is dropped. */
export const excelSerialDay = (serial: number, date1904 = false) =>
  new Date((date1904 ? EPOCH_1904 : EPOCH_1900) + Math.floor(serial + 1e-9) * DAY_MS)
    .toISOString()
    .slice(0, 10);

/**
 * A date written as an Excel date serial ('45744', as a CSV saved from Excel may hold: sales dates,
 * a carrier report's shipment dates) as YYYY-MM-DD; null for text that is not one.
 */
export function fromExcelSerial(text: string): string | null {
  const match = /^(\d{5})(?:\.\d+)?$/.exec(text.trim());
  if (!match) return null;
  const serial = Number(match[1]);
  // 1982-01-01 .. 2119: a serial outside this is not a plausible date of a sale or a shipment.
  if (serial < 29_952 || serial > 80_000) return null;
  return excelSerialDay(serial);
}

/** A number as people read it: no float noise ('0.30000000000000004' is '0.3'). */
export const numberText = (value: number) => String(Number(value.toPrecision(15)));

/**
 * A number cell's text. Excel keeps 15 significant digits: a whole number of 16 digits or more
 * (a long tracking number typed into a cell formatted General) lost its last ones, so it is written
 * as Excel shows it, in scientific notation ('1.23456789012346E+19'), which the tracking rule
 * refuses with 'Excel rounded this number', instead of digits ending in made-up zeros.
 */
export function cellNumberText(value: number): string {
  if (!Number.isInteger(value) || Math.abs(value) < 1e15) return numberText(value);
  const [mantissa, exponent] = value.toExponential(14).split('e');
  return `${mantissa!.replace(/\.?0+$/, '')}E${exponent}`;
}

/** The workbook's sheets in their order, each with its name and its part's path (null: not found). */
function sheetParts(workbook: string, relationships: string): { name: string; path: string | null }[] {
  const targets = new Map<string, string>();
  for (const match of relationships.matchAll(/<Relationship\b[^>]*>/g)) {
    const id = attribute(match[0], 'Id');
    const target = attribute(match[0], 'Target');
    if (id && target)
      targets.set(id, target.startsWith('/') ? target.slice(1) : `xl/${target.replace(/^\.\//, '')}`);
  }
  return [...workbook.matchAll(/<sheet\b[^>]*>/g)].map((match) => {
    const id = /\br:id="([^"]+)"/.exec(match[0])?.[1] ?? attribute(match[0], 'r:id');
    return { name: decodeXml(attribute(match[0], 'name') ?? ''), path: (id && targets.get(id)) || null };
  });
}

/** A workbook opened: its sheets' names, and each sheet's rows read when asked for. */
export interface Workbook {
  names: string[];
  /**
   * A sheet's rows as text, sparse cells as '' (rows keep their positions: an empty row in the
   * middle is an empty array). Throws XlsxError when the sheet's part is missing.
   */
  rows(index: number): string[][];
}

/** Opens an .xlsx: throws XlsxError when the archive is not a workbook. */
export function openWorkbook(bytes: Uint8Array): Workbook {
  let files: Record<string, Uint8Array>;
  const wanted = new Set([
    'xl/workbook.xml',
    'xl/_rels/workbook.xml.rels',
    'xl/sharedStrings.xml',
    'xl/styles.xml',
  ]);
  try {
    files = unzipSync(bytes, {
      filter: (file) => wanted.has(file.name) || file.name.startsWith('xl/worksheets/'),
    });
  } catch (error) {
    throw new XlsxError(`not a readable zip: ${String(error).slice(0, 120)}`);
  }
  const read = (name: string) => (files[name] ? text.decode(files[name]) : undefined);
  const workbook = read('xl/workbook.xml');
  const relationships = read('xl/_rels/workbook.xml.rels');
  if (!workbook || !relationships) throw new XlsxError('no workbook part');
  const parts = sheetParts(workbook, relationships);
  const strings = sharedStrings(read('xl/sharedStrings.xml'));
  const dates = dateStyles(read('xl/styles.xml'));
  const date1904 = /<workbookPr\b[^>]*\bdate1904="(1|true)"/.test(workbook);
  return {
    names: parts.map((part) => part.name),
    rows(index) {
      const path = parts[index]?.path;
      const sheet = path ? read(path) : undefined;
      if (!sheet)
        throw new XlsxError(index === 0 ? 'the first sheet is missing' : `sheet ${index + 1} is missing`);
      return sheetRows(sheet, strings, dates, date1904);
    },
  };
}

/** The first sheet's rows as text (see Workbook.rows). Throws XlsxError when the archive is not a workbook. */
export function readFirstSheet(bytes: Uint8Array): string[][] {
  const workbook = openWorkbook(bytes);
  if (!workbook.names.length) throw new XlsxError('the first sheet is missing');
  return workbook.rows(0);
}

function sheetRows(sheet: string, strings: string[], dates: boolean[], date1904: boolean): string[][] {
  const rows: string[][] = [];
  const dataStart = sheet.indexOf('<sheetData');
  const dataEnd = sheet.lastIndexOf('</sheetData>');
  if (dataStart < 0 || dataEnd < 0) return rows;
  let at = dataStart;
  let nextRow = 0;
  for (;;) {
    const rowOpen = sheet.indexOf('<row', at);
    if (rowOpen < 0 || rowOpen > dataEnd) break;
    const rowTagEnd = sheet.indexOf('>', rowOpen);
    const rowTag = sheet.slice(rowOpen, rowTagEnd + 1);
    const number = attribute(rowTag, 'r');
    const rowIndex = number ? Number(number) - 1 : nextRow;
    nextRow = rowIndex + 1;
    while (rows.length < rowIndex) rows.push([]);
    const cells: string[] = [];
    rows[rowIndex] = cells;
    if (rowTag.endsWith('/>')) {
      at = rowTagEnd + 1;
      continue;
    }
    const rowClose = sheet.indexOf('</row>', rowTagEnd);
    let cellAt = rowTagEnd + 1;
    let nextColumn = 0;
    for (;;) {
      const cellOpen = sheet.indexOf('<c', cellAt);
      if (cellOpen < 0 || cellOpen > rowClose) break;
      const cellTagEnd = sheet.indexOf('>', cellOpen);
      const cellTag = sheet.slice(cellOpen, cellTagEnd + 1);
      const reference = attribute(cellTag, 'r');
      const column = reference ? columnOf(reference) : nextColumn;
      nextColumn = column + 1;
      let body = '';
      if (cellTag.endsWith('/>')) cellAt = cellTagEnd + 1;
      else {
        const cellClose = sheet.indexOf('</c>', cellTagEnd);
        body = sheet.slice(cellTagEnd + 1, cellClose);
        cellAt = cellClose + 4;
      }
      const type = attribute(cellTag, 't') ?? 'n';
      let value = '';
      if (type === 'inlineStr') value = runsText(body);
      else {
        const vOpen = body.indexOf('<v');
        if (vOpen >= 0) {
          const vStart = body.indexOf('>', vOpen) + 1;
          const raw = body.slice(vStart, body.indexOf('</v>', vStart));
          switch (type) {
            case 's':
              value = strings[Number(raw)] ?? '';
              break;
            case 'b':
              value = raw === '1' ? 'TRUE' : 'FALSE';
              break;
            case 'str':
            case 'e':
              value = decodeXml(raw);
              break;
            case 'd':
              value = raw.slice(0, 10);
              break;
            default: {
              const numeric = Number(raw);
              const style = Number(attribute(cellTag, 's') ?? 0);
              if (raw === '' || !Number.isFinite(numeric)) value = decodeXml(raw);
              else if (dates[style]) value = excelSerialDay(numeric, date1904);
              else value = cellNumberText(numeric);
            }
          }
        }
      }
      while (cells.length < column) cells.push('');
      cells[column] = value;
    }
    at = rowClose + 6;
  }
  return rows;
}
