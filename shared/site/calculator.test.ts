import { describe, expect, it } from 'vitest';
import { PLANS } from '../billing/plans';
import { calculatorInputSchema, estimate } from './calculator';

describe('the pricing calculator', () => {
  it('prices every paid plan from the billing catalog and picks the cheapest', () => {
    const result = estimate({ parcelsPerMonth: 1_500, monthlySpendEuros: 10_000 });
    expect(result.recoveryCents).toBe(30_000);
    expect(result.upToCents).toBe(100_000);
    const starter = result.plans.find((plan) => plan.planId === 'starter')!;
    expect(starter).toEqual({
      planId: 'starter',
      subscriptionCents: PLANS.starter!.priceCents,
      overageCents: 0,
      feeCents: 9_000,
      totalCents: PLANS.starter!.priceCents + 9_000,
    });
    expect(result.best.planId).toBe('starter');
    expect(result.netCents).toBe(30_000 - starter.totalCents);
  });

  it('counts parcels past the bundle at the overage price', () => {
    const result = estimate({ parcelsPerMonth: 12_000, monthlySpendEuros: 60_000 });
    const growth = result.plans.find((plan) => plan.planId === 'growth')!;
    expect(growth.overageCents).toBe(2_000 * PLANS.growth!.overageCents);
    const scale = result.plans.find((plan) => plan.planId === 'scale')!;
    expect(scale.subscriptionCents).toBe(PLANS.scale!.priceCents);
    expect(scale.overageCents).toBe(0);
    expect(result.best.totalCents).toBe(Math.min(...result.plans.map((plan) => plan.totalCents)));
  });

  it('refuses what is not a count of parcels or an amount', () => {
    expect(calculatorInputSchema.safeParse({ parcelsPerMonth: 0, monthlySpendEuros: 10 }).success).toBe(
      false,
    );
    expect(calculatorInputSchema.safeParse({ parcelsPerMonth: 1.5, monthlySpendEuros: 10 }).success).toBe(
      false,
    );
    expect(calculatorInputSchema.safeParse({ parcelsPerMonth: 10, monthlySpendEuros: -1 }).success).toBe(
      false,
    );
    expect(calculatorInputSchema.safeParse({ parcelsPerMonth: 10, monthlySpendEuros: 0 }).success).toBe(true);
  });
});
