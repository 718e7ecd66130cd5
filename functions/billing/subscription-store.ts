/**
 * A company's subscription (`C#<co>` / `SUBSCRIPTION`: its plan and start date) and its usage: the
 * shipments the audit counted for the company's current calendar month (My Invoices' monthly
 * counters, by the invoices' dates), against the plan's bundle. A company with no subscription
 * stored is on the free audit month, from the day the company was created.
 */

import {
  bundleLevel,
  FREE_AUDIT_PLAN,
  type Plan,
  type Subscription,
  subscriptionOf,
  type Usage,
} from '@shared/billing/plans';
import { timeZoneOf } from '@shared/companies/company';
import { localDay, monthOf } from '@shared/dashboards/calendar';
import { auditStatsKeys } from '../audit/audit-store';
import { type Company, getCompany } from '../companies/company-store';
import { clock } from '../lib/clock';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';

export interface StoredSubscription {
  planId: string;
  /** YYYY-MM-DD */
  startDate: string;
  updatedAt: string;
  updatedBy: string;
}

export async function putSubscription(companyId: string, stored: StoredSubscription): Promise<void> {
  await table.put({
    ...keys.subscription(companyId),
    entity: 'subscription',
    ...stored,
    companyId,
    ...onIndex(INDEX.listing, partitions.subscriptions, companyId),
  });
}

/** The company's stored subscription item, if a platform admin set one. */
export const readStoredSubscription = (companyId: string) => table.get(keys.subscription(companyId));

/** The subscription stored, else the free audit month from the day the company was created. */
export function subscriptionFrom(
  stored: Record<string, unknown> | undefined,
  createdDay: string,
): Subscription {
  return stored
    ? subscriptionOf(String(stored.planId), String(stored.startDate))
    : subscriptionOf(FREE_AUDIT_PLAN, createdDay);
}

/** The company's subscription, its time zone and today in it. */
export async function readSubscription(
  companyId: string,
  /** The company, when the caller has read it already (undefined: read it here). */
  known?: Company | null,
): Promise<{ subscription: Subscription; timeZone: string; today: string; company: Company | null }> {
  const [company, stored] = await Promise.all([
    known === undefined ? getCompany(companyId) : known,
    readStoredSubscription(companyId),
  ]);
  const timeZone = timeZoneOf(company?.country);
  const today = localDay(clock.now(), timeZone);
  const subscription = subscriptionFrom(stored, company ? localDay(company.createdAt, timeZone) : today);
  return { subscription, timeZone, today, company };
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
