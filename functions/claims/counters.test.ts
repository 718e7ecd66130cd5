import { describe, expect, it } from 'vitest';
import {
  actionDeltas,
  amountsReached,
  counterDeltas,
  facetDeltas,
  isoWeek,
  mergeDeltas,
  statsKeys,
} from './counters';

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

  it('count the claims per country, service level and owner, moving a claim from value to value', () => {
    const blank = {
      country_code_sender: null,
      country_code_receiver: null,
      service_level_agreement: null,
      ownerId: 'user-a',
    };
    // A new claim counts for its owner; nothing is known of the shipment yet.
    expect(facetDeltas(null, blank)).toEqual({ [statsKeys.all]: { 'facet_owners_user-a': 1 } });
    const filed = {
      ...blank,
      country_code_sender: 'FR',
      country_code_receiver: 'BE',
      service_level_agreement: 'Express',
    };
    expect(facetDeltas(blank, filed)).toEqual({
      [statsKeys.all]: {
        facet_country_code_sender_FR: 1,
        facet_country_code_receiver_BE: 1,
        facet_service_level_Express: 1,
      },
    });
    expect(facetDeltas(filed, { ...filed, country_code_receiver: 'FR' })).toEqual({
      [statsKeys.all]: { facet_country_code_receiver_BE: -1, facet_country_code_receiver_FR: 1 },
    });
    expect(facetDeltas(filed, filed)).toEqual({});
  });
});
