/**
 * The subscription and its bundle (issue 20, item 1): every company starts on the free audit month;
 * a platform admin puts it on a plan; usage is what the audit counted this month; from 80 % the
 * client admins are e-mailed once per month (in their language) and past 100 % nothing stops. The
 * plan's amounts are the client admin's: a member gets them as null.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { auditGenerated } from '../support/audits';
import { call } from '../support/http';
import { mailTo } from '../support/mail';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { warnBundleOnce } = await import('../../functions/billing/bundle-warning');
const { addMonths } = await import('../../shared/billing/plans');
const { counterUpdate } = await import('../../functions/lib/table/counter-update');
const { table } = await import('../../functions/lib/table/table');

async function merchant() {
  const companyId = await makeCompany();
  const admin = await makePerson({ role: 'client_admin', companyId, locale: 'fr' });
  const member = await makePerson({ role: 'member', companyId });
  return {
    companyId,
    admin,
    token: await tokenFor({ role: 'client_admin', companyId, userId: admin.userId }),
    memberToken: await tokenFor({ role: 'member', companyId, userId: member.userId }),
  };
}

const subscription = async (token: string) =>
  (await call<Reply<'get-subscription'>>('GET', '/api/private/billing/subscription', { token })).body;

const setPlan = async (companyId: string, planId: string, startDate: string) =>
  call<Reply<'set-subscription'>>('PUT', `/api/private/admin/companies/${companyId}/subscription`, {
    token: await tokenFor({
      role: 'platform_admin',
      companyId: 'parcel-audit-platform',
      userId: `ops-${randomUUID()}`,
    }),
    body: { planId, startDate },
  });

/** This month's audited shipments, as the audit's counting leaves them. */
async function countShipments(companyId: string, month: string, shipments: number) {
  await table.transact([
    counterUpdate(companyId, `AUDITSTATS#M#${month}`, [['shipments', shipments]], 'auditStats'),
  ]);
}

describe('the subscription', () => {
  it('starts on the free audit month, and shows its amounts to the client admin only', async () => {
    const shop = await merchant();
    const view = await subscription(shop.token);
    expect(view).toMatchObject({
      planId: 'free_audit',
      cycle: 'monthly',
      priceCents: 0,
      bundle: 2000,
      feePercent: 30,
    });
    expect(view.endDate).toBe(
      new Date(Date.parse(`${addMonths(view.startDate, 1)}T00:00:00Z`) - 86_400_000)
        .toISOString()
        .slice(0, 10),
    );
    expect(view.usage).toMatchObject({ used: 0, percent: 0, level: 'ok', over: 0 });
    const member = await subscription(shop.memberToken);
    expect(member).toMatchObject({
      planId: 'free_audit',
      priceCents: null,
      overageCents: null,
      feePercent: null,
    });
    expect(member.usage).toEqual(view.usage);
  });

  it('follows the plan a platform admin sets, and refuses one that does not exist', async () => {
    const shop = await merchant();
    expect((await setPlan(shop.companyId, 'growth', '2026-11-01')).body).toMatchObject({
      planId: 'growth',
      endDate: null,
    });
    expect(await subscription(shop.token)).toMatchObject({
      planId: 'growth',
      bundle: 10_000,
      priceCents: 14_900,
      feePercent: 25,
      startDate: '2026-11-01',
    });
    expect((await setPlan(shop.companyId, 'platinum', '2026-11-01')).status).toBe(400);
    expect((await setPlan(`co-${randomUUID()}`, 'growth', '2026-11-01')).status).toBe(404);
  });

  it('counts this month’s audited parcels as the usage', async () => {
    const shop = await merchant();
    // Usage counts by the invoice's date: an invoice dated today.
    const today = new Date().toISOString().slice(0, 10);
    const { audit } = await auditGenerated(shop.token, 40, 'billing', { invoiceDate: today });
    const view = await subscription(shop.token);
    expect(view.usage).toMatchObject({ period: today.slice(0, 7), used: audit.shipments });
    expect(view.totalAnalysed).toBe(audit.shipments);
  });
});

describe('the 80 % warning', () => {
  it('e-mails the client admins once a month in their language, and says past 100 % how many parcels are over', async () => {
    const shop = await merchant();
    const month = (await subscription(shop.token)).usage.period;
    await countShipments(shop.companyId, month, 1500);
    expect(await warnBundleOnce(shop.companyId)).toBe(false);
    await countShipments(shop.companyId, month, 100);
    // 1,600 of 2,000: 80 %.
    const [first, second] = await Promise.all([
      warnBundleOnce(shop.companyId),
      warnBundleOnce(shop.companyId),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const mails = await mailTo(shop.admin.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Parcel Audit\u00a0: 80\u00a0% de votre forfait utilisé');
    expect(mails[0]!.body.text).toContain('/billing');
    await countShipments(shop.companyId, month, 500);
    expect(await warnBundleOnce(shop.companyId)).toBe(false);
    expect(await mailTo(shop.admin.email)).toHaveLength(1);
    expect((await subscription(shop.token)).usage).toMatchObject({
      used: 2100,
      percent: 105,
      level: 'over',
      over: 100,
    });
    // Home says it too.
    const home = (await call<Reply<'get-home'>>('GET', '/api/private/home', { token: shop.memberToken }))
      .body;
    expect(home.bundle).toMatchObject({ planId: 'free_audit', usage: { level: 'over', over: 100 } });
  });
});
