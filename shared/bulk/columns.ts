/**
 * The bulk claim file (spec sections 2 and 5): its template columns, the names merchants give them,
 * and the header matching of the wizard's second step. One row is one investigation: its carrier,
 * tracking number, issue and order reference, with at most one goods line beside them.
 *
 * The spec's '4 columns to start, 8 to update': a file that starts investigations needs the four
 * claim columns; a file that updates them (adds the goods) needs the tracking number and the seven
 * goods columns that have no default (the currency defaults to EUR).
 */
import { normaliseHeader } from '../sheets/headers';

export const CLAIM_COLUMNS = ['carrier', 'tracking_number', 'issue', 'reference'] as const;
export const GOODS_COLUMNS = [
  'sales_date',
  'description',
  'nb_of_items',
  'unit_price',
  'amount_excl',
  'amount_incl',
  'tax_percentage',
  'currency_code',
] as const;
export const BULK_COLUMNS = [...CLAIM_COLUMNS, ...GOODS_COLUMNS] as const;
export type BulkColumn = (typeof BULK_COLUMNS)[number];

/** Columns whose cells are amounts: exports write them as numbers, never as neutralised text. */
export const NUMERIC_COLUMNS: ReadonlySet<BulkColumn> = new Set([
  'nb_of_items',
  'unit_price',
  'amount_excl',
  'amount_incl',
  'tax_percentage',
]);

export const MIN_COLUMNS = { start: 4, update: 8 } as const;

/**
 * What merchants call each column, in English and French, compared after normalising (case,
 * accents, spaces and punctuation ignored): 'Tracking Number', 'tracking_number' and 'N° de suivi'
 * all find their column.
 */
export const HEADER_NAMES: Record<BulkColumn, readonly string[]> = {
  carrier: ['carrier', 'carrier name', 'transporteur', 'transporteur nom'],
  tracking_number: [
    'tracking number',
    'tracking',
    'tracking no',
    'tracking id',
    'parcel number',
    'numero de suivi',
    'n de suivi',
    'no de suivi',
    'suivi',
    'numero de colis',
  ],
  issue: ['issue', 'reason', 'reason refund', 'claim type', 'probleme', 'motif', 'type de reclamation'],
  reference: [
    'reference',
    'order reference',
    'order number',
    'order id',
    'order',
    'reference commande',
    'numero de commande',
    'commande',
  ],
  sales_date: ['sales date', 'sale date', 'order date', 'date de vente', 'date de commande'],
  description: ['description', 'goods description', 'product', 'designation', 'produit'],
  nb_of_items: ['nb of items', 'number of items', 'quantity', 'qty', 'quantite', 'nombre d articles'],
  unit_price: ['unit price', 'price', 'prix unitaire', 'prix'],
  amount_excl: [
    'amount excl',
    'amount excl tax',
    'amount excluding tax',
    'total excl tax',
    'montant ht',
    'total ht',
  ],
  amount_incl: [
    'amount incl',
    'amount incl tax',
    'amount including tax',
    'total incl tax',
    'montant ttc',
    'total ttc',
  ],
  tax_percentage: ['tax percentage', 'tax', 'vat', 'vat rate', 'tax rate', 'tva', 'taux de tva'],
  currency_code: ['currency code', 'currency', 'devise', 'monnaie'],
};

const COLUMN_BY_NAME = new Map<string, BulkColumn>();
for (const column of BULK_COLUMNS) {
  COLUMN_BY_NAME.set(normaliseHeader(column), column);
  for (const name of HEADER_NAMES[column]) COLUMN_BY_NAME.set(normaliseHeader(name), column);
}

/** A file column's match: a template column, or 'ignore' (the merchant chose to leave it out). */
export type ColumnMatch = BulkColumn | 'ignore' | null;

/** The template column each file header names, each template column matched at most once. */
export function matchHeaders(headers: readonly string[]): ColumnMatch[] {
  const taken = new Set<BulkColumn>();
  return headers.map((header) => {
    const column = COLUMN_BY_NAME.get(normaliseHeader(header));
    if (!column || taken.has(column)) return null;
    taken.add(column);
    return column;
  });
}

/**
 * Which of a sheet's first rows is the header: the one naming the most template columns (the first
 * of equals; the first row when none names any). A title line or two above the header ('Claims
 * November', an export date) is so left out.
 */
export function headerRowOf(candidates: readonly (readonly string[])[]): number {
  let best = 0;
  let bestCount = 0;
  candidates.forEach((row, index) => {
    const count = matchHeaders(row).filter((match) => match !== null).length;
    if (count > bestCount) {
      best = index;
      bestCount = count;
    }
  });
  return best;
}

export const BULK_MODES = ['start', 'update'] as const;
export type BulkMode = (typeof BULK_MODES)[number];

export const REQUIRED_COLUMNS: Record<BulkMode, readonly BulkColumn[]> = {
  start: CLAIM_COLUMNS,
  update: ['tracking_number', ...GOODS_COLUMNS.filter((column) => column !== 'currency_code')],
};

export type MatchProblem =
  | { code: 'bulk.tooFewColumns'; minimum: number }
  | { code: 'bulk.blankHeader'; column: number }
  | { code: 'bulk.unmatchedColumn'; column: number }
  | { code: 'bulk.columnTwice'; column: number }
  | { code: 'bulk.missingColumn'; name: BulkColumn };

/**
 * Whether the matching lets the merchant move on (spec section 5): enough columns, no blank header,
 * every file column matched or left out on purpose, no template column twice, and every column
 * the mode needs matched.
 */
export function matchProblems(
  headers: readonly string[],
  matches: readonly ColumnMatch[],
  mode: BulkMode = 'start',
): MatchProblem[] {
  const problems: MatchProblem[] = [];
  if (headers.length < MIN_COLUMNS[mode])
    problems.push({ code: 'bulk.tooFewColumns', minimum: MIN_COLUMNS[mode] });
  const seen = new Set<BulkColumn>();
  headers.forEach((header, column) => {
    const match = matches[column] ?? null;
    if (header.trim() === '' && match !== 'ignore') problems.push({ code: 'bulk.blankHeader', column });
    else if (match === null) problems.push({ code: 'bulk.unmatchedColumn', column });
    else if (match !== 'ignore') {
      if (seen.has(match)) problems.push({ code: 'bulk.columnTwice', column });
      seen.add(match);
    }
  });
  for (const name of REQUIRED_COLUMNS[mode]) {
    if (!seen.has(name)) problems.push({ code: 'bulk.missingColumn', name });
  }
  return problems;
}

/** A file row read through the matching: one text per template column ('' where absent). */
export type BulkCells = Record<BulkColumn, string>;

/** Where each template column is in the file's rows (-1: absent), worked out once per matching. */
const positions = new WeakMap<readonly ColumnMatch[], Record<BulkColumn, number>>();

export function cellsOf(row: readonly string[], matches: readonly ColumnMatch[]): BulkCells {
  let at = positions.get(matches);
  if (!at) {
    at = Object.fromEntries(BULK_COLUMNS.map((column) => [column, matches.indexOf(column)])) as Record<
      BulkColumn,
      number
    >;
    positions.set(matches, at);
  }
  // A row read this often (a 5 MB file holds 24,000) is built without a closure per cell.
  return {
    carrier: at.carrier < 0 ? '' : (row[at.carrier] ?? ''),
    tracking_number: at.tracking_number < 0 ? '' : (row[at.tracking_number] ?? ''),
    issue: at.issue < 0 ? '' : (row[at.issue] ?? ''),
    reference: at.reference < 0 ? '' : (row[at.reference] ?? ''),
    sales_date: at.sales_date < 0 ? '' : (row[at.sales_date] ?? ''),
    description: at.description < 0 ? '' : (row[at.description] ?? ''),
    nb_of_items: at.nb_of_items < 0 ? '' : (row[at.nb_of_items] ?? ''),
    unit_price: at.unit_price < 0 ? '' : (row[at.unit_price] ?? ''),
    amount_excl: at.amount_excl < 0 ? '' : (row[at.amount_excl] ?? ''),
    amount_incl: at.amount_incl < 0 ? '' : (row[at.amount_incl] ?? ''),
    tax_percentage: at.tax_percentage < 0 ? '' : (row[at.tax_percentage] ?? ''),
    currency_code: at.currency_code < 0 ? '' : (row[at.currency_code] ?? ''),
  };
}
