/**
 * The measured half of the audit benchmark, run in a process of its own so that its peak memory is
 * its own: reads a UPS Billing Data file as a stream, audits each shipment as the file ends it, and
 * prints one JSON line (time, lines, shipments, findings by rule, peak RSS). With `--parse-only`
 * the shipments are not audited: the time is the reading's alone.
 */
import { createReadStream } from 'node:fs';
import { auditShipment, ShipmentStream } from '../shared/audit/audit';
import { readInvoiceStream } from '../shared/audit/read-invoice-stream';

const file = process.argv[2]!;
const parseOnly = process.argv.includes('--parse-only');
const started = performance.now();
const byRule: Record<string, number> = {};
let findings = 0;
const shipments = new ShipmentStream((shipment) => {
  if (parseOnly) return;
  for (const finding of auditShipment(shipment)) {
    findings++;
    byRule[finding.ruleId] = (byRule[finding.ruleId] ?? 0) + 1;
  }
});
const read = await readInvoiceStream(createReadStream(file, { highWaterMark: 1 << 20 }), (line) =>
  shipments.add(line),
);
shipments.flush();
const seconds = (performance.now() - started) / 1000;
process.stdout.write(
  `${JSON.stringify({
    seconds,
    parseOnly,
    layout: read.layout,
    lines: read.lines,
    skipped: read.skipped,
    shipments: shipments.shipments,
    reopened: shipments.reopened,
    findings,
    byRule,
    peakMB: process.resourceUsage().maxRSS / 1024,
  })}\n`,
);
