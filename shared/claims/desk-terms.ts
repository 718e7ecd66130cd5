/**
 * The terms the claims desk records (shared/claims/desk.ts re-exports them): how a claim reached the
 * carrier, how a credit is proven, why carriers deny claims. Apart from desk.ts so that the claim
 * view's schema (./schema), which shows them to the merchant, can read them without an import cycle.
 */

/** How a claim reached the carrier. */
export const FILING_CHANNELS = ['portal', 'email', 'form', 'phone', 'bulk_file', 'api'] as const;
export type FilingChannel = (typeof FILING_CHANNELS)[number];

/** How a credit is proven. */
export const CREDIT_PROOFS = ['credit_note', 'audit_line', 'statement_line'] as const;
export type CreditProof = (typeof CREDIT_PROOFS)[number];

/** Why carriers deny claims: the reasons every carrier's answers come down to (item 4). */
export const DENIAL_REASONS = [
  'delivered_signed',
  'delivered_scan',
  'insufficient_packaging',
  'no_proof_of_value',
  'late_notice',
  'excluded_goods',
  'liability_limit',
  'guarantee_waived',
  'duplicate',
  'not_carrier_fault',
  'other',
] as const;
export type DenialReason = (typeof DENIAL_REASONS)[number];
