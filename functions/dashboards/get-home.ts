/**
 * GET /api/private/home: the merchant's cockpit for the past 12 months (spec: Home). Refunds
 * requested, confirmed and credited; carrier invoices per month and per ISO week with their
 * carriers; what needs the merchant now (Data Needed, claims whose carrier window closes within 7
 * days, carrier accounts not working); and the getting-started checklist, each step from real
 * data. A fixed number of reads whatever the company holds: the company, then one batched read of
 * counter items, its subscription, carrier accounts, first audit and people.
 */
import { ACTION_KINDS } from '@shared/claims/actions';
import { addDays, lastMonths, lastWeeks, monthOf } from '@shared/dashboards/calendar';
import { CLOSING_SOON_DAYS, type HomeView } from '@shared/dashboards/catalog';
import * as z from 'zod/mini';
import { auditStatsKeys, listAudits } from '../audit/audit-store';
import { readStoredSubscription, subscriptionFrom, usageOf } from '../billing/subscription-store';
import { listCredentials } from '../carriers/credential-store';
import { amountsOf, statsKeys } from '../claims/counters';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { listMembers } from '../team/member-store';
import { companyToday, openDashboards, readCounters } from './board-data';
import { amounts, type Counters, sumBags } from './graphs';
import { dashKeys } from './shipment-counters';

const MONTHS = 12;
const WEEKS = 12;

/** One kind's refund amounts per currency, in units, those not zero. */
const refunds = (bag: Counters, kind: string) =>
  Object.fromEntries(
    Object.entries(amountsOf(bag, kind))
      .filter(([, cents]) => cents)
      .map(([currency, cents]) => [currency, cents / 100]),
  );

/** Invoices and their net amount per carrier in one bucket, in `currency`. */
function invoicePeriod(period: string, bag: Counters, currency: string | null) {
  let count = 0;
  for (const [name, value] of Object.entries(bag)) if (name.startsWith('inv_')) count += value;
  const byCarrier: Record<string, number> = {};
  for (const [carrier, money] of amounts(bag, 'spend_c_'))
    if (currency && money[currency]) byCarrier[carrier] = money[currency] / 100;
  const amount = Math.round(Object.values(byCarrier).reduce((sum, value) => sum + value, 0) * 100) / 100;
  return { period, count, amount, byCarrier };
}

export const handler = endpoint(z.strictObject({}), async ({ actor: me }) => {
  // Open, and in which time zone: the months and weeks to read are the company's.
  const { timeZone, createdDay } = await openDashboards(me);
  const today = companyToday(timeZone);
  const months = lastMonths(today, MONTHS);
  const weeks = lastWeeks(today, WEEKS);
  const thisMonth = auditStatsKeys.month(monthOf(today));
  const [counters, credentials, audits, members, stored] = await Promise.all([
    readCounters(me.companyId, [
      statsKeys.all,
      auditStatsKeys.all,
      thisMonth,
      ...months.map(statsKeys.month),
      ...months.map((month) => dashKeys.month(month)),
      ...weeks.map((week) => dashKeys.week(week)),
    ]),
    listCredentials(me.companyId),
    listAudits(me.companyId, 1),
    listMembers(me.companyId),
    readStoredSubscription(me.companyId),
  ]);
  // The bundle from the same reads: the plan, and this month's parcels from My Invoices' counter.
  const subscription = subscriptionFrom(stored, createdDay, today);
  const usage = usageOf(subscription.plan, monthOf(today), counters[thisMonth]?.shipments ?? 0);
  const claimsAll = counters[statsKeys.all] ?? {};
  const claimMonths = sumBags(months.map((month) => counters[statsKeys.month(month)] ?? {}));
  const dashMonths = months.map((month) => counters[dashKeys.month(month)] ?? {});
  // Invoices are shown in the currency most of the year's spend is in; the others are named.
  const spendByCurrency: Record<string, number> = {};
  for (const money of amounts(sumBags(dashMonths), 'spend_c_').values())
    for (const [currency, cents] of Object.entries(money))
      spendByCurrency[currency] = (spendByCurrency[currency] ?? 0) + Math.abs(cents);
  const ranked = Object.keys(spendByCurrency).sort((a, b) => spendByCurrency[b]! - spendByCurrency[a]!);
  const currency = ranked[0] ?? null;
  let closingSoon = 0;
  for (let day = 0; day <= CLOSING_SOON_DAYS; day++)
    closingSoon += claimsAll[`closes_${addDays(today, day)}`] ?? 0;
  const view: HomeView = {
    today,
    timeZone,
    bundle: {
      planId: subscription.plan.planId,
      endDate: subscription.endDate,
      planFollows: Boolean(subscription.pending?.planId),
      usage,
    },
    gettingStarted: {
      carrierAccount: credentials.length > 0,
      invoiceUploaded: audits.audits.length > 0,
      auditDone: (counters[auditStatsKeys.all]?.invoices ?? 0) > 0,
      // Someone besides the person who signed up (invited or joined; provider staff do not count).
      teamInvited: members.filter((member) => member.role !== 'provider_staff').length > 1,
    },
    refunds: {
      requested: refunds(claimMonths, 'requested'),
      confirmed: refunds(claimMonths, 'confirmed'),
      credited: refunds(claimMonths, 'credited'),
    },
    invoices: {
      currency,
      otherCurrencies: ranked.slice(1),
      monthly: months.map((month, index) => invoicePeriod(month, dashMonths[index]!, currency)),
      weekly: weeks.map((week) => invoicePeriod(week, counters[dashKeys.week(week)] ?? {}, currency)),
    },
    needs: {
      dataNeeded: claimsAll.attention ?? 0,
      byKind: Object.fromEntries(
        ACTION_KINDS.map((kind) => [kind, claimsAll[`action_${kind}`] ?? 0]).filter(([, count]) => count),
      ),
      closingSoon,
      credentials: credentials
        .filter((credential) => credential.status === 'not_working')
        .map((credential) => ({
          credentialId: credential.credentialId,
          carrier: credential.carrier,
          reason: credential.statusReason ?? null,
        })),
    },
  };
  return ok(view);
});
