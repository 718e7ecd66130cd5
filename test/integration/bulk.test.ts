/**
 * Bulk investigations on the local stack: the wizard's file is uploaded, the BulkClaims workflow
 * (the same ASL as in AWS, on aws-local-stepfunctions) checks it again, creates the claims in
 * batches, removes the repeated and already-claimed tracking numbers, rejects what a rule refuses,
 * and exports those rows formula-safe. Every row ends created, removed or rejected; a re-submitted
 * file, a retried batch or a crash mid-batch never creates a claim twice nor counts one twice.
 */

import { canonicalCsv } from '@shared/bulk/canonical';
import { BULK_COLUMNS, type BulkCells } from '@shared/bulk/columns';
import type { BulkRunView } from '@shared/bulk/schema';
import type { ClaimView } from '@shared/claims/schema';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { frenchExcelCsv, workbook } from '../support/french-excel';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { openSandboxAccount, sandboxShipments } from '../support/sandbox-carrier';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { upload, uploadDocument } from '../support/uploads';

applyStackEnv();
const { putNewRun, getRun } = await import('../../functions/bulk/bulk-store');
const { prepare } = await import('../../functions/bulk/prepare-step');
const { createBatch, finish, fail } = await import('../../functions/bulk/run-steps');
const { openClaims } = await import('../../functions/claims/open-claim');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');

const DAY_MS = 86_400_000;
const yesterday = () => new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);

type Shipments = Awaited<ReturnType<typeof sandboxShipments>>;

/** A merchant with a working UPS account at the sandbox (one whose shipments `fits`, when asked). */
async function merchant(fits: (shipments: Shipments) => boolean = () => true) {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
  let login = await openSandboxAccount('ups');
  for (let attempt = 0; attempt < 50 && !fits(await sandboxShipments('ups', login.username)); attempt++)
    login = await openSandboxAccount('ups');
  expect((await call('POST', '/api/private/carrier/credentials', { token, body: login })).status).toBe(201);
  const shipments = await sandboxShipments('ups', login.username);
  // Shipped within the last 40 days, newest first: within UPS's windows for every issue but a late
  // delivery (the window tests choose their own parcels).
  const day = 86_400_000;
  const recent = (shipment: { shippedAt: string }) => {
    const age = (Date.now() - Date.parse(shipment.shippedAt)) / day;
    return age >= 1 && age <= 40;
  };
  // The recent ones first, then the others (a crash test takes thirty lines of 'Lost': any parcel will do).
  const tracking = [
    ...shipments.filter(recent).sort((a, b) => b.shippedAt.localeCompare(a.shippedAt)),
    ...shipments.filter((shipment) => !recent(shipment)),
  ].map((shipment) => shipment.trackingNumber);
  return { companyId, person, token, tracking, shipments };
}

const row = (change: Partial<BulkCells>): BulkCells => ({
  ...(Object.fromEntries(BULK_COLUMNS.map((column) => [column, ''])) as BulkCells),
  carrier: 'UPS',
  issue: 'Lost',
  reference: 'ORDER-1',
  ...change,
});
const goods = (change: Partial<BulkCells> = {}): Partial<BulkCells> => ({
  sales_date: yesterday(),
  description: 'Running shoes',
  nb_of_items: '2',
  unit_price: '49,90',
  amount_excl: '83,17',
  amount_incl: '99,80',
  tax_percentage: '20%',
  currency_code: 'eur',
  ...change,
});

async function submit(
  token: string,
  csv: string,
  confirmedValues = false,
  mode: 'start' | 'update' = 'start',
) {
  const document = await uploadDocument(token, 'bulk_file', 'claims.csv', Buffer.from(csv));
  const started = await call<{ run: BulkRunView }>('POST', '/api/private/bulk-claims', {
    token,
    body: { documentId: document.documentId, confirmedValues, mode },
  });
  expect(started.status).toBe(202);
  return { document, run: await finished(token, started.body.run.bulkId) };
}

async function finished(token: string, bulkId: string): Promise<BulkRunView> {
  for (let attempt = 0; attempt < 300; attempt++) {
    const { body } = await call<{ run: BulkRunView }>('GET', `/api/private/bulk-claims/${bulkId}`, { token });
    if (body.run.status === 'done' || body.run.status === 'failed') return body.run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the bulk run did not finish');
}

const listAll = async (token: string) =>
  (await call<{ claims: ClaimView[] }>('GET', '/api/private/claims?limit=100', { token })).body.claims;

describe('a bulk file', () => {
  it('flags a line past its carrier’s claim window, refuses it unconfirmed, and files it confirmed', async () => {
    // UPS: a late delivery within 15 days of the scheduled delivery; this one was due long before.
    const lateAndOld = (shipment: Shipments[number]) =>
      shipment.scenario === 'late' && Date.parse(shipment.shippedAt) < Date.now() - 30 * 86_400_000;
    const shop = await merchant((shipments) => shipments.some(lateAndOld));
    const old = shop.shipments.find(lateAndOld)!.trackingNumber;
    const recent = shop.tracking[0]!;
    const windows = await call<{ closed: { index: number; closesOn: string }[] }>(
      'POST',
      '/api/private/bulk-claims/windows',
      {
        token: shop.token,
        body: {
          rows: [
            { carrier: 'ups', tracking_number: old, issue: 'late_delivery' },
            { carrier: 'ups', tracking_number: recent, issue: 'lost' },
            { carrier: 'ups', tracking_number: old, issue: 'lost' },
          ],
        },
      },
    );
    expect(windows.status).toBe(200);
    expect(windows.body.closed.map((row) => row.index)).toEqual([0]);
    expect(windows.body.closed[0]!.closesOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const rows = [
      row({ tracking_number: old, issue: 'Late Delivery', reference: 'LATE-1' }),
      row({ tracking_number: recent, reference: 'LOST-1' }),
    ];
    const unconfirmed = await submit(shop.token, canonicalCsv(rows));
    expect(unconfirmed.run).toMatchObject({ status: 'done', total: 2, created: 1, rejected: 1 });
    const exported = await call<{ url: string }>(
      'GET',
      `/api/private/bulk-claims/${unconfirmed.run.bulkId}/export`,
      {
        token: shop.token,
      },
    );
    const text = await (await fetch(exported.body.url)).text();
    expect(text).toContain('The carrier’s claim window for this issue has closed');
    // Refused, it opened nothing: sent again with the values confirmed, it is filed.
    const confirmed = await submit(
      shop.token,
      canonicalCsv([row({ tracking_number: old, issue: 'Late Delivery', reference: 'LATE-1b' })]),
      true,
    );
    expect(confirmed.run).toMatchObject({ status: 'done', total: 1, created: 1, rejected: 0 });
  });

  it('sent through the API as a workbook with its lines on its second sheet under a title is read there', async () => {
    const shop = await merchant();
    const [a, b] = shop.tracking as [string, string];
    const file = workbook({
      Notes: [],
      Réclamations: [
        ['Réclamations de novembre'],
        ['Transporteur', 'N° de suivi', 'Problème', 'Référence commande'],
        ['UPS', a, 'Perdu', 'CDE-201'],
        ['UPS', b, 'Endommagé', 'CDE-202'],
      ],
    });
    const document = await uploadDocument(shop.token, 'bulk_file', 'réclamations.xlsx', Buffer.from(file));
    const started = await call<{ run: BulkRunView }>('POST', '/api/private/bulk-claims', {
      token: shop.token,
      body: { documentId: document.documentId },
    });

    const run = await finished(shop.token, started.body.run.bulkId);

    expect(run).toMatchObject({ status: 'done', total: 2, created: 2, rejected: 0 });
  });

  it('saved by French Excel (Windows-1252, `;`, CRLF, French headers and issues) is taken through the API', async () => {
    const shop = await merchant();
    const [a, b] = shop.tracking as [string, string];
    const file = frenchExcelCsv([
      ['Transporteur', 'N° de suivi', 'Problème', 'Référence commande'],
      ['UPS', a, 'Endommagé', 'CDE-Été-1'],
      ['UPS', b, 'Perdu', 'CDE-Été-2'],
    ]);
    const document = await uploadDocument(shop.token, 'bulk_file', 'réclamations.csv', Buffer.from(file));
    expect(document.fileType).toBe('csv');
    const started = await call<{ run: BulkRunView }>('POST', '/api/private/bulk-claims', {
      token: shop.token,
      body: { documentId: document.documentId },
    });
    expect(started.status).toBe(202);

    const run = await finished(shop.token, started.body.run.bulkId);

    expect(run).toMatchObject({ status: 'done', total: 2, created: 2, rejected: 0 });
    const claims = await listAll(shop.token);
    expect(claims.map((claim) => [claim.tracking_number, claim.reference]).sort()).toEqual(
      [
        [a, 'CDE-Été-1'],
        [b, 'CDE-Été-2'],
      ].sort(),
    );
  });

  it('creates its claims, removes repeats and open ones, rejects bad rows, and exports them formula-safe', async () => {
    const shop = await merchant();
    const [a, b, c, d, e] = shop.tracking as [string, string, string, string, string];
    // d already has an open investigation (an earlier bulk file).
    const first = await submit(shop.token, canonicalCsv([row({ tracking_number: d })]));
    expect(first.run).toMatchObject({ status: 'done', total: 1, created: 1, processed: 1 });

    const rows = [
      row({ tracking_number: a, ...goods() }),
      row({ tracking_number: b, issue: 'Endommagé', reference: 'ORDER-2' }),
      row({ tracking_number: a, issue: 'Damaged', reference: '=HYPERLINK("http://evil.test","x")' }),
      row({ tracking_number: d }),
      row({ tracking_number: c, ...goods({ amount_incl: '-12.50' }) }),
      row({
        tracking_number: e,
        ...goods({ unit_price: '9000', amount_excl: '9000', amount_incl: '10800' }),
      }),
      row({ tracking_number: 'NOT-A-PARCEL-1', carrier: 'Unknown Express' }),
    ];
    const { run } = await submit(shop.token, canonicalCsv(rows));
    expect(run).toMatchObject({
      status: 'done',
      total: 7,
      processed: 7,
      created: 2,
      removed: 2,
      rejected: 3,
    });
    expect(run.hasExport).toBe(true);

    const claims = await listAll(shop.token);
    const created = claims.filter((claim) => claim.claim_source === 'bulk');
    expect(created.map((claim) => claim.tracking_number).sort()).toEqual([a, b, d].sort());
    const withGoods = created.find((claim) => claim.tracking_number === a)!;
    expect(withGoods).toMatchObject({
      state: 'refundable',
      reason_refund: 'lost',
      currency: 'EUR',
      requested_amount: 99.8,
      actions: ['original_invoice_missing'],
    });
    expect(withGoods.lines[0]).toMatchObject({ unit_price: 49.9, tax_percentage: 20, nb_of_items: 2 });
    expect(created.find((claim) => claim.tracking_number === b)).toMatchObject({
      reason_refund: 'damaged',
      actions: ['invoice_missing', 'original_invoice_missing', 'pictures_missing'],
    });

    const link = await call<{ url: string }>('GET', `/api/private/bulk-claims/${run.bulkId}/export`, {
      token: shop.token,
    });
    expect(link.status).toBe(200);
    const text = await (await fetch(link.body.url)).text();
    const exported = Papa.parse<string[]>(text.replace(/^\ufeff/, ''), { skipEmptyLines: true }).data;
    expect(exported[0]!.slice(0, 4)).toEqual(['line', 'outcome', 'column', 'reason']);
    const byLine = new Map(exported.slice(1).map((cells) => [Number(cells[0]), cells]));
    expect([...byLine.keys()]).toEqual([4, 5, 6, 7, 8]);
    expect(byLine.get(4)!.slice(1, 4)).toEqual([
      'removed',
      'tracking_number',
      'This tracking number appears more than once in the file: choose the correct issue',
    ]);
    // The formula is neutralised; the negative amount stays a number.
    expect(byLine.get(4)![4 + BULK_COLUMNS.indexOf('reference')]).toBe(`'=HYPERLINK("http://evil.test","x")`);
    expect(byLine.get(5)!.slice(1, 3)).toEqual(['removed', 'tracking_number']);
    expect(byLine.get(6)!.slice(1, 3)).toEqual(['rejected', 'amount_incl']);
    expect(byLine.get(6)![4 + BULK_COLUMNS.indexOf('amount_incl')]).toBe('-12.5');
    expect(byLine.get(7)!.slice(1, 4)).toEqual(['rejected', 'unit_price', 'A value needs your confirmation']);
    expect(byLine.get(8)!.slice(1, 3)).toEqual(['rejected', 'carrier']);

    // The same file again is the same file: the upload refuses it; the same rows in a new file create nothing.
    const again = await upload(shop.token, 'bulk_file', 'claims.csv', Buffer.from(canonicalCsv(rows)));
    expect(again.confirmed?.body.error?.code).toBe('upload.duplicate');
    const resent = await submit(shop.token, `${canonicalCsv(rows)}\r\n`, true);
    expect(resent.run).toMatchObject({ total: 7, created: 1, removed: 4, rejected: 2 });
    expect((await listAll(shop.token)).filter((claim) => claim.claim_source === 'bulk')).toHaveLength(4);

    const summary = await call<{ total: number }>('GET', '/api/private/claims-summary', {
      token: shop.token,
    });
    expect(summary.body.total).toBe(4);

    // Submitting a run's file again answers the same run.
    const repeat = await call<{ run: BulkRunView }>('POST', '/api/private/bulk-claims', {
      token: shop.token,
      body: { documentId: resent.document.documentId, confirmedValues: true },
    });
    expect(repeat.status).toBe(200);
    expect(repeat.body.run.bulkId).toBe(resent.run.bulkId);
  });

  it('counts every row once when a batch crashes half-way and runs again', async () => {
    const shop = await merchant();
    const rows = shop.tracking
      .slice(0, 30)
      .map((tracking, index) => row({ tracking_number: tracking, reference: `ORDER-${index}` }));
    const document = await uploadDocument(
      shop.token,
      'bulk_file',
      'crash.csv',
      Buffer.from(canonicalCsv(rows)),
    );
    const input = { companyId: shop.companyId, bulkId: document.documentId };
    const at = new Date().toISOString();
    await putNewRun({
      mode: 'start',
      bulkId: document.documentId,
      companyId: shop.companyId,
      documentKey: `documents/${shop.companyId}/${document.documentId}`,
      fileName: 'crash.csv',
      status: 'queued',
      total: 0,
      processed: 0,
      created: 0,
      removed: 0,
      rejected: 0,
      problem: null,
      startedBy: 'crash@example.test',
      startedById: shop.person.userId,
      startedAt: at,
      finishedAt: null,
      confirmedValues: false,
      locale: 'en',
      batchCount: 0,
      exportKey: null,
    });
    const prepared = await prepare(input);
    expect(prepared.batches).toEqual([0]);
    // The crashed attempt wrote the first twelve claims (and their counts), and nothing else.
    const partial = rows.slice(0, 12).map((cells, index) =>
      newStoredClaim({
        claimId: `${document.documentId}-${index + 2}`,
        companyId: shop.companyId,
        tracking_number: cells.tracking_number,
        carrier: 'ups',
        reason_refund: 'lost',
        reference: cells.reference,
        currency: 'EUR',
        requestedCents: 0,
        lines: [],
        documents: [],
        actions: ['invoice_missing', 'original_invoice_missing'],
        ownerId: shop.person.userId,
        owner: 'crash@example.test',
        credentialId: 'x',
        claim_source: 'bulk',
        nextSyncAt: at,
        createdAt: at,
      }),
    );
    // As the crashed attempt wrote them: each claim counted by the transaction that created it.
    await openClaims(partial, 'crash@example.test', { count: true });
    // The retry, then a second retry of a batch already recorded.
    expect(await createBatch({ ...input, index: 0 })).toEqual({ created: 30, removed: 0 });
    await createBatch({ ...input, index: 0 });
    await finish(input);
    expect(await getRun(shop.companyId, document.documentId)).toMatchObject({
      status: 'done',
      total: 30,
      processed: 30,
      created: 30,
      removed: 0,
      rejected: 0,
    });
    expect(await listAll(shop.token)).toHaveLength(30);
    const summary = await call<{ total: number }>('GET', '/api/private/claims-summary', {
      token: shop.token,
    });
    expect(summary.body.total).toBe(30);
  });

  it('starts a run that failed past its retries again, once, without making a claim twice', async () => {
    const shop = await merchant();
    const rows = shop.tracking
      .slice(0, 20)
      .map((tracking, index) => row({ tracking_number: tracking, reference: `AGAIN-${index}` }));
    const { document, run: first } = await submit(shop.token, canonicalCsv(rows));
    expect(first).toMatchObject({ status: 'done', created: 20 });
    // As if the workflow had failed past its retries after its batch: MarkFailed's step.
    const input = { companyId: shop.companyId, bulkId: document.documentId };
    await fail(input);
    expect((await getRun(shop.companyId, document.documentId))?.status).toBe('failed');

    // Two clicks on 'Try again' at once: one restart.
    const again = () =>
      call<{ run: BulkRunView }>('POST', '/api/private/bulk-claims', {
        token: shop.token,
        body: { documentId: document.documentId },
      });
    const answers = await Promise.all([again(), again()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 202]);
    const run = await finished(shop.token, document.documentId);
    expect(run).toMatchObject({ status: 'done', total: 20, processed: 20, created: 20, problem: null });
    expect(await listAll(shop.token)).toHaveLength(20);
    const summary = await call<{ total: number }>('GET', '/api/private/claims-summary', {
      token: shop.token,
    });
    expect(summary.body.total).toBe(20);
    // A refused file is not started again: the file itself is what failed.
    const refused = await submit(shop.token, `colour,size\r\nred,XL\r\n`);
    expect(refused.run).toMatchObject({ status: 'failed', problem: 'bulk.headers' });
    const once = await call<{ run: BulkRunView }>('POST', '/api/private/bulk-claims', {
      token: shop.token,
      body: { documentId: refused.document.documentId },
    });
    expect(once.status).toBe(200);
    expect(once.body.run).toMatchObject({ status: 'failed', problem: 'bulk.headers' });
  });

  it('refuses a file whose headers are not the template’s, and another company’s file', async () => {
    const shop = await merchant();
    const { run } = await submit(shop.token, `colour,size\r\nred,XL\r\n`);
    expect(run).toMatchObject({ status: 'failed', problem: 'bulk.headers', created: 0 });

    const other = await merchant();
    const document = await uploadDocument(
      other.token,
      'bulk_file',
      'theirs.csv',
      Buffer.from(canonicalCsv([row({ tracking_number: other.tracking[0]! })])),
    );
    const refused = await call<{ error: { code: string } }>('POST', '/api/private/bulk-claims', {
      token: shop.token,
      body: { documentId: document.documentId },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('bulk.file_invalid');
    const peek = await call('GET', `/api/private/bulk-claims/${run.bulkId}`, { token: other.token });
    expect(peek.status).toBe(404);
  });

  it('updating, gives open investigations their goods, and removes rows of no open investigation or already complete', async () => {
    const shop = await merchant();
    const [first, second, third, unclaimed] = shop.tracking as [string, string, string, string];
    // Three investigations started without goods, one with its goods already.
    const started = await submit(
      shop.token,
      canonicalCsv([
        row({ tracking_number: first, reference: 'ORD-1' }),
        row({ tracking_number: second, reference: 'ORD-2' }),
        row({ tracking_number: third, reference: 'ORD-3', ...goods() }),
      ]),
    );
    expect(started.run).toMatchObject({ mode: 'start', created: 3 });
    const waiting = (await listAll(shop.token)).filter((claim) => claim.actions.includes('invoice_missing'));
    expect(waiting.map((claim) => claim.tracking_number).sort()).toEqual([first, second].sort());
    const counts = async () =>
      (
        await call<{ byKind: Record<string, number> }>('GET', '/api/private/action-required/counts', {
          token: shop.token,
        })
      ).body;
    expect((await counts()).byKind.invoice_missing).toBe(2);

    // The update file: the tracking number and the goods (8 columns), in another order and case.
    const update = [
      'Amount incl tax;TRACKING NUMBER;sales date;Description;Quantity;Unit price;Amount excl tax;VAT',
      `99,80;${first.toLowerCase()};${yesterday()};Running shoes;2;49,90;83,17;20%`,
      `10;${second};${yesterday()};Cap;1;10;8,33;20%`,
      `10;${second};${yesterday()};Cap again;1;10;8,33;20%`,
      `10;${third};${yesterday()};Socks;1;10;8,33;20%`,
      `10;${unclaimed};${yesterday()};Belt;1;10;8,33;20%`,
      `10;${first};${yesterday()};;1;10;8,33;20%`,
    ].join('\r\n');
    const updated = await submit(shop.token, update, false, 'update');
    expect(updated.run).toMatchObject({ mode: 'update', status: 'done', total: 6, processed: 6 });
    expect(updated.run).toMatchObject({ created: 2, removed: 3, rejected: 1 });
    const claims = await listAll(shop.token);
    const of = (tracking: string) => claims.find((claim) => claim.tracking_number === tracking)!;
    expect(of(first).lines).toEqual([
      expect.objectContaining({ description: 'Running shoes', nb_of_items: 2 }),
    ]);
    expect(of(first).requested_amount).toBe(99.8);
    expect(of(first).actions).not.toContain('invoice_missing');
    // Still waiting for the original invoice: not filed yet.
    expect(of(first).actions).toContain('original_invoice_missing');
    expect(of(second).lines.map((line) => line.description)).toEqual(['Cap']);
    expect(of(third).lines.map((line) => line.description)).toEqual(['Running shoes']);
    expect((await counts()).byKind.invoice_missing).toBe(0);
    // The history names the answer like the Data Needed modal does.
    const history = (
      await call<{ history: { event: string; action?: string }[] }>(
        'GET',
        `/api/private/claims/${of(first).claimId}`,
        {
          token: shop.token,
        },
      )
    ).body.history;
    expect(history.at(-1)).toMatchObject({ event: 'information', action: 'invoice_missing' });

    // The export says why each row was left.
    const link = await call<{ url: string }>('GET', `/api/private/bulk-claims/${updated.run.bulkId}/export`, {
      token: shop.token,
    });
    const csv = await (await fetch(link.body.url)).text();
    const records = Papa.parse<string[]>(csv.trim()).data.slice(1);
    expect(records.map((record) => [record[0], record[1], record[3]])).toEqual([
      ['4', 'removed', 'This tracking number appears more than once in the file: choose the correct issue'],
      ['5', 'removed', 'This investigation already has its goods'],
      ['6', 'removed', 'This tracking number has no open investigation'],
      ['7', 'rejected', 'This field is required'],
    ]);

    // A batch run again (a retried step) finds its goods given and counts each row as before.
    const input = { companyId: shop.companyId, bulkId: updated.run.bulkId };
    await createBatch({ ...input, index: 0 });
    await finish(input);
    expect(await getRun(shop.companyId, updated.run.bulkId)).toMatchObject({
      created: 2,
      removed: 3,
      rejected: 1,
    });
    const export2 = await call<{ url: string }>(
      'GET',
      `/api/private/bulk-claims/${updated.run.bulkId}/export`,
      {
        token: shop.token,
      },
    );
    expect(await (await fetch(export2.body.url)).text()).toBe(csv);

    // The same rows in a new file (the same file twice is refused at upload): every investigation
    // has its goods now, so nothing changes.
    const again = await submit(shop.token, `${update}\r\n`, false, 'update');
    expect(again.run).toMatchObject({ created: 0, removed: 5, rejected: 1 });
    const after = await listAll(shop.token);
    expect(after.find((claim) => claim.tracking_number === first)!.lines).toHaveLength(1);

    // An update file needs the tracking number and the seven goods columns.
    const short = await submit(shop.token, `tracking_number;description\r\n${first};Shoes`, false, 'update');
    expect(short.run).toMatchObject({ status: 'failed', problem: 'bulk.headers' });
  });
});
