/**
 * The loop the business lives on, as AWS runs it (issue 38, item 4): `CARRIER_SANDBOX=off npm
 * start`, no carrier reachable. A merchant opens an investigation with the single form; it waits on
 * the claims desk, with its days left; our staff file it with the carrier, record the carrier's
 * acceptance and its credit with the proof; the success fee is billed on an invoice whose PDF names
 * the parcel. Everything through the HTTP API of a stack in its own process.
 */
import { randomInt } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { upsCheckDigitValid } from '@shared/carriers/tracking-numbers';
import type { Reply } from '@shared/platform/replies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../infra/local/seed';
import {
  type StackProcess,
  signedIn,
  stackClient,
  startStackProcess,
  stopStackProcess,
} from '../support/stack-process';

const login = (role: string) => DEMO_LOGINS.find((person) => person.role === role)!;
let stack: StackProcess;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'parcel-audit-production-'));
  stack = await startStackProcess(dataDir, { CARRIER_SANDBOX: 'off' });
}, 200_000);

afterAll(async () => {
  if (stack) await stopStackProcess(stack);
  await rm(dataDir, { recursive: true, force: true });
});

/** A UPS tracking number with its check digit (the form checks it). */
function upsTracking(): string {
  for (;;) {
    const candidate = `1Z999AA1${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    for (let digit = 0; digit < 10; digit++)
      if (upsCheckDigitValid(`${candidate}${digit}`)) return `${candidate}${digit}`;
  }
}

/** The PDF's text: its deflated content streams inflated, each hex run decoded as WinAnsi. */
function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const streams = [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)].map(([, body]) => {
    const bytes = Buffer.from(body!, 'latin1');
    try {
      return inflateSync(bytes).toString('latin1');
    } catch {
      return body!;
    }
  });
  const decoder = new TextDecoder('windows-1252');
  return streams
    .flatMap((stream) => [...stream.matchAll(/<([0-9a-fA-F]+)>/g)].map(([, hex]) => hex!))
    .map((hex) =>
      decoder.decode(Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16))),
    )
    .join('')
    .replace(/\s+/g, ' ');
}

/** The first line an SMTP server sends on a new connection. */
function smtpGreeting(host: string, port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setTimeout(10_000, () => socket.destroy(new Error('no SMTP greeting')));
    socket.once('data', (chunk) => {
      resolve(chunk.toString('latin1'));
      socket.end('QUIT\r\n');
    });
    socket.once('error', reject);
  });
}

describe('with the sandbox carrier off, as in AWS', () => {
  it('prints its inbound mail server, which greets as SMTP servers do', async () => {
    const line = /^ {2}Inbound mail: host (\S+), port (\d+)/m.exec(stack.output());
    expect(line).not.toBeNull();
    expect(await smtpGreeting(line![1]!, Number(line![2]))).toMatch(/^220 /);
  });

  it('starts with no sandbox carrier, and the demo claims wait on the desk to be filed', async () => {
    expect(stack.output()).toContain('Sandbox carrier: off');
    const ops = await signedIn(stack.url, login('platform_admin').email, login('platform_admin').password);
    const desk = await ops.call<Reply<'list-desk-claims'>>('/api/private/desk/claims');
    expect(desk.status).toBe(200);
    expect(desk.body.lane).toBe('to_file');
    expect(desk.body.claims.length).toBeGreaterThanOrEqual(3);
    for (const row of desk.body.claims) {
      expect(typeof row.daysLeft).toBe('number');
      expect(row.claim_number).toBeNull();
    }
    // Soonest deadline first; one closes within the digest's days.
    const days = desk.body.claims.map((row) => row.daysLeft);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(desk.body.closingSoon).toBeGreaterThanOrEqual(1);
  });

  it('takes a merchant’s claim from the form to filed, credited, billed and on the invoice PDF', async () => {
    // Prepare: the merchant's form, with the original invoice uploaded as the browser does.
    const shop = await signedIn(stack.url, login('client_admin').email, login('client_admin').password);
    const invoice = Buffer.from('%PDF-1.4\n% production loop invoice\ntrailer <<>>\n%%EOF\n');
    const ticket = await shop.call<{ uploadId: string; url: string; fields: Record<string, string> }>(
      '/api/private/uploads',
      { kind: 'claim_invoice', fileName: 'order-5001.pdf', size: invoice.length },
    );
    const form = new FormData();
    for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
    form.append('file', new Blob([invoice]), 'order-5001.pdf');
    expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
    const confirmed = await shop.call<Reply<'confirm-upload'>>(
      `/api/private/uploads/${ticket.body.uploadId}/confirm`,
      {},
    );
    expect(confirmed.status).toBe(201);
    const trackingNumber = upsTracking();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

    // Act: the merchant opens it.
    const created = await shop.call<Reply<'create-claim'>>('/api/private/claims', {
      tracking_number: trackingNumber,
      carrier: 'ups',
      issue: 'lost',
      reference: 'ORDER-5001',
      lines: [
        {
          sales_date: yesterday,
          description: 'Rain jacket',
          nb_of_items: '1',
          unit_price: '200,00',
          amount_excl: '166,67',
          amount_incl: '200,00',
          tax_percentage: '20',
        },
      ],
      invoiceDocumentId: confirmed.body.document.documentId,
    });

    // Assess: nobody filed it (no carrier is reachable); it waits on the desk.
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const claimId = created.body.claim.claimId;
    expect(created.body.claim.state).toBe('refundable');
    expect(created.body.claim.claim_number).toBeNull();
    const ops = await signedIn(stack.url, login('platform_admin').email, login('platform_admin').password);
    const lane = await ops.call<Reply<'list-desk-claims'>>(
      '/api/private/desk/claims?lane=to_file&carrier=ups',
    );
    const row = lane.body.claims.find((claim) => claim.claimId === claimId)!;
    expect(row).toMatchObject({ companyId: 'demo-merchant', amount: 200, lane: 'to_file', version: 1 });
    expect(typeof row.daysLeft).toBe('number');

    // Act: staff file it, the carrier accepts, then credits (seen on its statement).
    const path = `/api/private/desk/claims/demo-merchant/${claimId}`;
    const today = new Date().toISOString().slice(0, 10);
    const filed = await ops.call<Reply<'record-desk-move'>>(`${path}/moves`, {
      version: 1,
      moveId: `prod-${claimId}-filed`,
      move: 'filed',
      claimNumber: 'UPS-20261128-7781',
      filedOn: today,
      channel: 'portal',
    });
    expect(filed.status).toBe(200);
    const accepted = await ops.call<Reply<'record-desk-move'>>(`${path}/moves`, {
      version: filed.body.desk.version,
      moveId: `prod-${claimId}-accepted`,
      move: 'accepted',
      amount: 200,
      currency: 'EUR',
    });
    expect(accepted.body.desk.lane).toBe('credit_to_confirm');
    const credited = await ops.call<Reply<'record-desk-move'>>(`${path}/moves`, {
      version: accepted.body.desk.version,
      moveId: `prod-${claimId}-credited`,
      move: 'credited',
      amount: 200,
      currency: 'EUR',
      creditedOn: today,
      proof: 'statement_line',
      reference: 'UPS statement, claim UPS-20261128-7781, credit 200.00 EUR',
    });
    expect(credited.status).toBe(200);
    expect(credited.body.claim.state).toBe('credited');

    // The merchant sees it filed and credited.
    const seen = await shop.call<Reply<'get-claim'>>(`/api/private/claims/${claimId}`);
    expect(seen.body.claim).toMatchObject({ claim_number: 'UPS-20261128-7781', credited_amount: 200 });
    expect(seen.body.history.map((entry) => entry.event)).toEqual([
      'created',
      'filed',
      'accepted',
      'credited',
    ]);

    // Billed: a platform admin acting for the company generates the invoice.
    const switched = await ops.call<{ token: string }>('/api/private/company/switch', {
      account: 'Demo Merchant',
    });
    expect(switched.status).toBe(200);
    const acting = stackClient(stack.url, switched.body.token);
    const fees = await shop.call<Reply<'list-fees'>>('/api/private/billing/fees');
    const fee = fees.body.lines.find((line) => line.claimId === claimId)!;
    expect(fee).toMatchObject({ kind: 'success_fee', creditedCents: 20_000 });
    const preview = await acting<Reply<'get-preview'>>('/api/private/billing/preview');
    const expectedLines = preview.body.documents.reduce((sum, document) => sum + document.lines.length, 0);
    const generated = await acting<Reply<'generate-documents'>>('/api/private/billing/documents', {
      expectedLines,
    });
    expect(generated.status).toBe(201);
    const number = generated.body.documents.find((document) => document.type === 'invoice')!.number;

    // On the invoice's PDF: the success fee line names the parcel.
    let link: { url: string } | undefined;
    for (let attempt = 0; attempt < 60 && !link; attempt++) {
      const reply = await shop.call<{ url: string }>(
        `/api/private/billing/documents/${number}/pdf?locale=en`,
      );
      if (reply.status === 200) link = reply.body;
      else await new Promise((done) => setTimeout(done, 500));
    }
    expect(link).toBeDefined();
    const pdf = Buffer.from(await (await fetch(link!.url)).arrayBuffer());
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf)).toContain(trackingNumber);
  });
});
