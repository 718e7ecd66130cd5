/**
 * For the rules' tests only: charge lines, shipments, tracking and contracts to build cases, and
 * the two assertions every rule's tests use. `finds(id, shipment, amounts)` asserts the rule finds
 * exactly those amounts (at least one); `leaves(id, shipment)` asserts it finds nothing. Both also
 * assert that a rule's needs (shared/audit/rules/rule.ts) never hide what it finds. The catalog
 * test (shared/audit/rules/rules.test.ts) reads the test files to check every rule has both.
 */
import { expect } from 'vitest';
import { type ChargeLine, NO_PLACE } from '../../shared/audit/charge-line';
import { type ContractTerms, NO_CONTRACT } from '../../shared/audit/contract';
import { EVIDENCE_LABELS } from '../../shared/audit/evidence';
import { meetsNeeds, RULES_BY_PRECEDENCE, ruleById } from '../../shared/audit/rules/index';
import type { ReviewReason, RuleHit, Shipment, TrackingFacts } from '../../shared/audit/rules/rule';

export const line = (change: Partial<ChargeLine> = {}): ChargeLine => ({
  carrier: 'ups',
  account: 'A12B34',
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-11-05',
  currency: 'EUR',
  trackingNumber: '1Z999AA10123456784',
  leadShipmentNumber: '',
  references: [],
  shipDate: '2026-10-05',
  deliveryDate: '2026-10-07',
  service: 'UPS Standard',
  zone: '004',
  origin: { ...NO_PLACE, country: 'FR', postalCode: '93200' },
  destination: { ...NO_PLACE, country: 'FR', postalCode: '69003' },
  enteredWeightKg: 3,
  billedWeightKg: 3,
  billedWeightType: 'actual',
  dimensionsCm: [30, 20, 10],
  dimDivisor: null,
  category: 'transportation',
  rawCode: '003',
  rawDescription: 'UPS Standard',
  gross: 14,
  discount: 4,
  net: 10,
  vat: 0,
  sourceLine: 1,
  ...change,
});

/** A charge line of another category (no discount, gross = net). */
export const charge = (
  category: ChargeLine['category'],
  rawDescription: string,
  net: number,
  change: Partial<ChargeLine> = {},
) =>
  line({
    category,
    rawDescription,
    rawCode: rawDescription.slice(0, 3).toUpperCase(),
    gross: net,
    discount: 0,
    net,
    service: '',
    ...change,
  });

export const fuel = (net = 1.8, change: Partial<ChargeLine> = {}) =>
  charge('fuel', 'Fuel Surcharge', net, { rawCode: 'FSC', ...change });

export const shipment = (...lines: ChargeLine[]): Shipment => ({
  carrier: lines[0]!.carrier,
  trackingNumber: lines[0]!.trackingNumber,
  lines: lines.map((item, index) => ({ ...item, sourceLine: index + 1 })),
});

/** A shipment with its tracking, contract or audit date. */
export const shipmentWith = (facts: Partial<Shipment>, ...lines: ChargeLine[]): Shipment => ({
  ...shipment(...lines),
  ...facts,
});

/** Every line of a carrier. */
export const of = (carrier: string, ...lines: ChargeLine[]) => lines.map((item) => ({ ...item, carrier }));

export const event = (at: string, description: string, code = 'EV', location = 'Lyon, FR') => ({
  at,
  code,
  description,
  location,
});

/** A parcel picked up on Monday 5 October 2026 and delivered on Wednesday 7 at 11:00, on time. */
export const tracking = (change: Partial<TrackingFacts> = {}): TrackingFacts => ({
  status: 'delivered',
  firstScanAt: '2026-10-05T16:00:00+02:00',
  scheduledDeliveryAt: '2026-10-07T18:00:00+02:00',
  deliveredAt: '2026-10-07T11:00:00+02:00',
  events: [
    event('2026-10-05T09:00:00+02:00', 'Shipment information received', 'MP', ''),
    event('2026-10-05T16:00:00+02:00', 'Picked up', 'PU', 'Paris, FR'),
    event('2026-10-06T03:00:00+02:00', 'Arrived at facility', 'AR'),
    event('2026-10-07T11:00:00+02:00', 'Delivered', 'DL'),
  ],
  ...change,
});

export const contract = (change: Partial<ContractTerms> = {}): ContractTerms => ({
  ...NO_CONTRACT,
  ...change,
});

export const check = (id: string, value: Shipment): RuleHit[] => {
  const rule = ruleById(id);
  if (!rule) throw new Error(`no rule ${id}`);
  // The catalog does not ask a rule whose needs a shipment lacks: the rule itself, asked, must find nothing.
  const own = RULES_BY_PRECEDENCE.find((item) => item.id === id)!;
  if (!meetsNeeds(own, value)) expect(own.check(value), `${id} finds without its needs`).toEqual([]);
  return rule.check(value);
};

/** The rule finds exactly these amounts, in order (at least one), each a claim (not for review). */
export function finds(id: string, value: Shipment, amounts: number[]): RuleHit[] {
  const hits = found(id, value, amounts);
  expect(hits.map((hit) => hit.review ?? 'claim')).toEqual(hits.map(() => 'claim'));
  return hits;
}

/** The rule finds exactly these amounts, each for review, settled by `reason`. */
export function reviews(id: string, value: Shipment, amounts: number[], reason: ReviewReason): RuleHit[] {
  const hits = found(id, value, amounts);
  expect(hits.map((hit) => hit.review)).toEqual(hits.map(() => reason));
  return hits;
}

function found(id: string, value: Shipment, amounts: number[]): RuleHit[] {
  expect(amounts.length).toBeGreaterThan(0);
  const hits = check(id, value);
  expect(hits.map((hit) => hit.amount)).toEqual(amounts);
  for (const hit of hits) expect(hit.lines.length).toBeGreaterThan(0);
  // Every fact a finding shows has its name in en and fr (the claim page and the download print it).
  for (const hit of hits)
    for (const name of Object.keys(hit.evidence)) expect(EVIDENCE_LABELS, name).toHaveProperty([name]);
  return hits;
}

/** The rule finds nothing. */
export function leaves(id: string, value: Shipment): void {
  expect(check(id, value)).toEqual([]);
}
