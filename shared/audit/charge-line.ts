/**
 * The audit's one model of a carrier invoice: a charge line (issue 6). Every layout parser (UPS
 * Billing Data, FedEx, DHL Express, GLS, Colissimo, Chronopost, Colis Privé, the product's generic
 * template) turns its rows into these, and every rule reads only these. The carrier's own charge
 * code and description are kept verbatim (`rawCode`, `rawDescription`): a finding quotes them back
 * to the carrier; `category` is our reading of them.
 *
 * Amounts are in the invoice's currency, as numbers with cents; weights in kilograms, dimensions in
 * centimetres (parsers convert pounds, ounces and inches).
 */

export const CHARGE_CATEGORIES = [
  'transportation',
  'fuel',
  'residential',
  'delivery_area',
  'remote_area',
  'additional_handling',
  'oversize',
  'saturday',
  'address_correction',
  'declared_value',
  'signature',
  'cod',
  'pickup',
  'return_to_sender',
  'peak',
  'duties_taxes',
  'vat',
  'adjustment',
  'other',
  /** A row that bills nothing and says something of the parcel (UPS's INF rows: its measured dimensions). */
  'informational',
] as const;
export type ChargeCategory = (typeof CHARGE_CATEGORIES)[number];

export const BILLED_WEIGHT_TYPES = ['actual', 'dimensional', 'minimum', 'unknown'] as const;
export type BilledWeightType = (typeof BILLED_WEIGHT_TYPES)[number];

export interface Place {
  country: string;
  postalCode: string;
  city: string;
  /** Whether the carrier billed it as a home (null when the invoice does not say). */
  residential: boolean | null;
  /** A company name at the address: a business address. */
  company: string;
  /** The person the parcel is for, when the file names one apart from the company (UPS Receiver Name, FedEx Recipient Name). */
  person?: string;
}

export interface ChargeLine {
  carrier: string;
  account: string;
  invoiceNumber: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  currency: string;
  trackingNumber: string;
  leadShipmentNumber: string;
  references: string[];
  /** YYYY-MM-DD, '' when the invoice does not say. */
  shipDate: string;
  deliveryDate: string;
  service: string;
  zone: string;
  origin: Place;
  destination: Place;
  enteredWeightKg: number | null;
  billedWeightKg: number | null;
  billedWeightType: BilledWeightType;
  /** Length, width, height in cm, longest first; null when not given. */
  dimensionsCm: [number, number, number] | null;
  /** The divisor the carrier used for the dimensional weight (cm³ per kg), when it says. */
  dimDivisor: number | null;
  category: ChargeCategory;
  rawCode: string;
  rawDescription: string;
  gross: number;
  /** The contract discount (incentive) on this charge, a positive number. */
  discount: number;
  net: number;
  vat: number;
  /** Where it came from: the file's line number (1-based), for the evidence. */
  sourceLine: number;
}

/** A blank place, for layouts that say nothing of one side. */
export const NO_PLACE: Place = { country: '', postalCode: '', city: '', residential: null, company: '' };

/** Dimensional weight in kg of a parcel of `dimensions` cm with `divisor` cm³/kg, rounded up to 0.5 kg. */
export function dimensionalWeightKg(dimensions: [number, number, number], divisor: number): number {
  const [length, width, height] = dimensions.map((side) => Math.ceil(side));
  return Math.ceil(((length! * width! * height!) / divisor) * 2) / 2;
}

/** Length plus girth (2 x width + 2 x height), in cm: what 'oversize' thresholds measure. */
export const lengthPlusGirth = ([length, width, height]: [number, number, number]) =>
  length + 2 * width + 2 * height;

export const round2 = (value: number) => Math.round(value * 100) / 100;
