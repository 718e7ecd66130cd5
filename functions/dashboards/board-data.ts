/**
 * What the dashboards and Home read: a period's buckets (months or ISO weeks of the company's
 * calendar) with their counter items, in one batched read whatever the number of shipments or
 * claims; and whether the company's dashboards are open.
 */
import { timeZoneOf } from '@shared/companies/company';
import { lastMonths, lastWeeks, localDay } from '@shared/dashboards/calendar';
import { type DashboardState, PERIOD_BUCKETS, type Period } from '@shared/dashboards/catalog';
import { statsKeys } from '../claims/counters';
import type { Actor } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { clock } from '../lib/clock';
import { fromItem } from '../lib/table/item';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import type { Bucket, Counters } from './graphs';
import { CUTS, type Cut, dashKeys } from './shipment-counters';

/** Today in the company's calendar. */
export const companyToday = (timeZone: string) => localDay(clock.now(), timeZone);

export interface BucketKeys {
  label: string;
  /** The shipment items of each cut (by carrier, service, destination): a graph reads the one it draws. */
  dash: Record<Cut, string>;
  claims: string;
}

/** A period's bucket labels, oldest first, and the counter items each reads. */
export function bucketsOf(period: Period, today: string): BucketKeys[] {
  const { kind, count } = PERIOD_BUCKETS[period];
  const labels = kind === 'month' ? lastMonths(today, count) : lastWeeks(today, count);
  const key = kind === 'month' ? dashKeys.month : dashKeys.week;
  return labels.map((label) => ({
    label,
    dash: Object.fromEntries(CUTS.map((cut) => [cut, key(label, cut)])) as Record<Cut, string>,
    claims: (kind === 'month' ? statsKeys.month : statsKeys.week)(label),
  }));
}

/** The sort keys of the buckets' items: the claims' and the carrier cut's, and those of `cuts`. */
export const bucketItems = (buckets: readonly BucketKeys[], cuts: readonly Cut[]) =>
  buckets.flatMap((bucket) => [
    bucket.claims,
    ...new Set(['carrier' as Cut, ...cuts].map((cut) => bucket.dash[cut])),
  ]);

/** The buckets with their counters (every cut read merged into one bag: their counters' names differ). */
export const withCounters = (buckets: readonly BucketKeys[], counters: Record<string, Counters>): Bucket[] =>
  buckets.map((bucket) => ({
    label: bucket.label,
    dash: Object.assign({}, ...CUTS.map((cut) => counters[bucket.dash[cut]] ?? {})),
    claims: counters[bucket.claims] ?? {},
  }));

/** Counter items by sort key, in one batched read (the table splits it past 100 keys). */
export async function readCounters(
  companyId: string,
  sortKeys: readonly string[],
): Promise<Record<string, Counters>> {
  const items = await table.batchGet([...new Set(sortKeys)].map((sk) => keys.stats(companyId, sk)));
  const out: Record<string, Counters> = {};
  for (const item of items) {
    const counters = fromItem<Record<string, unknown>>(item);
    out[String(item.sk)] = Object.fromEntries(
      Object.entries(counters).filter(([, value]) => typeof value === 'number'),
    ) as Counters;
  }
  return out;
}

/** The buckets of a period, with their counters (the carrier cut's and those of `cuts`). */
export async function readBuckets(
  companyId: string,
  period: Period,
  today: string,
  cuts: readonly Cut[],
): Promise<Bucket[]> {
  const wanted = bucketsOf(period, today);
  return withCounters(wanted, await readCounters(companyId, bucketItems(wanted, cuts)));
}

/**
 * The company's dashboards are open, or the request is refused: locked (the spec's 'contact
 * customer success') or being prepared ('we are working on it'). Platform admins see them anyway:
 * they are the ones who unlock them. Answers what the same read tells of the company: its time
 * zone (the figures' months and weeks are the company's) and the day it was created.
 */
export async function openDashboards(actor: Actor): Promise<{ timeZone: string; createdDay: string }> {
  const item = await table.get(keys.company(actor.companyId));
  const timeZone = timeZoneOf(item?.country as string | undefined);
  // The day the company was created, in its calendar: its free audit month starts then.
  const createdDay = item?.createdAt ? localDay(String(item.createdAt), timeZone) : companyToday(timeZone);
  if (actor.role === 'platform_admin') return { timeZone, createdDay };
  const state = (item?.dashboards as DashboardState | undefined) ?? 'open';
  if (state === 'locked')
    throw new HttpError('dashboard.locked', 'Your dashboards are locked: contact customer success');
  if (state === 'preparing') throw new HttpError('dashboard.preparing', 'We are working on your dashboards');
  return { timeZone, createdDay };
}
