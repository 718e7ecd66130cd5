/**
 * The rule catalog: at least 50 rules, each with its names and explanations in en and fr, and each
 * with a case it must find and a case it must leave alone in this folder's tests (the test files
 * call `finds('<id>', ...)` and `leaves('<id>', ...)` from test/support/audit-rules, which assert
 * exact amounts and no finding). Then the audit of a shipment and the catalog's precedence between rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  charge,
  contract,
  event,
  fuel,
  line,
  shipment,
  shipmentWith,
  tracking,
} from '../../../test/support/audit-rules';
import { CARRIER_IDS, CLAIM_TYPES } from '../../carriers/carriers';
import { auditShipment } from '../audit';
import type { ChargeLine } from '../charge-line';
import { AUDIT_RULES, RULES_BY_PRECEDENCE } from './index';

const folder = fileURLToPath(new URL('.', import.meta.url));
const testSources = readdirSync(folder)
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => readFileSync(`${folder}/${name}`, 'utf8'))
  .join('\n');
const called = (assertion: 'finds' | 'leaves', id: string) =>
  new RegExp(`\\b${assertion}\\(\\s*'${id}'`).test(testSources);

describe('the rule catalog', () => {
  it('has at least 50 rules with unique ids, names and explanations in en and fr, carriers and a claim type', () => {
    expect(AUDIT_RULES.length).toBeGreaterThanOrEqual(50);
    expect(new Set(AUDIT_RULES.map((rule) => rule.id)).size).toBe(AUDIT_RULES.length);
    expect(new Set(RULES_BY_PRECEDENCE).size).toBe(AUDIT_RULES.length);
    for (const rule of AUDIT_RULES) {
      expect(rule.id).toMatch(/^[a-z0-9_]+$/);
      expect(rule.name.en && rule.name.fr && rule.explanation.en && rule.explanation.fr).toBeTruthy();
      expect(rule.name.en).not.toBe(rule.name.fr);
      expect(rule.explanation.en).not.toBe(rule.explanation.fr);
      expect(CLAIM_TYPES).toContain(rule.claimType);
      if (rule.carriers !== 'all')
        for (const carrier of rule.carriers) expect(CARRIER_IDS).toContain(carrier);
      // The product's word for an investigation is 'enquête'.
      expect(rule.explanation.fr).not.toMatch(/investigation/i);
    }
  });

  it('has, for every rule, a case it finds and a case it leaves in the tests', () => {
    const missing = AUDIT_RULES.flatMap((rule) => [
      ...(called('finds', rule.id) ? [] : [`${rule.id}: finds`]),
      ...(called('leaves', rule.id) ? [] : [`${rule.id}: leaves`]),
    ]);
    expect(missing).toEqual([]);
  });

  it('covers every claim type', () => {
    expect(new Set(AUDIT_RULES.map((rule) => rule.claimType))).toEqual(new Set(CLAIM_TYPES));
  });
});

describe('auditing a shipment', () => {
  it('applies a rule only to its carriers and names the lines and the invoice', () => {
    const handling = charge('additional_handling', 'Additional Handling', 12.5, { rawCode: 'AHC' });
    const [finding] = auditShipment(shipment(line(), handling));
    expect(finding).toMatchObject({
      ruleId: 'additional_handling_not_met',
      claimType: 'surcharge',
      invoiceNumber: 'INV-1',
      amount: 12.5,
      sourceLines: [2],
    });
    const gls = (item: ChargeLine) => ({ ...item, carrier: 'gls' });
    expect(auditShipment(shipment(gls(line()), gls(handling)))).toEqual([]);
  });

  it('finds nothing on a plain shipment, tracked and under contract', () => {
    const terms = contract({
      discounts: [{ service: 'Standard', percent: 28 }],
      fuelTable: [{ from: '2026-10-01', to: '2026-10-31', percent: 18 }],
    });
    expect(
      auditShipment(
        shipmentWith({ tracking: tracking(), contract: terms, asOf: '2026-11-20' }, line(), fuel()),
      ),
    ).toEqual([]);
  });
});

describe('the catalog’s precedence', () => {
  it('claims a lost parcel’s charges once, not again line by line', () => {
    const stuck = tracking({
      status: 'in_transit',
      deliveredAt: null,
      events: tracking().events.slice(0, 3),
    });
    const residential = charge('residential', 'Residential Surcharge', 4.2);
    const business = { ...line().destination, company: 'Atelier Dupont' };
    const findings = auditShipment(
      shipmentWith({ tracking: stuck, asOf: '2026-10-20' }, line({ destination: business }), {
        ...residential,
        destination: business,
      }),
    );
    expect(findings.map((finding) => [finding.ruleId, finding.amount])).toEqual([['lost_no_movement', 14.2]]);
  });

  it('gives a capped surcharge’s later rule only what the cap left', () => {
    const terms = contract({
      surcharges: [{ category: 'additional_handling', waived: false, maxAmount: 10 }],
    });
    const handling = charge('additional_handling', 'Additional Handling', 12.5);
    const findings = auditShipment(shipmentWith({ contract: terms }, line(), handling));
    expect(findings.map((finding) => [finding.ruleId, finding.amount])).toEqual([
      ['surcharge_above_cap', 2.5],
      ['additional_handling_not_met', 10],
    ]);
  });

  it('settles a shipment again when its lines change', () => {
    const parcel = shipment(line(), charge('residential', 'Residential Surcharge', 4.2));
    expect(auditShipment(parcel)).toEqual([]);
    parcel.lines.push({
      ...parcel.lines[1]!,
      rawDescription: 'Residential Surcharge - Extended',
      net: 5.1,
      gross: 5.1,
      sourceLine: 3,
    });
    expect(auditShipment(parcel).map((finding) => [finding.ruleId, finding.amount])).toEqual([
      ['accessorial_billed_twice', 4.2],
    ]);
  });

  it('leaves the tracking’s events to the tracking rules: a signed delivery is no dispute', () => {
    const signed = tracking({
      events: [
        ...tracking().events.slice(0, 3),
        event('2026-10-07T11:00:00+02:00', 'Delivered, signed by DUPONT'),
      ],
    });
    expect(auditShipment(shipmentWith({ tracking: signed }, line()))).toEqual([]);
  });
});
