import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  addFilterValue,
  chooseDates,
  choosePreset,
  FILTER_COUNT_START,
  FILTER_LISTS,
  filterQuery,
  initialFilters,
  presetRange,
  removeFilterValue,
  resetFilters,
  setFilterValues,
  setLoxFilter,
  setSwitches,
} from './filters';
import { claimListQuerySchema } from './schema';

const nonEmptyLists = (fields: Record<string, string[] | undefined>) =>
  Object.values(fields).filter((values) => values?.length).length;

describe('the filter count (spec section 4)', () => {
  it('starts at -1, and the always-present is_lox_claim brings a new page to 0', () => {
    expect(FILTER_COUNT_START).toBe(-1);
    const start = initialFilters();
    expect(start.fields.is_lox_claim).toEqual(['false']);
    expect(start.count).toBe(0);
    expect(start.filtered).toBe(false);
  });

  it('rises by one for a new field and not for a value appended to a field in use', () => {
    let state = addFilterValue(initialFilters(), 'carrier', 'ups');
    expect(state.count).toBe(1);
    state = addFilterValue(state, 'carrier', 'dhl_express');
    expect(state.fields.carrier).toEqual(['ups', 'dhl_express']);
    expect(state.count).toBe(1);
    state = addFilterValue(state, 'state', 'requested');
    expect(state.count).toBe(2);
    expect(state.filtered).toBe(true);
    // The same value twice changes nothing.
    expect(addFilterValue(state, 'state', 'requested')).toBe(state);
  });

  it('lowers only when the last value of a field goes, which removes the field', () => {
    let state = setFilterValues(initialFilters(), 'carrier', ['ups', 'gls']);
    state = removeFilterValue(state, 'carrier', 'ups');
    expect(state.count).toBe(1);
    state = removeFilterValue(state, 'carrier', 'gls');
    expect(state.count).toBe(0);
    expect('carrier' in state.fields).toBe(false);
    expect(state.filtered).toBe(false);
  });

  it('replaces a singular field instead of appending', () => {
    let state = setLoxFilter(initialFilters(), true);
    expect(state.fields.is_lox_claim).toEqual(['true']);
    expect(state.count).toBe(0);
    expect(state.filtered).toBe(true);
    state = setLoxFilter(state, false);
    expect(state.fields.is_lox_claim).toEqual(['false']);
  });

  it('always equals the non-empty lists minus one, whatever the sequence of changes', () => {
    let state = initialFilters();
    const values = ['a', 'b', 'c'];
    // A fixed pseudo-random walk over adds and removes on every list.
    let seed = 7;
    for (let step = 0; step < 400; step++) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const list = FILTER_LISTS[seed % FILTER_LISTS.length]!;
      const value = values[(seed >> 4) % values.length]!;
      state = (seed >> 8) % 2 ? addFilterValue(state, list, value) : removeFilterValue(state, list, value);
      expect(state.count).toBe(nonEmptyLists(state.fields) - 1);
    }
  });

  it('a reset clears the lists, the switches, the dates, the flag and the count but keeps is_lox_claim', () => {
    let state = setFilterValues(initialFilters(), 'state', ['credited']);
    state = setFilterValues(state, 'owners', ['user-00000001']);
    state = setLoxFilter(state, true);
    state = setSwitches(state, { claimedBy: 'me', favourite: true });
    state = choosePreset(state, 'last_30_days', '2026-11-22');
    const reset = resetFilters(state);
    expect(reset.fields).toEqual({ is_lox_claim: ['true'] });
    expect(reset.count).toBe(0);
    expect(reset.claimedBy).toBe('all');
    expect(reset.favourite).toBe(false);
    expect(reset.preset).toBeNull();
    expect(reset.from).toBe('');
    // The audit-only switch kept means the list is still narrowed.
    expect(reset.filtered).toBe(true);
    expect(resetFilters(setLoxFilter(reset, false)).filtered).toBe(false);
  });

  it('claimedBy defaults to All', () => {
    expect(initialFilters().claimedBy).toBe('all');
    expect(filterQuery(initialFilters())).toEqual({});
  });
});

describe('date presets', () => {
  it.each([
    ['last_30_days', '2026-11-22', '2026-10-24', '2026-11-22'],
    ['last_90_days', '2026-11-22', '2026-08-25', '2026-11-22'],
    ['last_12_months', '2026-11-22', '2025-11-23', '2026-11-22'],
    ['last_12_months', '2024-02-29', '2023-03-01', '2024-02-29'],
    ['last_year', '2026-11-22', '2025-01-01', '2025-12-31'],
    ['current_year', '2026-11-22', '2026-01-01', '2026-11-22'],
    ['current_year', '2026-01-01', '2026-01-01', '2026-01-01'],
    ['last_30_days', '2026-03-01', '2026-01-31', '2026-03-01'],
  ] as const)('%s on %s runs from %s to %s', (preset, today, from, to) => {
    expect(presetRange(preset, today)).toEqual({ from, to });
  });

  it('top 5 has no dates and asks for five investigations', () => {
    const state = choosePreset(initialFilters(), 'top_5', '2026-11-22');
    expect(presetRange('top_5', '2026-11-22')).toEqual({ from: '', to: '' });
    expect(filterQuery(state)).toEqual({ limit: '5' });
  });

  it('two dates replace a preset', () => {
    const state = chooseDates(choosePreset(initialFilters(), 'last_year', '2026-11-22'), '2026-02-01', '');
    expect(state.preset).toBeNull();
    expect(filterQuery(state)).toEqual({ from: '2026-02-01' });
  });
});

describe('the query the browser sends is the query the server accepts', () => {
  it('carries every list and switch', () => {
    let state = initialFilters();
    state = setFilterValues(state, 'carrier', ['ups', 'gls']);
    state = setFilterValues(state, 'country_code_receiver', ['BE']);
    state = setFilterValues(state, 'country_code_sender', ['FR']);
    state = setFilterValues(state, 'state', ['requested']);
    state = setFilterValues(state, 'reason_refund', ['lost']);
    state = setFilterValues(state, 'service_level', ['UPS Standard', 'Express 12:00']);
    state = setFilterValues(state, 'stage', ['ongoing']);
    state = setFilterValues(state, 'owners', ['0192f3a4b5c6d7e8']);
    state = setFilterValues(state, 'claim_source', ['bulk']);
    state = setLoxFilter(state, true);
    state = setSwitches(state, { claimedBy: 'me', favourite: true, q: ' 1Z ' });
    state = choosePreset(state, 'current_year', '2026-11-22');
    expect(state.count).toBe(9);
    const query = filterQuery(state);
    const parsed = z.parse(claimListQuerySchema, query);
    expect(parsed.carrier).toEqual(['ups', 'gls']);
    expect(parsed.service_level).toEqual(['UPS Standard', 'Express 12:00']);
    expect(parsed).toMatchObject({
      is_lox_claim: 'true',
      claimedBy: 'me',
      favourite: 'true',
      from: '2026-01-01',
      to: '2026-11-22',
      q: '1Z',
    });
  });

  it.each([
    [{ country_code_receiver: 'fr' }],
    [{ country_code_sender: 'FRA' }],
    [{ service_level: 'Standard<script>' }],
    [{ owners: '../x' }],
    [{ from: '2026-02-30' }],
    [{ from: '2026-05-01', to: '2026-04-30' }],
    [{ claimedBy: 'others' }],
    [{ is_lox_claim: 'false' }],
    [{ state: 'requested,nope' }],
  ])('refuses %j', (query) => {
    expect(z.safeParse(claimListQuerySchema, query).success).toBe(false);
  });
});
