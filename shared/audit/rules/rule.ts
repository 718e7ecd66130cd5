/**
 * An audit rule: data (its id, names and explanations in en and fr, the carriers it applies to, the
 * claim type its findings feed) and one small pure function over a shipment's charge lines. The
 * catalog (./index) lists them; the public site's 'over 50 audit points' is counted from it.
 */
import type { CarrierId, ClaimType } from '../../carriers/carriers';
import { type ChargeCategory, type ChargeLine, round2 } from '../charge-line';
import type { ContractTerms } from '../contract';

/** What the carrier's tracking says of a parcel (the connector's tracking, read before the audit). */
export interface TrackingFacts {
  status: 'label_created' | 'in_transit' | 'delivered' | 'exception' | 'returned';
  /** ISO date-times; null when the tracking has none. */
  firstScanAt: string | null;
  scheduledDeliveryAt: string | null;
  deliveredAt: string | null;
  /** The service the tracking names, when the connector reads it (optional: older readings have none). */
  service?: string | null;
  /** Oldest first; `code` is the carrier's own event code. */
  events: { at: string; code: string; description: string; location: string }[];
}

/** A shipment as an invoice bills it: every charge line of one tracking number, and what else is known. */
export interface Shipment {
  carrier: string;
  trackingNumber: string;
  lines: ChargeLine[];
  /** The carrier's tracking, when it was read (rules that need it find nothing without it). */
  tracking?: TrackingFacts | null;
  /** The account's contract terms, when the merchant entered them. */
  contract?: ContractTerms | null;
  /** The day the audit runs (YYYY-MM-DD): 'no movement for N days' counts to it. Rules never read a clock. */
  asOf?: string;
}

/**
 * How sure a finding is. 'claim': the invoice (and the tracking, the contract) prove it; a carrier
 * would accept it, so it opens an investigation. 'review': a signal that needs a fact we do not
 * have; it is shown to the merchant with what would settle it, and opens nothing by itself.
 */
export const CONFIDENCES = ['claim', 'review'] as const;
export type Confidence = (typeof CONFIDENCES)[number];

/**
 * What would settle a review finding (its en/fr words: CONFIDENCE_LABELS in ../evidence.ts):
 * - address_type_unknown: whether the delivery address is a business (the invoice names a consignee,
 *   which for a home delivery is a person, and the carrier did not say the address is commercial);
 * - carrier_measured: the carrier re-weighed or re-measured the parcel (a correction shows it), so
 *   only the merchant's own weighing or measuring can dispute it;
 * - weight_type_unknown: the invoice does not say whether the weight billed is the actual or the
 *   dimensional one;
 * - handling_reason_unknown: additional handling billed without naming its criterion, which may be
 *   the packing (not in a cardboard box, cylindrical, wrapped), which no invoice shows;
 * - separate_bills: a fee on two invoices of the parcel, one billing its duties and one its
 *   transport: whether the carrier's tariff puts the fee on each bill.
 */
export const REVIEW_REASONS = [
  'address_type_unknown',
  'carrier_measured',
  'weight_type_unknown',
  'handling_reason_unknown',
  'separate_bills',
] as const;
export type ReviewReason = (typeof REVIEW_REASONS)[number];

/** What a rule found: the amount to recover, the lines it is about, and the facts that show it. */
export interface RuleHit {
  amount: number;
  lines: ChargeLine[];
  /** Facts a carrier will accept, by name (values as shown on the invoice or measured). */
  evidence: Record<string, string | number>;
  /** Set when the hit is a signal to review, not a claim: what would settle it. */
  review?: ReviewReason;
}

/** Hits marked for review, with what would settle them. */
export const forReview = (hits: RuleHit[], review: ReviewReason): RuleHit[] =>
  hits.map((hit) => ({ ...hit, review }));

/**
 * What a rule cannot find without, as its own code reads: a line of one of `anyCategory` (of any
 * amount), the carrier's tracking, the merchant's contract, a line billing VAT (`vat` above 0). The
 * catalog does not ask a rule whose needs a shipment does not meet (most parcels bill transportation
 * and fuel, without VAT, tracking or contract). A need must follow from the rule's code alone: when
 * unsure, leave it out (the rules' tests check every case a rule finds meets its needs).
 */
export interface RuleNeeds {
  anyCategory?: readonly ChargeCategory[];
  tracking?: true;
  contract?: true;
  billedVat?: true;
}

export interface AuditRule {
  id: string;
  name: { en: string; fr: string };
  explanation: { en: string; fr: string };
  /** The carriers it applies to ('all': any carrier's invoice). */
  carriers: readonly CarrierId[] | 'all';
  claimType: ClaimType;
  needs?: RuleNeeds;
  check: (shipment: Shipment) => RuleHit[];
}

export const linesOf = (shipment: Shipment, category: ChargeLine['category']) =>
  shipment.lines.filter((line) => line.category === category && line.net > 0);

/** The first value a shipment's lines give for a field (they repeat it on every line). */
export function shipmentValue<T>(shipment: Shipment, read: (line: ChargeLine) => T | null | ''): T | null {
  for (const line of shipment.lines) {
    const value = read(line);
    if (value !== null && value !== '') return value as T;
  }
  return null;
}

/* Small helpers the rules share. */

/** Categories that are not a carrier's charge for carriage: taxes, duties and adjustments. */
const NOT_CARRIAGE: readonly ChargeCategory[] = ['vat', 'duties_taxes', 'adjustment'];

/** The sum of the lines' net amounts, to the cent. */
export const sumNet = (lines: readonly ChargeLine[]) =>
  round2(lines.reduce((sum, line) => sum + line.net, 0));

/** The billed charges for carrying the parcel (positive, neither VAT, duties nor adjustments), but `except`. */
export const carriageLines = (shipment: Shipment, except: readonly ChargeCategory[] = []) =>
  shipment.lines.filter(
    (line) => line.net > 0 && !NOT_CARRIAGE.includes(line.category) && !except.includes(line.category),
  );

/** One hit per line, for its whole net amount. */
export const refundEach = (
  lines: readonly ChargeLine[],
  evidence: (line: ChargeLine) => RuleHit['evidence'],
): RuleHit[] => lines.map((line) => ({ amount: round2(line.net), lines: [line], evidence: evidence(line) }));

/** One hit for all the lines' net amount (none when it is nothing). */
export function refundAll(lines: ChargeLine[], evidence: RuleHit['evidence']): RuleHit[] {
  const amount = sumNet(lines);
  return amount > 0 ? [{ amount, lines, evidence }] : [];
}

/** A charge line's own words: its code and description. */
export const wording = (line: ChargeLine) => `${line.rawCode} ${line.rawDescription}`;

/** A line's wording says it corrects or re-rates an earlier charge: a correction, not a second charge. */
export const CORRECTION = /correct|adjust|r[ée]gul|ajust|audit|re-?rat|revis/i;
export const isCorrection = (line: ChargeLine) => CORRECTION.test(wording(line));
/** Charges whose own name says 'correction': an address correction is a fee, not the correction of one. */
const NAMED_CORRECTION = /address correction|correction d.adresse/gi;
/**
 * Whether a line corrects an earlier charge, its own name aside: 'Address Correction' is a charge,
 * 'ADDRESS CORRECTION ADJUSTMENT' and 'Shipping Charge Correction Address Correction' correct one.
 */
export const correctsACharge = (line: ChargeLine) =>
  CORRECTION.test(wording(line).replace(NAMED_CORRECTION, ''));

/** The service a shipment was billed under: its transportation line's service or description. */
export const billedService = (shipment: Shipment) =>
  shipmentValue(shipment, (line) =>
    line.category === 'transportation' ? line.service || line.rawDescription : null,
  ) ?? '';

/** The tracking events whose description (or code) matches. */
export const eventsMatching = (tracking: TrackingFacts, pattern: RegExp) =>
  tracking.events.filter((event) => pattern.test(event.description) || pattern.test(event.code));

/** The date (YYYY-MM-DD) of an ISO date-time as written, i.e. in its own time zone. */
export const localDay = (iso: string) => iso.slice(0, 10);

/** Whole days from one YYYY-MM-DD to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Day of the week of a YYYY-MM-DD (0 Sunday, 6 Saturday). */
export const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/** The instant at `time` (HH:MM) on the day of `iso`, in `iso`'s own time zone. */
export function sameDayAt(iso: string, time: string): number {
  const zone = /(Z|[+-]\d{2}:?\d{2})$/.exec(iso)?.[1] ?? 'Z';
  return Date.parse(`${localDay(iso)}T${time}:00${zone}`);
}

/** Rounds a weight up to the next half kilogram, as the carriers bill it. */
export const upToHalfKg = (kg: number) => Math.ceil(kg * 2) / 2;

/** A charge's wording names a pickup (an area or Saturday fee for the pickup, not the delivery). */
export const PICKUP_WORDING = /pick ?up|enl[èe]vement|ramassage|collect/i;

/** The parcel's dimensions as its lines give them (cm, longest first), or null. */
/**
 * The parcel's dimensions: the carrier's own measure when a correction gives one (what it billed
 * by, and what it would answer a claim with), else the dimensions the shipper keyed.
 */
export function dimensionsOf(shipment: Shipment): [number, number, number] | null {
  let keyed: [number, number, number] | null = null;
  for (const line of shipment.lines) {
    const dimensions = line.dimensionsCm;
    if (!dimensions) continue;
    if (!keyed) keyed = dimensions;
    // Most parcels give one measure on every line: a correction's wording is read only when it differs.
    else if (
      (dimensions[0] !== keyed[0] || dimensions[1] !== keyed[1] || dimensions[2] !== keyed[2]) &&
      isCorrection(line)
    )
      return dimensions;
  }
  return keyed;
}

/** Whether a category is still billed for the parcel once the carrier's own corrections (a refund of it, often) are counted. */
export const stillBilled = (shipment: Shipment, category: ChargeCategory) =>
  sumNet(shipment.lines.filter((line) => line.category === category)) > 0;

/** Whether the carrier itself re-weighed or re-measured the parcel: a correction line gives a weight or dimensions. */
export const carrierMeasured = (shipment: Shipment) =>
  shipment.lines.some(
    (line) => (line.dimensionsCm !== null || line.billedWeightKg !== null) && isCorrection(line),
  );

/** The same charge on the same invoice: one key for its invoice, code, description and amount. */
export const sameCharge = (line: ChargeLine) =>
  `${line.invoiceNumber}|${line.rawCode}|${line.rawDescription}|${line.net}`;

/** The lines, identical ones once. */
export function distinct(lines: ChargeLine[]): ChargeLine[] {
  const seen = new Set<string>();
  return lines.filter((line) => {
    const key = sameCharge(line);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The lines but the largest (kept: the one charge that may be right), largest last. */
export function extrasOf(lines: ChargeLine[]): { extras: ChargeLine[]; kept: ChargeLine } {
  const sorted = [...lines].sort((a, b) => b.net - a.net || a.sourceLine - b.sourceLine);
  return { kept: sorted[0]!, extras: sorted.slice(1) };
}

/** One hit refunding every charge of a group but its largest (identical charges counted once). */
export function keepLargest(lines: ChargeLine[], evidence: RuleHit['evidence']): RuleHit[] {
  const unique = distinct(lines);
  if (unique.length < 2) return [];
  const { kept, extras } = extrasOf(unique);
  return [
    {
      amount: sumNet(extras),
      lines: [...extras, kept],
      evidence: {
        ...evidence,
        charges: unique.map((line) => `${line.rawDescription} ${line.net}`).join('; '),
      },
    },
  ];
}

/** The transportation charge's share for the kilograms billed above the fair weight. */
export function overbilledShare(
  shipment: Shipment,
  billed: number,
  fair: number,
  evidence: RuleHit['evidence'],
): RuleHit[] {
  const transport = linesOf(shipment, 'transportation');
  const net = sumNet(transport);
  if (net <= 0 || billed <= 0) return [];
  return [{ amount: round2((net * (billed - fair)) / billed), lines: transport, evidence }];
}
