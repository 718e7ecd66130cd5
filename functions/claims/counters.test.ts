import { describe, expect, it } from 'vitest';
import { actionDeltas, amountsReached, counterDeltas, isoWeek, mergeDeltas, statsKeys } from './counters';

describe('claim counters', () => {
  it('name ISO weeks across year ends', () => {
    expect(isoWeek(new Date('2026-11-22T12:00:00Z'))).toBe('2026-W47');
    expect(isoWeek(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeek(new Date('2024-12-30T12:00:00Z'))).toBe('2025-W01');
  });

  it('count a new claim in all time, its month and its week', () => {
    const { deltas } = counterDeltas({
      carrier: 'ups',
      currency: 'EUR',
      cents: 9980,
      at: '2026-11-22T10:00:00Z',
      from: null,
      to: 'refundable',
      counted: [],
    });
    expect(deltas).toEqual({
      'CLAIMSTATS#ALL': { claims: 1, claims_ups: 1, state_refundable: 1 },
      'CLAIMSTATS#M#2026-11': { claims: 1, claims_ups: 1 },
      'CLAIMSTATS#W#2026-W47': { claims: 1, claims_ups: 1 },
    });
  });

  it('move a state count and add each amount once', () => {
    const change = { carrier: 'ups', currency: 'EUR', cents: 500, at: '2026-11-22T10:00:00Z' };
    const credited = counterDeltas({ ...change, from: 'processing', to: 'credited', counted: ['requested'] });
    expect(credited.deltas['CLAIMSTATS#ALL']).toEqual({
      state_processing: -1,
      state_credited: 1,
      confirmed_EUR: 500,
      confirmed_ups_EUR: 500,
      credited_EUR: 500,
      credited_ups_EUR: 500,
    });
    expect(credited.counted).toEqual(['requested', 'confirmed', 'credited']);
    expect(amountsReached('credited', credited.counted)).toEqual([]);
  });

  it('count the claims waiting for the merchant, in all and by kind', () => {
    expect(actionDeltas([], [])).toEqual({});
    expect(actionDeltas([], ['invoice_missing', 'original_invoice_missing'])).toEqual({
      [statsKeys.all]: { attention: 1, action_invoice_missing: 1, action_original_invoice_missing: 1 },
    });
    // One answered of two: still waiting, one kind fewer.
    expect(
      actionDeltas(['invoice_missing', 'original_invoice_missing'], ['original_invoice_missing']),
    ).toEqual({
      [statsKeys.all]: { action_invoice_missing: -1 },
    });
    expect(actionDeltas(['pictures_missing'], [])).toEqual({
      [statsKeys.all]: { attention: -1, action_pictures_missing: -1 },
    });
    expect(actionDeltas(['unknown'], ['unknown'])).toEqual({});
  });

  it('merge deltas counter by counter', () => {
    const total = mergeDeltas({ a: { x: 1 } }, { a: { x: 2, y: -1 }, b: { z: 1 } });
    expect(total).toEqual({ a: { x: 3, y: -1 }, b: { z: 1 } });
  });
});
