/**
 * The pricing page's calculator: from parcels a month and the month's carrier spend to the money
 * we expect to recover, our success fee and the plan that costs least, with its assumptions stated.
 * Plans are the billing catalog's (shared/billing/plans.ts); nothing here is a promise of a result.
 */
import * as z from 'zod/mini';
import { PAID_PLAN_IDS, PLANS } from '../billing/plans';

/** What an audit typically recovers, as a share of carrier spend: the calculator's assumption. */
export const TYPICAL_RECOVERY_PERCENT = 3;
/** The spec's marketing claim: savings up to 10 percent. */
export const MAX_RECOVERY_PERCENT = 10;

export const calculatorInputSchema = z.strictObject({
  parcelsPerMonth: z
    .number({ error: 'form.invalid' })
    .check(
      z.int({ error: 'form.invalid' }),
      z.minimum(1, { error: 'form.invalid' }),
      z.maximum(5_000_000, { error: 'form.invalid' }),
    ),
  /** The month's carrier invoices, in euros excluding VAT. */
  monthlySpendEuros: z
    .number({ error: 'form.invalid' })
    .check(z.minimum(0, { error: 'form.invalid' }), z.maximum(100_000_000, { error: 'form.invalid' })),
});
export type CalculatorInput = z.infer<typeof calculatorInputSchema>;

export interface PlanCost {
  planId: (typeof PAID_PLAN_IDS)[number];
  /** The subscription for one month, in cents. */
  subscriptionCents: number;
  /** Parcels past the bundle at the plan's overage price, in cents. */
  overageCents: number;
  /** The plan's share of the typical recovery, in cents. */
  feeCents: number;
  totalCents: number;
}

export interface CalculatorResult {
  /** What the audit typically recovers in a month, in cents. */
  recoveryCents: number;
  /** What 'up to 10 %' would be, in cents. */
  upToCents: number;
  plans: PlanCost[];
  /** The plan that costs least for these figures. */
  best: PlanCost;
  /** The typical recovery less everything paid to us on the best plan, in cents. */
  netCents: number;
}

export function estimate(input: CalculatorInput): CalculatorResult {
  const spendCents = Math.round(input.monthlySpendEuros * 100);
  const recoveryCents = Math.round((spendCents * TYPICAL_RECOVERY_PERCENT) / 100);
  const upToCents = Math.round((spendCents * MAX_RECOVERY_PERCENT) / 100);
  const plans = PAID_PLAN_IDS.map((planId): PlanCost => {
    const plan = PLANS[planId]!;
    const subscriptionCents = plan.priceCents;
    const overageCents = Math.max(0, input.parcelsPerMonth - plan.bundle) * plan.overageCents;
    const feeCents = Math.round((recoveryCents * plan.feePercent) / 100);
    return {
      planId,
      subscriptionCents,
      overageCents,
      feeCents,
      totalCents: subscriptionCents + overageCents + feeCents,
    };
  });
  const best = plans.reduce((cheapest, plan) => (plan.totalCents < cheapest.totalCents ? plan : cheapest));
  return { recoveryCents, upToCents, plans, best, netCents: recoveryCents - best.totalCents };
}
