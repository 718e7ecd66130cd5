import { describe, expect, it } from 'vitest';
import { BUNDLE_WARNING_PERCENT, bundleLevel, PLANS } from './plans';

describe('plans', () => {
  it('warn from 80 % of the bundle and say when it is passed', () => {
    expect(BUNDLE_WARNING_PERCENT).toBe(80);
    expect(bundleLevel(0, 2000)).toBe('ok');
    expect(bundleLevel(1599, 2000)).toBe('ok');
    expect(bundleLevel(1600, 2000)).toBe('warning');
    expect(bundleLevel(2000, 2000)).toBe('warning');
    expect(bundleLevel(2001, 2000)).toBe('over');
  });

  it('hold the free audit month as a plan that ends by itself, the others running until cancelled', () => {
    expect(PLANS.free_audit).toMatchObject({ priceCents: 0, months: 1 });
    for (const plan of Object.values(PLANS)) {
      expect(plan.bundle).toBeGreaterThan(0);
      expect(Number.isInteger(plan.priceCents) && Number.isInteger(plan.overageCents)).toBe(true);
      if (plan.planId !== 'free_audit') expect(plan.months).toBeNull();
    }
  });
});
