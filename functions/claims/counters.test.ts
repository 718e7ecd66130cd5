import { weekOf } from '@shared/dashboards/calendar';
import { describe, expect, it } from 'vitest';
import {
  actionDeltas,
  amountsReached,
  counterDeltas,
  facetDeltas,
  mergeDeltas,
  periodKeys,
  statsKeys,
  windowDeltas,
} from './counters';

describe('claim counters', () => {
  it('cut months and weeks in the company time zone', () => {
    // 23:30 UTC on 31 October 2026 is 00:30 on 1 November in Paris: a November claim.
    expect(periodKeys('2026-10-31T23:30:00Z')).toEqual(['CLAIMSTATS#M#2026-11', 'CLAIMSTATS#W#2026-W44']);
    expect(periodKeys('2026-10-31T22:30:00Z')).toEqual(['CLAIMSTATS#M#2026-10', 'CLAIMSTATS#W#2026-W44']);
    // The same moment for a company in London: still October.
    expect(periodKeys('2026-10-31T23:30:00Z', 'Europe/London')).toEqual([
      'CLAIMSTATS#M#2026-10',
      'CLAIMSTATS#W#2026-W44',
    ]);
  });

  it('count the claims not yet filed by the day their window closes', () => {
    expect(windowDeltas(null, '2026-12-01')).toEqual({ [statsKeys.all]: { 'closes_2026-12-01': 1 } });
    expect(windowDeltas('2026-12-01', null)).toEqual({ [statsKeys.all]: { 'closes_2026-12-01': -1 } });
    expect(windowDeltas('2026-12-01', '2026-12-01')).toEqual({});
  });

  it('name ISO weeks across year ends', () => {
    expect(weekOf('2026-11-22')).toBe('2026-W47');
    expect(weekOf('2027-01-01')).toBe('2026-W53');
    expect(weekOf('2024-12-30')).toBe('2025-W01');
  });

  it('count a new claim in all time, its month and its week', () => {
    const { deltas } = counterDeltas({
      carrier: 'ups',
      issue: 'lost',
      createdAt: '2026-11-22T10:00:00Z',
      timeZone: 'Europe/Paris',
      currency: 'EUR',
      cents: 9980,
      at: '2026-11-22T10:00:00Z',
      from: null,
      to: 'refundable',
      counted: [],
    });
    expect(deltas).toEqual({
      'CLAIMSTATS#ALL': { claims: 1, claims_ups: 1, type_lost_ups: 1, state_refundable: 1 },
      'CLAIMSTATS#M#2026-11': { claims: 1, claims_ups: 1, type_lost_ups: 1 },
      'CLAIMSTATS#W#2026-W47': { claims: 1, claims_ups: 1, type_lost_ups: 1 },
    });
  });

  it('move a state count and add each amount once', () => {
    const change = {
      carrier: 'ups',
      issue: 'damaged',
      createdAt: '2026-11-12T09:00:00Z',
      timeZone: 'Europe/Paris',
      currency: 'EUR',
      cents: 500,
      at: '2026-11-22T10:00:00Z',
    };
    const credited = counterDeltas({ ...change, from: 'processing', to: 'credited', counted: ['requested'] });
    expect(credited.deltas['CLAIMSTATS#ALL']).toEqual({
      state_processing: -1,
      state_credited: 1,
      confirmed_EUR: 500,
      confirmed_ups_EUR: 500,
      n_confirmed_ups: 1,
      credited_EUR: 500,
      credited_ups_EUR: 500,
      n_credited_ups: 1,
      // Opened on the 12th, credited on the 22nd.
      creditdays_ups: 10,
    });
    // Months and weeks carry the amounts and decisions too, not the states.
    expect(credited.deltas['CLAIMSTATS#M#2026-11']).toMatchObject({
      credited_ups_EUR: 500,
      n_credited_ups: 1,
    });
    expect(credited.deltas['CLAIMSTATS#M#2026-11']).not.toHaveProperty('state_credited');
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
