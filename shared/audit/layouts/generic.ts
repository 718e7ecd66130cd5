/**
 * The product's own generic invoice template (CSV, XLSX or XLS): one row per charge under named
 * columns, for carriers whose layout has no parser yet and for merchants who export their own.
 * Headers are matched after normalising (case, accents, spaces and punctuation ignored), so
 * 'Tracking number' and 'tracking_number' are the same column.
 */
import { normaliseHeader } from '../../sheets/headers';
import { CHARGE_CATEGORIES, type ChargeCategory, type ChargeLine, NO_PLACE } from '../charge-line';
import { amountOf, categoryOfLabel, dateOf, dimensionsCm } from './read';

export const GENERIC_COLUMNS = [
  'carrier',
  'account',
  'invoice_number',
  'invoice_date',
  'currency',
  'tracking_number',
  'lead_tracking_number',
  'reference',
  'ship_date',
  'delivery_date',
  'service',
  'zone',
  'origin_country',
  'origin_postal_code',
  'destination_country',
  'destination_postal_code',
  'destination_city',
  'destination_company',
  'residential',
  'entered_weight_kg',
  'billed_weight_kg',
  'billed_weight_type',
  'length_cm',
  'width_cm',
  'height_cm',
  'dim_divisor',
  'charge_code',
  'charge_description',
  'charge_category',
  'gross',
  'discount',
  'net',
  'vat',
] as const;
export type GenericColumn = (typeof GENERIC_COLUMNS)[number];

/** The columns a generic file cannot do without. */
export const GENERIC_REQUIRED: readonly GenericColumn[] = [
  'carrier',
  'invoice_number',
  'tracking_number',
  'charge_description',
  'net',
];

/** Where each column is in a header row, or null when it is not a generic template. */
export function genericHeader(row: string[]): Partial<Record<GenericColumn, number>> | null {
  const positions: Partial<Record<GenericColumn, number>> = {};
  row.forEach((header, index) => {
    const name = normaliseHeader(header).replace(/ /g, '_') as GenericColumn;
    if ((GENERIC_COLUMNS as readonly string[]).includes(name) && positions[name] === undefined)
      positions[name] = index;
  });
  return GENERIC_REQUIRED.every((column) => positions[column] !== undefined) ? positions : null;
}

const yes = (text: string) => /^(1|true|yes|oui|y|x)$/i.test(text.trim());
const optionalNumber = (text: string) => (text.trim() === '' ? null : amountOf(text));

export function genericLine(
  row: string[],
  positions: Partial<Record<GenericColumn, number>>,
  sourceLine: number,
): ChargeLine | null {
  const cell = (column: GenericColumn) => {
    const at = positions[column];
    return at === undefined ? '' : (row[at] ?? '').trim();
  };
  if (!cell('tracking_number') && !cell('charge_description') && !cell('net')) return null;
  const named = cell('charge_category').toLowerCase() as ChargeCategory;
  const category = CHARGE_CATEGORIES.includes(named)
    ? named
    : categoryOfLabel(`${cell('charge_code')} ${cell('charge_description')}`);
  const net = amountOf(cell('net'));
  const discount = Math.abs(amountOf(cell('discount')));
  const type = cell('billed_weight_type').toLowerCase();
  const divisor = optionalNumber(cell('dim_divisor'));
  return {
    carrier: cell('carrier')
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
    account: cell('account'),
    invoiceNumber: cell('invoice_number'),
    invoiceDate: dateOf(cell('invoice_date')),
    currency: (cell('currency') || 'EUR').toUpperCase(),
    trackingNumber: cell('tracking_number').toUpperCase().replace(/\s+/g, ''),
    leadShipmentNumber: cell('lead_tracking_number').toUpperCase(),
    references: cell('reference') ? [cell('reference')] : [],
    shipDate: dateOf(cell('ship_date')),
    deliveryDate: dateOf(cell('delivery_date')),
    service: cell('service'),
    zone: cell('zone'),
    origin: {
      ...NO_PLACE,
      country: cell('origin_country').toUpperCase(),
      postalCode: cell('origin_postal_code'),
    },
    destination: {
      ...NO_PLACE,
      country: cell('destination_country').toUpperCase(),
      postalCode: cell('destination_postal_code'),
      city: cell('destination_city'),
      company: cell('destination_company'),
      residential: cell('residential') === '' ? null : yes(cell('residential')),
    },
    enteredWeightKg: optionalNumber(cell('entered_weight_kg')),
    billedWeightKg: optionalNumber(cell('billed_weight_kg')),
    billedWeightType: type === 'actual' || type === 'dimensional' || type === 'minimum' ? type : 'unknown',
    dimensionsCm: dimensionsCm([cell('length_cm'), cell('width_cm'), cell('height_cm')], false),
    dimDivisor: divisor && divisor > 0 ? divisor : null,
    category,
    rawCode: cell('charge_code'),
    rawDescription: cell('charge_description'),
    gross: cell('gross') ? amountOf(cell('gross')) : Math.round((net + discount) * 100) / 100,
    discount,
    net,
    vat: amountOf(cell('vat')),
    sourceLine,
  };
}
