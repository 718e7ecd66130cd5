import { describe, expect, it } from 'vitest';
import {
  monthCharge,
  type PlanSegment,
  planChange,
  planChangeInputSchema,
  subscriptionOn,
} from './plan-change';
import { PLANS } from './plans';

const free: PlanSegment = { planId: 'free_audit', from: '2026-11-20', to: null };
const growth: PlanSegment = { planId: 'growth', from: '2026-10-01', to: null };

function change(segments: PlanSegment[], day: string, choice: Parameters<typeof planChange>[2]) {
  const result = planChange(segments, day, choice);
  if ('refused' in result) throw new Error(result.refused);
  return result;
}

describe('a subscription over time', () => {
  it('reads the plan of a day, whether it runs and what waits', () => {
    const segments: PlanSegment[] = [
      { planId: 'growth', from: '2026-10-01', to: '2026-12-31' },
      { planId: 'starter', from: '2027-01-01', to: null },
    ];
    const december = subscriptionOn(segments, '2026-12-07');
    expect(december.plan.planId).toBe('growth');
    expect(december.running).toBe(true);
    expect(december.pending).toEqual({ planId: 'starter', from: '2027-01-01' });
    expect(subscriptionOn(segments, '2027-01-01').plan.planId).toBe('starter');
    // The free month ends by itself; a cancelled plan ends on its last day.
    expect(subscriptionOn([free], '2026-12-20').running).toBe(false);
    const cancelled = [{ planId: 'growth', from: '2026-10-01', to: '2026-12-31' }];
    expect(subscriptionOn(cancelled, '2026-12-07').pending).toEqual({ planId: null, from: '2027-01-01' });
    expect(subscriptionOn(cancelled, '2027-01-02')).toMatchObject({ running: false, pending: null });
  });

  it('bills a month each paid plan’s price for the days it ran, the free month nothing', () => {
    const segments: PlanSegment[] = [
      { planId: 'free_audit', from: '2026-10-20', to: '2026-11-19' },
      { planId: 'starter', from: '2026-11-20', to: '2026-12-09' },
      { planId: 'growth', from: '2026-12-10', to: null },
    ];
    // November: Starter 20 to 30 (11 of 30 days).
    expect(monthCharge(segments, '2026-11')).toEqual([
      { planId: 'starter', days: 11, netCents: Math.round((4_900 * 11) / 30) },
    ]);
    // December: Starter 9 days, Growth 22 days of 31.
    expect(monthCharge(segments, '2026-12')).toEqual([
      { planId: 'starter', days: 9, netCents: Math.round((4_900 * 9) / 31) },
      { planId: 'growth', days: 22, netCents: Math.round((14_900 * 22) / 31) },
    ]);
    // A whole month is the plan's price, whatever its length.
    expect(monthCharge(segments, '2027-02')).toEqual([{ planId: 'growth', days: 28, netCents: 14_900 }]);
  });
});

describe('the changes a client admin makes', () => {
  it('starts a plan the day after the free month ends, keeping the free month', () => {
    const { preview, segments } = change([free], '2026-12-07', 'growth');
    expect(preview).toMatchObject({
      kind: 'start',
      planId: 'growth',
      effectiveDate: '2026-12-20',
      month: '2026-12',
      monthCents: Math.round((14_900 * 12) / 31),
      needsAuthentication: true,
    });
    expect(segments).toEqual([
      { planId: 'free_audit', from: '2026-11-20', to: '2026-12-19' },
      { planId: 'growth', from: '2026-12-20', to: null },
    ]);
  });

  it('starts a plan today once the free month is over', () => {
    const { preview } = change([free], '2027-01-05', 'starter');
    expect(preview).toMatchObject({ kind: 'start', effectiveDate: '2027-01-05' });
    expect(preview.monthCents).toBe(Math.round((4_900 * 27) / 31));
  });

  it('upgrades today and shows what the rest of the month adds', () => {
    const { preview, segments } = change([{ ...growth, planId: 'starter' }], '2026-12-11', 'growth');
    expect(preview.kind).toBe('upgrade');
    expect(preview.effectiveDate).toBe('2026-12-11');
    const expected = Math.round((4_900 * 10) / 31) + Math.round((14_900 * 21) / 31);
    expect(preview.monthCents).toBe(expected);
    expect(preview.differenceCents).toBe(expected - 4_900);
    expect(segments.at(-1)).toEqual({ planId: 'growth', from: '2026-12-11', to: null });
  });

  it('downgrades and cancels at the month’s end, with nothing to authenticate', () => {
    const down = change([growth], '2026-12-11', 'starter');
    expect(down.preview).toMatchObject({
      kind: 'downgrade',
      effectiveDate: '2027-01-01',
      monthCents: PLANS.starter!.priceCents,
      needsAuthentication: false,
    });
    const cancel = change([growth], '2026-12-11', 'none');
    expect(cancel.preview).toMatchObject({ kind: 'cancel', planId: null, effectiveDate: '2027-01-01' });
    expect(cancel.segments).toEqual([{ ...growth, to: '2026-12-31' }]);
    expect(subscriptionOn(cancel.segments, '2027-01-01').running).toBe(false);
  });

  it('withdraws a waiting change when the current plan is chosen again', () => {
    const { segments: waiting } = change([growth], '2026-12-11', 'starter');
    const kept = change(waiting, '2026-12-12', 'growth');
    expect(kept.preview.kind).toBe('keep');
    expect(kept.segments).toEqual([growth]);
    expect(subscriptionOn(kept.segments, '2027-03-01').plan.planId).toBe('growth');
  });

  it('refuses to choose the plan that runs, or to cancel the free month', () => {
    expect(planChange([growth], '2026-12-11', 'growth')).toEqual({ refused: 'billing.plan_unchanged' });
    expect(planChange([free], '2026-12-01', 'none')).toEqual({ refused: 'billing.nothing_to_cancel' });
  });

  it('takes only a plan from the catalog and a day', () => {
    expect(
      planChangeInputSchema.safeParse({ planId: 'free_audit', effectiveDate: '2026-12-01' }).success,
    ).toBe(false);
    expect(planChangeInputSchema.safeParse({ planId: 'growth', effectiveDate: '1 Dec' }).success).toBe(false);
    expect(planChangeInputSchema.safeParse({ planId: 'none', effectiveDate: '2026-12-01' }).success).toBe(
      true,
    );
  });
});
