/**
 * UPS Billing Data (CSV, one row per charge, no header row, 250 columns). Positions (1-based) from
 * UPS's Billing Data dictionary for columns 1 to 30 and from two column lists of parsers of real
 * files for the rest (test/corpus/ups/README.md). What real files write, and this reads:
 * - Billed Weight Type as a two-digit code ('02' dimensional, '09' scanned dimensional...), one of
 *   the dictionary's 0 to 38, blank on most charge rows;
 * - dimensions as '24.0x 18.0x 10.0', with their unit on its own ('I' inches, 'C' centimetres);
 *   a shipment's measured dimensions sit on its informational (INF) row, in 'Detail Keyed Dim'
 *   (226, unit 227), and a correction's in Package Dimensions (33, unit 196);
 * - informational rows bill nothing but carry those facts: they are read as lines of category
 *   'informational', net 0, which no rule counts as a charge;
 * - ship and delivery dates (117, 122) are empty in US files: the transaction date (12) stands in,
 *   written YYYY-MM-DD or, now and then, MM/DD/YYYY (DD/MM/YYYY outside the US and Canada).
 *
 * Files run to a million lines, so a row is read where its cells lie in the text (./csv's
 * CellPick): only the 36 cells used become strings, and a part of the row that repeats one of the
 * last rows' (the invoice, the parcel, its addresses and dates; the few kinds of charge) is
 * compared whole and not read again: what was read from it is reused.
 */

import { CellPick, CsvRow, SEGMENT_KEPT, SEGMENT_NEW, SEGMENT_SAME, type Segment } from '../../sheets/csv';
import type { ChargeCategory, ChargeLine } from '../charge-line';
import { amountOf, categoryOfLabel, dateOf, dimensionsCm, plainAmount, weightKg } from './read';

/** 1-based column positions of the fields the audit reads. */
export const UPS_COLUMNS = {
  version: 1,
  accountNumber: 3,
  accountCountry: 4,
  invoiceDate: 5,
  invoiceNumber: 6,
  invoiceCurrency: 10,
  transactionDate: 12,
  leadShipmentNumber: 14,
  shipmentReference1: 16,
  shipmentReference2: 17,
  trackingNumber: 21,
  packageReference1: 22,
  enteredWeight: 27,
  enteredWeightUnit: 28,
  billedWeight: 29,
  billedWeightUnit: 30,
  billedWeightType: 32,
  packageDimensions: 33,
  zone: 34,
  chargeCategoryCode: 35,
  chargeCategoryDetailCode: 36,
  chargeClassificationCode: 44,
  chargeDescriptionCode: 45,
  chargeDescription: 46,
  transactionCurrency: 51,
  incentiveAmount: 52,
  netAmount: 53,
  senderCompany: 68,
  senderCity: 71,
  senderPostal: 73,
  senderCountry: 74,
  receiverName: 75,
  receiverCompany: 76,
  receiverCity: 79,
  receiverPostal: 81,
  receiverCountry: 82,
  shipmentDate: 117,
  deliveryDate: 122,
  dimensionUnit: 196,
  detailKeyedDimensions: 226,
  detailKeyedUnit: 227,
} as const;
export const UPS_WIDTH = 250;

/** Whether a first row looks like UPS Billing Data: a layout version, an account, many columns. */
export function looksLikeUps(row: string[]): boolean {
  return (
    row.length >= 120 &&
    /^\d(\.\d+)?$/.test((row[0] ?? '').trim()) &&
    /^[A-Z0-9]{6,10}$/i.test((row[UPS_COLUMNS.accountNumber - 1] ?? '').trim())
  );
}

/**
 * Billed Weight Type, by the dictionary's code (0 to 38; real files write them on two digits, '02'):
 * the codes that name the actual (keyed, scanned, scale) weight, the dimensional one, or a minimum.
 * The others (none, maximum, oversize, default, median, average, declared, blended, balloon...)
 * say nothing a rule can lean on: 'unknown'.
 */
const WEIGHT_TYPE_CODES: Record<number, ChargeLine['billedWeightType']> = {
  1: 'actual',
  6: 'actual',
  8: 'actual',
  17: 'actual',
  20: 'actual',
  31: 'actual',
  33: 'actual',
  2: 'dimensional',
  7: 'dimensional',
  9: 'dimensional',
  10: 'dimensional',
  11: 'dimensional',
  22: 'dimensional',
  32: 'dimensional',
  34: 'dimensional',
  35: 'dimensional',
  3: 'minimum',
  25: 'minimum',
  26: 'minimum',
  27: 'minimum',
  28: 'minimum',
};

/** The billed weight type of a Billed Weight Type cell ('02', '2', '' for none). */
export function upsWeightType(cell: string): ChargeLine['billedWeightType'] {
  let type = WEIGHT_TYPES_READ.get(cell);
  if (type === undefined) {
    type = WEIGHT_TYPE_CODES[/^\d{1,2}$/.test(cell) ? Number(cell) : -1] ?? 'unknown';
    // A file holds a handful of these cells: remember them (a bounded few, whatever the file).
    if (WEIGHT_TYPES_READ.size < 256) WEIGHT_TYPES_READ.set(cell, type);
  }
  return type;
}
const WEIGHT_TYPES_READ = new Map<string, ChargeLine['billedWeightType']>();

/** The fields upsLine reads. */
const READ = [
  'accountNumber',
  'invoiceDate',
  'invoiceNumber',
  'invoiceCurrency',
  'transactionDate',
  'leadShipmentNumber',
  'shipmentReference1',
  'shipmentReference2',
  'trackingNumber',
  'packageReference1',
  'enteredWeight',
  'enteredWeightUnit',
  'billedWeight',
  'billedWeightUnit',
  'billedWeightType',
  'packageDimensions',
  'zone',
  'chargeCategoryCode',
  'chargeCategoryDetailCode',
  'chargeClassificationCode',
  'chargeDescriptionCode',
  'chargeDescription',
  'transactionCurrency',
  'incentiveAmount',
  'netAmount',
  'senderCompany',
  'senderCity',
  'senderPostal',
  'senderCountry',
  'receiverName',
  'receiverCompany',
  'receiverCity',
  'receiverPostal',
  'receiverCountry',
  'shipmentDate',
  'deliveryDate',
  'dimensionUnit',
  'accountCountry',
  'detailKeyedDimensions',
  'detailKeyedUnit',
] as const satisfies readonly (keyof typeof UPS_COLUMNS)[];

const PICKED = READ.map((field) => UPS_COLUMNS[field] - 1).sort((a, b) => a - b);
/** Each field's slot in a CellPick of PICKED. */
const AT = Object.fromEntries(READ.map((field) => [field, PICKED.indexOf(UPS_COLUMNS[field] - 1)])) as Record<
  (typeof READ)[number],
  number
>;

/** 'I', 'IN' or 'inches' (not 'C', 'CM'), without the regex and the copy for ASCII text. */
function inchesUnit(unit: string): boolean {
  return (unit.charCodeAt(0) | 32) === 105;
}
function poundsUnit(unit: string): boolean {
  const first = unit.charCodeAt(0);
  if (first < 128 || unit.length === 0) return (first | 32) === 108;
  return unit.toUpperCase().startsWith('L');
}

function categoryOf(
  classification: string,
  categoryCode: string,
  code: string,
  description: string,
): ChargeCategory {
  if (classification === 'FSC') return 'fuel';
  const label = `${code} ${description}`;
  if (classification === 'TAX') return /vat|tva/i.test(label) ? 'vat' : 'duties_taxes';
  if (classification === 'GOV' || classification === 'BRK') return 'duties_taxes';
  const read = categoryOfLabel(label);
  // UPS bills an address correction as a freight row ('ADJ', detail 'ADC'): 'Address Correction Ground'.
  if (classification === 'FRT')
    return categoryCode === 'RTN'
      ? 'return_to_sender'
      : read === 'address_correction'
        ? read
        : 'transportation';
  if (categoryCode === 'ADJ' && read === 'other') return 'adjustment';
  return read;
}

/**
 * Where a UPS row changes from one line to the next (0-based columns): the invoice (1-11) and the
 * parcel (12-34), compared as one group first; the kind of charge and its currency (35-51, a few
 * kinds a file: several kept); its amounts (52-53, never the same); then the addresses, the dates
 * and the dimension unit between runs of columns the audit does not read, again a group.
 */
const CHARGE_SEGMENT = 2;
const SEGMENTS: Segment[] = [
  { column: 0 },
  { column: 11 },
  { column: 34, keep: 4, group: true },
  { column: 51, keep: 0, group: true },
  { column: 53, group: true },
  { column: 67 },
  { column: 82 },
  { column: 116 },
  { column: 122 },
];

/** How each field is read: as text (trimmed), in upper case, as a date or as an amount. */
const TEXT = 0;
const UPPER = 1;
const DATE = 2;
const AMOUNT = 3;
const KIND: Partial<Record<(typeof READ)[number], number>> = {
  chargeClassificationCode: UPPER,
  chargeCategoryCode: UPPER,
  transactionCurrency: UPPER,
  invoiceCurrency: UPPER,
  trackingNumber: UPPER,
  leadShipmentNumber: UPPER,
  senderCountry: UPPER,
  accountCountry: UPPER,
  receiverCountry: UPPER,
  invoiceDate: DATE,
  shipmentDate: DATE,
  transactionDate: DATE,
  deliveryDate: DATE,
  netAmount: AMOUNT,
  incentiveAmount: AMOUNT,
  enteredWeight: AMOUNT,
  billedWeight: AMOUNT,
};
if (SEGMENTS[CHARGE_SEGMENT]!.column !== UPS_COLUMNS.chargeCategoryCode - 1)
  throw new Error('The charge segment starts at the charge category code');
const KINDS = Uint8Array.from(
  PICKED.map((column) => KIND[READ.find((field) => UPS_COLUMNS[field] - 1 === column)!] ?? TEXT),
);

/**
 * Reads UPS rows one after the other, keeping what it read from the segments of the last rows
 * (CellPick): one per file (or per stream of rows), as what it keeps only makes reading cheaper.
 */
export class UpsReader {
  private readonly pick = new CellPick(PICKED, SEGMENTS);
  private readonly row = new CsvRow();
  /** Per slot, the row's field: a string (text, upper case, date) or an amount. */
  private readonly value: string[] = PICKED.map(() => '');
  private readonly number = new Float64Array(PICKED.length);
  /** The same for each text a segment keeps, at `slot * pick.most + entry`. */
  private readonly keptValue: string[] = new Array<string>(PICKED.length * this.pick.most).fill('');
  private readonly keptNumber = new Float64Array(PICKED.length * this.pick.most);
  /** The category of each kind of charge kept (the charge segment's texts). */
  private readonly keptCategory: (ChargeCategory | null)[] = new Array(this.pick.most).fill(null);
  private lastDimensions: [string, boolean, [number, number, number] | null] = ['', false, null];

  /** One row of cells as a charge line; null for a line that is not a charge (informational). */
  cells(cells: string[], sourceLine: number): ChargeLine | null {
    return this.read(this.row.set(',', '', 0, 0, cells), sourceLine);
  }

  /** One CSV row as a charge line; null for a line that is not a charge (informational). */
  read(row: CsvRow, sourceLine: number): ChargeLine | null {
    row.pick(this.pick);
    this.refresh();
    const { value, number } = this;
    const classification = value[AT.chargeClassificationCode]!;
    // An informational row bills nothing; it is read for what it says of the parcel (its measures).
    const informational = classification === 'INF';
    const net = informational ? 0 : number[AT.netAmount]!;
    const discount = informational ? 0 : Math.abs(number[AT.incentiveAmount]!);
    const enteredUnit = value[AT.enteredWeightUnit]!;
    const billedUnit = value[AT.billedWeightUnit]!;
    // A correction's measures in Package Dimensions; a shipment's, on its informational row, in Detail Keyed Dim.
    const corrected = value[AT.packageDimensions]!;
    const dimensionText = corrected || value[AT.detailKeyedDimensions]!;
    const dimensionUnit = corrected ? value[AT.dimensionUnit]! : value[AT.detailKeyedUnit]!;
    const inches = dimensionUnit ? inchesUnit(dimensionUnit) : poundsUnit(billedUnit || enteredUnit);
    const description = value[AT.chargeDescription]!;
    const code = value[AT.chargeDescriptionCode]!;
    const chargeCategory: ChargeCategory = informational
      ? 'informational'
      : this.category(classification, value[AT.chargeCategoryCode]!, code, description);
    const dimensions = this.dimensions(dimensionText, inches);
    const references: string[] = [];
    const reference1 = value[AT.shipmentReference1]!;
    const reference2 = value[AT.shipmentReference2]!;
    const reference3 = value[AT.packageReference1]!;
    if (reference1) references.push(reference1);
    if (reference2) references.push(reference2);
    if (reference3) references.push(reference3);
    return {
      carrier: 'ups',
      account: value[AT.accountNumber]!,
      invoiceNumber: value[AT.invoiceNumber]!,
      invoiceDate: value[AT.invoiceDate]!,
      currency: value[AT.transactionCurrency] || value[AT.invoiceCurrency]!,
      trackingNumber: value[AT.trackingNumber]!,
      leadShipmentNumber: value[AT.leadShipmentNumber]!,
      references,
      shipDate: value[AT.shipmentDate] || value[AT.transactionDate]!,
      deliveryDate: value[AT.deliveryDate]!,
      service: chargeCategory === 'transportation' ? description : '',
      zone: value[AT.zone]!,
      origin: {
        country: value[AT.senderCountry]!,
        postalCode: value[AT.senderPostal]!,
        city: value[AT.senderCity]!,
        residential: null,
        company: value[AT.senderCompany]!,
      },
      destination: {
        country: value[AT.receiverCountry]!,
        postalCode: value[AT.receiverPostal]!,
        city: value[AT.receiverCity]!,
        // UPS has no flag: a residential surcharge line is how it says a home.
        residential: chargeCategory === 'residential' ? true : null,
        company: value[AT.receiverCompany]!,
        person: value[AT.receiverName]!,
      },
      enteredWeightKg: weightKg(number[AT.enteredWeight]!, enteredUnit),
      billedWeightKg: weightKg(number[AT.billedWeight]!, billedUnit),
      billedWeightType: upsWeightType(value[AT.billedWeightType]!),
      dimensionsCm: dimensions ? [dimensions[0], dimensions[1], dimensions[2]] : null,
      dimDivisor: null,
      category: chargeCategory,
      rawCode: code || value[AT.chargeCategoryDetailCode]!,
      rawDescription: description,
      gross: Math.round((net + discount) * 100) / 100,
      discount,
      net,
      vat: 0,
      sourceLine,
    };
  }

  /** Whether a slashed date reads month first: in US and Canadian accounts' files (the account's country is read first). */
  private monthFirst(): boolean {
    const country = this.value[AT.accountCountry];
    return country === 'US' || country === 'CA';
  }

  /** Reads the fields of the segments that changed; takes those of a kept segment as they were read. */
  private refresh(): void {
    const { text, starts, ends, bounds, state, entry, most } = this.pick;
    const { value, number, keptValue, keptNumber } = this;
    for (let segment = 0; segment + 1 < bounds.length; segment++) {
      const seen = state[segment];
      if (seen === SEGMENT_SAME) continue;
      const into = entry[segment]!;
      const last = bounds[segment + 1]!;
      for (let slot = bounds[segment]!; slot < last; slot++) {
        const kept = slot * most + into;
        if (seen === SEGMENT_KEPT) {
          value[slot] = keptValue[kept]!;
          number[slot] = keptNumber[kept]!;
          continue;
        }
        const start = starts[slot]!;
        const end = ends[slot]!;
        const kind = KINDS[slot];
        if (kind === AMOUNT) {
          const plain = start === end ? 0 : plainAmount(text, start, end);
          number[slot] = !Number.isNaN(plain) ? plain : amountOf(text.slice(start, end));
        } else {
          const cell = start === end ? '' : text.slice(start, end).trim();
          value[slot] =
            kind === UPPER ? cell.toUpperCase() : kind === DATE ? dateOf(cell, this.monthFirst()) : cell;
        }
        if (into >= 0) {
          keptValue[kept] = value[slot]!;
          keptNumber[kept] = number[slot]!;
        }
      }
    }
  }

  /** The charge's category, read again only for a kind of charge not kept (its cells are the charge segment's). */
  private category(
    classification: string,
    categoryCode: string,
    code: string,
    description: string,
  ): ChargeCategory {
    const { state, entry } = this.pick;
    const kept = entry[CHARGE_SEGMENT]!;
    if (kept < 0) return categoryOf(classification, categoryCode, code, description);
    let category = state[CHARGE_SEGMENT] === SEGMENT_NEW ? null : this.keptCategory[kept]!;
    if (category === null) {
      category = categoryOf(classification, categoryCode, code, description);
      this.keptCategory[kept] = category;
    }
    return category;
  }

  private dimensions(text: string, inches: boolean): [number, number, number] | null {
    // Most rows carry none (a parcel's measures sit on its informational row): nothing to read or keep.
    if (text === '') return null;
    const last = this.lastDimensions;
    if (text !== last[0] || inches !== last[1])
      this.lastDimensions = [text, inches, dimensionsCm(text.split(/x/i), inches)];
    return this.lastDimensions[2];
  }
}

const shared = new UpsReader();

/** One UPS row as a charge line; null for a line that is not a charge (informational). */
export function upsLine(row: string[], sourceLine: number): ChargeLine | null {
  return shared.cells(row, sourceLine);
}
