/**
 * The sandbox carrier's world, as pure functions of an account and the sandbox clock: the
 * account's shipments (tracking numbers in the carrier's real format, check digits included),
 * their tracking events, the invoices billing them, and how a filed claim moves through statuses.
 *
 * Everything is derived from a seed (carrier + username) and the account's anchor date, so the same
 * account always has the same shipments, and events appear as the sandbox clock passes them: a
 * shipment in transit today is delivered (or lost) tomorrow, like at a real carrier.
 */
import { type CarrierId, type ClaimType, carrierById } from '@shared/carriers/carriers';
import { s10CheckDigit, upsCheckDigitValid } from '@shared/carriers/tracking-numbers';
import type {
  CarrierClaim,
  CarrierClaimStatus,
  CarrierInvoice,
  TrackedShipment,
  TrackingEvent,
  TrackingStatus,
} from '../../../functions/connectors/connector';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** What happens to a shipment; claims are accepted when they match it. */
export const SCENARIOS = ['on_time', 'late', 'lost', 'damaged', 'returned', 'label_not_used'] as const;
export type Scenario = (typeof SCENARIOS)[number];

export interface SandboxShipment {
  trackingNumber: string;
  service: string;
  scenario: Scenario;
  shippedAt: number;
  scheduledDeliveryAt: number;
  /** When it was (or will be) delivered; null when it never is. */
  deliveredAt: number | null;
  weightKg: number;
  charge: number;
  origin: { country: string; postalCode: string };
  destination: { country: string; postalCode: string };
  events: { at: number; code: string; description: string; location: string; status: TrackingStatus }[];
}

/** mulberry32: a small, fast, seedable PRNG; good enough for sample data. */
export function seededRandom(seed: string): () => number {
  let state = 0;
  for (const char of seed) state = (Math.imul(state ^ char.charCodeAt(0), 2654435761) + 1) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const digits = (random: () => number, count: number) =>
  Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
const letters = (random: () => number, count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(65 + Math.floor(random() * 26))).join('');

/** A tracking number in the carrier's own format, with a valid check digit where it has one. */
export function sampleTrackingNumber(carrier: CarrierId, random: () => number): string {
  switch (carrier) {
    case 'ups': {
      const body = `1Z${letters(random, 1)}${digits(random, 5)}${digits(random, 2)}${digits(random, 7)}`;
      for (let check = 0; check < 10; check++)
        if (upsCheckDigitValid(`${body}${check}`)) return `${body}${check}`;
      throw new Error('unreachable: one UPS check digit always fits');
    }
    case 'chronopost': {
      const serial = digits(random, 8);
      return `XR${serial}${s10CheckDigit(serial)}FR`;
    }
    case 'fedex':
      return `7${digits(random, 11)}`;
    case 'tnt':
      return digits(random, 9);
    case 'dhl_express':
      return digits(random, 10);
    case 'colissimo':
      return `6A${digits(random, 11)}`;
    case 'dpd':
      return `0${digits(random, 13)}`;
    case 'gls':
      return digits(random, 11);
    case 'mondial_relay':
      return digits(random, 8);
    case 'colis_prive':
      return `CP${digits(random, 12)}`;
  }
}

const SERVICES = [
  { name: 'Standard', days: 3 },
  { name: 'Express', days: 1 },
] as const;
const HUBS = [
  'Paris-Nord hub',
  'Lyon-Saint-Exupéry hub',
  'Lille-Lesquin hub',
  'Marseille hub',
  'Bruxelles hub',
];
const DESTINATIONS = ['Lyon', 'Bordeaux', 'Nantes', 'Strasbourg', 'Toulouse', 'Liège', 'Gent', 'Nice'];
/** Where each destination city is: its country and a postal code in it. */
const PLACES: Record<string, { country: string; postalCode: string }> = {
  Lyon: { country: 'FR', postalCode: '69003' },
  Bordeaux: { country: 'FR', postalCode: '33000' },
  Nantes: { country: 'FR', postalCode: '44000' },
  Strasbourg: { country: 'FR', postalCode: '67000' },
  Toulouse: { country: 'FR', postalCode: '31000' },
  Liège: { country: 'BE', postalCode: '4000' },
  Gent: { country: 'BE', postalCode: '9000' },
  Nice: { country: 'FR', postalCode: '06000' },
};
/** Where the merchant ships from; most parcels leave France, some the Belgian warehouse. */
const ORIGINS = [
  { country: 'FR', postalCode: '93200' },
  { country: 'FR', postalCode: '93200' },
  { country: 'FR', postalCode: '93200' },
  { country: 'BE', postalCode: '1000' },
];

function pickScenario(random: () => number): Scenario {
  const roll = random();
  if (roll < 0.66) return 'on_time';
  if (roll < 0.8) return 'late';
  if (roll < 0.87) return 'lost';
  if (roll < 0.92) return 'damaged';
  if (roll < 0.96) return 'returned';
  return 'label_not_used';
}

/** Business days later (Saturday and Sunday are not delivery days). */
function addBusinessDays(start: number, days: number): number {
  let at = start;
  for (let left = days; left > 0; ) {
    at += DAY;
    const weekday = new Date(at).getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return at;
}

export const SHIPMENTS_PER_ACCOUNT = 60;
/** Shipments span 90 days before the account's anchor and 14 days after it. */
const SPAN_BEFORE = 90 * DAY;
const SPAN_AFTER = 14 * DAY;

export function accountShipments(carrier: CarrierId, username: string, anchor: number): SandboxShipment[] {
  const random = seededRandom(`${carrier}/${username}`);
  const shipments: SandboxShipment[] = [];
  const step = (SPAN_BEFORE + SPAN_AFTER) / SHIPMENTS_PER_ACCOUNT;
  for (let index = 0; index < SHIPMENTS_PER_ACCOUNT; index++) {
    const trackingNumber = sampleTrackingNumber(carrier, random);
    const service = SERVICES[random() < 0.75 ? 0 : 1];
    const scenario = pickScenario(random);
    const shippedAt = Math.floor(anchor - SPAN_BEFORE + index * step + random() * 8 * HOUR);
    // Due by the end of the business day (18:00 UTC), so a delivery after it is late.
    const scheduledDeliveryAt = addBusinessDays(shippedAt, service.days) - (shippedAt % DAY) + 18 * HOUR;
    const hub = HUBS[Math.floor(random() * HUBS.length)]!;
    const city = DESTINATIONS[Math.floor(random() * DESTINATIONS.length)]!;
    const weightKg = Math.round((0.2 + random() * 12) * 10) / 10;
    const charge = Math.round((6 + weightKg * 1.4 + (service.name === 'Express' ? 9 : 0)) * 100) / 100;
    const lateBy = scenario === 'late' ? (1 + Math.floor(random() * 4)) * DAY : 0;
    const deliveredAt =
      scenario === 'lost' || scenario === 'returned' || scenario === 'label_not_used'
        ? null
        : scheduledDeliveryAt + lateBy - Math.floor((1 + random() * 7) * HOUR);

    const events: SandboxShipment['events'] = [
      {
        at: shippedAt - 6 * HOUR,
        code: 'MP',
        description: 'Shipment information received',
        location: '',
        status: 'label_created',
      },
    ];
    if (scenario !== 'label_not_used') {
      events.push(
        {
          at: shippedAt,
          code: 'PU',
          description: 'Picked up',
          location: 'Origin depot',
          status: 'in_transit',
        },
        {
          at: shippedAt + 10 * HOUR,
          code: 'AR',
          description: 'Arrived at facility',
          location: hub,
          status: 'in_transit',
        },
      );
    }
    if (scenario === 'damaged') {
      events.push({
        at: shippedAt + 14 * HOUR,
        code: 'DM',
        description: 'Damage reported: packaging torn, contents exposed',
        location: hub,
        status: 'exception',
      });
    }
    if (scenario === 'returned') {
      events.push(
        {
          at: scheduledDeliveryAt,
          code: 'NA',
          description: 'Delivery attempted: recipient unknown at address',
          location: city,
          status: 'exception',
        },
        {
          at: scheduledDeliveryAt + 3 * DAY,
          code: 'RS',
          description: 'Returned to sender',
          location: 'Origin depot',
          status: 'returned',
        },
      );
    }
    if (deliveredAt !== null) {
      events.push(
        {
          at: deliveredAt - 4 * HOUR,
          code: 'OD',
          description: 'Out for delivery',
          location: city,
          status: 'in_transit',
        },
        { at: deliveredAt, code: 'DL', description: 'Delivered', location: city, status: 'delivered' },
      );
    }
    shipments.push({
      trackingNumber,
      service: service.name,
      scenario,
      shippedAt,
      scheduledDeliveryAt,
      deliveredAt,
      weightKg,
      charge,
      // From the tracking number's own seed, so the account's other draws stay as they were.
      origin: ORIGINS[Math.floor(seededRandom(trackingNumber)() * ORIGINS.length)]!,
      destination: PLACES[city]!,
      events: events.sort((a, b) => a.at - b.at),
    });
  }
  return shipments;
}

/** What the carrier's tracking shows of a shipment at `now`: only the events that have happened. */
export function trackingView(shipment: SandboxShipment, now: number): TrackedShipment {
  const seen = shipment.events.filter((event) => event.at <= now);
  const iso = (at: number) => new Date(at).toISOString();
  const events: TrackingEvent[] = seen
    .map(({ at, code, description, location }) => ({ at: iso(at), code, description, location }))
    .reverse();
  const delivered = seen.find((event) => event.status === 'delivered');
  return {
    trackingNumber: shipment.trackingNumber,
    found: true,
    service: shipment.service,
    status: seen.at(-1)?.status ?? 'label_created',
    origin: shipment.origin,
    destination: shipment.destination,
    weightKg: shipment.weightKg,
    shippedAt: iso(shipment.shippedAt),
    scheduledDeliveryAt: iso(shipment.scheduledDeliveryAt),
    deliveredAt: delivered ? iso(delivered.at) : null,
    events,
  };
}

const VAT_RATE = 0.2;
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Monthly invoices, issued on the 5th of the next month for the shipments picked up in the month. */
export function accountInvoices(
  carrier: CarrierId,
  accountNumber: string,
  shipments: SandboxShipment[],
  now: number,
): CarrierInvoice[] {
  const months = new Map<string, SandboxShipment[]>();
  for (const shipment of shipments) {
    const month = new Date(shipment.shippedAt).toISOString().slice(0, 7);
    months.set(month, [...(months.get(month) ?? []), shipment]);
  }
  const invoices: CarrierInvoice[] = [];
  for (const [month, billed] of months) {
    const [year, monthNumber] = month.split('-').map(Number) as [number, number];
    const issued = Date.UTC(year, monthNumber, 5);
    if (issued > now) continue;
    const net = round2(billed.reduce((sum, shipment) => sum + shipment.charge, 0));
    const vat = round2(net * VAT_RATE);
    invoices.push({
      invoiceNumber: `${carrier.toUpperCase().replace(/_/g, '')}-${month.replace('-', '')}-${accountNumber}`,
      invoiceDate: new Date(issued).toISOString().slice(0, 10),
      currency: 'EUR',
      net,
      vat,
      total: round2(net + vat),
      shipmentCount: billed.length,
    });
  }
  return invoices.sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate));
}

/** Which shipment scenarios a claim type is right about. */
const CLAIM_MATCHES: Record<ClaimType, Scenario[]> = {
  lost: ['lost'],
  damaged: ['damaged'],
  late_delivery: ['late'],
  delivery_dispute: ['lost'],
  label_not_used: ['label_not_used'],
  surcharge: ['on_time', 'late', 'damaged', 'returned'],
};

export interface FiledSandboxClaim {
  claimId: string;
  carrier: CarrierId;
  username: string;
  trackingNumber: string;
  type: ClaimType;
  amount: number;
  currency: string;
  reference: string;
  description: string;
  filedAt: number;
  /** When the merchant sent the documents the carrier asked for, and their names. */
  documentsAt?: number;
  documents?: string[];
}

/** Claims above this amount need proof of value: the carrier asks for documents at review. */
export const DOCUMENTS_ABOVE = 1000;

/**
 * The timeline a claim follows: reviewed after a day, decided after three, credited a week later.
 * A claim above DOCUMENTS_ABOVE waits at review for the merchant's documents, then goes on from
 * when they arrived.
 */
export const CLAIM_TIMELINE = { reviewAfter: DAY, decideAfter: 3 * DAY, creditAfter: 10 * DAY } as const;

export function claimView(claim: FiledSandboxClaim, shipment: SandboxShipment, now: number): CarrierClaim {
  const needsDocuments = claim.amount > DOCUMENTS_ABOVE;
  // Waiting for documents stops the clock; once they arrive the review goes on from then.
  const reviewedAt = claim.filedAt + CLAIM_TIMELINE.reviewAfter;
  if (needsDocuments && now >= reviewedAt && claim.documentsAt === undefined) {
    return {
      carrierClaimId: claim.claimId,
      trackingNumber: claim.trackingNumber,
      status: 'documents_requested',
      message: `Claim ${claim.claimId}: please send proof of the value of the goods (a sales invoice) so that we can review it.`,
      amountClaimed: claim.amount,
      amountAccepted: null,
      currency: claim.currency,
      filedAt: new Date(claim.filedAt).toISOString(),
      updatedAt: new Date(reviewedAt).toISOString(),
    };
  }
  const start =
    needsDocuments && claim.documentsAt !== undefined
      ? Math.max(claim.filedAt, claim.documentsAt - CLAIM_TIMELINE.reviewAfter)
      : claim.filedAt;
  const elapsed = now - start;
  const carrierName = carrierById(claim.carrier)?.name ?? claim.carrier;
  const accepted = CLAIM_MATCHES[claim.type].includes(shipment.scenario);
  const iso = (at: number) => new Date(at).toISOString();
  let status: CarrierClaimStatus = 'submitted';
  let message = `${carrierName} has received your claim and opened investigation ${claim.claimId}.`;
  let updatedAt = claim.filedAt;
  if (elapsed >= CLAIM_TIMELINE.reviewAfter) {
    status = 'under_review';
    message = 'Your claim is being reviewed by our claims department.';
    updatedAt = start + CLAIM_TIMELINE.reviewAfter;
  }
  if (elapsed >= CLAIM_TIMELINE.decideAfter) {
    updatedAt = start + CLAIM_TIMELINE.decideAfter;
    if (accepted) {
      status = 'accepted';
      message = `Claim accepted: ${claim.amount.toFixed(2)} ${claim.currency} will be credited to your account.`;
    } else {
      status = 'rejected';
      message =
        shipment.deliveredAt !== null && shipment.deliveredAt <= now
          ? `Claim rejected: the shipment was delivered on ${iso(shipment.deliveredAt).slice(0, 10)} and our records show no fault.`
          : 'Claim rejected: our records do not support this claim.';
    }
  }
  if (accepted && elapsed >= CLAIM_TIMELINE.creditAfter) {
    status = 'credited';
    message = `Credit note issued: ${claim.amount.toFixed(2)} ${claim.currency}.`;
    updatedAt = start + CLAIM_TIMELINE.creditAfter;
  }
  return {
    carrierClaimId: claim.claimId,
    trackingNumber: claim.trackingNumber,
    status,
    message,
    amountClaimed: claim.amount,
    amountAccepted: status === 'accepted' || status === 'credited' ? claim.amount : null,
    currency: claim.currency,
    filedAt: iso(claim.filedAt),
    updatedAt: iso(updatedAt),
  };
}
