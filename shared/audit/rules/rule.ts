/**
 * An audit rule: data (its id, names and explanations in en and fr, the carriers it applies to, the
 * claim type its findings feed) and one small pure function over a shipment's charge lines. The
 * catalog (./index) lists them; the public site's 'over 50 audit points' is counted from it.
 */
import type { CarrierId, ClaimType } from '../../carriers';
import type { ChargeLine } from '../charge-line';
import type { ContractTerms } from '../contract';

/** What the carrier's tracking says of a parcel (the connector's tracking, read before the audit). */
export interface TrackingFacts {
  status: 'label_created' | 'in_transit' | 'delivered' | 'exception' | 'returned';
  /** ISO date-times; null when the tracking has none. */
  firstScanAt: string | null;
  scheduledDeliveryAt: string | null;
  deliveredAt: string | null;
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

/** What a rule found: the amount to recover, the lines it is about, and the facts that show it. */
export interface RuleHit {
  amount: number;
  lines: ChargeLine[];
  /** Facts a carrier will accept, by name (values as shown on the invoice or measured). */
  evidence: Record<string, string | number>;
}

export interface AuditRule {
  id: string;
  name: { en: string; fr: string };
  explanation: { en: string; fr: string };
  /** The carriers it applies to ('all': any carrier's invoice). */
  carriers: readonly CarrierId[] | 'all';
  claimType: ClaimType;
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
