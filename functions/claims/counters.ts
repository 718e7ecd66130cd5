/**
 * The claim center's totals, kept up to date on write so that reading them costs the same with ten
 * claims or a million: one item for all time and one per month and per ISO week, each a bag of
 * counters (`claims`, `claims_<carrier>`, `state_<state>`, and amounts in cents per currency).
 * A claim change writes its counter deltas in the same transaction as the claim, so the totals can
 * never drift from the claims they count.
 *
 * Amounts are counted once per claim and kind (`counted` on the claim): a claim accepted, corrected
 * by an admin and accepted again still counts once as confirmed.
 */
import type { ActionKind } from '@shared/claims/actions';
import { type ClaimState, STAGE_OF } from '@shared/claims/lifecycle';
import { AMOUNT_KINDS, type AmountKind, type FacetList } from '@shared/claims/summary';

export { AMOUNT_KINDS, type AmountKind, type FacetList };

/** The carrier has the claim (the refund is requested): ongoing with it, or decided and closed. */
const filed = (state: ClaimState) =>
  STAGE_OF[state] === 'ongoing' || state === 'credited' || state === 'declined';

export interface CounterChange {
  carrier: string;
  currency: string;
  cents: number;
  /** ISO date-time of the change. */
  at: string;
  from: ClaimState | null;
  to: ClaimState;
  counted: readonly AmountKind[];
}

export type CounterDeltas = Record<string, Record<string, number>>;

export const statsKeys = {
  all: 'CLAIMSTATS#ALL',
  month: (at: string) => `CLAIMSTATS#M#${at.slice(0, 7)}`,
  week: (at: string) => `CLAIMSTATS#W#${isoWeek(new Date(at))}`,
};

/** ISO 8601 week of a date, as YYYY-Www (weeks start on Monday; week 1 holds the first Thursday). */
export function isoWeek(date: Date): string {
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const weekday = day.getUTCDay() || 7;
  day.setUTCDate(day.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(day.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((day.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${day.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** Which amounts a move adds, given what the claim already counted. */
export function amountsReached(to: ClaimState, counted: readonly AmountKind[]): AmountKind[] {
  const reached: AmountKind[] = [];
  if (filed(to)) reached.push('requested');
  if (to === 'confirmed' || to === 'credited') reached.push('confirmed');
  if (to === 'credited') reached.push('credited');
  if (to === 'declined') reached.push('declined');
  return reached.filter((kind) => !counted.includes(kind));
}

/** The counter deltas of one claim change, by stats item sort key. */
export function counterDeltas(change: CounterChange): { deltas: CounterDeltas; counted: AmountKind[] } {
  const all: Record<string, number> = {};
  const deltas: CounterDeltas = { [statsKeys.all]: all };
  if (change.from === null) {
    all.claims = 1;
    all[`claims_${change.carrier}`] = 1;
    for (const key of [statsKeys.month(change.at), statsKeys.week(change.at)]) {
      deltas[key] = { claims: 1, [`claims_${change.carrier}`]: 1 };
    }
  } else {
    all[`state_${change.from}`] = -1;
  }
  all[`state_${change.to}`] = 1;
  const reached = amountsReached(change.to, change.counted);
  for (const kind of reached) {
    all[`${kind}_${change.currency}`] = change.cents;
    all[`${kind}_${change.carrier}_${change.currency}`] = change.cents;
    const monthKey = statsKeys.month(change.at);
    deltas[monthKey] = { ...deltas[monthKey], [`${kind}_${change.currency}`]: change.cents };
  }
  return { deltas, counted: [...change.counted, ...reached] };
}

/**
 * What a change of a claim's actions adds to the all-time item: `attention` counts the claims
 * waiting for the merchant, `action_<kind>` those waiting for each kind (the sidebar's badge and
 * the notifications read them).
 */
export function actionDeltas(before: readonly ActionKind[], after: readonly ActionKind[]): CounterDeltas {
  const all: Record<string, number> = {};
  const waiting = (actions: readonly ActionKind[]) => (actions.length ? 1 : 0);
  if (waiting(after) !== waiting(before)) all.attention = waiting(after) - waiting(before);
  for (const kind of new Set([...before, ...after])) {
    const delta = Number(after.includes(kind)) - Number(before.includes(kind));
    if (delta) all[`action_${kind}`] = delta;
  }
  return Object.keys(all).length ? { [statsKeys.all]: all } : {};
}

/**
 * The claim attribute behind each filter list whose values are not a fixed list (countries, service
 * levels, owners): the all-time item counts the claims per value (`facet_<list>_<value>`), so the
 * filter panel offers the values the company's claims have, with their counts, in one read.
 */
export const FACETS = {
  country_code_receiver: 'country_code_receiver',
  country_code_sender: 'country_code_sender',
  service_level: 'service_level_agreement',
  owners: 'ownerId',
} as const satisfies Record<FacetList, string>;
export type FacetSource = { [K in (typeof FACETS)[FacetList]]: string | null };

export const facetCounter = (list: FacetList, value: string) => `facet_${list}_${value}`;

/** What a claim's facet values moving from `before` (null: a new claim) to `after` adds. */
export function facetDeltas(before: FacetSource | null, after: FacetSource): CounterDeltas {
  const all: Record<string, number> = {};
  for (const [list, attribute] of Object.entries(FACETS) as [FacetList, keyof FacetSource][]) {
    const was = before?.[attribute] ?? null;
    const now = after[attribute];
    if (was === now) continue;
    if (was !== null) all[facetCounter(list, was)] = -1;
    if (now !== null) all[facetCounter(list, now)] = 1;
  }
  return Object.keys(all).length ? { [statsKeys.all]: all } : {};
}

/** Adds `extra` into `total`, counter by counter. */
export function mergeDeltas(total: CounterDeltas, extra: CounterDeltas): CounterDeltas {
  for (const [sk, counters] of Object.entries(extra)) {
    const into = total[sk] ?? {};
    total[sk] = into;
    for (const [name, delta] of Object.entries(counters)) into[name] = (into[name] ?? 0) + delta;
  }
  return total;
}
