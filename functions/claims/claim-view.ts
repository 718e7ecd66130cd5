/** What a person sees of a claim: no company id, no credential, their own favourite flag, days left. */
import type { ActionItem } from '@shared/claims/actions';
import { STAGE_OF } from '@shared/claims/lifecycle';
import type { ClaimView } from '@shared/claims/schema';
import { claimWindow } from './claim-window';
import type { StoredClaim } from './stored-claim';

const cents = (value: number | null) => (value === null ? null : value / 100);

/** A claim's window: none once it is closed or before the carrier's tracking is known. */
export function openWindow(claim: StoredClaim, today: Date): { daysLeft: number; closesOn: string } | null {
  if (!claim.shipment || STAGE_OF[claim.state] === 'closed') return null;
  return claimWindow(claim.carrier, claim.reason_refund, claim.shipment, today);
}

/**
 * The day a claim not yet filed with the carrier loses its window (Home's 'closing soon' counts
 * them by it); null once the carrier has it, or when its window is unknown.
 */
export function closingDay(claim: StoredClaim): string | null {
  if (!claim.shipment || STAGE_OF[claim.state] !== 'not_open') return null;
  return claimWindow(claim.carrier, claim.reason_refund, claim.shipment, new Date(0))?.closesOn ?? null;
}

export function claimView(claim: StoredClaim, viewer: string, today: Date): ClaimView {
  const window = openWindow(claim, today);
  return {
    claimId: claim.claimId,
    tracking_number: claim.tracking_number,
    carrier: claim.carrier,
    reason_refund: claim.reason_refund,
    reference: claim.reference,
    state: claim.state,
    stage: claim.stage,
    owner: claim.owner,
    claim_source: claim.claim_source,
    is_lox_claim: claim.is_lox_claim,
    // Claims stored before the tracking details were kept have none.
    service_level_agreement: claim.service_level_agreement ?? null,
    country_code_sender: claim.country_code_sender ?? null,
    country_code_receiver: claim.country_code_receiver ?? null,
    postal_code_receiver: claim.postal_code_receiver ?? null,
    weight: claim.weight ?? null,
    claim_number: claim.claim_number,
    claim_date: claim.claim_date,
    currency: claim.currency,
    requested_amount: claim.requestedCents / 100,
    confirmed_amount: cents(claim.confirmedCents),
    credited_amount: cents(claim.creditedCents),
    last_carrier_message: claim.last_carrier_message,
    lines: claim.lines,
    documents: claim.documents,
    actions: claim.actions,
    favourite: claim.favourites.includes(viewer),
    days_left_to_claim: window?.daysLeft ?? null,
    window_closes_on: window?.closesOn ?? null,
    audit: claim.audit ?? null,
    // What the desk recorded of the carrier's side, without who on our side recorded it.
    filing: claim.filing ? { channel: claim.filing.channel, filedOn: claim.filing.filedOn } : null,
    carrier_request: claim.carrierRequest ?? null,
    denial: claim.denial
      ? { reason: claim.denial.reason, text: claim.denial.text, at: claim.denial.at }
      : null,
    credit: claim.credit ? creditView(claim.credit) : null,
    createdAt: claim.createdAt,
    updatedAt: claim.updatedAt,
  };
}

/** The credit the carrier gave, as the screens show it (amounts in units, not cents). */
export const creditView = (credit: NonNullable<StoredClaim['credit']>): NonNullable<ClaimView['credit']> => ({
  amount: credit.amountCents / 100,
  currency: credit.currency,
  creditedOn: credit.creditedOn,
  proof: credit.proof,
  documentId: credit.documentId ?? null,
  reference: credit.reference ?? null,
});

/** What the action-required list shows of a claim. */
export const actionItem = (claim: StoredClaim): ActionItem => ({
  claimId: claim.claimId,
  tracking_number: claim.tracking_number,
  carrier: claim.carrier,
  reference: claim.reference,
  reason_refund: claim.reason_refund,
  state: claim.state,
  actions: claim.actions,
  createdAt: claim.createdAt,
});
