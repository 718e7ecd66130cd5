/**
 * Plans and subscriptions (spec section 3: price, billing cycle, bundle capacity, start and end
 * dates, total volume analysed, usage). A bundle is the number of parcels a month's audit includes;
 * usage is what the audit counted in the company's current calendar month. One catalog, read by
 * the server (usage, the 80 % warning) and the web (the Billing page, Home's bundle card).
 *
 * Past the bundle nothing stops: every parcel is still audited and its claims opened; each parcel
 * past the bundle is billed at the plan's overage price on the month's statement.
 */
import * as z from 'zod/mini';
import { addDays } from '../dashboards/calendar';

/** Every plan is billed by the calendar month (the pricing page and Billing say the same thing). */
export const BILLING_CYCLES = ['monthly'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

export interface Plan {
  planId: string;
  /** Price per cycle, in cents excluding VAT (0: free). */
  priceCents: number;
  cycle: BillingCycle;
  /** Parcels a calendar month's audit includes. */
  bundle: number;
  /** Each parcel audited past the bundle, in cents. */
  overageCents: number;
  /** Share of each credited refund billed as the success fee, in %. */
  feePercent: number;
  /** A plan that ends by itself after this many months (the free audit); null: until cancelled. */
  months: number | null;
}

/** The spec's 'one month free audit' is a plan: every company starts on it. */
export const FREE_AUDIT_PLAN = 'free_audit';

export const PLANS: Record<string, Plan> = {
  free_audit: {
    planId: 'free_audit',
    priceCents: 0,
    cycle: 'monthly',
    bundle: 2_000,
    overageCents: 0,
    feePercent: 30,
    months: 1,
  },
  starter: {
    planId: 'starter',
    priceCents: 4_900,
    cycle: 'monthly',
    bundle: 2_000,
    overageCents: 3,
    feePercent: 30,
    months: null,
  },
  growth: {
    planId: 'growth',
    priceCents: 14_900,
    cycle: 'monthly',
    bundle: 10_000,
    overageCents: 2,
    feePercent: 25,
    months: null,
  },
  scale: {
    planId: 'scale',
    priceCents: 39_900,
    cycle: 'monthly',
    bundle: 50_000,
    overageCents: 1,
    feePercent: 20,
    months: null,
  },
};
export const PLAN_IDS = Object.keys(PLANS) as [string, ...string[]];
/** The plans a client admin chooses from Billing (the free audit month is every company's start). */
export const PAID_PLAN_IDS = ['starter', 'growth', 'scale'] as const;
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];

/** The share of the bundle from which the company is warned (spec section 9: 80 %). */
export const BUNDLE_WARNING_PERCENT = 80;

export type BundleLevel = 'ok' | 'warning' | 'over';

/** Where usage stands against the bundle: under 80 %, from 80 %, past 100 %. */
export function bundleLevel(used: number, bundle: number): BundleLevel {
  if (used > bundle) return 'over';
  return used * 100 >= bundle * BUNDLE_WARNING_PERCENT ? 'warning' : 'ok';
}

export interface Subscription {
  plan: Plan;
  startDate: string;
  endDate: string | null;
}

/** The day `months` calendar months after `day` (the same day of the month, or the month's last). */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, last))).toISOString().slice(0, 10);
}

/** A plan from its start: it ends `months` later (the day before the same date), or never. */
export function subscriptionOf(planId: string, startDate: string): Subscription {
  const plan = PLANS[planId] ?? PLANS[FREE_AUDIT_PLAN]!;
  return {
    plan,
    startDate,
    endDate: plan.months === null ? null : addDays(addMonths(startDate, plan.months), -1),
  };
}

export const usageSchema = z.strictObject({
  /** The calendar month counted (YYYY-MM), in the company's time zone. */
  period: z.string(),
  used: z.number(),
  bundle: z.number(),
  /** Used over bundle, in % (rounded down). */
  percent: z.number(),
  level: z.enum(['ok', 'warning', 'over']),
  /** Parcels past the bundle this month. */
  over: z.number(),
});
export type Usage = z.infer<typeof usageSchema>;

export const subscriptionViewSchema = z.strictObject({
  /** Today in the company's calendar (YYYY-MM-DD): the free month has ended once it is past its end. */
  today: z.string(),
  planId: z.string(),
  cycle: z.enum(BILLING_CYCLES),
  /** YYYY-MM-DD; the end is null for a plan that runs until cancelled. */
  startDate: z.string(),
  endDate: z.nullable(z.string()),
  /** Amounts only for the client admin (and platform admins): null for the other members. */
  priceCents: z.nullable(z.number()),
  overageCents: z.nullable(z.number()),
  feePercent: z.nullable(z.number()),
  bundle: z.number(),
  usage: usageSchema,
  /** Every shipment the audit has counted for the company. */
  totalAnalysed: z.number(),
  /** Invoices past their due date and not paid: the warning that the solution may be suspended. */
  overdueInvoices: z.number(),
  /** Suspended for an invoice overdue past the grace period (only Billing stays open, to its client admin). */
  suspended: z.boolean(),
  /** The plan runs today (false once the free month or a cancelled plan is over). */
  running: z.boolean(),
  /** A change waiting for the month's end: another plan, or none (cancelled), from a day. */
  pending: z.nullable(z.strictObject({ planId: z.nullable(z.string()), from: z.string() })),
});
export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

/** What a platform admin sets: a plan from a day. */
export const subscriptionInputSchema = z.strictObject({
  planId: z.enum(PLAN_IDS, { error: 'form.required' }),
  startDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'form.invalid' })),
});
