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
import { DEFAULT_TIME_ZONE, localDay, monthOf, weekOf } from '@shared/dashboards/calendar';

export { AMOUNT_KINDS, type AmountKind, type FacetList };

/** The carrier has the claim (the refund is requested): ongoing with it, or decided and closed. */
const filed = (state: ClaimState) =>
  STAGE_OF[state] === 'ongoing' || state === 'credited' || state === 'declined';

export interface CounterChange {
  carrier: string;
  /** The claim's issue (lost, damaged...): the scorecards count lost and damaged parcels by it. */
  issue: string;
  currency: string;
  cents: number;
  /** ISO date-time of the change. */
  at: string;
  /** When the claim was opened: the scorecards count the days from claim to credit from it. */
  createdAt: string;
  /** The company's time zone: the month and week the change counts in. */
  timeZone: string;
  from: ClaimState | null;
  to: ClaimState;
  counted: readonly AmountKind[];
}

export type CounterDeltas = Record<string, Record<string, number>>;

/** The time zone of a claim kept before claims kept their company's (the spec's default). */
export const CLAIMS_TIME_ZONE = DEFAULT_TIME_ZONE;

/** The counters items: all time, a month (YYYY-MM) and an ISO week (YYYY-Www) of the company's calendar. */
export const statsKeys = {
  all: 'CLAIMSTATS#ALL',
  month: (month: string) => `CLAIMSTATS#M#${month}`,
  week: (week: string) => `CLAIMSTATS#W#${week}`,
};

/** The month and week items a moment counts in, cut in the company's time zone. */
export function periodKeys(at: string, timeZone = CLAIMS_TIME_ZONE): [string, string] {
  const day = localDay(at, timeZone);
  return [statsKeys.month(monthOf(day)), statsKeys.week(weekOf(day))];
}

const DAY_MS = 86_400_000;

/** Which amounts a move adds, given what the claim already counted. */
export function amountsReached(to: ClaimState, counted: readonly AmountKind[]): AmountKind[] {
  const reached: AmountKind[] = [];
  if (filed(to)) reached.push('requested');
  if (to === 'confirmed' || to === 'credited') reached.push('confirmed');
  if (to === 'credited') reached.push('credited');
  if (to === 'declined') reached.push('declined');
  return reached.filter((kind) => !counted.includes(kind));
}

/**
 * The counter deltas of one claim change, by stats item sort key. All time, its month and its week
 * count claims per carrier and issue, and the amounts each state reaches per carrier and currency;
 * the scorecards also count the decisions per carrier (`n_confirmed_`, `n_declined_`) and, once
 * credited, the days from claim to credit (`creditdays_` over `n_credited_`).
 */
export function counterDeltas(change: CounterChange): { deltas: CounterDeltas; counted: AmountKind[] } {
  const all: Record<string, number> = {};
  const [monthKey, weekKey] = periodKeys(change.at, change.timeZone);
  const month: Record<string, number> = {};
  const week: Record<string, number> = {};
  const add = (name: string, value: number, where = [all, month, week]) => {
    for (const bag of where) bag[name] = (bag[name] ?? 0) + value;
  };
  if (change.from === null) {
    add('claims', 1);
    add(`claims_${change.carrier}`, 1);
    add(`type_${change.issue}_${change.carrier}`, 1);
  } else {
    add(`state_${change.from}`, -1, [all]);
  }
  add(`state_${change.to}`, 1, [all]);
  const reached = amountsReached(change.to, change.counted);
  for (const kind of reached) {
    add(`${kind}_${change.currency}`, change.cents);
    add(`${kind}_${change.carrier}_${change.currency}`, change.cents);
    if (kind !== 'requested') add(`n_${kind}_${change.carrier}`, 1);
    if (kind === 'credited') {
      const days = Math.max(0, Math.round((Date.parse(change.at) - Date.parse(change.createdAt)) / DAY_MS));
      add(`creditdays_${change.carrier}`, days);
    }
  }
  const deltas: CounterDeltas = { [statsKeys.all]: all };
  if (Object.keys(month).length) deltas[monthKey] = month;
  if (Object.keys(week).length) deltas[weekKey] = week;
  return { deltas, counted: [...change.counted, ...reached] };
}

/**
 * Claims not yet filed with the carrier, counted by the day their carrier window closes
 * (`closes_<YYYY-MM-DD>` on the all-time item): Home sums the next days' to say how many close
 * soon. `closesOn` is the claim's window before and after a change (null: not counted, because the
 * claim was filed or closed, or its window is unknown).
 */
export function windowDeltas(before: string | null, after: string | null): CounterDeltas {
  if (before === after) return {};
  const all: Record<string, number> = {};
  if (before) all[`closes_${before}`] = -1;
  if (after) all[`closes_${after}`] = (all[`closes_${after}`] ?? 0) + 1;
  return { [statsKeys.all]: all };
}

/** One kind's amounts per currency, in cents: counters `<kind>_<CUR>` (the all-currencies ones, not per carrier). */
export function amountsOf(counters: Record<string, number>, kind: string): Record<string, number> {
  const pattern = new RegExp(`^${kind}_([A-Z]{3})$`);
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(counters)) {
    const match = pattern.exec(name);
    if (match) out[match[1]!] = value;
  }
  return out;
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

/** The desk's counters item of a company: claims per lane, per lane and carrier, claims to file per deadline. */
export const DESK_STATS = 'DESKSTATS';

/**
 * What of a claim the desk counts: its lane (null: on none), its carrier, its deadline to file
 * (null once filed: a filed claim on the lane 'to file' waits for its documents to be sent, and its
 * window no longer matters).
 */
export interface DeskPlace {
  lane: string | null;
  carrier: string;
  closesOn: string | null;
}

export const deskCounter = {
  lane: (lane: string) => `lane_${lane}`,
  laneOfCarrier: (lane: string, carrier: string) => `lane_${lane}_${carrier}`,
  /** Claims to file whose deadline is this day (the digest and the badge sum the next days'). */
  due: (day: string) => `due_${day}`,
};

const deskCounters = (place: DeskPlace | null): string[] =>
  place?.lane
    ? [
        deskCounter.lane(place.lane),
        deskCounter.laneOfCarrier(place.lane, place.carrier),
        ...(place.lane === 'to_file' && place.closesOn ? [deskCounter.due(place.closesOn)] : []),
      ]
    : [];

/** What a claim moving on the desk from `before` (null: a new claim) to `after` adds to its company's desk item. */
export function deskDeltas(before: DeskPlace | null, after: DeskPlace | null): CounterDeltas {
  const desk: Record<string, number> = {};
  for (const name of deskCounters(before)) desk[name] = (desk[name] ?? 0) - 1;
  for (const name of deskCounters(after)) desk[name] = (desk[name] ?? 0) + 1;
  for (const [name, delta] of Object.entries(desk)) if (delta === 0) delete desk[name];
  return Object.keys(desk).length ? { [DESK_STATS]: desk } : {};
}
