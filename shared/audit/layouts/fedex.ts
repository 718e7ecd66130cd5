/**
 * FedEx CSV-EDI ('All Columns' invoice download, CSV): a header row, then one row per package. The
 * fixed columns come first ('Bill to Account Number', 'Invoice Date', 'Invoice Number', 'Express or
 * Ground Tracking ID', 'Transportation Charge Amount', 'Net Charge Amount', 'Service Type',
 * 'Shipment Date', 'POD Delivery Date', 'Actual/Rated Weight Amount' and 'Units' (L or K), 'Dim
 * Length/Width/Height', 'Dim Divisor', 'Dim Unit' (I or C), 'Recipient Company', ... 'Zone Code'),
 * then up to 25 (or more) pairs 'Tracking ID Charge Description' / 'Tracking ID Charge Amount'
 * whose header names repeat: they are read by position.
 *
 * Sources: the column order of public FedEx invoice importers (a SQL Server staging table of the
 * CSV-EDI file and a fixture writer that follows FedEx's data dictionary, ~150 columns, dates
 * yyyymmdd, 25 pairs); the discount labels ('Earned Discount', 'Performance Pricing', 'Grace
 * Discount', 'Discount') from importers that subtract them from the transportation charge.
 *
 * Assumed (not found in a source): the pairs carry surcharges and discounts, not the base rate
 * (which is 'Transportation Charge Amount'), so a pair reading 'Transportation Charge' is not read
 * twice; discounts apply to the transportation charge; 'Rated Method' codes are not documented
 * publicly, so the billed weight is 'dimensional' when the rated weight is above the actual weight
 * rounded up and the package has dimensions; the currency is read from a 'Currency Code' column
 * when there is one, USD otherwise.
 */
import { type ChargeLine, NO_PLACE } from '../charge-line';
import {
  amountOf,
  blankLine,
  type Columns,
  categoryOfLabel,
  cellsOf,
  dateOf,
  dimensionsCm,
  grossLessDiscount,
  hasColumns,
  headerKey,
  kilograms,
  locateColumns,
  trackingOf,
} from './read';

export const FEDEX_NAMES = {
  account: ['Bill to Account Number'],
  invoiceDate: ['Invoice Date'],
  invoiceNumber: ['Invoice Number'],
  tracking: ['Express or Ground Tracking ID'],
  transportation: ['Transportation Charge Amount'],
  netCharge: ['Net Charge Amount'],
  service: ['Service Type'],
  groundService: ['Ground Service'],
  shipDate: ['Shipment Date'],
  deliveryDate: ['POD Delivery Date'],
  actualWeight: ['Actual Weight Amount'],
  actualUnit: ['Actual Weight Units'],
  ratedWeight: ['Rated Weight Amount'],
  ratedUnit: ['Rated Weight Units'],
  length: ['Dim Length'],
  width: ['Dim Width'],
  height: ['Dim Height'],
  divisor: ['Dim Divisor'],
  dimUnit: ['Dim Unit'],
  recipientCompany: ['Recipient Company'],
  recipientName: ['Recipient Name'],
  recipientCity: ['Recipient City'],
  recipientPostal: ['Recipient Zip Code'],
  recipientCountry: ['Recipient Country/Territory'],
  shipperCompany: ['Shipper Company'],
  shipperCity: ['Shipper City'],
  shipperPostal: ['Shipper Zip Code'],
  shipperCountry: ['Shipper Country/Territory'],
  reference1: ['Original Customer Reference'],
  reference2: ['Original Ref#2'],
  reference3: ['Original Ref#3/PO Number'],
  zone: ['Zone Code'],
  currency: ['Currency Code', 'Invoice Currency Code', 'Bill to Currency'],
} as const;
type FedexColumn = keyof typeof FEDEX_NAMES;

export const FEDEX_CHARGE_DESCRIPTION = 'Tracking ID Charge Description';
export const FEDEX_CHARGE_AMOUNT = 'Tracking ID Charge Amount';

/** Labels of the pairs that are discounts on the transportation charge. */
const DISCOUNT = /discount|performance pricing|earned|grace|automation bonus|incentive|volume/i;
/** A pair repeating the base rate, already read from 'Transportation Charge Amount'. */
const BASE_RATE = /^transportation charge$/i;

/** cm³/kg per in³/lb: a divisor of 139 in³/lb is about 5,022 cm³/kg. */
const CM3_PER_KG_PER_IN3_PER_LB = 2.54 ** 3 / 0.45359237;

export interface FedexHeader {
  columns: Columns<FedexColumn>;
  /** Position of each pair's description (its amount is the next column). */
  pairs: number[];
}

/** The positions of a FedEx CSV-EDI header, or null when the row is not one. */
export function fedexHeader(row: readonly string[]): FedexHeader | null {
  const columns = locateColumns<FedexColumn>(row, FEDEX_NAMES);
  if (!hasColumns(columns, ['invoiceNumber', 'tracking', 'netCharge'])) return null;
  const description = headerKey(FEDEX_CHARGE_DESCRIPTION);
  const amount = headerKey(FEDEX_CHARGE_AMOUNT);
  const pairs: number[] = [];
  row.forEach((cell, at) => {
    if (headerKey(cell).startsWith(description) && headerKey(row[at + 1] ?? '').startsWith(amount))
      pairs.push(at);
  });
  return pairs.length ? { columns, pairs } : null;
}

const inUnit = (unit: string, letter: string) => unit.trim().toUpperCase().startsWith(letter);

/** The facts every charge of the package shares. */
function packageLine(cell: (column: FedexColumn) => string, sourceLine: number): ChargeLine {
  const inches = inUnit(cell('dimUnit'), 'I');
  const dimensions = dimensionsCm([cell('length'), cell('width'), cell('height')], inches);
  const divisor = amountOf(cell('divisor'));
  const actual = amountOf(cell('actualWeight'));
  const rated = amountOf(cell('ratedWeight'));
  const dimensional = dimensions !== null && rated > Math.ceil(actual);
  return {
    ...blankLine('fedex', sourceLine),
    account: cell('account'),
    invoiceNumber: cell('invoiceNumber'),
    invoiceDate: dateOf(cell('invoiceDate'), true),
    currency: (cell('currency') || 'USD').toUpperCase(),
    trackingNumber: trackingOf(cell('tracking')),
    references: [cell('reference1'), cell('reference2'), cell('reference3')].filter(Boolean),
    shipDate: dateOf(cell('shipDate'), true),
    deliveryDate: dateOf(cell('deliveryDate'), true),
    service: [cell('service'), cell('groundService')].filter(Boolean).join(' - '),
    zone: cell('zone'),
    origin: {
      ...NO_PLACE,
      country: cell('shipperCountry').toUpperCase(),
      postalCode: cell('shipperPostal'),
      city: cell('shipperCity'),
      company: cell('shipperCompany'),
    },
    destination: {
      ...NO_PLACE,
      country: cell('recipientCountry').toUpperCase(),
      postalCode: cell('recipientPostal'),
      city: cell('recipientCity'),
      company: cell('recipientCompany'),
      person: cell('recipientName'),
    },
    enteredWeightKg: kilograms(cell('actualWeight'), cell('actualUnit')),
    billedWeightKg: kilograms(cell('ratedWeight'), cell('ratedUnit') || cell('actualUnit')),
    billedWeightType: rated ? (dimensional ? 'dimensional' : 'actual') : 'unknown',
    dimensionsCm: dimensions,
    dimDivisor: divisor > 0 ? Math.round(inches ? divisor * CM3_PER_KG_PER_IN3_PER_LB : divisor) : null,
  };
}

/**
 * One package row as its charge lines: the transportation charge (less the discount pairs), then
 * each other non-zero pair. A row with no tracking id and no charge (a total, a blank) gives none.
 */
export function fedexLines(row: readonly string[], header: FedexHeader, sourceLine: number): ChargeLine[] {
  const cell = cellsOf(row, header.columns);
  const pairs = header.pairs
    .map((at) => ({ label: (row[at] ?? '').trim(), amount: amountOf(row[at + 1]) }))
    .filter((pair) => pair.label && pair.amount !== 0 && !BASE_RATE.test(pair.label));
  const transportation = amountOf(cell('transportation'));
  if (!cell('tracking') || (!transportation && !pairs.length)) return [];
  const base = packageLine(cell, sourceLine);
  const discounts = pairs.filter((pair) => DISCOUNT.test(pair.label));
  const lines: ChargeLine[] = [];
  if (transportation) {
    const discount = discounts.reduce((sum, pair) => sum + Math.abs(pair.amount), 0);
    lines.push({
      ...base,
      ...grossLessDiscount(transportation, discount),
      category: 'transportation',
      rawCode: 'Transportation Charge',
      rawDescription: base.service,
    });
  } else {
    // No base rate on the row (a rebilled surcharge): its discounts stand as credits.
    for (const pair of discounts)
      lines.push({ ...base, net: pair.amount, category: 'adjustment', rawDescription: pair.label });
  }
  for (const pair of pairs) {
    if (DISCOUNT.test(pair.label)) continue;
    lines.push({
      ...base,
      ...grossLessDiscount(pair.amount, 0),
      category: categoryOfLabel(pair.label),
      rawDescription: pair.label,
    });
  }
  return lines;
}
