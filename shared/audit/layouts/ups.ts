/**
 * UPS Billing Data (CSV, one row per charge, no header row, 250 columns). Positions (1-based) from
 * UPS's Billing Data dictionary for columns 1 to 30 and from parsers of the same file for the rest
 * (see the closing note of issue 6's first increment for the sources). Informational lines (INF)
 * repeat a service for information and are not charges: they are skipped.
 */
import { type ChargeCategory, type ChargeLine, NO_PLACE } from '../charge-line';
import { amountOf, categoryOfLabel, dateOf, dimensionsCm, kilograms } from './read';

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
  receiverCompany: 76,
  receiverCity: 79,
  receiverPostal: 81,
  receiverCountry: 82,
  shipmentDate: 117,
  deliveryDate: 122,
  dimensionUnit: 196,
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

const WEIGHT_TYPES: Record<string, ChargeLine['billedWeightType']> = {
  '1': 'actual',
  '2': 'dimensional',
  '3': 'minimum',
};

function category(cell: (position: number) => string): ChargeCategory {
  const classification = cell(UPS_COLUMNS.chargeClassificationCode).toUpperCase();
  const label = `${cell(UPS_COLUMNS.chargeDescriptionCode)} ${cell(UPS_COLUMNS.chargeDescription)}`;
  if (classification === 'FSC') return 'fuel';
  if (classification === 'TAX') return /vat|tva/i.test(label) ? 'vat' : 'duties_taxes';
  if (classification === 'GOV' || classification === 'BRK') return 'duties_taxes';
  if (classification === 'FRT') {
    return cell(UPS_COLUMNS.chargeCategoryCode).toUpperCase() === 'RTN'
      ? 'return_to_sender'
      : 'transportation';
  }
  const read = categoryOfLabel(label);
  if (cell(UPS_COLUMNS.chargeCategoryCode).toUpperCase() === 'ADJ' && read === 'other') return 'adjustment';
  return read;
}

/** One UPS row as a charge line; null for a line that is not a charge (informational). */
export function upsLine(row: string[], sourceLine: number): ChargeLine | null {
  const cell = (position: number) => (row[position - 1] ?? '').trim();
  if (cell(UPS_COLUMNS.chargeClassificationCode).toUpperCase() === 'INF') return null;
  const net = amountOf(cell(UPS_COLUMNS.netAmount));
  const discount = Math.abs(amountOf(cell(UPS_COLUMNS.incentiveAmount)));
  const weightUnit = cell(UPS_COLUMNS.billedWeightUnit) || cell(UPS_COLUMNS.enteredWeightUnit);
  const inches = cell(UPS_COLUMNS.dimensionUnit)
    ? /^in/i.test(cell(UPS_COLUMNS.dimensionUnit))
    : weightUnit.toUpperCase().startsWith('L');
  const chargeCategory = category(cell);
  const companyAt = (position: number) => cell(position);
  return {
    carrier: 'ups',
    account: cell(UPS_COLUMNS.accountNumber),
    invoiceNumber: cell(UPS_COLUMNS.invoiceNumber),
    invoiceDate: dateOf(cell(UPS_COLUMNS.invoiceDate)),
    currency: (cell(UPS_COLUMNS.transactionCurrency) || cell(UPS_COLUMNS.invoiceCurrency)).toUpperCase(),
    trackingNumber: cell(UPS_COLUMNS.trackingNumber).toUpperCase(),
    leadShipmentNumber: cell(UPS_COLUMNS.leadShipmentNumber).toUpperCase(),
    references: [
      cell(UPS_COLUMNS.shipmentReference1),
      cell(UPS_COLUMNS.shipmentReference2),
      cell(UPS_COLUMNS.packageReference1),
    ].filter(Boolean),
    shipDate: dateOf(cell(UPS_COLUMNS.shipmentDate)) || dateOf(cell(UPS_COLUMNS.transactionDate)),
    deliveryDate: dateOf(cell(UPS_COLUMNS.deliveryDate)),
    service: chargeCategory === 'transportation' ? cell(UPS_COLUMNS.chargeDescription) : '',
    zone: cell(UPS_COLUMNS.zone),
    origin: {
      ...NO_PLACE,
      country: cell(UPS_COLUMNS.senderCountry).toUpperCase(),
      postalCode: cell(UPS_COLUMNS.senderPostal),
      city: cell(UPS_COLUMNS.senderCity),
      company: companyAt(UPS_COLUMNS.senderCompany),
    },
    destination: {
      ...NO_PLACE,
      country: cell(UPS_COLUMNS.receiverCountry).toUpperCase(),
      postalCode: cell(UPS_COLUMNS.receiverPostal),
      city: cell(UPS_COLUMNS.receiverCity),
      company: companyAt(UPS_COLUMNS.receiverCompany),
      // UPS has no flag: a residential surcharge line is how it says a home.
      residential: chargeCategory === 'residential' ? true : null,
    },
    enteredWeightKg: kilograms(cell(UPS_COLUMNS.enteredWeight), cell(UPS_COLUMNS.enteredWeightUnit)),
    billedWeightKg: kilograms(cell(UPS_COLUMNS.billedWeight), cell(UPS_COLUMNS.billedWeightUnit)),
    billedWeightType: WEIGHT_TYPES[cell(UPS_COLUMNS.billedWeightType)] ?? 'unknown',
    dimensionsCm: dimensionsCm(cell(UPS_COLUMNS.packageDimensions).split(/x/i), inches),
    dimDivisor: null,
    category: chargeCategory,
    rawCode: cell(UPS_COLUMNS.chargeDescriptionCode) || cell(UPS_COLUMNS.chargeCategoryDetailCode),
    rawDescription: cell(UPS_COLUMNS.chargeDescription),
    gross: Math.round((net + discount) * 100) / 100,
    discount,
    net,
    vat: 0,
    sourceLine,
  };
}
