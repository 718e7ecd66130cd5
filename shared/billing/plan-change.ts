/**
 * A company's plans over time, and the changes a client admin makes from Billing. The subscription
 * is a list of segments (a plan from a day, to a day or until changed); the plan of a day is the
 * segment that holds it. Plans are billed by the calendar month, in arrears: a month's subscription
 * is each segment's price for the days it ran that month (prorated by days), on the invoice issued
 * early the next month.
 *
 * The changes, read the same way by the server (which applies them) and the preview the person
 * confirms:
 * - start: from the free audit month, the plan starts the day after it ends (the free month is
 *   kept); after a plan ended (the free month, or a cancelled plan), it starts today;
 * - upgrade (a dearer plan): today, this month prorated between the two;
 * - downgrade (a cheaper plan): at the end of the month (the period paid for);
 * - cancel: the plan ends on the month's last day; nothing is billed after it;
 * - keep: a downgrade or cancellation waiting for the month's end is withdrawn.
 * A start and an upgrade cost more: the card is authenticated with the payment provider first.
 */
import * as z from 'zod/mini';
import { addDays, monthOf } from '../dashboards/calendar';
import { addMonths, FREE_AUDIT_PLAN, PAID_PLAN_IDS, PLANS, type Plan, type Subscription } from './plans';

export interface PlanSegment {
  planId: string;
  /** YYYY-MM-DD, the first day on the plan. */
  from: string;
  /** YYYY-MM-DD, the last day on it: null until changed (the free audit month ends by itself). */
  to: string | null;
}

export const planSegmentSchema = z.strictObject({
  planId: z.string(),
  from: z.string(),
  to: z.nullable(z.string()),
});

const planOf = (planId: string): Plan => PLANS[planId] ?? PLANS[FREE_AUDIT_PLAN]!;

/** The segment's last day: its own, else the end of a plan that ends by itself, else none. */
export function lastDayOf(segment: PlanSegment): string | null {
  if (segment.to) return segment.to;
  const { months } = planOf(segment.planId);
  return months === null ? null : addDays(addMonths(segment.from, months), -1);
}

const firstOfMonth = (day: string) => `${monthOf(day)}-01`;
const lastOfMonth = (day: string) => addDays(addMonths(firstOfMonth(day), 1), -1);
const daysBetween = (first: string, last: string) =>
  Math.round((Date.parse(`${last}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / 86_400_000) + 1;

/** What a change waits for: another plan (or none: the plan ends) from a day. */
export interface PendingChange {
  planId: string | null;
  from: string;
}

export interface SubscriptionOn extends Subscription {
  /** The plan runs on the day asked (false once the free month or a cancelled plan is over). */
  running: boolean;
  pending: PendingChange | null;
}

/** The plan of `day`: the last segment started by then (the first, if none has started yet). */
export function subscriptionOn(segments: readonly PlanSegment[], day: string): SubscriptionOn {
  const sorted = [...segments].sort((a, b) => a.from.localeCompare(b.from));
  const index = Math.max(
    0,
    sorted.findLastIndex((segment) => segment.from <= day),
  );
  const current = sorted[index] ?? { planId: FREE_AUDIT_PLAN, from: day, to: null };
  const endDate = lastDayOf(current);
  const next = sorted[index + 1];
  const explicitEnd = current.to !== null && planOf(current.planId).months === null;
  let pending: PendingChange | null = null;
  if (next && next.from > day) pending = { planId: next.planId, from: next.from };
  else if (!next && explicitEnd && endDate !== null && endDate >= day)
    pending = { planId: null, from: addDays(endDate, 1) };
  return {
    plan: planOf(current.planId),
    startDate: current.from,
    endDate,
    running: current.from <= day && (endDate === null || endDate >= day),
    pending,
  };
}

/** One plan's part of a month's subscription: the days it ran and their price (prorated). */
export interface MonthPart {
  planId: string;
  days: number;
  netCents: number;
}

/** The subscription of a month (YYYY-MM): each paid segment's price for the days it ran in it. */
export function monthCharge(segments: readonly PlanSegment[], month: string): MonthPart[] {
  const first = `${month}-01`;
  const last = lastOfMonth(first);
  const inMonth = daysBetween(first, last);
  const parts: MonthPart[] = [];
  for (const segment of [...segments].sort((a, b) => a.from.localeCompare(b.from))) {
    const plan = planOf(segment.planId);
    const end = lastDayOf(segment);
    const from = segment.from > first ? segment.from : first;
    const to = end === null || end > last ? last : end;
    if (plan.priceCents === 0 || from > to) continue;
    const days = daysBetween(from, to);
    parts.push({
      planId: plan.planId,
      days,
      netCents: days === inMonth ? plan.priceCents : Math.round((plan.priceCents * days) / inMonth),
    });
  }
  return parts;
}

const total = (parts: MonthPart[]) => parts.reduce((sum, part) => sum + part.netCents, 0);

export const PLAN_CHANGE_KINDS = ['start', 'upgrade', 'downgrade', 'cancel', 'keep'] as const;
export type PlanChangeKind = (typeof PLAN_CHANGE_KINDS)[number];

/** 'none' asks to cancel: the plan ends at the month's end. */
export const PLAN_CHOICES = [...PAID_PLAN_IDS, 'none'] as const;

/** What the client admin asks for, with the first day the preview they confirmed showed. */
export const planChangeInputSchema = z.strictObject({
  planId: z.enum(PLAN_CHOICES, { error: 'form.required' }),
  /** The preview's effective date: when it no longer holds (a new day, another change), 409. */
  effectiveDate: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'form.invalid' })),
});
export type PlanChangeInput = z.infer<typeof planChangeInputSchema>;

export const planChangeQuerySchema = z.strictObject({
  planId: z.enum(PLAN_CHOICES, { error: 'form.required' }),
});

export const planChangePreviewSchema = z.strictObject({
  kind: z.enum(PLAN_CHANGE_KINDS),
  currentPlanId: z.string(),
  /** The plan after the change; null: no plan after the cancelled one ends. */
  planId: z.nullable(z.string()),
  /** The first day the change holds (on the new plan, or without a plan). */
  effectiveDate: z.string(),
  /** The new plan's price per month excluding VAT, in cents (0 after a cancellation). */
  monthlyCents: z.number(),
  /** The month of the effective date (YYYY-MM), and its subscription after the change, prorated. */
  month: z.string(),
  monthCents: z.number(),
  /** What the change adds to (or, negative, takes off) that month's subscription. */
  differenceCents: z.number(),
  /** The card is authenticated with the payment provider before the change holds. */
  needsAuthentication: z.boolean(),
});
export type PlanChangePreview = z.infer<typeof planChangePreviewSchema>;

/** Why a change cannot be made (a stable error code): the plan already runs, nothing to cancel. */
export type PlanChangeRefusal = 'billing.plan_unchanged' | 'billing.nothing_to_cancel';

/** The change a choice makes on `day`: its preview and the segments after it, or why it cannot be. */
export function planChange(
  segments: readonly PlanSegment[],
  day: string,
  choice: (typeof PLAN_CHOICES)[number],
): { preview: PlanChangePreview; segments: PlanSegment[] } | { refused: PlanChangeRefusal } {
  const sorted = [...segments].sort((a, b) => a.from.localeCompare(b.from));
  const now = subscriptionOn(sorted, day);
  const current = now.plan;
  // The segments that have started (a change replaces whatever was waiting).
  const started = sorted.filter((segment) => segment.from <= day);
  const kept = started.slice(0, -1);
  const last = started.at(-1) ?? { planId: FREE_AUDIT_PLAN, from: day, to: null };
  const paidRunning = now.running && current.priceCents > 0;
  const nextMonth = addMonths(firstOfMonth(day), 1);
  let kind: PlanChangeKind;
  let effectiveDate: string;
  let after: PlanSegment[];
  if (choice === 'none') {
    if (!paidRunning) return { refused: 'billing.nothing_to_cancel' };
    kind = 'cancel';
    effectiveDate = nextMonth;
    after = [...kept, { ...last, to: lastOfMonth(day) }];
  } else if (choice === current.planId && now.running) {
    if (!now.pending) return { refused: 'billing.plan_unchanged' };
    kind = 'keep';
    effectiveDate = day;
    after = [...kept, { ...last, to: current.months === null ? null : last.to }];
  } else if (!paidRunning) {
    kind = 'start';
    // During the free month the plan follows it; after a plan ended it starts today.
    effectiveDate = now.running && now.endDate ? addDays(now.endDate, 1) : day;
    const ended = now.running ? { ...last, to: now.endDate } : last;
    after = [...kept, ended, { planId: choice, from: effectiveDate, to: null }];
  } else if (PLANS[choice]!.priceCents > current.priceCents) {
    kind = 'upgrade';
    effectiveDate = day;
    const before = last.from < day ? [{ ...last, to: addDays(day, -1) }] : [];
    after = [...kept, ...before, { planId: choice, from: day, to: null }];
  } else {
    kind = 'downgrade';
    effectiveDate = nextMonth;
    after = [...kept, { ...last, to: lastOfMonth(day) }, { planId: choice, from: nextMonth, to: null }];
  }
  const planId = kind === 'cancel' ? null : kind === 'keep' ? current.planId : choice;
  const month = monthOf(effectiveDate);
  const monthCents = total(monthCharge(after, month));
  return {
    preview: {
      kind,
      currentPlanId: current.planId,
      planId,
      effectiveDate,
      monthlyCents: planId ? PLANS[planId]!.priceCents : 0,
      month,
      monthCents,
      differenceCents: monthCents - total(monthCharge(sorted, month)),
      needsAuthentication: kind === 'start' || kind === 'upgrade',
    },
    segments: after,
  };
}
