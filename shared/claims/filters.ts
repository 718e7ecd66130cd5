/**
 * My claims' filters (spec section 4), one model for the browser's panels and the server's query.
 *
 * The filter lists are the nine of the spec. `is_lox_claim` (only the investigations the platform's
 * audit opened) is a singular field that is always present and survives a reset; that is why the
 * count starts at -1: it counts the non-empty lists, and the always-present `is_lox_claim` is not one
 * a person chose. Adding a value to a field that has values appends it (singular fields replace
 * it); adding the first value adds the field and raises the count; removing the last value removes
 * the field and lowers it; a reset clears every list, the filtered flag and the count.
 *
 * `claimedBy` (everyone's investigations or mine) defaults to all; the date range is a preset or two
 * dates, and 'top 5' shows the five most recent investigations.
 */
import * as z from 'zod/mini';

export const FILTER_LISTS = [
  'carrier',
  'country_code_receiver',
  'country_code_sender',
  'state',
  'reason_refund',
  'service_level',
  'stage',
  'owners',
  'claim_source',
] as const;
export type FilterList = (typeof FILTER_LISTS)[number];
export type FilterField = FilterList | 'is_lox_claim';

/** Fields holding one value: a new value replaces the old one. */
export const SINGULAR_FIELDS: readonly FilterField[] = ['is_lox_claim'];

export const CLAIMED_BY = ['all', 'me'] as const;
export type ClaimedBy = (typeof CLAIMED_BY)[number];

export const DATE_PRESETS = [
  'last_30_days',
  'last_90_days',
  'last_12_months',
  'last_year',
  'current_year',
  'top_5',
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** How many investigations 'top 5' shows. */
export const TOP_COUNT = 5;

export interface ClaimFilterState {
  fields: Partial<Record<FilterField, string[]>>;
  /** Whether anything a person chose narrows the list. */
  filtered: boolean;
  count: number;
  claimedBy: ClaimedBy;
  favourite: boolean;
  preset: DatePreset | null;
  /** YYYY-MM-DD, inclusive; empty when open. */
  from: string;
  to: string;
  q: string;
}

export const FILTER_COUNT_START = -1;

const EMPTY: ClaimFilterState = {
  fields: {},
  filtered: false,
  count: FILTER_COUNT_START,
  claimedBy: 'all',
  favourite: false,
  preset: null,
  from: '',
  to: '',
  q: '',
};

const isFiltered = (state: ClaimFilterState) =>
  state.count > 0 ||
  state.fields.is_lox_claim?.[0] === 'true' ||
  state.claimedBy !== 'all' ||
  state.favourite ||
  state.preset !== null ||
  Boolean(state.from || state.to || state.q);

const settle = (state: ClaimFilterState): ClaimFilterState => ({ ...state, filtered: isFiltered(state) });

export function addFilterValue(state: ClaimFilterState, field: FilterField, value: string): ClaimFilterState {
  const current = state.fields[field];
  if (current?.length) {
    if (current.includes(value)) return state;
    const values = SINGULAR_FIELDS.includes(field) ? [value] : [...current, value];
    return settle({ ...state, fields: { ...state.fields, [field]: values } });
  }
  return settle({ ...state, fields: { ...state.fields, [field]: [value] }, count: state.count + 1 });
}

export function removeFilterValue(
  state: ClaimFilterState,
  field: FilterField,
  value: string,
): ClaimFilterState {
  const current = state.fields[field];
  if (!current?.includes(value)) return state;
  const values = current.filter((item) => item !== value);
  if (values.length) return settle({ ...state, fields: { ...state.fields, [field]: values } });
  const { [field]: _removed, ...fields } = state.fields;
  return settle({ ...state, fields, count: state.count - 1 });
}

/** Sets the provider-originated filter: it is always present once set, and a reset keeps it. */
export const setLoxFilter = (state: ClaimFilterState, only: boolean) =>
  addFilterValue(state, 'is_lox_claim', String(only));

/** The filters a page starts with: nothing chosen, `is_lox_claim` present and off. */
export const initialFilters = (): ClaimFilterState => setLoxFilter(EMPTY, false);

/** Clears every list, the switches and the dates, the filtered flag and the count; keeps is_lox_claim. */
export function resetFilters(state: ClaimFilterState): ClaimFilterState {
  const lox = state.fields.is_lox_claim?.[0] === 'true';
  return setLoxFilter({ ...EMPTY, q: state.q }, lox);
}

/** Today minus some days or months, as YYYY-MM-DD (UTC calendar arithmetic on a YYYY-MM-DD date). */
function shift(today: string, { days = 0, months = 0 }: { days?: number; months?: number }): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 - months, 1));
  // The same day of the month, or the month's last day when it has fewer days.
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  target.setUTCDate(target.getUTCDate() - days);
  return target.toISOString().slice(0, 10);
}

/** The dates a preset stands for, from the person's today (YYYY-MM-DD); 'top 5' has none. */
export function presetRange(preset: DatePreset, today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  switch (preset) {
    case 'last_30_days':
      return { from: shift(today, { days: 29 }), to: today };
    case 'last_90_days':
      return { from: shift(today, { days: 89 }), to: today };
    case 'last_12_months':
      return { from: shift(today, { months: 12, days: -1 }), to: today };
    case 'last_year':
      return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
    case 'current_year':
      return { from: `${year}-01-01`, to: today };
    case 'top_5':
      return { from: '', to: '' };
  }
}

export function choosePreset(state: ClaimFilterState, preset: DatePreset, today: string): ClaimFilterState {
  return settle({ ...state, preset, ...presetRange(preset, today) });
}

export function chooseDates(state: ClaimFilterState, from: string, to: string): ClaimFilterState {
  return settle({ ...state, preset: null, from, to });
}

export const setSwitches = (
  state: ClaimFilterState,
  switches: Partial<Pick<ClaimFilterState, 'claimedBy' | 'favourite' | 'q'>>,
) => settle({ ...state, ...switches });

/** Sets a list to exactly `values`, one add or remove at a time (so the count rules hold). */
export function setFilterValues(state: ClaimFilterState, field: FilterList, values: string[]) {
  let next = state;
  for (const value of state.fields[field] ?? [])
    if (!values.includes(value)) next = removeFilterValue(next, field, value);
  for (const value of values) next = addFilterValue(next, field, value);
  return next;
}

/** The list request's query: comma-separated lists, switches only when on. */
export function filterQuery(state: ClaimFilterState): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const field of FILTER_LISTS) {
    const values = state.fields[field];
    if (values?.length) query[field] = values.join(',');
  }
  if (state.fields.is_lox_claim?.[0] === 'true') query.is_lox_claim = 'true';
  if (state.claimedBy === 'me') query.claimedBy = 'me';
  if (state.favourite) query.favourite = 'true';
  if (state.from) query.from = state.from;
  if (state.to) query.to = state.to;
  if (state.preset === 'top_5') query.limit = String(TOP_COUNT);
  if (state.q.trim()) query.q = state.q.trim();
  return query;
}

/* The server's side of the same lists. */

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Service names as carriers write them ('UPS Standard', 'Express 12:00'). */
export const SERVICE_LEVEL_PATTERN = /^[\p{L}\p{N} .:+/-]{1,40}$/u;
const COUNTRY_PATTERN = /^[A-Z]{2}$/;
const OWNER_PATTERN = /^[\w-]{8,64}$/;

/** A comma-separated list in a query, each value checked by `accepts`, at most 100 values. */
export const listOf = (accepts: (value: string) => boolean) =>
  z.optional(
    z
      .pipe(
        z.string().check(z.maxLength(2000)),
        z.transform((text: string) => text.split(',').filter(Boolean)),
      )
      .check(
        z.refine((list: string[]) => list.length <= 100 && list.every(accepts), {
          error: 'request.invalid',
        }),
      ),
  );

export const matching = (pattern: RegExp) => (value: string) => pattern.test(value);
export const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

export const FREE_LIST_RULES = {
  country_code_receiver: matching(COUNTRY_PATTERN),
  country_code_sender: matching(COUNTRY_PATTERN),
  service_level: matching(SERVICE_LEVEL_PATTERN),
  owners: matching(OWNER_PATTERN),
} as const;

/** YYYY-MM-DD that is a real date. */
export const isDate = (value: string) =>
  DATE.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

export const dateField = z.optional(z.string().check(z.refine(isDate, { error: 'request.invalid' })));
