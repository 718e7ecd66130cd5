/**
 * A carrier account's contract terms, as the merchant enters them (issue 6, item 2): the audit
 * compares what was billed with what was agreed. One schema, read by the form in the browser and
 * by the server. Every part is optional: an account without terms is audited against the carriers'
 * published rules only.
 */
import * as z from 'zod/mini';
import { CLAIM_TYPES } from '../carriers';
import { CHARGE_CATEGORIES } from './charge-line';

const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'form.invalidDate' }));
const percent = z
  .number()
  .check(z.minimum(0, { error: 'form.invalid' }), z.maximum(100, { error: 'form.invalid' }));
const money = z
  .number()
  .check(z.minimum(0, { error: 'form.invalid' }), z.maximum(100_000, { error: 'form.invalid' }));

export const contractTermsSchema = z.strictObject({
  /** Discount off the published transportation rate, per service as the invoice names it. */
  discounts: z
    .array(
      z.strictObject({
        service: z.string().check(z.trim(), z.minLength(1, { error: 'form.required' }), z.maxLength(80)),
        percent,
      }),
    )
    .check(z.maxLength(50)),
  /** Agreed dimensional divisor (cm³ per kg), when the contract overrides the carrier's. */
  dimDivisor: z.nullable(z.number().check(z.int(), z.minimum(1000), z.maximum(10_000))),
  /** The published fuel surcharge table: the percent that applies to shipments in each period. */
  fuelTable: z.array(z.strictObject({ from: day, to: day, percent })).check(z.maxLength(120)),
  /** Agreed surcharges: waived (never billable) or capped at an amount per parcel. */
  surcharges: z
    .array(
      z.strictObject({
        category: z.enum(CHARGE_CATEGORIES),
        waived: z.boolean(),
        maxAmount: z.nullable(money),
      }),
    )
    .check(z.maxLength(30)),
  /** The money-back guarantee was waived in the contract: late deliveries are not refundable. */
  moneyBackGuaranteeWaived: z.boolean(),
  /** Claim windows where the contract overrides the catalog's. */
  claimWindows: z
    .array(
      z.strictObject({
        claimType: z.enum(CLAIM_TYPES),
        days: z.number().check(z.int(), z.minimum(1), z.maximum(730)),
      }),
    )
    .check(z.maxLength(CLAIM_TYPES.length)),
});

export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** No contract entered: the published rules only. */
export const NO_CONTRACT: ContractTerms = {
  discounts: [],
  dimDivisor: null,
  fuelTable: [],
  surcharges: [],
  moneyBackGuaranteeWaived: false,
  claimWindows: [],
};
