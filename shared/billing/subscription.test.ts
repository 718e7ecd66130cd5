import { describe, expect, it } from 'vitest';
import { addMonths, subscriptionOf } from './plans';

describe('subscription dates', () => {
  it('add calendar months, keeping the day or the month’s last', () => {
    expect(addMonths('2026-11-26', 1)).toBe('2026-12-26');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
  });

  it('end the free audit month the day before the same date a month later; other plans never', () => {
    expect(subscriptionOf('free_audit', '2026-11-26').endDate).toBe('2026-12-25');
    expect(subscriptionOf('growth', '2026-11-01').endDate).toBeNull();
    // An unknown plan id (a plan withdrawn from the catalog) reads as the free audit.
    expect(subscriptionOf('withdrawn', '2026-11-01').plan.planId).toBe('free_audit');
  });
});
