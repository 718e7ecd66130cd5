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
 * shipment alone, once per shipment (again if its lines, tracking, contract or date change).
 */
import type { CarrierId } from '../../carriers';
import { type ChargeLine, round2 } from '../charge-line';
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

interface Settlement {
  /** What it was computed from: a shipment whose lines or facts changed since is settled again. */
  from: [Shipment['lines'], number, Shipment['tracking'], Shipment['contract'], Shipment['asOf']];
  hits: RuleHit[][];
}
const settlements = new WeakMap<Shipment, Settlement>();
const basis = (shipment: Shipment): Settlement['from'] => [
  shipment.lines,
  shipment.lines.length,
  shipment.tracking,
  shipment.contract,
  shipment.asOf,
];

/** Every rule's hits on a shipment, each line claimed at most once (see above). */
function settle(shipment: Shipment): RuleHit[][] {
  const known = settlements.get(shipment);
  const from = basis(shipment);
  if (known?.from.every((value, index) => value === from[index])) return known.hits;
  // What is left to claim of each line: worked out at the first hit (most shipments have none).
  let left: Map<ChargeLine, number> | null = null;
  const settled: RuleHit[][] = [];
  for (const rule of RULES_BY_PRECEDENCE) {
    const hits = appliesTo(rule, shipment.carrier) ? rule.check(shipment) : NO_HITS;
    if (hits.length === 0) {
      settled.push(NO_HITS);
      continue;
    }
    left ??= new Map(
      shipment.lines.map((line) => [line, round2(Math.max(line.net, 0) + Math.max(line.vat, 0))]),
    );
    const remaining = left;
    settled.push(
      hits.flatMap((hit) => {
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
      }),
    );
  }
  settlements.set(shipment, { from, hits: settled });
  return settled;
}

const NO_HITS: RuleHit[] = [];

/** Every rule's settled hits on a shipment, in catalog order, in one pass (what the audit reads). */
export const settledHits = (shipment: Shipment): readonly RuleHit[][] => settle(shipment);

export const AUDIT_RULES: readonly AuditRule[] = RULES_BY_PRECEDENCE.map((rule, index) => ({
  ...rule,
  check: (shipment: Shipment) => settle(shipment)[index]!,
}));

export const ruleById = (id: string) => AUDIT_RULES.find((rule) => rule.id === id);
