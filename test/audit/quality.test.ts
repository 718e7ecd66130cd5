/**
 * The audit's quality on generated invoices of every supported layout: every planted anomaly is
 * found by the right rule with the right amount, and clean shipments (including look-alikes whose
 * surcharge is justified) yield no finding. Recall and false positives are printed.
 */
import { describe, expect, it } from 'vitest';
import { auditGroups, ShipmentGroups } from '../../shared/audit/audit';
import { INVOICE_LAYOUTS, readInvoice } from '../../shared/audit/read-invoice';
import { generateInvoice, PLANTABLE } from './generate';

describe('the audit on generated invoices', () => {
  for (const layout of INVOICE_LAYOUTS) {
    it(`finds every planted anomaly and nothing else (${layout})`, () => {
      const { text, planted, lines, skipped } = generateInvoice(layout, 480);
      const groups = new ShipmentGroups();
      const read = readInvoice(new TextEncoder().encode(text), 'csv', (line) => groups.add(line));
      expect(read).toEqual({ layout, lines, skipped });
      const findings = auditGroups(groups);
      const key = (item: { ruleId: string; trackingNumber: string }) =>
        `${item.ruleId}|${item.trackingNumber}`;
      const found = new Map(findings.map((finding) => [key(finding), finding]));
      const expected = new Set(planted.map(key));
      const missed = planted.filter((item) => !found.has(key(item)));
      const wrongAmount = planted.filter(
        (item) => found.has(key(item)) && Math.abs(found.get(key(item))!.amount - item.amount) > 0.01,
      );
      const falsePositives = findings.filter((finding) => !expected.has(key(finding)));
      process.stdout.write(
        `${layout}: ${lines} charge lines; ${planted.length} planted over ${PLANTABLE[layout].length} rules in ${groups.size} shipments; recall ${planted.length - missed.length}/${planted.length}, false positives ${falsePositives.length}\n`,
      );
      expect(missed).toEqual([]);
      expect(wrongAmount).toEqual([]);
      expect(falsePositives).toEqual([]);
      // Every rule the layout can carry was planted at least once.
      expect(new Set(planted.map((item) => item.ruleId))).toEqual(new Set(PLANTABLE[layout]));
    });
  }
});
