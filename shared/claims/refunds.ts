/**
 * The Refunds tab of the Claim Center (issue 38, item 9): the refunds the carriers credited, latest
 * first, each with its proof and, for the people who see Billing's amounts (the client admin), the
 * success fee charged on it.
 */
import * as z from 'zod/mini';
import { CREDIT_PROOFS } from './desk-terms';

export const refundsQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.maxLength(600))),
});

export const refundSchema = z.strictObject({
  claimId: z.string(),
  tracking_number: z.string(),
  carrier: z.string(),
  claim_number: z.nullable(z.string()),
  currency: z.string(),
  /** What the carrier credited. */
  credited_amount: z.number(),
  /** The day it was credited (the carrier's date when the desk recorded it). */
  credited_on: z.string(),
  /** How the credit is proven (null: the carrier's own answer, through its connector). */
  proof: z.nullable(
    z.strictObject({
      kind: z.enum(CREDIT_PROOFS),
      /** A credit note: the company's document, to download. */
      documentId: z.nullable(z.string()),
      /** An invoice or statement line: how the carrier printed it. */
      reference: z.nullable(z.string()),
    }),
  ),
  /** The success fee charged on it: null for a caller who does not see Billing's amounts, or no fee line. */
  fee: z.nullable(
    z.strictObject({
      percent: z.number(),
      amount: z.number(),
      /** The invoice that billed it, once one did. */
      invoiceNumber: z.nullable(z.string()),
    }),
  ),
});
export type Refund = z.infer<typeof refundSchema>;

export const refundsReplySchema = z.strictObject({
  refunds: z.array(refundSchema),
  cursor: z.nullable(z.string()),
  /** Whether the caller sees the fees (Billing's amounts are the client admin's). */
  fees: z.boolean(),
});
