/**
 * Plans the client admin chooses from Billing, through the API and the sandbox payment provider:
 * a preview first; a start or an upgrade waits for the card's authentication (declined: nothing
 * changes; authorized: the signed webhook applies it, once); a downgrade or a cancellation waits
 * for the month's end and can be withdrawn; a preview that no longer holds is refused and changes
 * nothing; the invoice of a month with a change bills each plan for its days.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { call, errorCode as codeOf } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { addMonths } = await import('../../shared/billing/plans');
const { addDays } = await import('../../shared/dashboards/calendar');
const { putSubscription } = await import('../../functions/billing/subscription-store');
const { generateDocuments } = await import('../../functions/billing/issue-documents');
const { getPlanChange } = await import('../../functions/billing/plan-changes');
const { deliverSandboxEvent } = await import('../../functions/billing/drive-sandbox');
const { sandboxEvent } = await import('../../functions/billing/payments/sandbox');

async function merchant() {
  const companyId = await makeCompany('Boutique Offres');
  const admin = await makePerson({ role: 'client_admin', companyId });
  return { companyId, token: await tokenFor({ role: 'client_admin', companyId, userId: admin.userId }) };
}

const subscription = async (token: string) =>
  (await call<Reply<'get-subscription'>>('GET', '/api/private/billing/subscription', { token })).body;
const preview = (token: string, planId: string) =>
  call<Reply<'get-plan-change'>>('GET', `/api/private/billing/plan-change?planId=${planId}`, { token });
const confirm = (token: string, planId: string, effectiveDate: string) =>
  call<Reply<'change-plan'>>('POST', '/api/private/billing/plan-change', {
    token,
    body: { planId, effectiveDate },
  });
const drive = (token: string, authorizationId: string, outcome: 'authorize' | 'decline') =>
  call<Reply<'drive-sandbox-authorization'>>(
    'POST',
    `/api/private/billing/plan-changes/${authorizationId}/sandbox`,
    { token, body: { outcome } },
  );

/** Today in the companies' calendar (Europe/Paris, as the server counts it). */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;

describe('choosing a plan from the free audit month', () => {
  it('authenticates the card first: declined changes nothing, authorized starts the plan after the free month', async () => {
    const shop = await merchant();
    const before = await subscription(shop.token);
    const shown = await preview(shop.token, 'growth');
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      kind: 'start',
      currentPlanId: 'free_audit',
      planId: 'growth',
      effectiveDate: addDays(before.endDate!, 1),
      monthlyCents: 14_900,
      needsAuthentication: true,
    });

    // Declined by the bank: the plan stays the free month.
    const first = await confirm(shop.token, 'growth', shown.body.effectiveDate);
    expect(first.status).toBe(200);
    if (first.body.status !== 'authenticate') throw new Error('expected the card’s authentication');
    expect(new URL(first.body.redirectUrl).pathname).toBe(`/billing/authorize/${first.body.authorizationId}`);
    expect((await drive(shop.token, first.body.authorizationId, 'decline')).body.outcome).toEqual([
      'applied',
    ]);
    expect((await getPlanChange(shop.companyId, first.body.authorizationId)).status).toBe('declined');
    expect(await subscription(shop.token)).toMatchObject({ planId: 'free_audit', pending: null });
    // An authentication that ended cannot be driven again.
    expect((await drive(shop.token, first.body.authorizationId, 'authorize')).status).toBe(409);

    // Authorized: Growth waits for the free month's end.
    const second = await confirm(shop.token, 'growth', shown.body.effectiveDate);
    if (second.body.status !== 'authenticate') throw new Error('expected the card’s authentication');
    await drive(shop.token, second.body.authorizationId, 'authorize');
    const after = await subscription(shop.token);
    expect(after).toMatchObject({
      planId: 'free_audit',
      endDate: before.endDate,
      pending: { planId: 'growth', from: shown.body.effectiveDate },
    });
    const read = await call<Reply<'get-plan-authorization'>>(
      'GET',
      `/api/private/billing/plan-changes/${second.body.authorizationId}`,
      { token: shop.token },
    );
    expect(read.body.status).toBe('applied');
  });

  it('applies a replayed webhook once, and a second authorization of the same change is stale', async () => {
    const shop = await merchant();
    const { effectiveDate } = (await preview(shop.token, 'starter')).body;
    const a = (await confirm(shop.token, 'starter', effectiveDate)).body;
    const b = (await confirm(shop.token, 'starter', effectiveDate)).body;
    if (a.status !== 'authenticate' || b.status !== 'authenticate')
      throw new Error('expected authentication');
    const event = sandboxEvent(
      'authorization.succeeded',
      { authorizationId: a.authorizationId, companyId: shop.companyId },
      new Date(),
    );
    expect(await deliverSandboxEvent(event, new Date())).toEqual(['applied']);
    expect(await deliverSandboxEvent(event, new Date())).toEqual(['duplicate']);
    // The person who clicked twice authorizes the second one too: nothing is left to change.
    await drive(shop.token, b.authorizationId, 'authorize');
    expect((await getPlanChange(shop.companyId, b.authorizationId)).status).toBe('stale');
    expect((await subscription(shop.token)).pending?.planId).toBe('starter');
  });

  it('refuses a preview that no longer holds, and a cancellation of the free month, changing nothing', async () => {
    const shop = await merchant();
    const stale = await confirm(shop.token, 'growth', '2000-01-01');
    expect(stale.status).toBe(409);
    expect(codeOf(stale)).toBe('billing.plan_changed');
    const cancel = await confirm(shop.token, 'none', today());
    expect(codeOf(cancel)).toBe('billing.nothing_to_cancel');
    expect(await subscription(shop.token)).toMatchObject({ planId: 'free_audit', pending: null });
    const bad = await call('GET', '/api/private/billing/plan-change?planId=free_audit', {
      token: shop.token,
    });
    expect(bad.status).toBe(400);
  });
});

describe('changing a paid plan', () => {
  async function onGrowth() {
    const shop = await merchant();
    await putSubscription(shop.companyId, {
      segments: [{ planId: 'growth', from: addMonths(firstOfMonth(today()), -2), to: null }],
      updatedAt: new Date().toISOString(),
      updatedBy: 'ops@parcel-audit.test',
    });
    return shop;
  }

  it('downgrades at the month’s end, without the card, and the current plan can be kept', async () => {
    const shop = await onGrowth();
    const nextMonth = addMonths(firstOfMonth(today()), 1);
    const down = await preview(shop.token, 'starter');
    expect(down.body).toMatchObject({
      kind: 'downgrade',
      effectiveDate: nextMonth,
      needsAuthentication: false,
    });
    const done = await confirm(shop.token, 'starter', nextMonth);
    expect(done.body.status).toBe('applied');
    expect(await subscription(shop.token)).toMatchObject({
      planId: 'growth',
      pending: { planId: 'starter', from: nextMonth },
    });
    const keep = await preview(shop.token, 'growth');
    expect(keep.body.kind).toBe('keep');
    await confirm(shop.token, 'growth', keep.body.effectiveDate);
    expect((await subscription(shop.token)).pending).toBeNull();
  });

  it('cancels at the month’s end', async () => {
    const shop = await onGrowth();
    const shown = await preview(shop.token, 'none');
    expect(shown.body).toMatchObject({ kind: 'cancel', planId: null, monthlyCents: 0 });
    await confirm(shop.token, 'none', shown.body.effectiveDate);
    const view = await subscription(shop.token);
    expect(view).toMatchObject({ planId: 'growth', running: true, pending: { planId: null } });
    expect(view.endDate).toBe(addDays(shown.body.effectiveDate, -1));
  });

  it('upgrades today once the card is authenticated', async () => {
    const shop = await onGrowth();
    const { effectiveDate } = (await preview(shop.token, 'scale')).body;
    const up = await confirm(shop.token, 'scale', effectiveDate);
    if (up.body.status !== 'authenticate') throw new Error('expected authentication');
    expect(up.body.preview).toMatchObject({ kind: 'upgrade', effectiveDate: today() });
    expect(up.body.preview.differenceCents).toBeGreaterThan(0);
    await drive(shop.token, up.body.authorizationId, 'authorize');
    expect(await subscription(shop.token)).toMatchObject({ planId: 'scale', startDate: effectiveDate });
  });
});

describe('the invoice of a month with a change', () => {
  it('bills each plan for the days it ran, and the month once', async () => {
    const shop = await merchant();
    const lastMonth = addMonths(firstOfMonth(today()), -1);
    const changeDay = addDays(lastMonth, 10);
    await putSubscription(shop.companyId, {
      segments: [
        { planId: 'starter', from: addMonths(lastMonth, -1), to: addDays(changeDay, -1) },
        { planId: 'growth', from: changeDay, to: null },
      ],
      updatedAt: new Date().toISOString(),
      updatedBy: `test-${randomUUID()}`,
    });
    const days = Number(addDays(firstOfMonth(today()), -1).slice(8));
    const [invoice, ...others] = await generateDocuments(shop.companyId);
    expect(others).toEqual([]);
    const lines = invoice!.lines.filter((line) => line.kind === 'subscription');
    expect(lines.map((line) => [line.planId, line.netCents])).toEqual([
      ['starter', Math.round((4_900 * 10) / days)],
      ['growth', Math.round((14_900 * (days - 10)) / days)],
    ]);
    expect(await generateDocuments(shop.companyId)).toEqual([]);
  });
});
