/**
 * Home and the dashboards end to end on the local stack: a carrier invoice audited by the real
 * workflow fills Home's invoices and the spend and shipments dashboards; claims moving to credited
 * fill the refunds, savings and scorecards; deleting the invoice takes its figures back; a locked
 * company is refused the data; custom graphs are kept once for the whole team.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { audited, auditGenerated } from '../support/audits';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { newClaim, openClaim } = await import('../../functions/claims/open-claim');
const { changeClaim } = await import('../../functions/claims/claim-writes');
const { getClaim, readClaimStats } = await import('../../functions/claims/claim-queries');
const { companyTimeZone, updateCompany } = await import('../../functions/companies/company-store');

async function merchant() {
  const companyId = await makeCompany();
  const admin = await makePerson({ role: 'client_admin', companyId });
  const member = await makePerson({ role: 'member', companyId });
  return {
    companyId,
    token: await tokenFor({ role: 'client_admin', companyId, userId: admin.userId }),
    memberToken: await tokenFor({ role: 'member', companyId, userId: member.userId }),
  };
}

const platformToken = () =>
  tokenFor({ role: 'platform_admin', companyId: 'parcel-audit-platform', userId: `ops-${randomUUID()}` });

const home = async (token: string) =>
  (await call<Reply<'get-home'>>('GET', '/api/private/home', { token })).body;
const board = async (token: string, name: string, period = '12m') =>
  (await call<Reply<'get-board'>>('GET', `/api/private/dashboards/${name}?period=${period}`, { token })).body;
const tile = (view: Reply<'get-board'>, metric: string) => view.tiles.find((t) => t.metric === metric)?.value;

describe('Home for a new merchant', () => {
  it('offers the getting-started checklist, every step not done, and no figures', async () => {
    const shop = await merchant();
    const view = await home(shop.token);
    // Two people already: the admin and the member made above.
    expect(view.gettingStarted).toEqual({
      carrierAccount: false,
      invoiceUploaded: false,
      auditDone: false,
      teamInvited: true,
    });
    expect(view.invoices.monthly).toHaveLength(12);
    expect(view.invoices.weekly).toHaveLength(12);
    expect(view.invoices.monthly.every((period) => period.count === 0 && period.amount === 0)).toBe(true);
    expect(view.refunds).toEqual({ requested: {}, confirmed: {}, credited: {} });
    expect(view.needs).toEqual({ dataNeeded: 0, byKind: {}, closingSoon: 0, credentials: [] });
    expect(view.timeZone).toBe('Europe/Paris');
  });
});

describe('an audited invoice on Home and the dashboards', () => {
  it('counts its spend, shipments and invoices once, and deleting it takes them back', async () => {
    const shop = await merchant();
    const { documentId, audit } = await auditGenerated(shop.token, 60, 'dashboards');
    expect(audit.status).toBe('done');
    const spend = audit.spend.EUR!;

    const view = await home(shop.token);
    expect(view.gettingStarted).toMatchObject({ invoiceUploaded: true, auditDone: true });
    expect(view.invoices.currency).toBe('EUR');
    const november = view.invoices.monthly.find((period) => period.period === '2026-11')!;
    expect(november.count).toBeGreaterThanOrEqual(1);
    expect(november.amount).toBeCloseTo(spend, 2);
    expect(Object.values(november.byCarrier).reduce((a, b) => a + b, 0)).toBeCloseTo(spend, 2);
    // The weeks hold the same invoices as the months they fall in.
    expect(view.invoices.weekly.reduce((sum, week) => sum + week.amount, 0)).toBeCloseTo(spend, 2);

    const spendBoard = await board(shop.token, 'spend');
    expect(tile(spendBoard, 'spend')).toBeCloseTo(spend, 2);
    expect(tile(spendBoard, 'shipments')).toBe(audit.shipments);
    expect(tile(spendBoard, 'spend_per_parcel')).toBeCloseTo(spend / audit.shipments!, 2);
    const byService = spendBoard.graphs.find((graph) => graph.dimension === 'service')!;
    expect(byService.points.reduce((sum, point) => sum + (point.value ?? 0), 0)).toBeCloseTo(spend, 1);
    const shipmentsBoard = await board(shop.token, 'shipments', '90d');
    expect(tile(shipmentsBoard, 'shipments')).toBe(audit.shipments);
    const destinations = shipmentsBoard.graphs.find((graph) => graph.dimension === 'destination')!;
    expect(destinations.points.reduce((sum, point) => sum + (point.value ?? 0), 0)).toBe(audit.shipments);
    // What the audit found is the savings board's 'found', in the invoice's month.
    const savings = await board(shop.token, 'savings');
    expect(tile(savings, 'found') ?? 0).toBeCloseTo(audit.recoverable.EUR ?? 0, 2);

    // Audited again: nothing is counted twice.
    expect(
      (
        await call('POST', `/api/private/invoices/${documentId}/audit`, {
          token: shop.token,
          body: {},
        })
      ).status,
    ).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await audited(shop.token, documentId);
    expect(tile(await board(shop.token, 'spend'), 'spend')).toBeCloseTo(spend, 2);

    // Deleted: its figures go with it.
    expect((await call('DELETE', `/api/private/documents/${documentId}`, { token: shop.token })).status).toBe(
      200,
    );
    const after = await board(shop.token, 'spend');
    expect(tile(after, 'spend')).toBe(0);
    expect(tile(after, 'shipments')).toBe(0);
    expect(tile(after, 'invoices')).toBe(0);
    expect(tile(await board(shop.token, 'savings'), 'found')).toBe(0);
    expect((await home(shop.token)).invoices.monthly.every((period) => period.count === 0)).toBe(true);
  });
});

describe('claims on Home, the savings dashboard and the scorecards', () => {
  it('count refunds, decisions and the days from claim to credit as claims move', async () => {
    const shop = await merchant();
    const opened = new Date(Date.now() - 10 * 86_400_000).toISOString();
    const draft = (issue: 'lost' | 'damaged', cents: number) =>
      newClaim({
        claimId: `dash-${randomUUID()}`,
        companyId: shop.companyId,
        source: 'manual',
        owner: { userId: 'user-1', email: 'owner@example.test' },
        credentialId: 'cred-1',
        tracking_number: `1Z${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
        carrier: 'ups',
        issue,
        reference: 'ORDER-1',
        lines: [
          {
            sales_date: '2026-10-30',
            description: 'Shoes',
            nb_of_items: 1,
            unit_price: cents / 100,
            amount_excl: cents / 100,
            amount_incl: cents / 100,
            tax_percentage: 0,
            currency_code: 'EUR',
          },
        ],
        documents: [],
        given: { originalInvoice: true, pictures: true },
        at: opened,
      });
    const won = draft('lost', 4000);
    const lost = draft('damaged', 1500);
    for (const claim of [won, lost]) await openClaim(claim, 'owner@example.test');
    const move = async (claimId: string, to: 'requested' | 'confirmed' | 'credited' | 'declined') =>
      changeClaim((await getClaim(shop.companyId, claimId))!, {
        mover: 'connector',
        event: 'status',
        to,
        by: 'ups',
        at: new Date().toISOString(),
        message: null,
      });
    await move(won.claimId, 'requested');
    await move(won.claimId, 'confirmed');
    await move(won.claimId, 'credited');
    await move(lost.claimId, 'requested');
    await move(lost.claimId, 'declined');

    const view = await home(shop.token);
    expect(view.refunds).toEqual({ requested: { EUR: 55 }, confirmed: { EUR: 40 }, credited: { EUR: 40 } });
    const savings = await board(shop.token, 'savings', '30d');
    expect(tile(savings, 'claimed')).toBe(55);
    expect(tile(savings, 'credited')).toBe(40);
    // 40 confirmed of 55 decided.
    expect(savings.successRate).toBeCloseTo(72.7, 1);
    const scorecards = await board(shop.token, 'scorecards');
    expect(scorecards.scorecards).toEqual([
      expect.objectContaining({
        carrier: 'ups',
        service: null,
        accepted: 1,
        refused: 1,
        avgDaysToCredit: 10,
      }),
    ]);
  });
});

describe('the company calendar', () => {
  it('cuts a British company’s months in London time, a French one’s in Paris time', async () => {
    const shop = await merchant();
    await updateCompany(shop.companyId, { country: 'GB' }, new Date());
    expect(await companyTimeZone(shop.companyId)).toBe('Europe/London');
    // 23:30 UTC on 31 October: still October in London, already November in Paris.
    for (const timeZone of ['Europe/London', 'Europe/Paris'])
      await openClaim(
        newClaim({
          claimId: `zone-${randomUUID()}`,
          companyId: shop.companyId,
          source: 'manual',
          owner: { userId: 'user-1', email: 'owner@example.test' },
          credentialId: 'cred-1',
          tracking_number: `1Z${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
          carrier: 'ups',
          issue: 'lost',
          reference: 'ORDER-1',
          lines: [],
          documents: [],
          given: { originalInvoice: false, pictures: false },
          timeZone,
          at: '2026-10-31T23:30:00.000Z',
        }),
        'owner@example.test',
      );
    const stats = await readClaimStats(shop.companyId, ['CLAIMSTATS#M#2026-10', 'CLAIMSTATS#M#2026-11']);
    expect(stats['CLAIMSTATS#M#2026-10']?.claims).toBe(1);
    expect(stats['CLAIMSTATS#M#2026-11']?.claims).toBe(1);
    expect((await home(shop.token)).timeZone).toBe('Europe/London');
  });
});

describe('locked dashboards', () => {
  it('refuse the data to the company people, with the reason, until a platform admin opens them', async () => {
    const shop = await merchant();
    const admin = await platformToken();
    const set = (state: string) =>
      call('PUT', `/api/private/admin/companies/${shop.companyId}/dashboards`, {
        token: admin,
        body: { state },
      });
    expect((await set('locked')).status).toBe(200);
    for (const path of [
      '/api/private/home',
      '/api/private/dashboards/spend',
      '/api/private/dashboard-graphs',
    ]) {
      const { status, body } = await call<{ error: { code: string } }>('GET', path, {
        token: shop.memberToken,
      });
      expect(status).toBe(403);
      expect(body.error.code).toBe('dashboard.locked');
    }
    expect((await set('preparing')).status).toBe(200);
    const preparing = await call<{ error: { code: string } }>('GET', '/api/private/home', {
      token: shop.token,
    });
    expect(preparing.body.error.code).toBe('dashboard.preparing');
    // A client admin cannot open them; a company that does not exist is said so.
    expect(
      (
        await call('PUT', `/api/private/admin/companies/${shop.companyId}/dashboards`, {
          token: shop.token,
          body: { state: 'open' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await call('PUT', '/api/private/admin/companies/no-such-company/dashboards', {
          token: admin,
          body: { state: 'open' },
        })
      ).status,
    ).toBe(404);
    expect((await set('open')).status).toBe(200);
    expect((await call('GET', '/api/private/home', { token: shop.token })).status).toBe(200);
  });
});

describe('custom graphs', () => {
  const input = { name: 'Spend by destination', metric: 'spend', dimension: 'destination', period: '90d' };

  it('are kept once for the team, seen by a teammate, removed by their author or an admin', async () => {
    const shop = await merchant();
    const [first, second] = await Promise.all([
      call<Reply<'save-graph'>>('POST', '/api/private/dashboard-graphs', { token: shop.token, body: input }),
      call<Reply<'save-graph'>>('POST', '/api/private/dashboard-graphs', { token: shop.token, body: input }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    expect(first.body.graph.graphId).toBe(second.body.graph.graphId);
    const listed = await call<Reply<'list-graphs'>>('GET', '/api/private/dashboard-graphs', {
      token: shop.memberToken,
    });
    expect(listed.body.graphs).toHaveLength(1);
    expect(listed.body.graphs[0]).toMatchObject({
      ...input,
      graph: { metric: 'spend', dimension: 'destination', period: '90d' },
    });
    const path = `/api/private/dashboard-graphs/${first.body.graph.graphId}`;
    // The member did not make it.
    expect((await call('DELETE', path, { token: shop.memberToken })).status).toBe(403);
    expect((await call('DELETE', path, { token: shop.token })).status).toBe(200);
    expect((await call('DELETE', path, { token: shop.token })).status).toBe(404);
  });

  it('refuse a metric cut by a dimension it does not have, and a 21st graph', async () => {
    const shop = await merchant();
    const refused = await call<{ error: { code: string } }>('POST', '/api/private/dashboard-graphs', {
      token: shop.token,
      body: { ...input, metric: 'claims', dimension: 'service' },
    });
    expect(refused.status).toBe(400);
    for (let index = 0; index < 20; index++)
      expect(
        (
          await call('POST', '/api/private/dashboard-graphs', {
            token: shop.token,
            body: { ...input, name: `Graph ${index}` },
          })
        ).status,
      ).toBe(201);
    const full = await call<{ error: { code: string } }>('POST', '/api/private/dashboard-graphs', {
      token: shop.token,
      body: { ...input, name: 'One too many' },
    });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('dashboard.graph_limit');
  });
});
