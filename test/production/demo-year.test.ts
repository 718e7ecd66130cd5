/**
 * The first run a newcomer sees (issue 40, item 1): `npm start` on an empty data folder writes the
 * demo merchant's year (infra/local/demo/history.ts), and the product reads it back through its own
 * API: twelve months of audited carrier invoices from five carriers, claims in every stage, success
 * fees invoiced and paid (one by card, one overdue), monthly statements, Home's charts filled. Run
 * as AWS runs it (`CARRIER_SANDBOX=off`), in a process of its own, as the browser tests' second
 * stack runs it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HomeView } from '@shared/dashboards/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_INVOICES } from '../../infra/local/demo/history';
import {
  type Client,
  type StackProcess,
  signIn,
  startStackProcess,
  stopStackProcess,
} from '../support/stack-process';

let stack: StackProcess;
let dataDir: string;
let admin: Client;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'parcel-audit-demo-year-'));
  stack = await startStackProcess(dataDir, { CARRIER_SANDBOX: 'off', DEMO_DATA: 'year' });
  admin = await signIn(stack.url, 'client_admin');
}, 300_000);

afterAll(async () => {
  if (stack) await stopStackProcess(stack);
  await rm(dataDir, { recursive: true, force: true });
});

/** Every page of a listing, following its cursor. */
async function all<T>(path: string, key: string): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const page: { cursor?: string | null } & Record<string, unknown> = await admin(
      `${path}${cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    items.push(...(page[key] as T[]));
    cursor = page.cursor ?? null;
  } while (cursor);
  return items;
}

describe('the demo year on a first start', () => {
  it('says what it wrote, and how long it took', () => {
    const line = /demo year written in ([\d.]+) s: (.*)/.exec(stack.output());
    expect(line, stack.output()).not.toBeNull();
    process.stdout.write(`${line![0]}\n`);
    expect(line![2]).toMatch(/60 invoices, 480 shipments, \d+ claims/);
  });

  it('has a carrier invoice of each of the five carriers every month, each audited', async () => {
    const invoices = await all<{ status: string; carriers: string[]; invoiceDate: string | null }>(
      '/api/private/invoices',
      'invoices',
    );
    expect(invoices.length).toBeGreaterThanOrEqual(55);
    expect(invoices.filter((invoice) => invoice.status !== 'done')).toEqual([]);
    const carriers = new Set(invoices.flatMap((invoice) => invoice.carriers));
    expect([...carriers].sort()).toEqual(DEMO_INVOICES.map((account) => account.carrier).sort());
  });

  it('fills Home: twelve months of invoices, refunds requested, confirmed and credited', async () => {
    const home = await admin<HomeView>('/api/private/home');
    const months = home.invoices.monthly.filter((month) => month.count >= DEMO_INVOICES.length);
    expect(months.length).toBeGreaterThanOrEqual(11);
    expect(home.refunds.credited.EUR).toBeGreaterThan(0);
    expect(home.refunds.requested.EUR).toBeGreaterThan(home.refunds.credited.EUR!);
    expect(home.gettingStarted.auditDone).toBe(true);
  });

  it('has claims in every stage: to file, filed, answered, denied, re-disputed, credited with proof', async () => {
    const claims = await all<{ state: string; claim_number: string | null }>(
      '/api/private/claims?limit=100',
      'claims',
    );
    const states = new Set(claims.map((claim) => claim.state));
    for (const state of ['credited', 'declined', 'requested', 'confirmed'])
      expect(states, `no claim ${state}`).toContain(state);
    expect(claims.some((claim) => claim.claim_number === null)).toBe(true);
  });

  it('bills the success fees monthly: invoices paid, one overdue, statements', async () => {
    const { documents } = await admin<{
      documents: { type: string; status: string | null; number: string }[];
    }>('/api/private/billing/documents');
    const invoices = documents.filter((document) => document.type === 'invoice');
    expect(invoices.filter((invoice) => invoice.status === 'paid').length).toBeGreaterThanOrEqual(10);
    expect(invoices.filter((invoice) => invoice.status === 'overdue').length).toBeGreaterThanOrEqual(1);
    expect(documents.filter((document) => document.type === 'statement').length).toBeGreaterThanOrEqual(10);
  });

  it('is on Growth, chosen on Billing after its free month, and each month’s invoice bills it', async () => {
    const view = await admin<{ planId: string; running: boolean }>('/api/private/billing/subscription');
    expect(view).toMatchObject({ planId: 'growth', running: true });
    const { documents } = await admin<{
      documents: { type: string; lines: { kind: string; planId: string | null }[] }[];
    }>('/api/private/billing/documents');
    const billed = documents.flatMap((document) =>
      document.lines.filter((line) => line.kind === 'subscription' && line.planId === 'growth'),
    );
    expect(billed.length).toBeGreaterThanOrEqual(10);
  });
});
