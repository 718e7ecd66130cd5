/**
 * A carrier account's contract terms, as the merchant enters them (issue 6, item 2): the audit
 * compares what was billed with what was agreed. One schema, read by the form in the browser and
 * by the server. Every part is optional: an account without terms is audited against the carriers'
 * published rules only.
 */
import * as z from 'zod/mini';
import { CLAIM_TYPES } from '../carriers/carriers';
import { CHARGE_CATEGORIES, type ChargeCategory } from './charge-line';

/** What a contract's surcharge terms cannot name: carriage itself, taxes, duties, adjustments. */
const NOT_SURCHARGES: readonly ChargeCategory[] = [
  'transportation',
  'duties_taxes',
  'vat',
  'adjustment',
  'other',
  'informational',
];

/** The surcharges a contract can waive or cap: every charge category but those. */
export const SURCHARGE_TERMS = CHARGE_CATEGORIES.filter((category) => !NOT_SURCHARGES.includes(category)) as [
  ChargeCategory,
  ...ChargeCategory[],
];

const day = z
  .string({ error: 'form.invalidDate' })
  .check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'form.invalidDate' }));
/** A number within bounds (`error`: a message key of the web's catalogs); the form sends what the person typed as a number (or NaN when it is not one). */
const number = (min: number, max: number, error: string, int = false) =>
  z
    .number({ error: 'contract.notANumber' })
    .check(...(int ? [z.int({ error })] : []), z.minimum(min, { error }), z.maximum(max, { error }));
const percent = number(0, 100, 'contract.percentRange');
const money = number(0, 100_000, 'contract.amountRange');

export const contractTermsSchema = z.strictObject({
  /** Discount off the published transportation rate, per service as the invoice names it. */
  discounts: z
    .array(
      z.strictObject({
        service: z
          .string({ error: 'form.required' })
          .check(
            z.trim(),
            z.minLength(1, { error: 'form.required' }),
            z.maxLength(80, { error: 'form.tooLong' }),
          ),
        percent,
      }),
    )
    .check(z.maxLength(50, { error: 'contract.tooMany' })),
  /** Agreed dimensional divisor (cm³ per kg), when the contract overrides the carrier's. */
  dimDivisor: z.nullable(number(1000, 10_000, 'contract.divisorRange', true)),
  /** The published fuel surcharge table: the percent that applies to shipments in each period. */
  fuelTable: z
    .array(
      z
        .strictObject({ from: day, to: day, percent })
        .check(
          z.refine((period) => period.from <= period.to, { error: 'contract.periodOrder', path: ['to'] }),
        ),
    )
    .check(z.maxLength(120, { error: 'contract.tooMany' })),
  /** Agreed surcharges: waived (never billable) or capped at an amount per parcel. */
  surcharges: z
    .array(
      z.strictObject({
        category: z.enum(SURCHARGE_TERMS, { error: 'form.required' }),
        waived: z.boolean(),
        maxAmount: z.nullable(money),
      }),
    )
    .check(z.maxLength(30, { error: 'contract.tooMany' })),
  /** The money-back guarantee was waived in the contract: late deliveries are not refundable. */
  moneyBackGuaranteeWaived: z.boolean(),
  /** Claim windows where the contract overrides the catalog's. */
  claimWindows: z
    .array(
      z.strictObject({
        claimType: z.enum(CLAIM_TYPES, { error: 'form.required' }),
        days: number(1, 730, 'contract.daysRange', true),
      }),
    )
    .check(z.maxLength(CLAIM_TYPES.length, { error: 'contract.tooMany' })),
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

/** An account number as an invoice prints it: letters, digits and a few separators. */
const ACCOUNT_NUMBER = /^[\w .\-/]{1,40}$/;

/**
 * PUT /api/private/carrier/credentials/{credentialId}/contract: the terms of one carrier account,
 * and the account numbers its invoices print (none: every invoice of the account's carrier).
 */
export const carrierContractSchema = z.strictObject({
  // One issue for the list (the form holds it in one field).
  accountNumbers: z.array(z.string().check(z.trim())).check(
    z.maxLength(20, { error: 'contract.tooMany' }),
    z.refine((numbers) => numbers.every((number) => ACCOUNT_NUMBER.test(number)), {
      error: 'contract.accountInvalid',
    }),
  ),
  terms: contractTermsSchema,
});
export type CarrierContract = z.infer<typeof carrierContractSchema>;

/** A stored contract, as the audit matches it to a shipment. */
export interface AccountContract extends CarrierContract {
  carrier: string;
}

/** A carrier account's contract as stored and shown: whose account, and who changed it when. */
export const contractViewSchema = z.strictObject({
  ...carrierContractSchema.shape,
  carrier: z.string(),
  credentialId: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string(),
});
export type ContractView = z.infer<typeof contractViewSchema>;

const accountKey = (account: string) => account.replace(/[\s.\-/]/g, '').toUpperCase();

/**
 * The contract that governs a shipment: the one of its carrier that names the invoice's account
 * number, else the one of its carrier that names no account, else none.
 */
export function contractFor(
  contracts: readonly AccountContract[],
  carrier: string,
  account: string,
): ContractTerms | null {
  const ofCarrier = contracts.filter((contract) => contract.carrier === carrier);
  const key = accountKey(account);
  const named = key
    ? ofCarrier.find((contract) => contract.accountNumbers.some((number) => accountKey(number) === key))
    : undefined;
  return (named ?? ofCarrier.find((contract) => contract.accountNumbers.length === 0))?.terms ?? null;
}

/** The contract's claim window for a claim type, in days, when it overrides the catalog's. */
export const contractWindowDays = (terms: ContractTerms | null | undefined, claimType: string) =>
  terms?.claimWindows.find((window) => window.claimType === claimType)?.days;
