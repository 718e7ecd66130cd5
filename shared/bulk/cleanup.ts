/**
 * The wizard's one-step clean-ups (issue 24): cells a spreadsheet wrote its own way, turned into
 * what the spec's rules take, never silently. The rules themselves are unchanged (an amount holds
 * digits, comma and point; a date is YYYY-MM-DD): these say what a refused cell would become, the
 * wizard shows before and after, and the person applies them.
 *
 * - Amounts as Excel shows currency cells: '1 234,56 €' (U+00A0 or U+202F between the groups),
 *   '€12.50', '12,50 EUR', '$1,234.56' become '1234,56', '12.50', '12,50', '1234.56'. A symbol or code
 *   that contradicts the row's currency ('$' on a EUR row) is left as it is, an error to fix.
 * - Dates written DD/MM/YYYY or MM/DD/YYYY: a column is read one way or the other as a whole; when
 *   every date reads both ways (no day above 12), the person chooses, seeing both.
 */

import { daysInMonth, plainAmount } from '../claims/cells';
import { DEFAULT_CURRENCY } from '../claims/currencies';
import type { BulkCells, BulkColumn } from './columns';

/** What each currency symbol can stand for ('$' for every dollar; 'Fr.' for the Swiss franc). */
const SYMBOLS: Record<string, readonly string[]> = {
  '€': ['EUR'],
  $: ['USD', 'CAD', 'AUD', 'NZD', 'HKD', 'SGD', 'MXN'],
  '£': ['GBP'],
  '¥': ['JPY', 'CNY'],
  'Fr.': ['CHF'],
  kr: ['SEK', 'DKK', 'NOK'],
  zł: ['PLN'],
  Kč: ['CZK'],
};

const SPACES = /[\s\u00a0\u202f]+/g;
/** A currency symbol or ISO code at the start or the end of the cell (the symbol may touch the digits). */
const MARK =
  /^(?<before>[A-Za-z]{3}|€|\$|£|¥|Fr\.|kr|zł|Kč)?\s*(?<amount>[\d.,\s\u00a0\u202f]*\d[\d.,\s\u00a0\u202f]*?)\s*(?<after>[A-Za-z]{3}|€|\$|£|¥|Fr\.?|kr|zł|Kč)?$/u;

export type AmountCleanup =
  | { kind: 'clean'; value: string }
  /** The symbol or code names another currency than the row's. */
  | { kind: 'contradicts'; mark: string }
  | { kind: 'none' };

/** The currency a mark names, or the currencies a symbol may stand for. */
function currenciesOf(mark: string): readonly string[] {
  const symbol = SYMBOLS[mark === 'Fr' ? 'Fr.' : mark];
  return symbol ?? [mark.toUpperCase()];
}

/**
 * What an amount cell becomes once cleaned: digits with its own decimal separator, no group
 * separator, no currency mark. `currency` is the row's (empty: the default, EUR).
 */
export function amountCleanup(text: string, currency: string): AmountCleanup {
  const trimmed = text.trim();
  if (trimmed === '' || /^[\d.,]+$/.test(trimmed)) return { kind: 'none' };
  const match = MARK.exec(trimmed);
  if (!match?.groups) return { kind: 'none' };
  const { before, after, amount } = match.groups as { before?: string; after?: string; amount: string };
  const row = (currency.trim() || DEFAULT_CURRENCY).toUpperCase();
  for (const mark of [before, after])
    if (mark && !currenciesOf(mark).includes(row)) return { kind: 'contradicts', mark };
  const cleaned = plainAmount(amount.replace(SPACES, ''));
  return cleaned === null || cleaned === trimmed ? { kind: 'none' } : { kind: 'clean', value: cleaned };
}

export type DateReading = 'day_first' | 'month_first';

const SLASHED = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** A DD/MM/YYYY or MM/DD/YYYY date read one way, as YYYY-MM-DD; null when it is no date that way. */
export function readDate(text: string, reading: DateReading): string | null {
  const match = SLASHED.exec(text.trim());
  if (!match) return null;
  const [first, second, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const [day, month] = reading === 'day_first' ? [first, second] : [second, first];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * How a column of dates can be converted: the cells written DD/MM/YYYY or MM/DD/YYYY, and the
 * readings under which every one of them is a date (none: the column has to be fixed by hand; two:
 * the person chooses).
 */
export function dateColumnReadings(values: readonly string[]): { cells: number[]; readings: DateReading[] } {
  const cells: number[] = [];
  values.forEach((value, index) => {
    if (SLASHED.test(value.trim())) cells.push(index);
  });
  const readings = (['day_first', 'month_first'] as const).filter(
    (reading) => cells.length > 0 && cells.every((index) => readDate(values[index]!, reading) !== null),
  );
  return { cells, readings };
}

/** Columns whose cells are amounts the currency clean-up reads. */
export const AMOUNT_COLUMNS = [
  'unit_price',
  'amount_excl',
  'amount_incl',
] as const satisfies readonly BulkColumn[];

export interface CellChange {
  row: number;
  column: BulkColumn;
  before: string;
  after: string;
}

/** What the wizard can clean in one step, among the cells the rules refused. */
export interface CleanupSuggestions {
  /** Amounts written as currency cells, each with its cleaned text. */
  amounts: CellChange[];
  /** Amounts whose symbol or code names another currency than their row's: left to fix by hand. */
  contradicting: number;
  /** Sales dates written DD/MM/YYYY or MM/DD/YYYY: the rows, and the readings all of them allow. */
  dates: { rows: number[]; readings: DateReading[] };
}

/** The clean-ups `rows` allow, given which cells the rules refused (`errors`, per row). */
export function cleanupSuggestions(
  rows: readonly BulkCells[],
  errors: readonly Partial<Record<BulkColumn, string>>[],
): CleanupSuggestions {
  const amounts: CellChange[] = [];
  let contradicting = 0;
  const dateRows: number[] = [];
  rows.forEach((cells, row) => {
    const refused = errors[row] ?? {};
    for (const column of AMOUNT_COLUMNS) {
      if (refused[column] !== 'cell.amountCharacter') continue;
      const cleanup = amountCleanup(cells[column], cells.currency_code);
      if (cleanup.kind === 'clean')
        amounts.push({ row, column, before: cells[column], after: cleanup.value });
      else if (cleanup.kind === 'contradicts') contradicting++;
    }
    // 'DD.MM.YYYY' is refused for its points, 'DD/MM/YYYY' for its order: both read the same.
    if (refused.sales_date === 'cell.dateFormat' || refused.sales_date === 'cell.characters')
      dateRows.push(row);
  });
  const { cells, readings } = dateColumnReadings(dateRows.map((row) => rows[row]!.sales_date));
  return { amounts, contradicting, dates: { rows: cells.map((at) => dateRows[at]!), readings } };
}

/** `rows` with `changes` made (a new array; the rows changed are new objects). */
export function applyChanges(rows: readonly BulkCells[], changes: readonly CellChange[]): BulkCells[] {
  const next = [...rows];
  for (const { row, column, after } of changes) next[row] = { ...next[row]!, [column]: after };
  return next;
}

/** The changes that convert the sales dates of `dateRows` under `reading`. */
export function dateChanges(
  rows: readonly BulkCells[],
  dateRows: readonly number[],
  reading: DateReading,
): CellChange[] {
  return dateRows.flatMap((row) => {
    const before = rows[row]!.sales_date;
    const after = readDate(before, reading);
    return after ? [{ row, column: 'sales_date' as const, before, after }] : [];
  });
}
