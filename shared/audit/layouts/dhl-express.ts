/**
 * DHL Express CSV invoice (the 'Line Type' file DHL sends by e-mail or SFTP): a header row, then
 * one 'I' row per invoice (its totals: not a charge, skipped) and one 'S' row per shipment. A
 * shipment row carries its weight charge ('Weight Charge', 'Weight Tax (VAT)', shipment discounts
 * 'Discount 1..3 Amount'), two 'Other Charges' and nine extra-charge blocks 'XC1..XC9 Code / Name /
 * Charge / Tax Code / Tax / Discount / Total': each non-zero one is a charge line. Files come
 * `,` or `;` separated, with decimal points or commas, and with header names spaced ('Weight
 * (kg)') or not ('Weight(kg)'); headers are matched ignoring spaces and punctuation.
 *
 * Sources: the full column order of a public DHL purchase-invoice importer (Line Type, Billing
 * Source, ... Shipment Number, Shipment Date, ... 'Cust Scale Weight (A)', 'DHL Scale Weight (B)',
 * 'Cust Vol Weight (V)', 'DHL Vol Weight (W)', 'Weight Flag', 'Weight (kg)', 'Currency', ... XC9
 * Total) and its handling of discounts (billed = charge + discount); a second importer's tests for
 * the `;` variant, yyyymmdd dates, 'I'/'S' rows and extra-charge codes (FF fuel surcharge).
 *
 * Assumed: 'Weight Flag' names the weight billed by its letter (A or B actual, V or W
 * volumetric); 'Dimensions' reads 'L x W x H' in centimetres; a discount is taken off its charge
 * (net = charge - |discount|) and 'Discount 1..3 Amount' off the weight charge; the receiver is a
 * company when 'Receivers Name' (the company per that importer) differs from 'Receivers Contact'.
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
  locateColumns,
  trackingOf,
} from './read';

const XC_PARTS = ['Code', 'Name', 'Charge', 'Tax', 'Discount'] as const;
type XcPart = (typeof XC_PARTS)[number];
export const DHL_EXTRA_CHARGES = 9;

type XcColumn = `xc${number}${XcPart}`;
const xcNames = Object.fromEntries(
  Array.from({ length: DHL_EXTRA_CHARGES }, (_, index) =>
    XC_PARTS.map((part) => [`xc${index + 1}${part}`, [`XC${index + 1} ${part}`]]),
  ).flat(),
) as Record<XcColumn, readonly string[]>;

const SHIPMENT_NAMES = {
  lineType: ['Line Type'],
  account: ['Billing Account'],
  invoiceNumber: ['Invoice Number'],
  invoiceDate: ['Invoice Date'],
  tracking: ['Shipment Number'],
  shipDate: ['Shipment Date'],
  reference1: ['Shipment Reference 1'],
  reference2: ['Shipment Reference 2'],
  reference3: ['Shipment Reference 3'],
  product: ['Product'],
  productName: ['Product Name'],
  originCountry: ['Orig Country Code'],
  sendersName: ['Senders Name'],
  sendersPostcode: ['Senders Postcode'],
  sendersCity: ['Senders City'],
  sendersCountry: ['Senders Country'],
  destinationCountry: ['Dest Country Code'],
  receiversName: ['Receivers Name'],
  receiversContact: ['Receivers Contact'],
  receiversPostcode: ['Receivers Postcode'],
  receiversCity: ['Receivers City'],
  receiversCountry: ['Receivers Country'],
  dimensions: ['Dimensions'],
  customerWeight: ['Cust Scale Weight (A)', 'Cust Scale Weight (kg)'],
  dhlWeight: ['DHL Scale Weight (B)', 'DHL Scale Weight (kg)'],
  weightFlag: ['Weight Flag'],
  weight: ['Weight (kg)'],
  currency: ['Currency'],
  weightCharge: ['Weight Charge'],
  weightTax: ['Weight Tax (VAT)'],
  other1: ['Other Charges 1'],
  other1Amount: ['Other Charges 1 Amount'],
  other2: ['Other Charges 2'],
  other2Amount: ['Other Charges 2 Amount'],
  discount1: ['Discount 1 Amount'],
  discount2: ['Discount 2 Amount'],
  discount3: ['Discount 3 Amount'],
} as const;
type DhlColumn = keyof typeof SHIPMENT_NAMES | XcColumn;

export const DHL_NAMES: Readonly<Partial<Record<DhlColumn, readonly string[]>>> = {
  ...SHIPMENT_NAMES,
  ...xcNames,
};

export type DhlHeader = Columns<DhlColumn>;

/** The positions of a DHL Express invoice header, or null when the row is not one. */
export function dhlHeader(row: readonly string[]): DhlHeader | null {
  const columns = locateColumns<DhlColumn>(row, DHL_NAMES);
  const charges = columns.weightCharge !== undefined || columns.xc1Code !== undefined;
  return charges && hasColumns(columns, ['lineType', 'invoiceNumber', 'tracking']) ? columns : null;
}

const WEIGHT_FLAGS: Record<string, ChargeLine['billedWeightType']> = {
  A: 'actual',
  B: 'actual',
  V: 'dimensional',
  W: 'dimensional',
};

function shipmentLine(cell: (column: DhlColumn) => string, sourceLine: number): ChargeLine {
  const weight = (column: DhlColumn) => (amountOf(cell(column)) > 0 ? amountOf(cell(column)) : null);
  const company =
    cell('receiversName').toLowerCase() === cell('receiversContact').toLowerCase()
      ? ''
      : cell('receiversName');
  return {
    ...blankLine('dhl_express', sourceLine),
    account: cell('account'),
    invoiceNumber: cell('invoiceNumber'),
    invoiceDate: dateOf(cell('invoiceDate')),
    currency: (cell('currency') || 'EUR').toUpperCase(),
    trackingNumber: trackingOf(cell('tracking')),
    references: [cell('reference1'), cell('reference2'), cell('reference3')].filter(Boolean),
    shipDate: dateOf(cell('shipDate')),
    service: cell('productName') || cell('product'),
    origin: {
      ...NO_PLACE,
      country: (cell('originCountry') || cell('sendersCountry')).toUpperCase(),
      postalCode: cell('sendersPostcode'),
      city: cell('sendersCity'),
      company: cell('sendersName'),
    },
    destination: {
      ...NO_PLACE,
      country: (cell('destinationCountry') || cell('receiversCountry')).toUpperCase(),
      postalCode: cell('receiversPostcode'),
      city: cell('receiversCity'),
      company,
    },
    enteredWeightKg: weight('dhlWeight') ?? weight('customerWeight'),
    billedWeightKg: weight('weight'),
    billedWeightType: WEIGHT_FLAGS[cell('weightFlag').toUpperCase().charAt(0)] ?? 'unknown',
    dimensionsCm: dimensionsCm(cell('dimensions').split(/[x×*/]/i), false),
  };
}

/**
 * One row as its charge lines: none for an invoice ('I') row or a row without a shipment number;
 * for a shipment ('S') row, the weight charge, the other charges and each extra charge.
 */
export function dhlLines(row: readonly string[], header: DhlHeader, sourceLine: number): ChargeLine[] {
  const cell = cellsOf(row, header);
  if (cell('lineType').toUpperCase() !== 'S' || !cell('tracking')) return [];
  const base = shipmentLine(cell, sourceLine);
  const lines: ChargeLine[] = [];
  const weightCharge = amountOf(cell('weightCharge'));
  if (weightCharge) {
    const discount = (['discount1', 'discount2', 'discount3'] as const).reduce(
      (sum, column) => sum + Math.abs(amountOf(cell(column))),
      0,
    );
    lines.push({
      ...base,
      ...grossLessDiscount(weightCharge, discount),
      vat: amountOf(cell('weightTax')),
      category: 'transportation',
      rawCode: cell('product'),
      rawDescription: cell('productName') || 'Weight Charge',
    });
  }
  for (const [label, amount] of [
    ['other1', 'other1Amount'],
    ['other2', 'other2Amount'],
  ] as const) {
    const value = amountOf(cell(amount));
    if (value)
      lines.push({
        ...base,
        ...grossLessDiscount(value, 0),
        category: categoryOfLabel(cell(label)),
        rawDescription: cell(label),
      });
  }
  for (let index = 1; index <= DHL_EXTRA_CHARGES; index++) {
    const part = (name: XcPart) => cell(`xc${index}${name}`);
    const charge = amountOf(part('Charge'));
    if (!part('Code') && !part('Name')) continue;
    if (!charge) continue;
    lines.push({
      ...base,
      ...grossLessDiscount(charge, amountOf(part('Discount'))),
      vat: amountOf(part('Tax')),
      category: categoryOfLabel(part('Name')),
      rawCode: part('Code'),
      rawDescription: part('Name'),
    });
  }
  return lines;
}
