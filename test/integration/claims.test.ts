/**
 * Investigations end to end on the local stack: a single claim with goods and an invoice is created,
 * filed with the sandbox carrier and moved by it (requested, processing, confirmed, credited); the
 * rules refuse what they must with nothing written; one open claim per tracking number (with the
 * overwrite offer); stopping is final; favourites get e-mails; lists page and filter; totals add up.
 */
import type { ClaimHistoryEntry, ClaimView } from '@shared/claims/schema';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { mailTo } from '../support/mail';
import { makeCompany, makePerson } from '../support/people';
import {
  advanceSandboxClock,
  openSandboxAccount,
  openSandboxAccountWith,
  sandboxShipments,
} from '../support/sandbox-carrier';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uniquePdf, upload, uploadDocument } from '../support/uploads';

applyStackEnv();
const { getClaim } = await import('../../functions/claims/claim-queries');
const { openClaims } = await import('../../functions/claims/open-claim');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { syncWithCarrier } = await import('../../functions/claims/carrier-sync');

const DAY_MS = 86_400_000;
const yesterday = () => new Date(Date.now() - DAY_MS).toISOString().slice(0, 10);

async function merchant(options: { locale?: 'en' | 'fr' } = {}) {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'client_admin', companyId, locale: options.locale });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
  // Parcels of every scenario the tests claim for, already shipped.
  const { login, shipped: shipments } = await openSandboxAccountWith('ups', {
    lost: 2,
    damaged: 1,
    late: 1,
    on_time: 1,
  });
  const added = await call('POST', '/api/private/carrier/credentials', { token, body: login });
  expect(added.status).toBe(201);
  const of = (scenario: string) => shipments.filter((shipment) => shipment.scenario === scenario);
  return { companyId, person, token, login, shipments, of };
}

const line = (change: Record<string, string> = {}) => ({
  sales_date: yesterday(),
  description: 'Running shoes',
  nb_of_items: '2',
  unit_price: '49,90',
  amount_excl: '83,17',
  amount_incl: '99,80',
  tax_percentage: '20 %',
  ...change,
});

async function claimBody(token: string, trackingNumber: string, change: Record<string, unknown> = {}) {
  const invoice = await uploadDocument(token, 'claim_invoice', 'invoice.pdf');
  return {
    tracking_number: trackingNumber,
    carrier: 'ups',
    issue: 'lost',
    reference: 'ORDER-1001',
    lines: [line()],
    invoiceDocumentId: invoice.documentId,
    // The sandbox's parcels go back 90 days, some past their window: the tests of other rules file
    // them as confirmed; the window's own test asks without.
    confirmedWindow: true,
    ...change,
  };
}

const create = (token: string, body: unknown) =>
  call<{
    claim: ClaimView;
    overwritten?: boolean;
    error?: { code: string; issues?: { path: string; code: string; message: string }[] };
  }>('POST', '/api/private/claims', { token, body });
const details = (token: string, claimId: string) =>
  call<{ claim: ClaimView; history: ClaimHistoryEntry[] }>('GET', `/api/private/claims/${claimId}`, {
    token,
  });
const list = (token: string, query = '') =>
  call<{ claims: ClaimView[]; cursor: string | null }>('GET', `/api/private/claims${query}`, { token });

describe('a single investigation', () => {
  it('is created with its goods and invoice, filed with the carrier at once, and shows its history', async () => {
    const shop = await merchant();
    const lost = shop.of('lost')[0]!;
    const response = await create(shop.token, await claimBody(shop.token, lost.trackingNumber));
    expect(response.status).toBe(201);
    const claim = response.body.claim;
    expect(claim).toMatchObject({
      tracking_number: lost.trackingNumber,
      carrier: 'ups',
      reason_refund: 'lost',
      state: 'requested',
      stage: 'ongoing',
      claim_number: expect.any(String),
      requested_amount: 99.8,
      currency: 'EUR',
      claim_source: 'manual',
      owner: shop.person.email,
      favourite: false,
    });
    expect(claim.lines[0]).toMatchObject({
      nb_of_items: 2,
      unit_price: 49.9,
      amount_incl: 99.8,
      tax_percentage: 20,
    });
    expect(claim.last_carrier_message).toContain('received your claim');
    expect(claim.days_left_to_claim).toEqual(expect.any(Number));
    expect(claim.documents).toEqual([
      expect.objectContaining({ kind: 'claim_invoice', fileName: 'invoice.pdf' }),
    ]);
    expect(JSON.stringify(response.body)).not.toContain(shop.companyId);

    const read = await details(shop.token, claim.claimId);
    expect(read.body.history.map((entry) => [entry.event, entry.from, entry.to])).toEqual([
      ['created', null, 'refundable'],
      ['filed', 'refundable', 'requested'],
    ]);
  });

  it('moves with the carrier to processing, confirmed and credited, e-mailing favourites in their language', async () => {
    const shop = await merchant({ locale: 'fr' });
    const lost = shop.of('lost')[1]!;
    const { claim } = (await create(shop.token, await claimBody(shop.token, lost.trackingNumber))).body;
    expect(
      (
        await call('PUT', `/api/private/claims/${claim.claimId}/favourite`, {
          token: shop.token,
          body: { favourite: true },
        })
      ).status,
    ).toBe(200);

    const step = async (hours: number) => {
      await advanceSandboxClock(hours, shop.login);
      const stored = await getClaim(shop.companyId, claim.claimId);
      return syncWithCarrier(stored!, new Date());
    };
    expect((await step(25)).state).toBe('processing');
    const confirmed = await step(3 * 24);
    expect(confirmed).toMatchObject({ state: 'confirmed', confirmedCents: 9980 });
    expect((await step(8 * 24)).state).toBe('credited');

    const read = await details(shop.token, claim.claimId);
    expect(read.body.claim).toMatchObject({
      state: 'credited',
      stage: 'closed',
      credited_amount: 99.8,
      days_left_to_claim: null,
    });
    expect(read.body.history.map((entry) => entry.to)).toEqual([
      'refundable',
      'requested',
      'processing',
      'confirmed',
      'credited',
    ]);
    expect(read.body.history.at(-1)).toMatchObject({
      by: 'carrier',
      message: expect.stringContaining('Credit note'),
    });

    const mails = await mailTo(shop.person.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Enquête ${lost.trackingNumber}\u00a0: En traitement`,
      `Enquête ${lost.trackingNumber}\u00a0: Confirmée`,
      `Enquête ${lost.trackingNumber}\u00a0: Créditée`,
    ]);
    expect(mails[0]!.body.text).toContain(`/claimCenter/investigationDetails?claim=${claim.claimId}`);

    const summary = await call<{
      total: number;
      amounts: Record<string, Record<string, number>>;
      byState: Record<string, number>;
    }>('GET', '/api/private/claims-summary', { token: shop.token });
    expect(summary.body).toMatchObject({
      total: 1,
      byState: { credited: 1 },
      amounts: { requested: { EUR: 99.8 }, confirmed: { EUR: 99.8 }, credited: { EUR: 99.8 }, declined: {} },
    });
  });

  it('is declined when the carrier’s records do not support it, and refused to open for an unknown parcel', async () => {
    const shop = await merchant();
    const onTime = shop.of('on_time')[0]!;
    const { claim } = (await create(shop.token, await claimBody(shop.token, onTime.trackingNumber))).body;
    await advanceSandboxClock(4 * 24, shop.login);
    const declined = await syncWithCarrier((await getClaim(shop.companyId, claim.claimId))!, new Date());
    expect(declined.state).toBe('declined');

    const unknown = await create(shop.token, await claimBody(shop.token, '1Z999AA10123456784'));
    expect(unknown.status).toBe(201);
    expect(unknown.body.claim).toMatchObject({ state: 'impossible_to_open', stage: 'closed' });
  });
});

describe('one order’s original invoice', () => {
  it('backs every parcel of the order: uploaded again, it is the document kept, linked to the next claim', async () => {
    const shop = await merchant();
    const [first, second] = shop.of('lost');
    const pdf = uniquePdf();
    const original = await upload(shop.token, 'claim_invoice', 'order-1001.pdf', pdf);
    const again = await upload(shop.token, 'claim_invoice', 'order-1001 (1).pdf', pdf);

    expect(original.confirmed?.status).toBe(201);
    expect(again.confirmed?.status).toBe(200);
    expect(again.confirmed?.body).toMatchObject({
      reused: true,
      document: { documentId: original.confirmed!.body.document.documentId, fileName: 'order-1001.pdf' },
    });
    const invoiceDocumentId = original.confirmed!.body.document.documentId;
    const one = await create(shop.token, {
      ...(await claimBody(shop.token, first!.trackingNumber)),
      invoiceDocumentId,
    });
    const two = await create(shop.token, {
      ...(await claimBody(shop.token, second!.trackingNumber)),
      invoiceDocumentId,
    });

    expect([one.status, two.status]).toEqual([201, 201]);
    for (const created of [one, two])
      expect(created.body.claim.documents).toContainEqual(
        expect.objectContaining({ documentId: invoiceDocumentId }),
      );
    // My Files says which investigations use it, and refuses to delete it while they are open.
    const uses = await call<{ claims: { tracking_number: string; open: boolean }[] }>(
      'GET',
      `/api/private/documents/${invoiceDocumentId}/claims`,
      { token: shop.token },
    );
    expect(uses.status).toBe(200);
    expect(uses.body.claims.map((use) => [use.tracking_number, use.open]).sort()).toEqual(
      [
        [first!.trackingNumber, true],
        [second!.trackingNumber, true],
      ].sort(),
    );
    const refusedDelete = await call<{ error: { code: string } }>(
      'DELETE',
      `/api/private/documents/${invoiceDocumentId}`,
      { token: shop.token },
    );
    expect(refusedDelete.status).toBe(409);
    expect(refusedDelete.body.error.code).toBe('document.in_use');
    expect((await details(shop.token, one.body.claim.claimId)).body.claim.documents).toContainEqual(
      expect.objectContaining({ documentId: invoiceDocumentId }),
    );
    // Another company cannot ask.
    const stranger = await merchant();
    expect(
      (await call('GET', `/api/private/documents/${invoiceDocumentId}/claims`, { token: stranger.token }))
        .status,
    ).toBe(404);
    // A file no investigation uses is deleted as before.
    const loose = await uploadDocument(shop.token, 'claim_document', 'loose.pdf');
    expect(
      (await call('DELETE', `/api/private/documents/${loose.documentId}`, { token: shop.token })).status,
    ).toBe(200);
    // Files that are not a claim's are still kept once and refused again.
    const contract = uniquePdf();
    await upload(shop.token, 'carrier_contract', 'contract.pdf', contract);
    const refused = await upload(shop.token, 'carrier_contract', 'contract.pdf', contract);
    expect(refused.confirmed?.status).toBe(409);
  });
});

describe('a claim past its carrier’s window', () => {
  it('is filed only once the merchant confirms, the carrier’s tracking having shown the window closed', async () => {
    const companyId = await makeCompany();
    const person = await makePerson({ role: 'client_admin', companyId });
    const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
    // UPS: a late delivery is claimed within 15 days of the scheduled delivery; this parcel, shipped
    // 30 days ago or more, was due long before (an account with one such parcel is found first).
    const lateAndOld = (shipment: { scenario: string; shippedAt: string }) =>
      shipment.scenario === 'late' && Date.parse(shipment.shippedAt) < Date.now() - 30 * 86_400_000;
    let login = await openSandboxAccount('ups');
    for (
      let attempt = 0;
      attempt < 50 && !(await sandboxShipments('ups', login.username)).some(lateAndOld);
      attempt++
    )
      login = await openSandboxAccount('ups');
    expect((await call('POST', '/api/private/carrier/credentials', { token, body: login })).status).toBe(201);
    const old = (await sandboxShipments('ups', login.username)).find(lateAndOld);
    expect(old).toBeDefined();
    const body = {
      ...(await claimBody(token, old!.trackingNumber)),
      issue: 'late_delivery',
      confirmedWindow: false,
    };

    const refused = await create(token, body);
    const confirmed = await create(token, { ...body, confirmedWindow: true });

    expect(refused.status).toBe(422);
    expect(refused.body.error?.code).toBe('claim.window_closed');
    expect(refused.body.error?.issues).toEqual([
      expect.objectContaining({ path: 'tracking_number', code: 'claims.windowClosedConfirm' }),
    ]);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.claim.days_left_to_claim).toBeLessThan(0);
    expect(confirmed.body.claim.window_closes_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('says the day the window closed, never a negative count of days left', async () => {
    const companyId = await makeCompany();
    const person = await makePerson({ role: 'client_admin', companyId });
    const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
    const today = new Date();
    const daysAgo = (days: number) => new Date(today.getTime() - days * 86_400_000).toISOString();
    // UPS: a lost parcel within 270 days of its scheduled delivery; this one was due 300 days ago.
    const claim = newStoredClaim({
      claimId: `late-window-${companyId}`,
      companyId,
      tracking_number: '1Z999AA10123456784',
      carrier: 'ups',
      reason_refund: 'lost',
      reference: 'ORDER-OLD',
      currency: 'EUR',
      requestedCents: 0,
      lines: [],
      documents: [],
      actions: [],
      ownerId: person.userId,
      owner: 'owner@example.test',
      credentialId: 'x',
      createdAt: today.toISOString(),
      shipment: { shippedAt: daysAgo(303), scheduledDeliveryAt: daysAgo(300), deliveredAt: null },
    });
    await openClaims([claim], 'test');

    const read = await details(token, claim.claimId);

    const closed = new Date(Date.parse(daysAgo(300).slice(0, 10)) + 270 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(read.body.claim).toMatchObject({ days_left_to_claim: -30, window_closes_on: closed });
  });
});

describe('the rules', () => {
  it('refuse bad goods with the cell rules’ messages, and write nothing', async () => {
    const shop = await merchant();
    const tracking = shop.shipments[0]!.trackingNumber;
    const response = await create(
      shop.token,
      await claimBody(shop.token, tracking, {
        lines: [
          line({ nb_of_items: '1,5', sales_date: '2020-01-01', amount_incl: '80', tax_percentage: 'abc' }),
        ],
      }),
    );
    expect(response.status).toBe(400);
    const issues = Object.fromEntries(response.body.error!.issues!.map((issue) => [issue.path, issue.code]));
    expect(issues).toMatchObject({
      'lines.0.nb_of_items': 'cell.wholeNumber',
      'lines.0.sales_date': 'cell.dateRange',
      'lines.0.tax_percentage': 'cell.characters',
    });
    const inclBelow = await create(
      shop.token,
      await claimBody(shop.token, tracking, { lines: [line({ amount_incl: '80' })] }),
    );
    expect(inclBelow.body.error!.issues).toEqual([
      expect.objectContaining({ path: 'lines.0.amount_incl', code: 'claims.inclBelowExcl' }),
    ]);
    expect((await list(shop.token)).body.claims).toEqual([]);
  });

  it('ask to confirm a large amount or tax, then accept it confirmed', async () => {
    const shop = await merchant();
    const body = await claimBody(shop.token, shop.of('lost')[0]!.trackingNumber, {
      lines: [line({ unit_price: '6000', amount_excl: '6000', amount_incl: '7800', tax_percentage: '30' })],
    });
    const first = await create(shop.token, body);
    expect(first.status).toBe(422);
    expect(first.body.error).toMatchObject({ code: 'claim.confirm_value' });
    expect(first.body.error!.issues!.map((issue) => [issue.path, issue.code])).toEqual([
      ['lines.0.amount_excl', 'cell.largeAmount'],
      ['lines.0.amount_incl', 'cell.largeAmount'],
      ['lines.0.unit_price', 'cell.largeAmount'],
      ['lines.0.tax_percentage', 'cell.largeTax'],
    ]);
    expect((await list(shop.token)).body.claims).toEqual([]);
    expect((await create(shop.token, { ...body, confirmedValue: true })).status).toBe(201);
  });

  it('need a carrier registered for the account, a valid tracking number, and the company’s own documents', async () => {
    const shop = await merchant();
    const other = await merchant();
    const tracking = shop.of('lost')[0]!.trackingNumber;
    const unregistered = await create(
      shop.token,
      await claimBody(shop.token, '123456789012', { carrier: 'fedex' }),
    );
    expect(unregistered.body.error).toMatchObject({ code: 'claim.carrier_not_registered' });
    const badFormat = await create(shop.token, await claimBody(shop.token, '1Z999AA10123456785'));
    expect(badFormat.body.error!.issues).toEqual([
      expect.objectContaining({ path: 'tracking_number', code: 'claims.trackingFormat' }),
    ]);
    const theirs = await uploadDocument(other.token, 'claim_invoice', 'theirs.pdf');
    const foreign = await create(
      shop.token,
      await claimBody(shop.token, tracking, { invoiceDocumentId: theirs.documentId }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.error).toMatchObject({ code: 'claim.document_invalid' });
    const noInvoice = await create(shop.token, {
      ...(await claimBody(shop.token, tracking)),
      invoiceDocumentId: undefined,
    });
    expect(noInvoice.body.error!.issues).toEqual([
      expect.objectContaining({ path: 'invoiceDocumentId', code: 'claims.invoiceRequired' }),
    ]);
    expect((await list(shop.token)).body.claims).toEqual([]);
  });

  it('allow one open investigation per tracking number, offering to overwrite it', async () => {
    const shop = await merchant();
    const tracking = shop.of('damaged')[0]!.trackingNumber;
    const first = await create(shop.token, await claimBody(shop.token, tracking, { issue: 'damaged' }));
    expect(first.body.claim.actions).toEqual(['pictures_missing']);
    const again = await create(shop.token, await claimBody(shop.token, tracking));
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'claim.tracking_exists' });
    const picture = await uploadDocument(
      shop.token,
      'damage_picture',
      'box.png',
      Buffer.concat([
        Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
        Buffer.from(crypto.randomUUID()),
      ]),
    );
    const overwritten = await create(
      shop.token,
      await claimBody(shop.token, tracking, {
        issue: 'damaged',
        reference: 'ORDER-2002',
        pictureDocumentIds: [picture.documentId],
        overwrite: true,
      }),
    );
    expect(overwritten.status).toBe(200);
    expect(overwritten.body).toMatchObject({
      overwritten: true,
      claim: { claimId: first.body.claim.claimId, reference: 'ORDER-2002', actions: [] },
    });
    expect((await list(shop.token)).body.claims).toHaveLength(1);
    const history = (await details(shop.token, first.body.claim.claimId)).body.history;
    expect(history.at(-1)).toMatchObject({ event: 'overwritten', by: shop.person.email });
  });
});

describe('stopping', () => {
  it('needs confirmation, is final, keeps the history and frees the tracking number', async () => {
    const shop = await merchant();
    const tracking = shop.of('late')[0]!.trackingNumber;
    const { claim } = (
      await create(shop.token, await claimBody(shop.token, tracking, { issue: 'late_delivery' }))
    ).body;
    const stopPath = `/api/private/claims/${claim.claimId}/stop`;
    expect((await call('POST', stopPath, { token: shop.token, body: {} })).status).toBe(400);
    const stopped = await call<{ claim: ClaimView }>('POST', stopPath, {
      token: shop.token,
      body: { confirm: true },
    });
    expect(stopped.body.claim).toMatchObject({ state: 'stopped', stage: 'closed' });
    const again = await call<{ error: { code: string } }>('POST', stopPath, {
      token: shop.token,
      body: { confirm: true },
    });
    expect(again.body.error.code).toBe('claim.not_editable');
    // The carrier no longer moves it.
    await advanceSandboxClock(4 * 24, shop.login);
    const after = await syncWithCarrier((await getClaim(shop.companyId, claim.claimId))!, new Date());
    expect(after.state).toBe('stopped');
    const history = (await details(shop.token, claim.claimId)).body.history;
    expect(history.at(-1)).toMatchObject({
      event: 'stopped',
      from: 'requested',
      to: 'stopped',
      by: shop.person.email,
    });
    // A stopped claim cannot be overwritten, but its tracking number may be claimed anew.
    const anew = await create(
      shop.token,
      await claimBody(shop.token, tracking, {
        issue: 'late_delivery',
        overwrite: true,
        confirmedWindow: true,
      }),
    );
    expect(anew.status).toBe(201);
    expect(anew.body.claim.claimId).not.toBe(claim.claimId);
  });
});

describe('my claims', () => {
  it('page with a cursor, filter by carrier, state and favourite, and search', async () => {
    const shop = await merchant();
    const created: ClaimView[] = [];
    for (const shipment of [shop.of('lost')[0]!, shop.of('damaged')[0]!, shop.of('late')[0]!]) {
      created.push(
        (await create(shop.token, await claimBody(shop.token, shipment.trackingNumber))).body.claim,
      );
    }
    await call('POST', `/api/private/claims/${created[1]!.claimId}/stop`, {
      token: shop.token,
      body: { confirm: true },
    });
    await call('PUT', `/api/private/claims/${created[2]!.claimId}/favourite`, {
      token: shop.token,
      body: { favourite: true },
    });

    const first = await list(shop.token, '?limit=2');
    expect(first.body.claims.map((claim) => claim.claimId)).toEqual([
      created[2]!.claimId,
      created[1]!.claimId,
    ]);
    const second = await list(shop.token, `?limit=2&cursor=${first.body.cursor}`);
    expect(second.body.claims.map((claim) => claim.claimId)).toEqual([created[0]!.claimId]);

    expect((await list(shop.token, '?state=stopped')).body.claims.map((claim) => claim.claimId)).toEqual([
      created[1]!.claimId,
    ]);
    expect((await list(shop.token, '?carrier=ups&state=requested,stopped')).body.claims).toHaveLength(3);
    expect((await list(shop.token, '?carrier=dpd')).body.claims).toEqual([]);
    expect((await list(shop.token, '?favourite=true')).body.claims.map((claim) => claim.claimId)).toEqual([
      created[2]!.claimId,
    ]);
    expect(
      (
        await list(shop.token, `?q=${created[0]!.tracking_number.slice(0, 10).toLowerCase()}`)
      ).body.claims.map((claim) => claim.claimId),
    ).toEqual([created[0]!.claimId]);
    expect((await list(shop.token, '?state=flying')).status).toBe(400);

    // A cursor from another company is refused, and another company sees none of these.
    const other = await merchant();
    expect((await list(other.token, `?cursor=${first.body.cursor}`)).status).toBe(400);
    expect((await details(other.token, created[0]!.claimId)).status).toBe(404);
    expect((await list(other.token)).body.claims).toEqual([]);
  });
});

describe('my claims’ filter lists', () => {
  it('filter by the shipment’s countries and service, the owner, claimed by me, audit-only and days; the summary offers the values', async () => {
    const shop = await merchant();
    const member = await makePerson({ role: 'member', companyId: shop.companyId });
    const memberToken = await tokenFor({ role: 'member', companyId: shop.companyId, userId: member.userId });
    const mine = (await create(shop.token, await claimBody(shop.token, shop.of('lost')[0]!.trackingNumber)))
      .body.claim;
    const theirs = (
      await create(
        memberToken,
        await claimBody(memberToken, shop.of('late')[0]!.trackingNumber, { issue: 'late_delivery' }),
      )
    ).body.claim;
    // Filed at once: the carrier's tracking told where the parcels went and by which service.
    for (const claim of [mine, theirs]) {
      expect(claim.service_level_agreement).toMatch(/^(Standard|Express)$/);
      expect(claim.country_code_sender).toMatch(/^(FR|BE)$/);
      expect(claim.country_code_receiver).toMatch(/^(FR|BE)$/);
      expect(claim.postal_code_receiver).toMatch(/^\d{4,5}$/);
      expect(claim.weight).toBeGreaterThan(0);
    }
    const ids = async (token: string, query: string) => {
      const answer = await list(token, query);
      expect(answer.status).toBe(200);
      return answer.body.claims.map((claim) => claim.claimId).sort();
    };
    const both = [mine.claimId, theirs.claimId].sort();

    expect(await ids(memberToken, '?claimedBy=me')).toEqual([theirs.claimId]);
    expect(await ids(memberToken, '?claimedBy=all')).toEqual(both);
    expect(await ids(memberToken, `?owners=${shop.person.userId}`)).toEqual([mine.claimId]);
    expect(await ids(shop.token, `?owners=${shop.person.userId},${member.userId}`)).toEqual(both);
    expect(await ids(shop.token, `?service_level=${mine.service_level_agreement}`)).toContain(mine.claimId);
    expect(await ids(shop.token, `?country_code_receiver=${mine.country_code_receiver}`)).toContain(
      mine.claimId,
    );
    expect(await ids(shop.token, '?country_code_sender=LU')).toEqual([]);
    expect(await ids(shop.token, '?claim_source=manual&stage=ongoing')).toEqual(both);
    // No investigation was opened by the audit.
    expect(await ids(shop.token, '?is_lox_claim=true')).toEqual([]);
    expect(mine.is_lox_claim).toBe(false);

    // Days of creation, inclusive, as a key range on the listing index.
    const today = new Date().toISOString().slice(0, 10);
    expect(await ids(shop.token, `?from=${today}&to=${today}`)).toEqual(both);
    expect(await ids(shop.token, `?to=${yesterday()}`)).toEqual([]);
    expect(await ids(shop.token, `?from=${yesterday()}&claimedBy=me`)).toEqual([mine.claimId]);
    expect((await list(shop.token, `?from=${today}&to=${yesterday()}`)).status).toBe(400);
    expect((await list(shop.token, '?country_code_receiver=france')).status).toBe(400);

    // The summary's facets: the values the lists offer, with their counts, kept on write.
    const summary = await call<{ facets: Record<string, Record<string, number>> }>(
      'GET',
      '/api/private/claims-summary',
      { token: memberToken },
    );
    expect(summary.body.facets.owners).toEqual({ [shop.person.userId]: 1, [member.userId]: 1 });
    const total = (counts: Record<string, number>) => Object.values(counts).reduce((a, b) => a + b, 0);
    expect(total(summary.body.facets.country_code_receiver!)).toBe(2);
    expect(total(summary.body.facets.country_code_sender!)).toBe(2);
    expect(summary.body.facets.service_level![mine.service_level_agreement!]).toBeGreaterThanOrEqual(1);

    // Another company's people are not among this one's owners, and filtering by them finds nothing.
    const other = await merchant();
    expect(await ids(other.token, `?owners=${shop.person.userId}`)).toEqual([]);
  });
});
