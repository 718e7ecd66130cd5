/**
 * The cell rules of spec section 5, as pure functions from the text a person typed (in the goods
 * form) or a file holds (in a bulk file) to a value, an error or a value with a warning. The single
 * claim schema and the bulk validator both call these, in the browser and on the server, so a
 * value gets the same verdict everywhere.
 *
 * Each error and warning is a message key of the web catalogs (`cell.*`).
 */
import { normaliseTracking } from '../carriers/carriers';
import { readDecimal } from '../sheets/decimals';
import { CURRENCY_CODES, DEFAULT_CURRENCY } from './currencies';

export type CellVerdict<T> = { ok: true; value: T; warning?: CellWarning } | { ok: false; error: CellError };

export type CellError =
  | 'cell.required'
  | 'cell.characters'
  | 'cell.amountCharacter'
  | 'cell.excelRounded'
  | 'cell.number'
  | 'cell.negative'
  | 'cell.zero'
  | 'cell.wholeNumber'
  | 'cell.decimals'
  | 'cell.taxRange'
  | 'cell.dateFormat'
  | 'cell.dateRange'
  | 'cell.currency'
  | 'cell.tooShort'
  | 'cell.tooLong';

export type CellWarning = 'cell.zeroAmount' | 'cell.largeAmount' | 'cell.largeTax';

/**
 * The confirm-the-value thresholds (the spec leaves them open). A goods line above 5,000 in its
 * currency is far above what carriers' standard liability pays without a declared value, so it is
 * usually a typing slip (a missing decimal separator); a tax rate above 27 % is above every EU VAT
 * rate (Hungary's 27 % is the highest), so it is usually an amount typed in the tax column.
 */
export const CONFIRM_AMOUNT_ABOVE = 5000;
export const CONFIRM_TAX_ABOVE = 27;

/** Minimum and maximum lengths of the free-text cells (the spec asks for minimums without values). */
export const TEXT_LIMITS = {
  tracking_number: { min: 8, max: 40 },
  reference: { min: 3, max: 60 },
  description: { min: 3, max: 500 },
} as const;

const ok = <T>(value: T, warning?: CellWarning): CellVerdict<T> =>
  warning ? { ok: true, value, warning } : { ok: true, value };
const fail = (error: CellError): CellVerdict<never> => ({ ok: false, error });

const decimalsOf = (value: number) => {
  if (Number.isInteger(value)) return 0;
  const text = String(value);
  const point = text.indexOf('.');
  return point < 0 ? 0 : text.length - point - 1;
};

function number(text: string, allowed: RegExp): CellVerdict<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('cell.required');
  if (/^-/.test(trimmed))
    return readDecimal(trimmed.slice(1)) === null ? fail('cell.number') : fail('cell.negative');
  if (!allowed.test(trimmed)) return fail('cell.characters');
  const value = readDecimal(trimmed);
  return value === null ? fail('cell.number') : ok(value);
}

/**
 * An amount (total price, amounts incl./excl. tax): digits, comma and point (groups may be spaced);
 * zero warns, a large one warns. Any other character ('€', 'EUR') is refused with
 * 'cell.amountCharacter', whose message names it and shows the amount written right.
 */
export function amountCell(text: string): CellVerdict<number> {
  const read = number(text, /^[\d.,\s\u00a0\u202f]+$/);
  if (!read.ok) return read.error === 'cell.characters' ? fail('cell.amountCharacter') : read;
  if (decimalsOf(read.value) > 2) return fail('cell.decimals');
  if (read.value === 0) return ok(0, 'cell.zeroAmount');
  return ok(read.value, read.value > CONFIRM_AMOUNT_ABOVE ? 'cell.largeAmount' : undefined);
}

/** A price that must be positive (the unit price): zero is an error. */
export function positiveAmountCell(text: string): CellVerdict<number> {
  const read = amountCell(text);
  if (read.ok && read.value === 0) return fail('cell.zero');
  return read;
}

/** A quantity: digits only, a whole number of 1 or more. */
export function quantityCell(text: string): CellVerdict<number> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('cell.required');
  if (/^-/.test(trimmed)) return fail('cell.negative');
  if (/^\d+[.,]\d+$/.test(trimmed))
    return /^\d+[.,]0+$/.test(trimmed) ? ok(Number.parseInt(trimmed, 10)) : fail('cell.wholeNumber');
  if (!/^\d+$/.test(trimmed)) return fail('cell.characters');
  const value = Number(trimmed);
  if (value === 0) return fail('cell.zero');
  if (!Number.isSafeInteger(value)) return fail('cell.number');
  return ok(value);
}

/** A tax percentage: digits, comma, point and '%'; 0 to 100, above 27 % warns. */
export function taxCell(text: string): CellVerdict<number> {
  const trimmed = text.trim().replace(/\s*%$/, '');
  if (trimmed === '') return fail('cell.required');
  const read = number(trimmed, /^[\d.,]+$/);
  if (!read.ok) return read;
  if (read.value > 100) return fail('cell.taxRange');
  if (decimalsOf(read.value) > 2) return fail('cell.decimals');
  return ok(read.value, read.value > CONFIRM_TAX_ABOVE ? 'cell.largeTax' : undefined);
}

const DAY_MS = 86_400_000;

/** Today's date (UTC) as YYYY-MM-DD: the browser and the server count the window on the same calendar. */
export const isoDay = (at: Date) => at.toISOString().slice(0, 10);

let lastWindow: { day: number; window: { from: string; to: string } } | null = null;

/** The window a sales date must fall in: from two years before today to yesterday. */
export function salesDateWindow(today: Date): { from: string; to: string } {
  // A file checks thousands of dates against the same day's window: it is worked out once a day.
  const day = Math.floor(today.getTime() / DAY_MS);
  if (lastWindow?.day === day) return lastWindow.window;
  const twoYearsAgo = new Date(today.getTime());
  twoYearsAgo.setUTCFullYear(twoYearsAgo.getUTCFullYear() - 2);
  const window = { from: isoDay(twoYearsAgo), to: isoDay(new Date(today.getTime() - DAY_MS)) };
  lastWindow = { day, window };
  return window;
}

/** Days in a month (1-based month) of a year. */
export const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** A sales date: digits, '/' and '-', written YYYY-MM-DD (YYYY/MM/DD read the same), two years ago to yesterday. */
export function salesDateCell(text: string, today: Date): CellVerdict<string> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('cell.required');
  if (!/^[\d/-]+$/.test(trimmed)) return fail('cell.characters');
  const match = /^(\d{4})[-/](\d{2})[-/](\d{2})$/.exec(trimmed);
  if (!match) return fail('cell.dateFormat');
  const value = `${match[1]}-${match[2]}-${match[3]}`;
  const window = salesDateWindow(today);
  // Outside the window whatever the day: no need to check the calendar.
  if (value.slice(0, 7) < window.from.slice(0, 7) || value.slice(0, 7) > window.to.slice(0, 7)) {
    const month = Number(match[2]);
    if (month < 1 || month > 12) return fail('cell.dateFormat');
    return fail('cell.dateRange');
  }
  const month = Number(match[2]);
  const dayOfMonth = Number(match[3]);
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > daysInMonth(Number(match[1]), month))
    return fail('cell.dateFormat');
  if (value < window.from || value > window.to) return fail('cell.dateRange');
  return ok(value);
}

/** A currency: an ISO 4217 code in any case; empty means EUR. */
export function currencyCell(text: string): CellVerdict<string> {
  const code = text.trim().toUpperCase();
  if (code === '') return ok(DEFAULT_CURRENCY);
  return CURRENCY_CODES.has(code) ? ok(code) : fail('cell.currency');
}

/** Free text with a minimum and a maximum length; control characters are refused. */
export function textCell(text: string, limits: { min: number; max: number }): CellVerdict<string> {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  if (trimmed === '') return fail('cell.required');
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (/[\u0000-\u001f\u007f]/.test(trimmed)) return fail('cell.characters');
  if (trimmed.length < limits.min) return fail('cell.tooShort');
  if (trimmed.length > limits.max) return fail('cell.tooLong');
  return ok(trimmed);
}

/**
 * A number in scientific notation ('1,23457E+19', '1.23456789012346E+19'): what Excel shows, and
 * saves, for a long number it stored as a number, keeping 15 significant digits (the spreadsheet
 * reader writes such a cell so too).
 */
const EXCEL_ROUNDED = /^\d+(?:[.,]\d+)?E\+?\d+$/i;

/**
 * A tracking number: letters, digits, spaces and dashes (dropped), upper-cased, with the length
 * rules. One Excel stored as a number lost its last digits: 'cell.excelRounded', never accepted.
 */
export function trackingCell(text: string): CellVerdict<string> {
  const trimmed = text.trim();
  if (trimmed === '') return fail('cell.required');
  if (EXCEL_ROUNDED.test(trimmed)) return fail('cell.excelRounded');
  if (!/^[A-Za-z0-9\s-]+$/.test(trimmed)) return fail('cell.characters');
  const value = normaliseTracking(trimmed);
  if (value.length < TEXT_LIMITS.tracking_number.min) return fail('cell.tooShort');
  if (value.length > TEXT_LIMITS.tracking_number.max) return fail('cell.tooLong');
  return ok(value);
}

/** Digits and separators as an amount the rules take: its decimal separator as written, no groups. */
export function plainAmount(compact: string): string | null {
  if (readDecimal(compact) === null) return null;
  const decimal = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  const fraction = decimal >= 0 ? compact.slice(decimal + 1) : '';
  // '1,234' or '1.234.567': groups, not decimals (more than two digits after the last separator).
  if (decimal < 0 || fraction.length > 2) return compact.replace(/[.,]/g, '');
  return `${compact.slice(0, decimal).replace(/[.,]/g, '')}${compact[decimal]}${fraction}`;
}

/**
 * How a refused amount should be written, for the message that refuses it: the first character
 * not allowed, and the amount as the rules take it ('1 234,56 €': '€', '1234,56').
 */
export function amountAdvice(text: string): { character: string; example: string } {
  const character = [...text.trim()].find((char) => !/[\d.,\s\u00a0\u202f]/u.test(char)) ?? '';
  const digits = text.replace(/[^\d.,]/g, '').replace(/^[.,]+|[.,]+$/g, '');
  return { character, example: (digits && plainAmount(digits)) || '1234,56' };
}
