/**
 * What every invoice layout parser shares: the CSV rows one at a time (./csv: the lines are never
 * all held at once), amounts and dates as carriers write them, the charge category read from a
 * carrier's label in English or French, headers found by name whatever their case, accents and
 * spacing, and the reading of the French 'detail' layouts (GLS, Colissimo, Chronopost, Colis Privé),
 * which differ only in their column names.
 */

import { CsvReader } from '../../sheets/csv';
import { readDecimal } from '../../sheets/decimals';
import { normaliseHeader } from '../../sheets/headers';
import { fromExcelSerial } from '../../sheets/xlsx';
import { type ChargeCategory, type ChargeLine, NO_PLACE, round2 } from '../charge-line';

/** Calls `onRow` with each row of a CSV text (decoded by ../../bulk/parse's decodeText) and its 1-based line number; `,` `;` or tab. */
export function forEachCsvRow(text: string, onRow: (row: string[], line: number) => void): string {
  const reader = new CsvReader((row, line) => onRow(row.cells(), line));
  reader.read(text);
  return reader.delimiter;
}

const ZERO = 48;
/** Powers of ten a plain amount's decimals divide by (exact as doubles). */
const TENS = [1, 10, 100, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15];

/**
 * A plain amount ('12.50', '12,50', '-3.20', '7'; at most 15 digits) read from `text` between
 * `start` and `end` without making a string of it; NaN for anything else (amountOf reads those).
 * The digits make an exact integer and the division by a power of ten rounds once, so the value is
 * the one Number() gives the same text.
 */
export function plainAmount(text: string, start: number, end: number): number {
  let at = start;
  const negative = text.charCodeAt(at) === 45;
  if (negative) at++;
  let digits = 0;
  let decimals = -1;
  let value = 0;
  for (; at < end; at++) {
    const code = text.charCodeAt(at);
    const digit = code - ZERO;
    if (digit >= 0 && digit <= 9) {
      value = value * 10 + digit;
      digits++;
      if (decimals >= 0) decimals++;
    } else if ((code === 46 || code === 44) && decimals < 0 && digits > 0) decimals = 0;
    else return Number.NaN;
  }
  if (digits === 0 || digits > 15 || decimals === 0) return Number.NaN;
  if (decimals > 0) value /= TENS[decimals]!;
  return negative ? -value : value;
}

const SIGN = /^[-(]|\)$/g;
const NOT_DIGITS = /[€$£A-Z\s]/gi;

/** An amount as invoices write it: '12.50', '12,50', '-3.20', '(3.20)', '1 234,56'; '' is 0. */
export function amountOf(text: string | undefined): number {
  if (!text) return 0;
  const plain = plainAmount(text, 0, text.length);
  if (!Number.isNaN(plain)) return plain;
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  if (trimmed.length < text.length) {
    const plainTrimmed = plainAmount(trimmed, 0, trimmed.length);
    if (!Number.isNaN(plainTrimmed)) return plainTrimmed;
  }
  const negative = trimmed.startsWith('-') || (trimmed.startsWith('(') && trimmed.endsWith(')'));
  const digits = trimmed.replace(SIGN, '').replace(NOT_DIGITS, '');
  const value = readDecimal(digits);
  if (value === null) return 0;
  return negative ? -value : value;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;
const COMPACT_DATE = /^(\d{4})(\d{2})(\d{2})$/;
const DAY_FIRST_DATE = /^(\d{1,2})[/.](\d{1,2})[/.](\d{4})$/;
const isDigit = (code: number) => code >= ZERO && code <= ZERO + 9;

const ISO_DIGITS = [0, 1, 2, 3, 5, 6, 8, 9];

/** Whether `text` is exactly YYYY-MM-DD. */
function isIsoDate(text: string): boolean {
  if (text.length !== 10 || text.charCodeAt(4) !== 45 || text.charCodeAt(7) !== 45) return false;
  for (const at of ISO_DIGITS) if (!isDigit(text.charCodeAt(at))) return false;
  return true;
}

/**
 * A date as invoices write it (YYYY-MM-DD, YYYYMMDD, DD/MM/YYYY, MM/DD/YYYY with `usDates`, an
 * Excel date serial) as YYYY-MM-DD; '' when it is none of these.
 */
export function dateOf(text: string | undefined, usDates = false): string {
  if (text === undefined) return '';
  if (isIsoDate(text)) return text;
  const trimmed = text.trim();
  if (trimmed === '') return '';
  let match = ISO_DATE.exec(trimmed);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = COMPACT_DATE.exec(trimmed);
  if (match) return `${match[1]}-${match[2]}-${match[3]}`;
  match = DAY_FIRST_DATE.exec(trimmed);
  if (match) {
    const [first, second] = usDates ? [match[2]!, match[1]!] : [match[1]!, match[2]!];
    return `${match[3]}-${second.padStart(2, '0')}-${first.padStart(2, '0')}`;
  }
  // A report saved through Excel may hold a date as its serial (DHL's line report: '45744').
  return fromExcelSerial(trimmed) ?? '';
}

/** Labels carriers give their charges, English and French, and what each is. First match wins. */
const LABELS: [RegExp, ChargeCategory][] = [
  [/fuel|carburant|gazole|\bfsc\b/i, 'fuel'],
  [/address correction|correction d.adresse|\badc\b/i, 'address_correction'],
  // UPS writes 'Addl. Handling longest side', codes AHC, AHG (length + girth), AHL, AHW; FedEx 'AHS - Dimensions'.
  [/additional handling|addl\.? handling|manutention|\bah[cglw]?\b|\bahs\b/i, 'additional_handling'],
  [/large package|over maximum|oversize|hors norme|encombrant|\blps\b/i, 'oversize'],
  [/saturday|samedi/i, 'saturday'],
  [
    /remote|extended area|zones? [ée]loign[ée]es?|corse|corsica|\b[îi]les?\b|difficiles? d.acc[èe]s/i,
    'remote_area',
  ],
  [/delivery area|\be?das\b|zone de livraison/i, 'delivery_area'],
  // After the area surcharges: FedEx's 'DAS Remote Residential' is an area surcharge, not a residential one.
  [/residential|r[ée]sidentiel|livraison (à|a) domicile|\bres\b/i, 'residential'],
  [/declared value|valeur d[ée]clar[ée]e|ad valorem|assurance/i, 'declared_value'],
  [/signature|delivery confirmation|remise contre signature/i, 'signature'],
  [/c\.?o\.?d|cash on delivery|contre[- ]remboursement/i, 'cod'],
  [/pick ?up|on call|enl[èe]vement|ramassage/i, 'pickup'],
  [/peak|demand|haute saison|surcharge de pointe/i, 'peak'],
  [/return to sender|retour (à|a) l.exp[ée]diteur|retour exp[ée]diteur|\brts\b/i, 'return_to_sender'],
  [/\bvat\b|\btva\b/i, 'vat'],
  // A carrier's own fee for paying or clearing duties bears VAT (DHL: 'DUTY TAX PROCESSING', 'DUTY TAX PAID').
  [/duty tax (processing|paid)|disbursement fee/i, 'other'],
  [/duty|duties|customs|droits? de douane|douane|import tax/i, 'duties_taxes'],
  [/correction|adjustment|r[ée]gularisation|ajustement|\bremise\b|rabais|ristourne|discount/i, 'adjustment'],
  [
    /freight|transport|shipping charge|affranchissement|\bfrt\b|standard|express|saver|[ée]conomique/i,
    'transportation',
  ],
];

/** Labels already read: a file repeats a handful of labels on every line. */
const LABELS_READ = new Map<string, ChargeCategory>();
const LABELS_KEPT = 4096;

export function categoryOfLabel(label: string): ChargeCategory {
  let category = LABELS_READ.get(label);
  if (category === undefined) {
    category = 'other';
    for (const [pattern, labelled] of LABELS)
      if (pattern.test(label)) {
        category = labelled;
        break;
      }
    if (LABELS_READ.size >= LABELS_KEPT) LABELS_READ.clear();
    LABELS_READ.set(label, category);
  }
  return category;
}

const KG_PER = { K: 1, L: 0.45359237, O: 0.028349523125 } as const;

/** A weight's amount in kg from a UPS-style unit (K, L, O; kilograms when absent); null for no weight. */
export function weightKg(amount: number, unit: string): number | null {
  if (!amount) return null;
  const code = unit.charCodeAt(0) & ~32;
  const factor =
    code === 76
      ? KG_PER.L
      : code === 79
        ? KG_PER.O
        : unit.charCodeAt(0) < 128
          ? 1
          : (KG_PER[unit.trim().toUpperCase().charAt(0) as keyof typeof KG_PER] ?? 1);
  return Math.round(amount * factor * 1000) / 1000;
}

/** A weight in kg from a value and a UPS-style unit (K, L, O; kilograms when absent). */
export function kilograms(value: string | undefined, unit: string | undefined): number | null {
  return weightKg(amountOf(value), (unit ?? 'K').trim());
}

/** '12.0x 9.0x 7.0' (or three cells) as cm, longest side first; `inches` converts. */
export function dimensionsCm(parts: string[], inches: boolean): [number, number, number] | null {
  const values = parts.map((part) => amountOf(part)).filter((value) => value > 0);
  if (values.length !== 3) return null;
  const factor = inches ? 2.54 : 1;
  const [a, b, c] = values.map((value) => Math.round(value * factor * 10) / 10).sort((x, y) => y - x);
  return [a!, b!, c!];
}

/** A header as layouts compare it: case, accents, spaces and punctuation ignored ('Weight (kg)' = 'Weight(kg)'). */
export const headerKey = (text: string) => normaliseHeader(text).replace(/ /g, '');

/** Where each named column sits in a header row (0-based); absent names are left out. */
export type Columns<K extends string> = Partial<Record<K, number>>;

/** Finds each column of `names` (any of its spellings) in a header row; the first match wins. */
export function locateColumns<K extends string>(
  header: readonly string[],
  names: Readonly<Partial<Record<K, readonly string[]>>>,
): Columns<K> {
  const keys = header.map((cell) => headerKey(cell ?? ''));
  const found: Columns<K> = {};
  for (const [column, spellings] of Object.entries(names) as [K, readonly string[]][]) {
    const wanted = new Set(spellings.map(headerKey));
    const at = keys.findIndex((key) => wanted.has(key));
    if (at >= 0) found[column] = at;
  }
  return found;
}

export const hasColumns = <K extends string>(columns: Columns<K>, required: readonly K[]) =>
  required.every((column) => columns[column] !== undefined);

/** Reads a row's cells by column name ('' when the column is absent or the row short). */
export function cellsOf<K extends string>(row: readonly string[], columns: Columns<K>) {
  return (column: K): string => {
    const at = columns[column];
    return at === undefined ? '' : (row[at] ?? '').trim();
  };
}

/** A charge line with only its carrier and source line known: each layout fills in what it reads. */
export function blankLine(carrier: string, sourceLine: number): ChargeLine {
  return {
    carrier,
    account: '',
    invoiceNumber: '',
    invoiceDate: '',
    currency: 'EUR',
    trackingNumber: '',
    leadShipmentNumber: '',
    references: [],
    shipDate: '',
    deliveryDate: '',
    service: '',
    zone: '',
    origin: NO_PLACE,
    destination: NO_PLACE,
    enteredWeightKg: null,
    billedWeightKg: null,
    billedWeightType: 'unknown',
    dimensionsCm: null,
    dimDivisor: null,
    category: 'other',
    rawCode: '',
    rawDescription: '',
    gross: 0,
    discount: 0,
    net: 0,
    vat: 0,
    sourceLine,
  };
}

/** A charge's amounts from its gross and its discount (carriers write discounts negative or positive). */
export function grossLessDiscount(
  gross: number,
  discount: number,
): Pick<ChargeLine, 'gross' | 'discount' | 'net'> {
  const positive = round2(Math.abs(discount));
  return { gross: round2(gross), discount: positive, net: round2(gross - positive) };
}

/** A tracking number as layouts key shipments: upper case, no spaces. */
export const trackingOf = (text: string) => text.toUpperCase().replace(/\s+/g, '');

/** Shares `total` over `weights` in proportion, in cents, the rounding left on the last share. */
export function shareOut(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (!total || !sum) return weights.map(() => 0);
  const shares = weights.map((weight) => round2((total * weight) / sum));
  shares[shares.length - 1] = round2(total - shares.slice(0, -1).reduce((acc, share) => acc + share, 0));
  return shares;
}

/** The fields a French detail layout (GLS, Colissimo, Chronopost, Colis Privé) may carry. */
export type DetailField =
  | 'account'
  | 'invoiceNumber'
  | 'invoiceDate'
  | 'currency'
  | 'tracking'
  | 'reference'
  | 'shipDate'
  | 'deliveryDate'
  | 'service'
  | 'originPostal'
  | 'originCountry'
  | 'destinationCompany'
  | 'destinationPostal'
  | 'destinationCity'
  | 'destinationCountry'
  | 'enteredWeight'
  | 'billedWeight'
  | 'length'
  | 'width'
  | 'height'
  | 'code'
  | 'label'
  | 'net'
  | 'discount'
  | 'vat'
  | 'total';

/** A column whose header names a charge and whose cells are that charge's amount (excl. VAT). */
export interface ChargeColumn {
  names: readonly string[];
  category?: ChargeCategory;
}

/**
 * A French detail layout: its carrier, the names of its columns, and, for layouts with one row
 * per parcel, the columns that each hold one charge. A row may also carry one charge of its own
 * (a label and an amount): layouts with one row per charge.
 */
export interface DetailLayout {
  carrier: string;
  names: Readonly<Partial<Record<DetailField, readonly string[]>>>;
  chargeColumns?: readonly ChargeColumn[];
  /** The currency when the file names none. */
  currency?: string;
}

export interface DetailHeader {
  columns: Columns<DetailField>;
  /** Position, header text and category of each charge column found. */
  charges: { at: number; label: string; category: ChargeCategory }[];
}

/** Where a detail layout's columns are in a header row. */
export function detailHeader(header: readonly string[], layout: DetailLayout): DetailHeader {
  const columns = locateColumns(header, layout.names);
  const keys = header.map((cell) => headerKey(cell ?? ''));
  const charges: DetailHeader['charges'] = [];
  for (const column of layout.chargeColumns ?? []) {
    const wanted = new Set(column.names.map(headerKey));
    keys.forEach((key, at) => {
      if (wanted.has(key) && !charges.some((charge) => charge.at === at)) {
        const label = (header[at] ?? '').trim();
        charges.push({ at, label, category: column.category ?? categoryOfLabel(label) });
      }
    });
  }
  charges.sort((a, b) => a.at - b.at);
  return { columns, charges };
}

/** A discount's label; 'remise contre signature' and 'remise en main propre' are La Poste's signature services. */
const DISCOUNT_LABEL = /\bremise\b(?! (contre|en main))|rabais|ristourne|discount/i;
const optionalKg = (text: string) => (text === '' ? null : kilograms(text, 'K'));

/**
 * One row of a detail layout as charge lines: the row's own charge (label and amount excl. VAT,
 * after its discount) and each non-zero charge column. A discount column is taken off the row's
 * transportation column (that column is then the price before discount); VAT given once for the
 * row is shared over its charges in proportion. Rows without a parcel number (totals, blank
 * lines, repeated headers: no digit in the parcel column) give none.
 */
export function detailLines(
  layout: DetailLayout,
  header: DetailHeader,
  row: readonly string[],
  sourceLine: number,
): ChargeLine[] {
  const cell = cellsOf(row, header.columns);
  const tracking = trackingOf(cell('tracking'));
  // Parcel numbers have digits: 'Total', 'Sous-total' or a repeated header in that column do not.
  if (!/\d/.test(tracking)) return [];
  // These carriers bill from France: a file that names no country is French on both sides.
  const base: ChargeLine = {
    ...blankLine(layout.carrier, sourceLine),
    account: cell('account'),
    invoiceNumber: cell('invoiceNumber'),
    invoiceDate: dateOf(cell('invoiceDate')),
    currency: (cell('currency') || layout.currency || 'EUR').toUpperCase(),
    trackingNumber: tracking,
    references: cell('reference') ? [cell('reference')] : [],
    shipDate: dateOf(cell('shipDate')),
    deliveryDate: dateOf(cell('deliveryDate')),
    service: cell('service'),
    origin: {
      ...NO_PLACE,
      postalCode: cell('originPostal'),
      country: (cell('originCountry') || 'FR').toUpperCase(),
    },
    destination: {
      ...NO_PLACE,
      postalCode: cell('destinationPostal'),
      city: cell('destinationCity'),
      country: (cell('destinationCountry') || 'FR').toUpperCase(),
      company: cell('destinationCompany'),
    },
    enteredWeightKg: optionalKg(cell('enteredWeight')),
    billedWeightKg: optionalKg(cell('billedWeight')),
    dimensionsCm: dimensionsCm([cell('length'), cell('width'), cell('height')], false),
  };
  const lines: ChargeLine[] = [];
  const label = cell('label');
  const own = amountOf(cell('net'));
  if (own !== 0 || (label && cell('net'))) {
    const discount = DISCOUNT_LABEL.test(label) ? Math.abs(own) : 0;
    const net = round2(own);
    const given = Math.abs(amountOf(cell('discount')));
    const amounts = discount ? { gross: 0, discount, net: -discount } : grossLessDiscount(net + given, given);
    const description = label || cell('service');
    lines.push({
      ...base,
      ...amounts,
      category: discount
        ? 'adjustment'
        : label
          ? categoryOfLabel(`${cell('code')} ${label}`)
          : 'transportation',
      rawCode: cell('code'),
      rawDescription: description,
    });
  }
  const columnDiscount = lines.length ? 0 : Math.abs(amountOf(cell('discount')));
  let discountLeft = columnDiscount;
  for (const charge of header.charges) {
    const amount = amountOf(row[charge.at]);
    if (amount === 0) continue;
    const discount = charge.category === 'transportation' ? discountLeft : 0;
    discountLeft -= discount;
    lines.push({
      ...base,
      ...grossLessDiscount(amount, discount),
      category: charge.category,
      rawDescription: charge.label,
    });
  }
  const vatGiven = cell('vat') !== '';
  const vat = vatGiven
    ? amountOf(cell('vat'))
    : cell('total') !== ''
      ? round2(amountOf(cell('total')) - lines.reduce((sum, line) => sum + line.net, 0))
      : 0;
  const shares = shareOut(
    vat,
    lines.map((line) => Math.max(0, line.net)),
  );
  return lines.map((line, index) => ({ ...line, vat: shares[index] ?? 0 }));
}
