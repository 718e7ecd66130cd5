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
import { dashKeys } from './shipment-counters';

/** Today in the company's calendar. */
export const companyToday = (timeZone: string) => localDay(clock.now(), timeZone);

export interface BucketKeys {
  label: string;
  dash: string;
  /** The item of the cuts by service and destination: read only when a graph needs them. */
  detail: string;
  claims: string;
}

/** A period's bucket labels, oldest first, and the counter items each reads. */
export function bucketsOf(period: Period, today: string): BucketKeys[] {
  const { kind, count } = PERIOD_BUCKETS[period];
  return kind === 'month'
    ? lastMonths(today, count).map((label) => ({
        label,
        dash: dashKeys.month(label),
        detail: dashKeys.detailMonth(label),
        claims: statsKeys.month(label),
      }))
    : lastWeeks(today, count).map((label) => ({
        label,
        dash: dashKeys.week(label),
        detail: dashKeys.detailWeek(label),
        claims: statsKeys.week(label),
      }));
}

/** The sort keys of the buckets' items: with the detail items when `detail`. */
export const bucketItems = (buckets: readonly BucketKeys[], detail: boolean) =>
  buckets.flatMap((bucket) => [bucket.dash, bucket.claims, ...(detail ? [bucket.detail] : [])]);

/** The buckets with their counters (the detail counters merged into the shipment ones). */
export const withCounters = (buckets: readonly BucketKeys[], counters: Record<string, Counters>): Bucket[] =>
  buckets.map((bucket) => ({
    label: bucket.label,
    dash: { ...counters[bucket.dash], ...counters[bucket.detail] },
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

/** The buckets of a period, with their counters (and the detail ones when `detail`). */
export async function readBuckets(
  companyId: string,
  period: Period,
  today: string,
  detail: boolean,
): Promise<Bucket[]> {
  const wanted = bucketsOf(period, today);
  return withCounters(wanted, await readCounters(companyId, bucketItems(wanted, detail)));
}

/**
 * The company's dashboards are open, or the request is refused: locked (the spec's 'contact
 * customer success') or being prepared ('we are working on it'). Platform admins see them anyway:
 * they are the ones who unlock them. Answers the company's time zone, read with it: the figures'
 * months and weeks are the company's.
 */
export async function openDashboards(actor: Actor): Promise<{ timeZone: string }> {
  const item = await table.get(keys.company(actor.companyId));
  const timeZone = timeZoneOf(item?.country as string | undefined);
  if (actor.role === 'platform_admin') return { timeZone };
  const state = (item?.dashboards as DashboardState | undefined) ?? 'open';
  if (state === 'locked')
    throw new HttpError('dashboard.locked', 'Your dashboards are locked: contact customer success');
  if (state === 'preparing') throw new HttpError('dashboard.preparing', 'We are working on your dashboards');
  return { timeZone };
}
