/**
 * Fault injection (issue 17, item 10; ../shared/QUALITY.md 18): the whole local stack as `npm start`
 * runs it (its own process group: the API, the handlers, the workflow runner and DynamoDB Local's
 * Java), killed with SIGKILL in the middle of a bulk run of a few thousand rows, and in the middle
 * of the audit of an invoice of a few thousand shipments, then started again on the same data
 * folder. The work finishes by itself, every row is processed exactly once, and every counter
 * equals what the lists hold. Prints the figures.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalCsv } from '@shared/bulk/canonical';
import type { BulkRunView } from '@shared/bulk/schema';
import { afterAll, describe, expect, it } from 'vitest';
import { generateInvoice } from '../../infra/local/invoice-generator';
import { bulkRow } from '../support/bulk-rows';
import {
  type Client,
  killStacks,
  postFile,
  type StackProcess,
  signIn,
  startStackProcess,
  stopStackProcess,
  until,
} from '../support/stack-process';

const ROWS = 4000;

/** Every claim of the company's list, page by page (100 a page), by id. */
async function listedClaims(call: Client): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const page: { claims: { claimId: string }[]; cursor: string | null } = await call(
      `/api/private/claims?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    ids.push(...page.claims.map((claim) => claim.claimId));
    cursor = page.cursor;
  } while (cursor);
  return ids;
}

/** The crash: kill -9 of the stack's group; then `npm start` again on the same folder, signed in again. */
async function crashAndRestart(stack: StackProcess, dataDir: string) {
  await stopStackProcess(stack, 'SIGKILL');
  const restarted = await startStackProcess(dataDir);
  // The interrupted run carries on by itself, and npm start says so.
  expect(restarted.output()).toMatch(/Resumed 1 workflow run/);
  return { stack: restarted, call: await signIn(restarted.url) };
}

const finished = (status: string) => status === 'done' || status === 'failed';

/** Uploads a file as the web does (presigned POST, then confirmation): its document id. */
async function uploadFile(call: Client, kind: string, fileName: string, content: Buffer) {
  const ticket = await call<{ uploadId: string; url: string; fields: Record<string, string> }>(
    '/api/private/uploads',
    { kind, fileName, size: content.length, ...(kind === 'carrier_invoice' ? { carrier: 'ups' } : {}) },
  );
  await postFile(ticket, fileName, content);
  const { document } = await call<{ document: { documentId: string } }>(
    `/api/private/uploads/${ticket.uploadId}/confirm`,
    {},
  );
  return document.documentId;
}

afterAll(killStacks);

describe('a crash in the middle of a bulk run', () => {
  it('finishes after a restart on the same data, each row once, counters equal to the lists', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parcel-audit-crash-'));
    try {
      let stack = await startStackProcess(dataDir);
      let call = await signIn(stack.url);

      const csv = Buffer.from(canonicalCsv(Array.from({ length: ROWS }, (_, n) => bulkRow(n))));
      const bulkId = await uploadFile(call, 'bulk_file', 'crash.csv', csv);
      await call('/api/private/bulk-claims', { documentId: bulkId, confirmedValues: true });

      // Wait for the run to be well into its batches, then kill everything at once.
      const readRun = async () =>
        (await call<{ run: BulkRunView }>(`/api/private/bulk-claims/${bulkId}`)).run;
      const started = performance.now();
      let run = await until(
        readRun,
        (latest) => {
          expect(latest.status, 'the run ended before the crash could be injected').not.toMatch(
            /done|failed/,
          );
          return latest.status === 'creating' && latest.processed >= ROWS / 4;
        },
        50,
      );
      const atCrash = { processed: run.processed, created: run.created };
      // Killed at once: paging through the claims first gave a fast machine time to finish the run.
      const restarted = performance.now();
      ({ stack, call } = await crashAndRestart(stack, dataDir));
      run = await until(readRun, (latest) => finished(latest.status), 200);
      const done = performance.now();

      expect(run).toMatchObject({ status: 'done', total: ROWS, processed: ROWS, created: ROWS });
      expect(run.removed + run.rejected).toBe(0);
      const listed = await listedClaims(call);
      const fromRun = listed.filter((id) => id.startsWith(`${bulkId}-`));
      // Each row once: one claim per row, no duplicates.
      expect(new Set(fromRun).size).toBe(fromRun.length);
      expect(fromRun.length).toBe(ROWS);
      // The counters equal the lists: the summary counts every listed claim, once.
      const summary = await call<{ total: number }>('/api/private/claims-summary');
      expect(summary.total).toBe(listed.length);

      process.stdout.write(
        `  crash suite: ${ROWS} rows; killed (SIGKILL, whole process group) at ${atCrash.processed} processed, ` +
          `${atCrash.created} recorded created, ${((restarted - started) / 1000).toFixed(1)} s after submit; ` +
          `restarted and finished in ${((done - restarted) / 1000).toFixed(1)} s: ${run.created} created, ` +
          `${fromRun.length} listed (${new Set(fromRun).size} distinct), summary ${summary.total} = list ${listed.length}\n`,
      );
      await stopStackProcess(stack, 'SIGKILL');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

interface AuditView {
  status: string;
  shipments: number;
  findings: number;
  claimsOpened: number;
  alreadyClaimed: number;
}

describe('a crash in the middle of an invoice audit', () => {
  it('finishes after a restart on the same data, each investigation once, counters equal to the lists', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'parcel-audit-crash-'));
    try {
      let stack = await startStackProcess(dataDir);
      let call = await signIn(stack.url);
      const invoice = generateInvoice('ups_billing_data', 3000, 'crash-suite');
      const documentId = await uploadFile(
        call,
        'carrier_invoice',
        'ups-billing.csv',
        Buffer.from(invoice.text),
      );

      // Kill everything while the audit opens its investigations.
      const readAudit = async () =>
        (await call<{ invoice: AuditView }>(`/api/private/invoices/${documentId}`)).invoice;
      const started = performance.now();
      let audit = await until(
        readAudit,
        (latest) => {
          expect(latest.status, 'the audit ended before the crash could be injected').not.toMatch(
            /done|failed/,
          );
          return latest.status === 'recording';
        },
        20,
      );
      const atCrash = audit.status;
      const restarted = performance.now();
      ({ stack, call } = await crashAndRestart(stack, dataDir));
      audit = await until(readAudit, (latest) => finished(latest.status), 200);
      const done = performance.now();

      expect(audit.status).toBe('done');
      expect(audit.shipments).toBe(3000);
      expect(audit.claimsOpened).toBeGreaterThan(0);
      const listed = await listedClaims(call);
      // One investigation per claim the audit opened: none twice, none lost.
      expect(new Set(listed).size).toBe(listed.length);
      expect(listed.length).toBe(audit.claimsOpened);
      const summary = await call<{ total: number }>('/api/private/claims-summary');
      expect(summary.total).toBe(listed.length);

      process.stdout.write(
        `  crash suite: invoice of 3000 shipments (${invoice.rows} lines); killed while ${atCrash} ` +
          `${((restarted - started) / 1000).toFixed(1)} s after upload; ` +
          `restarted and finished in ${((done - restarted) / 1000).toFixed(1)} s: ${audit.findings} findings, ` +
          `${audit.claimsOpened} opened, ${listed.length} listed (${new Set(listed).size} distinct), summary ${summary.total} = list ${listed.length}\n`,
      );
      await stopStackProcess(stack, 'SIGKILL');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
