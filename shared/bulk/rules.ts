/**
 * The bulk file's row rules (spec section 5), run by the wizard's Web Worker in the browser and
 * again by the bulk workflow on the server on the file the browser submitted: the same function,
 * the same verdict. Each error and warning is a message key of the web catalogs.
 *
 * The goods cells of a row are all empty (the investigation starts without goods; the merchant adds
 * them later) or all checked with the goods form's own cell rules.
 */
import { CARRIERS, trackingNumberValid } from '../carriers/carriers';
import {
  amountCell,
  type CellError,
  type CellVerdict,
  type CellWarning,
  currencyCell,
  positiveAmountCell,
  quantityCell,
  salesDateCell,
  TEXT_LIMITS,
  taxCell,
  textCell,
  trackingCell,
} from '../claims/cells';
import { CLAIM_ISSUES, type ClaimIssue, type GoodsLine } from '../claims/schema';
import { normaliseHeader } from '../sheets/headers';
import { fromExcelSerial } from '../sheets/xlsx';
import { type BulkCells, type BulkColumn, type BulkMode, GOODS_COLUMNS } from './columns';

export type RowError =
  | CellError
  | 'cell.carrierUnknown'
  | 'cell.carrierNotRegistered'
  | 'cell.issue'
  | 'cell.trackingFormat'
  | 'cell.inclBelowExcl'
  | 'cell.duplicate';
/** 'cell.windowClosed': the carrier's tracking shows the parcel past its claim window (set by the server's check). */
export type RowWarning = CellWarning | 'cell.carrierFailing' | 'cell.windowClosed';

/** What the company registered: each carrier with whether one of its portal accounts works. */
export type RegisteredCarriers = Readonly<Record<string, 'active' | 'not_working'>>;

/** The registered carriers of a company's portal accounts: a carrier works if one of its accounts does. */
export function registeredCarriers(
  credentials: readonly { carrier: string; status: string }[],
): RegisteredCarriers {
  const carriers: Record<string, 'active' | 'not_working'> = {};
  for (const { carrier, status } of credentials) {
    if (carriers[carrier] !== 'active') carriers[carrier] = status === 'active' ? 'active' : 'not_working';
  }
  return carriers;
}

export interface RowContext {
  today: Date;
  carriers: RegisteredCarriers;
}

export interface BulkClaim {
  carrier: string;
  tracking_number: string;
  issue: ClaimIssue;
  reference: string;
  line: GoodsLine | null;
}

/** An update row: the goods of the open investigation of a tracking number. */
export interface GoodsUpdate {
  tracking_number: string;
  line: GoodsLine;
}

export interface RowVerdict {
  errors: Partial<Record<BulkColumn, RowError>>;
  warnings: Partial<Record<BulkColumn, RowWarning>>;
  /** The row's investigation, when it starts one and has no error. */
  claim: BulkClaim | null;
  /** The row's goods, when it updates an investigation and has no error. */
  goods: GoodsUpdate | null;
}

const CARRIER_BY_NAME = new Map<string, string>();
for (const carrier of CARRIERS) {
  CARRIER_BY_NAME.set(normaliseHeader(carrier.id), carrier.id);
  CARRIER_BY_NAME.set(normaliseHeader(carrier.name), carrier.id);
  CARRIER_BY_NAME.set(normaliseHeader(carrier.name).replace(/ /g, ''), carrier.id);
}

/** The issue as the template, the English or the French screens name it. */
const ISSUE_BY_NAME = new Map<string, ClaimIssue>([
  ...CLAIM_ISSUES.map((issue) => [normaliseHeader(issue), issue] as const),
  ['lost', 'lost'],
  ['damaged', 'damaged'],
  ['late', 'late_delivery'],
  ['late delivery', 'late_delivery'],
  ['delivery dispute', 'delivery_dispute'],
  ['dispute', 'delivery_dispute'],
  ['perdu', 'lost'],
  ['endommage', 'damaged'],
  ['casse', 'damaged'],
  ['retard', 'late_delivery'],
  ['livraison en retard', 'late_delivery'],
  ['retard de livraison', 'late_delivery'],
  ['litige', 'delivery_dispute'],
  ['litige de livraison', 'delivery_dispute'],
]);

/** A cell's verdict under the bulk rules: the goods cell rules' verdicts, and the file's own. */
export type RuleVerdict<T> = { ok: true; value: T; warning?: RowWarning } | { ok: false; error: RowError };

/** A carrier by its id or name in any case; it must be registered; a failing portal account warns. */
export function carrierCell(text: string, carriers: RegisteredCarriers): RuleVerdict<string> {
  if (text.trim() === '') return { ok: false, error: 'cell.required' };
  const name = normaliseHeader(text);
  const id = CARRIER_BY_NAME.get(name) ?? CARRIER_BY_NAME.get(name.replace(/ /g, ''));
  if (!id) return { ok: false, error: 'cell.carrierUnknown' };
  const status = carriers[id];
  if (!status) return { ok: false, error: 'cell.carrierNotRegistered' };
  return status === 'active'
    ? { ok: true, value: id }
    : { ok: true, value: id, warning: 'cell.carrierFailing' };
}

/** One of the four issues, as the template, the English or the French screens write it. */
export function issueCell(text: string): RuleVerdict<ClaimIssue> {
  if (text.trim() === '') return { ok: false, error: 'cell.required' };
  const issue = ISSUE_BY_NAME.get(normaliseHeader(text));
  return issue ? { ok: true, value: issue } : { ok: false, error: 'cell.issue' };
}

/** A cell's value, its error or warning recorded (a module function: rows are many, closures cost). */
function take<T>(
  found: Pick<RowVerdict, 'errors' | 'warnings'>,
  column: BulkColumn,
  verdict: CellVerdict<T> | RuleVerdict<T>,
): T | undefined {
  if (!verdict.ok) {
    found.errors[column] = verdict.error;
    return undefined;
  }
  if (verdict.warning) found.warnings[column] = verdict.warning;
  return verdict.value;
}

const goodsEmpty = (cells: BulkCells) =>
  GOODS_COLUMNS.every((column) => column === 'currency_code' || cells[column].trim() === '');

/**
 * The verdict on one row: an error or a warning per cell, and what the row does when nothing is
 * wrong. A file that starts investigations needs the carrier, tracking number, issue and order
 * reference, its goods optional; a file that updates them needs the tracking number and the goods
 * (a carrier, when given, is checked like in a start file; the issue and reference are not read).
 */
export function checkRow(cells: BulkCells, context: RowContext, mode: BulkMode = 'start'): RowVerdict {
  const errors: RowVerdict['errors'] = {};
  const warnings: RowVerdict['warnings'] = {};
  const found = { errors, warnings };
  const read = <T>(column: BulkColumn, verdict: CellVerdict<T> | RuleVerdict<T>) =>
    take(found, column, verdict);
  const starting = mode === 'start';
  const carrier =
    starting || cells.carrier.trim() !== ''
      ? read('carrier', carrierCell(cells.carrier, context.carriers))
      : undefined;
  const tracking = read('tracking_number', trackingCell(cells.tracking_number));
  const issue = starting ? read('issue', issueCell(cells.issue)) : undefined;
  const reference = starting
    ? read('reference', textCell(cells.reference, TEXT_LIMITS.reference))
    : undefined;
  if (carrier && tracking && !trackingNumberValid(carrier, tracking))
    errors.tracking_number = 'cell.trackingFormat';

  let line: GoodsLine | null = null;
  if (!starting || !goodsEmpty(cells)) {
    const salesDate = fromExcelSerial(cells.sales_date) ?? cells.sales_date;
    const values = {
      sales_date: read('sales_date', salesDateCell(salesDate, context.today)),
      description: read('description', textCell(cells.description, TEXT_LIMITS.description)),
      nb_of_items: read('nb_of_items', quantityCell(cells.nb_of_items)),
      unit_price: read('unit_price', positiveAmountCell(cells.unit_price)),
      amount_excl: read('amount_excl', amountCell(cells.amount_excl)),
      amount_incl: read('amount_incl', amountCell(cells.amount_incl)),
      tax_percentage: read('tax_percentage', taxCell(cells.tax_percentage)),
      currency_code: read('currency_code', currencyCell(cells.currency_code)),
    };
    if (
      values.amount_incl !== undefined &&
      values.amount_excl !== undefined &&
      values.amount_incl < values.amount_excl
    )
      errors.amount_incl = 'cell.inclBelowExcl';
    if (Object.values(values).every((value) => value !== undefined)) line = values as GoodsLine;
  }
  const valid = Object.keys(errors).length === 0;
  return {
    errors,
    warnings,
    claim:
      valid && starting
        ? { carrier: carrier!, tracking_number: tracking!, issue: issue!, reference: reference!, line }
        : null,
    goods: valid && !starting && line ? { tracking_number: tracking!, line } : null,
  };
}

/** Rows (by index) that share a valid tracking number with an earlier row, grouped by that number. */
export function duplicateGroups(trackingNumbers: readonly (string | null)[]): Map<string, number[]> {
  const rows = new Map<string, number[]>();
  trackingNumbers.forEach((tracking, index) => {
    if (!tracking) return;
    const group = rows.get(tracking);
    if (group) group.push(index);
    else rows.set(tracking, [index]);
  });
  for (const [tracking, group] of rows) if (group.length < 2) rows.delete(tracking);
  return rows;
}

/** A row's tracking number as the duplicate check compares it (null when the cell is not valid). */
export function trackingKey(text: string): string | null {
  const verdict = trackingCell(text);
  return verdict.ok ? verdict.value : null;
}
