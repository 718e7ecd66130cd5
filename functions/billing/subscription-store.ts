/**
 * A company's subscription (`C#<co>` / `SUBSCRIPTION`: its plans over time, as segments, see
 * shared/billing/plan-change) and its usage: the
 * shipments the audit counted for the company's current calendar month (My Invoices' monthly
 * counters, by the invoices' dates), against the plan's bundle. A company with no subscription
 * stored is on the free audit month, from the day the company was created.
 */

import { type PlanSegment, type SubscriptionOn, subscriptionOn } from '@shared/billing/plan-change';
import { bundleLevel, FREE_AUDIT_PLAN, type Plan, type Usage } from '@shared/billing/plans';
import { timeZoneOf } from '@shared/companies/company';
import { localDay, monthOf } from '@shared/dashboards/calendar';
import { auditStatsKeys } from '../audit/audit-store';
import { type Company, getCompany } from '../companies/company-store';
import { clock } from '../lib/clock';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';

export interface StoredSubscription {
  /** The plans over time, oldest first. */
  segments: PlanSegment[];
  updatedAt: string;
  /** Who changed it last (a platform admin's or the client admin's e-mail). */
  updatedBy: string;
}

/** The subscription item: in the listing the billing run reads, so its plans are billed. */
export const subscriptionItem = (companyId: string, stored: StoredSubscription) => ({
  ...keys.subscription(companyId),
  entity: 'subscription',
  ...stored,
  companyId,
  ...onIndex(INDEX.listing, partitions.subscriptions, companyId),
});

export async function putSubscription(companyId: string, stored: StoredSubscription): Promise<void> {
  await table.put(subscriptionItem(companyId, stored));
}

/** The company's stored subscription item, if a platform admin set one. */
export const readStoredSubscription = (companyId: string) => table.get(keys.subscription(companyId));

/**
 * The segments stored, else the free audit month from the day the company was created. An item
 * written before plans could change holds one plan and its start date: one segment.
 */
export function segmentsFrom(stored: Record<string, unknown> | undefined, createdDay: string): PlanSegment[] {
  if (Array.isArray(stored?.segments)) return stored.segments as PlanSegment[];
  if (stored?.planId) return [{ planId: String(stored.planId), from: String(stored.startDate), to: null }];
  return [{ planId: FREE_AUDIT_PLAN, from: createdDay, to: null }];
}

/** The plan of `day` from the stored item (see segmentsFrom). */
export const subscriptionFrom = (
  stored: Record<string, unknown> | undefined,
  createdDay: string,
  day: string,
): SubscriptionOn => subscriptionOn(segmentsFrom(stored, createdDay), day);

/** The company's subscription, its time zone and today in it. */
export async function readSubscription(
  companyId: string,
  /** The company, when the caller has read it already (undefined: read it here). */
  known?: Company | null,
): Promise<{
  subscription: SubscriptionOn;
  segments: PlanSegment[];
  /** The stored item's `updatedAt` (null when none is stored): the version a change writes over. */
  updatedAt: string | null;
  timeZone: string;
  today: string;
  company: Company | null;
}> {
  const [company, stored] = await Promise.all([
    known === undefined ? getCompany(companyId) : known,
    readStoredSubscription(companyId),
  ]);
  const timeZone = timeZoneOf(company?.country);
  const today = localDay(clock.now(), timeZone);
  const segments = segmentsFrom(stored, company ? localDay(company.createdAt, timeZone) : today);
  const updatedAt = (stored?.updatedAt as string | undefined) ?? null;
  return { subscription: subscriptionOn(segments, today), segments, updatedAt, timeZone, today, company };
}

/** A month's usage (`used` parcels counted in `period`) against the plan's bundle. */
export function usageOf(plan: Plan, period: string, used: number): Usage {
  return {
    period,
    used,
    bundle: plan.bundle,
    percent: Math.floor((used * 100) / plan.bundle),
    level: bundleLevel(used, plan.bundle),
    over: Math.max(0, used - plan.bundle),
  };
}

/** The usage of the month of `today` against the plan's bundle; the all-time total beside it. */
export async function readUsage(
  companyId: string,
  plan: Plan,
  today: string,
): Promise<{ usage: Usage; totalAnalysed: number }> {
  const period = monthOf(today);
  const items = await table.batchGet([
    keys.stats(companyId, auditStatsKeys.month(period)),
    keys.stats(companyId, auditStatsKeys.all),
  ]);
  const bySk = new Map(items.map((item) => [String(item.sk), item]));
  return {
    usage: usageOf(plan, period, Number(bySk.get(auditStatsKeys.month(period))?.shipments ?? 0)),
    totalAnalysed: Number(bySk.get(auditStatsKeys.all)?.shipments ?? 0),
  };
}
