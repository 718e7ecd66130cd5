/**
 * The audit of charge lines: lines are grouped by shipment (tracking number, or lead shipment
 * number for invoice-level lines), each shipment goes through every rule that applies to its
 * carrier, and each hit becomes a finding: the rule, the parcel, the amount to recover, the lines
 * and the evidence. The same shipment and rule never yield two findings for the same lines.
 */
import type { ClaimType } from '../carriers/carriers';
import { round2 } from './charge-line';
import { contractWindowDays } from './contract';
import { AUDIT_RULES, settledHits } from './rules/index';
import {
  type AuditRule,
  type Confidence,
  type ReviewReason,
  type Shipment,
  shipmentValue,
} from './rules/rule';
import type { ShipmentGroups } from './shipment-groups';

// Grouping lines into shipments lives in ./shipment-groups (the reading step needs no rules).
export { ShipmentGroups, ShipmentStream } from './shipment-groups';

export interface Finding {
  ruleId: string;
  claimType: ClaimType;
  carrier: string;
  trackingNumber: string;
  invoiceNumber: string;
  /** The shipment's reference on the invoice (its first reference column: the order number, usually); absent when none. */
  reference?: string;
  /** The shipment's dates as the invoice gives them (YYYY-MM-DD, '' when it does not): the claim window counts from them. */
  shipDate: string;
  deliveryDate: string;
  currency: string;
  amount: number;
  sourceLines: number[];
  evidence: Record<string, string | number>;
  /** 'claim' opens an investigation; 'review' is shown to the merchant with what would settle it. */
  confidence: Confidence;
  /** For a review finding: the fact that would settle it. */
  review?: ReviewReason;
  /** The contract's claim window for this claim type, in days, when it overrides the carrier's. */
  windowDays?: number;
}

const applies = (rule: AuditRule, carrier: string) =>
  rule.carriers === 'all' || (rule.carriers as readonly string[]).includes(carrier);

/** Every finding of one shipment. */
const windowDays = (shipment: Shipment, claimType: string) => {
  const days = contractWindowDays(shipment.contract, claimType);
  return days ? { windowDays: days } : null;
};

export function auditShipment(shipment: Shipment, rules: readonly AuditRule[] = AUDIT_RULES): Finding[] {
  // The whole catalog is settled in one pass (null: nothing found, as for most shipments); another
  // list of rules is asked rule by rule.
  const settled = rules === AUDIT_RULES ? settledHits(shipment) : null;
  if (rules === AUDIT_RULES && !settled) return [];
  const findings: Finding[] = [];
  // Read once there is a finding.
  let dates: { shipDate: string; deliveryDate: string; reference?: string } | null = null;
  for (let index = 0; index < rules.length; index++) {
    const rule = rules[index]!;
    if (!applies(rule, shipment.carrier)) continue;
    for (const hit of settled ? settled[index]! : rule.check(shipment)) {
      if (hit.amount <= 0) continue;
      if (!dates) {
        const reference = shipmentValue(shipment, (line) => line.references[0] ?? '');
        dates = {
          shipDate: shipmentValue(shipment, (line) => line.shipDate) ?? '',
          deliveryDate: shipmentValue(shipment, (line) => line.deliveryDate) ?? '',
          ...(reference ? { reference } : {}),
        };
      }
      const first = hit.lines[0] ?? shipment.lines[0]!;
      findings.push({
        ruleId: rule.id,
        claimType: rule.claimType,
        carrier: shipment.carrier,
        trackingNumber: shipment.trackingNumber,
        invoiceNumber: first.invoiceNumber,
        ...dates,
        currency: first.currency,
        amount: round2(hit.amount),
        sourceLines: hit.lines.map((line) => line.sourceLine),
        evidence: hit.evidence,
        confidence: hit.review ? 'review' : 'claim',
        ...(hit.review ? { review: hit.review } : {}),
        ...(windowDays(shipment, rule.claimType) ?? {}),
      });
    }
  }
  return findings;
}

/** Every finding of every shipment of the groups. */
export function auditGroups(groups: ShipmentGroups, rules: readonly AuditRule[] = AUDIT_RULES): Finding[] {
  const findings: Finding[] = [];
  for (const shipment of groups.values()) findings.push(...auditShipment(shipment, rules));
  return findings;
}
