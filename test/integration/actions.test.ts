/**
 * Action required end to end on the local stack and the sandbox carrier: a claim missing what the
 * carrier needs waits (never filed), the answer of each kind resolves it and the claim is filed at
 * once; sales invoices dropped by order number attach themselves; counts, the waiting list and the
 * task list follow; bad answers change nothing; another company sees and touches nothing.
 */
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import type { ActionCounts, ActionItem, SalesInvoiceResult, SalesInvoiceTasks } from '@shared/claims/actions';
import type { ClaimHistoryEntry, ClaimView } from '@shared/claims/schema';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import {
  advanceSandboxClock,
  changeSandboxAccount,
  openSandboxAccountWith,
} from '../support/sandbox-carrier';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uploadDocument } from '../support/uploads';

applyStackEnv();
const { openClaim } = await import('../../functions/claims/open-claim');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { syncWithCarrier } = await import('../../functions/claims/carrier-sync');
const { env } = await import('../../functions/lib/env');
const { BUCKET_PREFIXES } = await import('../../functions/lib/buckets');

/** The export objects kept for a company in the uploads bucket. */
async function exportObjects(companyId: string): Promise<string[]> {
  const listed = await new S3Client({ forcePathStyle: true }).send(
    new ListObjectsV2Command({
      Bucket: env.UPLOADS_BUCKET,
      Prefix: `${BUCKET_PREFIXES.exports}${companyId}/`,
    }),
  );
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
/** A small PNG unlike any other (the same file twice is kept once). */
const uniquePng = () =>
  Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(randomUUID())]);

async function merchant() {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
  const { login, shipped } = await openSandboxAccountWith('ups', { lost: 4, damaged: 1 });
  const added = await call<{ credential: { credentialId: string } }>(
    'POST',
    '/api/private/carrier/credentials',
    {
      token,
      body: login,
    },
  );
  expect(added.status).toBe(201);
  const of = (scenario: string) => shipped.filter((shipment) => shipment.scenario === scenario);
  return { companyId, person, token, login, of, credentialId: added.body.credential.credentialId };
}

type Shop = Awaited<ReturnType<typeof merchant>>;

/** A claim as a bulk line without goods makes it: waiting for its goods and its original invoice. */
async function waitingClaim(
  shop: Shop,
  trackingNumber: string,
  reference: string,
  change: Partial<Parameters<typeof newStoredClaim>[0]> = {},
) {
  const claim = newStoredClaim({
    claimId: `act-${randomUUID()}`,
    companyId: shop.companyId,
    tracking_number: trackingNumber,
    carrier: 'ups',
    reason_refund: 'lost',
    reference,
    currency: 'EUR',
    requestedCents: 0,
    lines: [],
    documents: [],
    actions: ['invoice_missing', 'original_invoice_missing'],
    ownerId: shop.person.userId,
    owner: shop.person.email,
    credentialId: shop.credentialId,
    claim_source: 'bulk',
    createdAt: new Date().toISOString(),
    ...change,
  });
  await openClaim(claim, shop.person.email);
  return claim.claimId;
}

const answer = (token: string, claimId: string, body: unknown) =>
  call<{ claim: ClaimView; error?: { code: string; issues?: { path: string; message: string }[] } }>(
    'POST',
    `/api/private/claims/${claimId}/actions`,
    { token, body },
  );
const counts = async (token: string) =>
  (await call<ActionCounts>('GET', '/api/private/action-required/counts', { token })).body;
const waiting = async (token: string, query = '') =>
  (
    await call<{ claims: ActionItem[]; cursor: string | null }>(
      'GET',
      `/api/private/action-required${query}`,
      { token },
    )
  ).body;
const details = (token: string, claimId: string) =>
  call<{ claim: ClaimView; history: ClaimHistoryEntry[] }>('GET', `/api/private/claims/${claimId}`, {
    token,
  });

const goods = (change: Record<string, string> = {}) => ({
  sales_date: yesterday(),
  description: 'Leather bag',
  nb_of_items: '1',
  unit_price: '120',
  amount_excl: '100',
  amount_incl: '120',
  tax_percentage: '20',
  ...change,
});

describe('action required', () => {
  it('keeps a damaged claim without pictures from the carrier until pictures come, then files it', async () => {
    const shop = await merchant();
    const parcel = shop.of('damaged')[0]!;
    const invoice = await uploadDocument(shop.token, 'claim_invoice', 'invoice.pdf');
    const created = await call<{ claim: ClaimView }>('POST', '/api/private/claims', {
      token: shop.token,
      body: {
        tracking_number: parcel.trackingNumber,
        carrier: 'ups',
        issue: 'damaged',
        reference: 'ORD-D1',
        lines: [goods()],
        invoiceDocumentId: invoice.documentId,
        // A sandbox parcel may be past UPS's 60 days after delivery: filed as confirmed.
        confirmedWindow: true,
      },
    });
    expect(created.status).toBe(201);
    const claimId = created.body.claim.claimId;
    expect(created.body.claim).toMatchObject({
      state: 'refundable',
      claim_number: null,
      actions: ['pictures_missing'],
    });
    expect(await counts(shop.token)).toMatchObject({ total: 1, byKind: { pictures_missing: 1 } });
    expect((await waiting(shop.token)).claims).toEqual([
      expect.objectContaining({
        claimId,
        tracking_number: parcel.trackingNumber,
        actions: ['pictures_missing'],
      }),
    ]);
    // The sync job leaves it alone: the carrier would refuse a damage claim without pictures.
    const stored = await getClaim(shop.companyId, claimId);
    expect((await syncWithCarrier(stored!, new Date())).claim_number).toBeNull();

    // An invoice is no picture, and a picture is no answer to another kind: nothing changes.
    const wrong = await answer(shop.token, claimId, {
      kind: 'pictures_missing',
      documentIds: [invoice.documentId],
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error?.code).toBe('claim.document_invalid');
    const notNeeded = await answer(shop.token, claimId, {
      kind: 'documents_missing',
      documentIds: [invoice.documentId],
    });
    expect(notNeeded.status).toBe(409);
    expect(notNeeded.body.error?.code).toBe('claim.action_not_needed');
    const empty = await answer(shop.token, claimId, { kind: 'pictures_missing', documentIds: [] });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.issues).toEqual([
      expect.objectContaining({ path: 'documentIds', code: 'actions.documentRequired' }),
    ]);
    expect((await details(shop.token, claimId)).body.history).toHaveLength(1);

    const pictures = [
      await uploadDocument(shop.token, 'damage_picture', 'box.png', uniquePng()),
      await uploadDocument(shop.token, 'damage_picture', 'bag.png', uniquePng()),
    ];
    const answered = await answer(shop.token, claimId, {
      kind: 'pictures_missing',
      documentIds: pictures.map((picture) => picture.documentId),
    });
    expect(answered.status).toBe(200);
    expect(answered.body.claim).toMatchObject({
      state: 'requested',
      actions: [],
      claim_number: expect.any(String),
    });
    expect(
      answered.body.claim.documents.filter((document) => document.kind === 'damage_picture'),
    ).toHaveLength(2);
    const { history } = (await details(shop.token, claimId)).body;
    expect(history.map((entry) => entry.event)).toEqual(['created', 'information', 'filed']);
    expect(history[1]).toMatchObject({ action: 'pictures_missing', by: shop.person.email });
    expect(await counts(shop.token)).toMatchObject({ total: 0, byKind: { pictures_missing: 0 } });
    expect((await waiting(shop.token)).claims).toEqual([]);
    expect(
      (
        await answer(shop.token, claimId, {
          kind: 'pictures_missing',
          documentIds: [pictures[0]!.documentId],
        })
      ).status,
    ).toBe(409);
  });

  it('takes the goods with the cell rules and the confirm-the-value step, and attaches sales invoices by order number', async () => {
    const shop = await merchant();
    const [first, second, other] = shop.of('lost');
    const a = await waitingClaim(shop, first!.trackingNumber, 'ORD 7001');
    const b = await waitingClaim(shop, second!.trackingNumber, 'ord7001');
    const c = await waitingClaim(shop, other!.trackingNumber, 'FR/2026/9');
    expect(await counts(shop.token)).toMatchObject({
      total: 3,
      byKind: { invoice_missing: 3, original_invoice_missing: 3 },
    });

    // Bad goods: the cell rules' messages, nothing written.
    const bad = await answer(shop.token, a, {
      kind: 'invoice_missing',
      lines: [goods({ nb_of_items: '1,5', amount_incl: '90' })],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: 'lines.0.nb_of_items', code: 'cell.wholeNumber' }),
      ]),
    );
    // A large amount needs confirming, as for a new claim.
    const large = goods({ unit_price: '9000', amount_excl: '7500', amount_incl: '9000' });
    const unconfirmed = await answer(shop.token, a, { kind: 'invoice_missing', lines: [large] });
    expect(unconfirmed.status).toBe(422);
    expect(unconfirmed.body.error?.code).toBe('claim.confirm_value');
    expect((await getClaim(shop.companyId, a))!.lines).toEqual([]);
    const confirmed = await answer(shop.token, a, {
      kind: 'invoice_missing',
      lines: [large],
      confirmedValue: true,
    });
    expect(confirmed.status).toBe(200);
    // Still waiting for its original invoice: not filed yet.
    expect(confirmed.body.claim).toMatchObject({
      requested_amount: 9000,
      actions: ['original_invoice_missing'],
      claim_number: null,
    });
    for (const id of [b, c]) {
      expect((await answer(shop.token, id, { kind: 'invoice_missing', lines: [goods()] })).status).toBe(200);
    }
    expect(await counts(shop.token)).toMatchObject({
      total: 3,
      byKind: { invoice_missing: 0, original_invoice_missing: 3 },
    });
    expect((await waiting(shop.token, '?kind=invoice_missing')).claims).toEqual([]);
    expect((await waiting(shop.token, '?kind=original_invoice_missing')).claims).toHaveLength(3);

    // The task list: every delivery waiting for a sales invoice, with the file name to give it.
    const tasks = await call<SalesInvoiceTasks>('GET', '/api/private/sales-invoices/tasks', {
      token: shop.token,
    });
    expect(tasks.body.count).toBe(3);
    expect(tasks.body.fileName).toMatch(/^sales-invoices-needed-\d{4}-\d{2}-\d{2}\.csv$/);
    // UTF-8 with a BOM, so that Excel reads the accents.
    expect(tasks.body.csv.startsWith('\ufeff')).toBe(true);
    const csv = tasks.body.csv.slice(1);
    // A read writes nothing: no export object is left behind, however often the list is read.
    await call('GET', '/api/private/sales-invoices/tasks', { token: shop.token });
    expect(await exportObjects(shop.companyId)).toEqual([]);
    expect(csv.split('\r\n')[0]).toBe('order_number,file_name,tracking_number,carrier,issue,created');
    expect(csv).toContain(`ORD 7001,ORD7001.pdf,${first!.trackingNumber},ups,lost`);
    expect(csv).toContain('FR/2026/9,FR-2026-9.pdf');

    // One invoice named by its order number completes both claims of that order, and files them.
    const salesInvoice = await uploadDocument(shop.token, 'sales_invoice', 'Ord7001.pdf');
    const attached = await call<SalesInvoiceResult>('POST', '/api/private/sales-invoices', {
      token: shop.token,
      body: { documentId: salesInvoice.documentId },
    });
    expect(attached.status).toBe(200);
    expect(attached.body.orderNumber).toBe('ORD7001');
    expect(attached.body.claims.map((claim) => claim.claimId).sort()).toEqual([a, b].sort());
    for (const id of [a, b]) {
      const { claim } = (await details(shop.token, id)).body;
      expect(claim).toMatchObject({ actions: [], state: 'requested', claim_number: expect.any(String) });
      expect(claim.documents).toEqual([
        { documentId: salesInvoice.documentId, kind: 'claim_invoice', fileName: 'Ord7001.pdf' },
      ]);
    }
    // Dropped again (another copy) it finds nothing left to complete; a file of no order neither.
    const again = await uploadDocument(shop.token, 'sales_invoice', 'ORD7001.pdf');
    expect(
      (
        await call<SalesInvoiceResult>('POST', '/api/private/sales-invoices', {
          token: shop.token,
          body: { documentId: again.documentId },
        })
      ).body.claims,
    ).toEqual([]);
    // A sales invoice is no bulk file, and a bulk file no sales invoice.
    const notSales = await uploadDocument(shop.token, 'claim_invoice', 'FR-2026-9.pdf');
    expect(
      (
        await call('POST', '/api/private/sales-invoices', {
          token: shop.token,
          body: { documentId: notSales.documentId },
        })
      ).status,
    ).toBe(422);
    // The order with '/' in its number answers to the file name the task list gave.
    const slashed = await uploadDocument(shop.token, 'sales_invoice', 'fr-2026-9.pdf');
    const third = await call<SalesInvoiceResult>('POST', '/api/private/sales-invoices', {
      token: shop.token,
      body: { documentId: slashed.documentId },
    });
    expect(third.body.claims.map((claim) => claim.claimId)).toEqual([c]);
    expect(await counts(shop.token)).toMatchObject({ total: 0, byKind: { original_invoice_missing: 0 } });
  });

  it('asks for a working carrier account, and for an explanation of an unknown answer', async () => {
    const shop = await merchant();
    const [lost, another] = shop.of('lost');
    // The portal password changed at the carrier: filing is refused, the claim asks the merchant.
    const newPassword = `Portal-${randomUUID().slice(0, 8)}`;
    await changeSandboxAccount(shop.login, { password: newPassword });
    const invoice = await uploadDocument(shop.token, 'claim_invoice', 'invoice.pdf');
    const created = await call<{ claim: ClaimView }>('POST', '/api/private/claims', {
      token: shop.token,
      body: {
        tracking_number: lost!.trackingNumber,
        carrier: 'ups',
        issue: 'lost',
        reference: 'ORD-C1',
        lines: [goods()],
        invoiceDocumentId: invoice.documentId,
      },
    });
    const claimId = created.body.claim.claimId;
    expect(created.body.claim).toMatchObject({ claim_number: null, actions: ['carrier_information'] });
    // Trying again before correcting the account: still refused, still waiting.
    const retried = await answer(shop.token, claimId, { kind: 'carrier_information' });
    expect(retried.status).toBe(200);
    expect(retried.body.claim.actions).toEqual(['carrier_information']);
    await call('PUT', `/api/private/carrier/credentials/${shop.credentialId}`, {
      token: shop.token,
      body: { carrier: 'ups', username: shop.login.username, password: newPassword },
    });
    const fixed = await answer(shop.token, claimId, { kind: 'carrier_information' });
    expect(fixed.body.claim).toMatchObject({
      actions: [],
      state: 'requested',
      claim_number: expect.any(String),
    });

    // An unknown answer from the carrier: the merchant explains; the claim goes back to be opened.
    const unknown = await waitingClaim(shop, another!.trackingNumber, 'ORD-U1', {
      actions: ['unknown'],
      state: 'unknown',
      requestedCents: 12000,
      claim_source: 'manual',
    });
    const short = await answer(shop.token, unknown, { kind: 'unknown', message: ' too short ' });
    expect(short.status).toBe(400);
    expect(short.body.error?.issues).toEqual([
      expect.objectContaining({ path: 'message', code: 'actions.messageTooShort' }),
    ]);
    const explained = await answer(shop.token, unknown, {
      kind: 'unknown',
      message: 'The parcel never arrived; the customer confirmed it in writing.',
    });
    expect(explained.status).toBe(200);
    expect(explained.body.claim).toMatchObject({ actions: [], state: 'requested' });
    const { history } = (await details(shop.token, unknown)).body;
    expect(history[1]).toMatchObject({
      event: 'information',
      action: 'unknown',
      from: 'unknown',
      to: 'refundable',
      message: 'The parcel never arrived; the customer confirmed it in writing.',
    });
  });

  it('asks for documents when the carrier wants them, and sends them once given', async () => {
    const shop = await merchant();
    const [lost] = shop.of('lost').slice(-1);
    const invoice = await uploadDocument(shop.token, 'claim_invoice', 'invoice.pdf');
    // Above 1,000 the sandbox carrier wants proof of value at review, like carriers do.
    const created = await call<{ claim: ClaimView }>('POST', '/api/private/claims', {
      token: shop.token,
      body: {
        tracking_number: lost!.trackingNumber,
        carrier: 'ups',
        issue: 'lost',
        reference: 'ORD-D1',
        lines: [goods({ unit_price: '1500', amount_excl: '1250', amount_incl: '1500' })],
        invoiceDocumentId: invoice.documentId,
      },
    });
    const claimId = created.body.claim.claimId;
    expect(created.body.claim).toMatchObject({ state: 'requested', actions: [] });

    await advanceSandboxClock(25, shop.login);
    const asked = await syncWithCarrier((await getClaim(shop.companyId, claimId))!, new Date());
    expect(asked).toMatchObject({ state: 'processing', actions: ['documents_missing'], nextSyncAt: null });
    expect(asked.last_carrier_message).toContain('please send proof of the value');
    expect((await counts(shop.token)).byKind.documents_missing).toBe(1);
    expect((await waiting(shop.token, '?kind=documents_missing')).claims.map((item) => item.claimId)).toEqual(
      [claimId],
    );
    // Not due for the sync job (no next look) and, asked again, still waiting: no history entry.
    const again = await syncWithCarrier(asked, new Date());
    expect(again).toMatchObject({ actions: ['documents_missing'], nextSyncAt: null });

    const proof = await uploadDocument(shop.token, 'claim_document', 'proof-of-value.pdf');
    const answered = await answer(shop.token, claimId, {
      kind: 'documents_missing',
      documentIds: [proof.documentId],
      message: 'The sales invoice of the order',
    });
    expect(answered.status).toBe(200);
    // Sent at once: the carrier's review goes on.
    expect(answered.body.claim).toMatchObject({ state: 'processing', actions: [] });
    expect(answered.body.claim.last_carrier_message).toBe(
      'Your claim is being reviewed by our claims department.',
    );
    const history = (await details(shop.token, claimId)).body.history;
    expect(history.map((entry) => [entry.event, entry.action ?? null])).toEqual([
      ['created', null],
      ['filed', null],
      ['status', null],
      ['information', 'documents_missing'],
      ['status', null],
    ]);
    expect((await counts(shop.token)).byKind.documents_missing).toBe(0);

    // Decided two days after the documents arrived.
    await advanceSandboxClock(49, shop.login);
    const decided = await syncWithCarrier((await getClaim(shop.companyId, claimId))!, new Date());
    expect(decided.state).toBe('confirmed');
    expect(decided.confirmedCents).toBe(150_000);
  });

  it('shows another company nothing and lets it answer nothing', async () => {
    const shop = await merchant();
    const claimId = await waitingClaim(shop, shop.of('lost')[0]!.trackingNumber, 'ORD-X1');
    const intruder = await merchant();
    expect(
      (await answer(intruder.token, claimId, { kind: 'invoice_missing', lines: [goods()] })).status,
    ).toBe(404);
    expect((await waiting(intruder.token)).claims).toEqual([]);
    expect((await counts(intruder.token)).total).toBe(0);
    const theirs = await uploadDocument(shop.token, 'sales_invoice', 'ORD-X1.pdf');
    expect(
      (
        await call('POST', '/api/private/sales-invoices', {
          token: intruder.token,
          body: { documentId: theirs.documentId },
        })
      ).status,
    ).toBe(422);
    // A cursor of the shop's list is refused to the intruder.
    await waitingClaim(shop, shop.of('lost')[1]!.trackingNumber, 'ORD-X2');
    const page = await waiting(shop.token, '?limit=1');
    expect(page.cursor).toEqual(expect.any(String));
    expect(
      (await call('GET', `/api/private/action-required?cursor=${page.cursor}`, { token: intruder.token }))
        .status,
    ).toBe(400);
    const next = await waiting(shop.token, `?limit=1&cursor=${page.cursor}`);
    expect(next.claims.map((claim) => claim.claimId)).toEqual([claimId]);
  });
});
