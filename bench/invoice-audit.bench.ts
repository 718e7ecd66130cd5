/**
 * The audit engine (QUALITY.md budgets): parse + audit 1,000,000 UPS Billing Data charge lines in
 * one process (<= 5 s, <= 1 GB), the file generated with planted anomalies and read as a stream by
 * a process of its own (bench/audit-million.ts); and a 5 MB invoice from confirmation to findings
 * visible on the local stack (<= 30 s), through the upload, the InvoiceAudit workflow and the API.
 */
import { execFileSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateInvoice } from '../infra/local/invoice-generator';
import { MAX_UPLOAD_BYTES } from '../shared/documents/uploads';
import { sessionToken } from '../test/support/callers';

const MB = 1024 * 1024;
const TARGET_LINES = 1_000_000;
const CHUNK_SHIPMENTS = 10_000;

/** A UPS file of at least a million charge lines, written chunk by chunk (each chunk's parcels its own). */
async function millionLineFile(path: string): Promise<{ lines: number; planted: number }> {
  const out = createWriteStream(path);
  let lines = 0;
  let planted = 0;
  for (let chunk = 0; lines < TARGET_LINES; chunk++) {
    const invoice = generateInvoice('ups_billing_data', CHUNK_SHIPMENTS, `bench-${chunk}`);
    const prefix = `1Z${String(10_000_000 + chunk).padStart(8, '0')}`;
    const text = invoice.text.replaceAll('1Z00000001', prefix);
    if (!out.write(`${text}\r\n`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    lines += invoice.rows;
    planted += invoice.planted.length;
  }
  await new Promise<void>((resolve) => out.end(() => resolve()));
  return { lines, planted };
}

async function million() {
  const folder = mkdtempSync(join(tmpdir(), 'audit-bench-'));
  try {
    const path = join(folder, 'ups-billing.csv');
    const made = await millionLineFile(path);
    const worker = fileURLToPath(new URL('./audit-million.ts', import.meta.url));
    const results = [];
    for (let run = 0; run < 3; run++) {
      const output = execFileSync(process.execPath, ['--import', 'tsx', worker, path], { encoding: 'utf8' });
      results.push(
        JSON.parse(output.trim().split('\n').pop()!) as Record<string, number> & {
          byRule: Record<string, number>;
        },
      );
    }
    results.sort((a, b) => a.seconds! - b.seconds!);
    const median = results[1]!;
    process.stdout.write(
      `  parse + audit ${median.lines} UPS charge lines (${(statSync(path).size / MB).toFixed(0)} MB file, ${median.shipments} shipments): median ${median.seconds!.toFixed(2)} s of 3 (${results.map((r) => r.seconds!.toFixed(2)).join(', ')}), peak RSS ${median.peakMB!.toFixed(0)} MB (budget 5 s, 1 GB); findings ${median.findings} for ${made.planted} planted, ${median.reopened} shipments met twice\n`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function endToEnd() {
  // The largest UPS file under the 5 MB cap.
  let shipments = 4000;
  let invoice = generateInvoice('ups_billing_data', shipments, 'bench-5mb');
  while (Buffer.byteLength(invoice.text) > MAX_UPLOAD_BYTES) {
    shipments = Math.floor(shipments * 0.95);
    invoice = generateInvoice('ups_billing_data', shipments, 'bench-5mb');
  }
  const { startLocalStack } = await import('../infra/local/stack');
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: false, logLevel: 'error' });
  try {
    const token = await sessionToken({ role: 'client_admin', companyId: 'bench-audit', userId: 'bench' });
    const call = async <T>(path: string, body?: unknown): Promise<T> => {
      const response = await fetch(`${stack.url}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return (await response.json()) as T;
    };
    const content = Buffer.from(invoice.text);
    const ticket = await call<{ uploadId: string; url: string; fields: Record<string, string> }>(
      '/api/private/uploads',
      { kind: 'carrier_invoice', fileName: 'ups-billing.csv', size: content.length, carrier: 'ups' },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
    form.append('file', new Blob([content]), 'ups-billing.csv');
    await fetch(ticket.url, { method: 'POST', body: form });
    const started = performance.now();
    const { document } = await call<{ document: { documentId: string } }>(
      `/api/private/uploads/${ticket.uploadId}/confirm`,
      {},
    );
    let audit: { status: string; lines: number; shipments: number; findings: number; claimsOpened: number };
    let audited = 0;
    for (;;) {
      ({ invoice: audit } = await call<{ invoice: typeof audit }>(
        `/api/private/invoices/${document.documentId}`,
      ));
      if (!audited && audit.status === 'recording') audited = performance.now();
      if (audit.status === 'done' || audit.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const done = performance.now();
    process.stdout.write(
      `  5 MB invoice end to end (${(content.length / MB).toFixed(2)} MB, ${audit.lines} lines, ${audit.shipments} shipments): confirmation to findings visible ${((done - started) / 1000).toFixed(1)} s (budget 30 s; read + audit ${((audited - started) / 1000).toFixed(1)} s, investigations ${((done - audited) / 1000).toFixed(1)} s); ${audit.status}: ${audit.findings} findings for ${invoice.planted.length} planted, ${audit.claimsOpened} investigations opened\n`,
    );
  } finally {
    await stack.stop();
  }
}

export async function run() {
  await million();
  await endToEnd();
}
