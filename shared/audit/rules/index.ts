/**
 * The rule catalog: every audit check, read by the audit, the screens and the public site's count.
 * Grouped by theme: the tracking (./tracking), the contract (./contract), charge lines against
 * published thresholds (./surcharges, ./fees), the invoice's own lines (./billing), weights
 * (./weights), places (./zones) and VAT (./vat).
 *
 * Rules overlap: a lost parcel's surcharge may also be billed without its condition, a waived
 * surcharge may also be above its threshold. The catalog is in order of precedence (claims on the
 * whole parcel first, then late deliveries, the contract, then line by line), and a line is never
 * claimed back for more than was billed on it (net and VAT): each rule's hits get what the rules
 * before it left of their lines, or are dropped. Still pure: the settlement is computed from the
 * shipment alone, once per shipment (again if its lines, tracking, contract or date change). A rule
 * is not asked when the shipment lacks what it needs (`needs`, ./rule): it would find nothing.
 */
import type { CarrierId } from '../../carriers/carriers';
import { CHARGE_CATEGORIES, type ChargeLine, round2 } from '../charge-line';
import { BILLING_RULES } from './billing';
import {
  discountNotApplied,
  fuelOnWaivedSurcharge,
  fuelRateAboveTable,
  surchargeAboveCap,
  surchargeWaivedBilled,
} from './contract';
import { FEE_RULES } from './fees';
import type { AuditRule, RuleHit, Shipment } from './rule';
import {
  additionalHandlingNotMet,
  dimensionalWeightOverbilled,
  duplicateCharge,
  oversizeNotMet,
  residentialOnBusiness,
  saturdayNotSaturday,
  vatRateWrong,
} from './surcharges';
import {
  addressCorrectionNotInTracking,
  damageInTracking,
  deliveredUnattendedSignatureBilled,
  deliveryFeesOnReturned,
  exceptionAfterDelivery,
  labelNeverScanned,
  labelVoidedBilled,
  lateDeliveryChronopost,
  lateDeliveryDhlExpress,
  lateDeliveryUps,
  lostNoMovement,
  lostReportedByCarrier,
  misdeliveredInTracking,
  pickupFeeOnDropOff,
  returnChargeOnDelivered,
  saturdayWeekdayInTracking,
  signatureNotObtained,
} from './tracking';
import { VAT_RULES } from './vat';
import { WEIGHT_RULES } from './weights';
import { ZONE_RULES } from './zones';

/** Every rule, in order of precedence. */
export const RULES_BY_PRECEDENCE: readonly AuditRule[] = [
  // Claims on the whole parcel.
  labelVoidedBilled,
  labelNeverScanned,
  lostNoMovement,
  lostReportedByCarrier,
  damageInTracking,
  misdeliveredInTracking,
  exceptionAfterDelivery,
  // Late guaranteed deliveries: the transportation charge.
  lateDeliveryUps,
  lateDeliveryChronopost,
  lateDeliveryDhlExpress,
  deliveredUnattendedSignatureBilled,
  // What the contract says.
  surchargeWaivedBilled,
  surchargeAboveCap,
  discountNotApplied,
  fuelOnWaivedSurcharge,
  fuelRateAboveTable,
  // Line by line.
  duplicateCharge,
  additionalHandlingNotMet,
  oversizeNotMet,
  saturdayNotSaturday,
  residentialOnBusiness,
  dimensionalWeightOverbilled,
  vatRateWrong,
  signatureNotObtained,
  deliveryFeesOnReturned,
  returnChargeOnDelivered,
  saturdayWeekdayInTracking,
  addressCorrectionNotInTracking,
  pickupFeeOnDropOff,
  ...BILLING_RULES,
  ...WEIGHT_RULES,
  ...FEE_RULES,
  ...ZONE_RULES,
  ...VAT_RULES,
];

const appliesTo = (rule: AuditRule, carrier: string) =>
  rule.carriers === 'all' || rule.carriers.includes(carrier as CarrierId);

/**
 * What a shipment has that a rule may need (./rule, `needs`), as bits: a bit per charge category,
 * then its tracking, its contract and a line billing VAT (22 bits: bitwise operators take 32). A
 * rule's needs are two such numbers.
 */
const CATEGORY_BIT = new Map(CHARGE_CATEGORIES.map((category, index) => [category, 1 << index]));
const TRACKING = 1 << CHARGE_CATEGORIES.length;
const CONTRACT = TRACKING << 1;
const BILLED_VAT = TRACKING << 2;

function factsOf(shipment: Shipment): number {
  let facts = (shipment.tracking ? TRACKING : 0) | (shipment.contract ? CONTRACT : 0);
  for (const line of shipment.lines) {
    facts |= CATEGORY_BIT.get(line.category) ?? 0;
    if (line.vat > 0) facts |= BILLED_VAT;
  }
  return facts;
}

/** A rule's needs as bits: one of `anyOf` (0: no category needed), and all of `allOf`. */
const needsOf = ({ needs = {} }: AuditRule) => ({
  anyOf: (needs.anyCategory ?? []).reduce((bits, category) => bits | CATEGORY_BIT.get(category)!, 0),
  allOf:
    (needs.tracking ? TRACKING : 0) | (needs.contract ? CONTRACT : 0) | (needs.billedVat ? BILLED_VAT : 0),
});
const meets = ({ anyOf, allOf }: ReturnType<typeof needsOf>, facts: number) =>
  (anyOf === 0 || (facts & anyOf) !== 0) && (facts & allOf) === allOf;

/** Whether a shipment has what a rule needs (the rules' tests check each case a rule finds does). */
export const meetsNeeds = (rule: AuditRule, shipment: Shipment) => meets(needsOf(rule), factsOf(shipment));

const NEEDS = RULES_BY_PRECEDENCE.map(needsOf);

/**
 * The rules (their places in the catalog) a shipment of this carrier with these facts is asked.
 * An invoice has a handful of kinds of shipment: each list is worked out once (the cache is bounded).
 */
const askedByKind = new Map<string, Map<number, number[]>>();
function rulesAsked(carrier: string, facts: number): readonly number[] {
  let byFacts = askedByKind.get(carrier);
  if (!byFacts) {
    byFacts = new Map();
    askedByKind.set(carrier, byFacts);
  }
  let asked = byFacts.get(facts);
  if (asked) return asked;
  asked = RULES_BY_PRECEDENCE.flatMap((rule, index) =>
    appliesTo(rule, carrier) && meets(NEEDS[index]!, facts) ? [index] : [],
  );
  if (byFacts.size >= 10_000) byFacts.clear();
  byFacts.set(facts, asked);
  return asked;
}

const NO_HITS: RuleHit[] = [];

/**
 * Every rule's hits on a shipment, each line claimed at most once (see above); null when no rule
 * finds anything, as for most shipments (nothing is allocated for them).
 */
function settle(shipment: Shipment): RuleHit[][] | null {
  // What is left to claim of each line: worked out at the first hit.
  let left: Map<ChargeLine, number> | null = null;
  let settled: RuleHit[][] | null = null;
  // In catalog order: the order of precedence.
  for (const index of rulesAsked(shipment.carrier, factsOf(shipment))) {
    const hits = RULES_BY_PRECEDENCE[index]!.check(shipment);
    if (hits.length === 0) continue;
    settled ??= RULES_BY_PRECEDENCE.map(() => NO_HITS);
    left ??= new Map(
      shipment.lines.map((line) => [line, round2(Math.max(line.net, 0) + Math.max(line.vat, 0))]),
    );
    const remaining = left;
    settled[index] = hits.flatMap((hit) => {
      const lines = [...new Set(hit.lines)];
      const available = round2(lines.reduce((sum, line) => sum + (remaining.get(line) ?? 0), 0));
      const amount = lines.length > 0 ? round2(Math.min(hit.amount, available)) : hit.amount;
      if (amount <= 0) return [];
      let rest = amount;
      for (const line of lines) {
        const taken = Math.min(remaining.get(line) ?? 0, rest);
        remaining.set(line, round2((remaining.get(line) ?? 0) - taken));
        rest = round2(rest - taken);
      }
      return [{ ...hit, amount }];
    });
  }
  return settled;
}

/**
 * Every rule's settled hits on a shipment, in catalog order, in one pass; null when there are none.
 * What the audit reads, once per shipment: not remembered.
 */
export const settledHits = (shipment: Shipment): readonly RuleHit[][] | null => settle(shipment);

interface Settlement {
  /** What it was computed from: a shipment whose lines or facts changed since is settled again. */
  from: [Shipment['lines'], number, Shipment['tracking'], Shipment['contract'], Shipment['asOf']];
  hits: RuleHit[][] | null;
}
const settlements = new WeakMap<Shipment, Settlement>();
const basis = (shipment: Shipment): Settlement['from'] => [
  shipment.lines,
  shipment.lines.length,
  shipment.tracking,
  shipment.contract,
  shipment.asOf,
];

/** The settlement, remembered for the rules' own `check`: asked rule by rule, it is computed once. */
function settledOnce(shipment: Shipment): RuleHit[][] | null {
  const known = settlements.get(shipment);
  const from = basis(shipment);
  if (known?.from.every((value, index) => value === from[index])) return known.hits;
  const hits = settle(shipment);
  settlements.set(shipment, { from, hits });
  return hits;
}

export const AUDIT_RULES: readonly AuditRule[] = RULES_BY_PRECEDENCE.map((rule, index) => ({
  ...rule,
  check: (shipment: Shipment) => settledOnce(shipment)?.[index] ?? NO_HITS,
}));

export const ruleById = (id: string) => AUDIT_RULES.find((rule) => rule.id === id);
