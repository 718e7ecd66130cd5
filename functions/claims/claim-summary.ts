/**
 * GET /api/private/claims-summary: the claim center's overview and refunds, read from the counters
 * kept on write (./counters): totals by state and carrier, refund amounts (requested, confirmed,
 * credited, declined) by currency, claims per month (12) and per ISO week (12) with a value per
 * carrier, and the values of My claims' country, service level and owner lists with their counts. A fixed number of item reads whatever the number of claims.
 */
import { lastMonths, lastWeeks, localDay } from '@shared/dashboards/calendar';
import * as z from 'zod/mini';
import { companyTimeZone } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { readClaimStats } from './claim-queries';
import { AMOUNT_KINDS, amountsOf, FACETS, type FacetList, facetCounter, statsKeys } from './counters';

const PERIODS = 12;

type Counters = Record<string, number>;

function split(counters: Counters, prefix: string): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [name, value] of Object.entries(counters)) {
    if (name.startsWith(prefix) && value !== 0) out[name.slice(prefix.length)] = value;
  }
  return out;
}

function amounts(counters: Counters) {
  return Object.fromEntries(
    AMOUNT_KINDS.map((kind) => [
      kind,
      Object.fromEntries(
        Object.entries(amountsOf(counters, kind)).map(([currency, cents]) => [currency, cents / 100]),
      ),
    ]),
  );
}

const period = (key: string, counters: Counters | undefined) => ({
  period: key,
  claims: counters?.claims ?? 0,
  byCarrier: split(counters ?? {}, 'claims_'),
});

/** No query fields: an unknown one is refused like everywhere else. */
const schema = z.strictObject({});

export const handler = endpoint(schema, async ({ actor: me }) => {
  // The last 12 months and 12 ISO weeks of the company's calendar, oldest first: their label and their counters item.
  const today = localDay(clock.now(), await companyTimeZone(me.companyId));
  const months = lastMonths(today, PERIODS).map((label) => ({ label, key: statsKeys.month(label) }));
  const weeks = lastWeeks(today, PERIODS).map((label) => ({ label, key: statsKeys.week(label) }));
  const stats = await readClaimStats(me.companyId, [
    statsKeys.all,
    ...[...months, ...weeks].map((period) => period.key),
  ]);
  const all = stats[statsKeys.all] ?? {};
  return ok({
    total: all.claims ?? 0,
    byState: split(all, 'state_'),
    byCarrier: split(all, 'claims_'),
    amounts: amounts(all),
    // The values My claims' filter lists offer, with how many claims have each.
    facets: Object.fromEntries(
      (Object.keys(FACETS) as FacetList[]).map((list) => [list, split(all, facetCounter(list, ''))]),
    ),
    monthly: months.map(({ label, key }) => period(label, stats[key])),
    weekly: weeks.map(({ label, key }) => period(label, stats[key])),
  });
});
