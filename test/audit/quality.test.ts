/**
 * The audit's quality on generated invoices of every supported layout: every planted anomaly is
 * found by the right rule with the right amount, and clean shipments (including look-alikes whose
 * surcharge is justified) yield no finding. Each parcel comes with the carrier's tracking (a normal
 * delivery unless its anomaly says otherwise) and, where its anomaly needs one, a contract, as the
 * audit's shards give them. Recall and false positives are printed.
 */
import { describe, expect, it } from 'vitest';
import {
  AS_OF,
  GENERATED_LAYOUTS,
  generateInvoice,
  PLANTABLE,
  type Planted,
} from '../../infra/local/invoice-generator';
import { auditGroups, type Finding, ShipmentGroups } from '../../shared/audit/audit';
import { readInvoice } from '../../shared/audit/read-invoice';
import { AUDIT_RULES } from '../../shared/audit/rules/index';

const key = (item: { ruleId: string; trackingNumber: string }) => `${item.ruleId}|${item.trackingNumber}`;

/** Amounts by rule and parcel (a rule may find on several lines of a parcel: their sum). */
function byKey(items: readonly (Planted | Finding)[]): Map<string, number> {
  const sums = new Map<string, number>();
  for (const item of items)
    sums.set(key(item), Math.round(((sums.get(key(item)) ?? 0) + item.amount) * 100) / 100);
  return sums;
}

describe('the audit on generated invoices', () => {
  it('plants every rule of the catalog: all in the generic template, each layout those it can write', () => {
    const catalog = AUDIT_RULES.map((rule) => rule.id).sort();
    expect([...PLANTABLE.generic].sort()).toEqual(catalog);
    for (const layout of GENERATED_LAYOUTS)
      for (const ruleId of PLANTABLE[layout]) expect(catalog).toContain(ruleId);
  });

  for (const layout of GENERATED_LAYOUTS) {
    it(`finds every planted anomaly and nothing else (${layout})`, () => {
      const rules = PLANTABLE[layout];
      const { text, planted, facts, lines, skipped } = generateInvoice(
        layout,
        8 * rules.length + 40,
        'audit',
        {
          rules,
        },
      );
      const groups = new ShipmentGroups();
      const read = readInvoice(new TextEncoder().encode(text), 'csv', (line) => groups.add(line));
      expect(read).toEqual({ layout, lines, skipped });
      for (const shipment of groups.values()) {
        const known = facts.get(shipment.trackingNumber)!;
        shipment.tracking = known.tracking;
        shipment.contract = known.contract;
        shipment.asOf = AS_OF;
      }
      // A planted anomaly is found when it is found as a claim (a review opens nothing).
      const all = auditGroups(groups);
      const findings = all.filter((finding) => finding.confidence === 'claim');
      const reviews = all.length - findings.length;
      const found = byKey(findings);
      const expected = byKey(planted);
      const missed = [...expected.keys()].filter((item) => !found.has(item));
      const wrongAmount = [...expected]
        .filter(([item, amount]) => found.has(item) && Math.abs(found.get(item)! - amount) > 0.01)
        .map(([item, amount]) => `${item}: planted ${amount}, found ${found.get(item)}`);
      const falsePositives = [...found]
        .filter(([item]) => !expected.has(item))
        .map(([item, amount]) => `${item} ${amount}`);
      process.stdout.write(
        `${layout}: ${lines} charge lines, ${groups.size} shipments; ${expected.size} findings planted over ${rules.length} rules; recall ${expected.size - missed.length}/${expected.size}, wrong amounts ${wrongAmount.length}, false positives ${falsePositives.length}, reviews ${reviews}\n`,
      );
      expect(missed).toEqual([]);
      expect(wrongAmount).toEqual([]);
      expect(falsePositives).toEqual([]);
      // Every rule the layout can carry was planted at least once.
      expect(new Set(planted.map((item) => item.ruleId))).toEqual(new Set(rules));
    });
  }

  it('plants, without the tracking or a contract, what the invoice alone shows', () => {
    const { text, planted } = generateInvoice('ups_billing_data', 200);
    const groups = new ShipmentGroups();
    readInvoice(new TextEncoder().encode(text), 'csv', (line) => groups.add(line));
    expect(byKey(auditGroups(groups))).toEqual(byKey(planted));
  });
});
