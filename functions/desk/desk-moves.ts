/**
 * What a move recorded on the desk does to a claim: the lifecycle's state it goes to (checked by
 * `changeClaim` for the staff mover), its history entry, and what it keeps of the carrier's side
 * (the claim number and channel, the carrier's words, the denial, the credit and its proof). Pure:
 * the endpoint reads the claim, calls this, and writes the change through the claims core, which
 * writes the success fee line of a credit in the same transaction.
 */
import { denialReasonsFor } from '@shared/carriers/claim-forms';
import { creditProofComplete, type DeskMove, deskLane, movesFrom } from '@shared/claims/desk';
import type { ClaimState } from '@shared/claims/lifecycle';
import type { ClaimChange } from '../claims/claim-writes';
import type { StoredClaim } from '../claims/stored-claim';
import { HttpError } from '../http/errors';

/** A filed claim the carrier is working on: its first answer or our documents move it to processing. */
const underReview = (state: ClaimState): ClaimState => (state === 'requested' ? 'processing' : state);

const cents = (amount: number) => Math.round(amount * 100);

export function deskChange(claim: StoredClaim, move: DeskMove, by: string, at: string): ClaimChange {
  if (!movesFrom(deskLane(claim), claim).includes(move.move))
    throw new HttpError('desk.move_refused', `This investigation cannot be ${move.move} now`);
  const base = { mover: 'staff' as const, by, at, moveId: move.moveId };
  switch (move.move) {
    case 'filed':
      return {
        ...base,
        event: 'filed',
        to: 'requested',
        message: move.note || null,
        set: {
          claim_number: move.claimNumber,
          claim_date: move.filedOn,
          filing: { channel: move.channel, filedOn: move.filedOn, by },
          nextSyncAt: null,
        },
      };
    case 'more_requested':
      return {
        ...base,
        event: 'carrier_request',
        to: underReview(claim.state),
        message: move.carrierText,
        set: {
          actions: [...new Set([...claim.actions, 'documents_missing' as const])],
          documentsRequestedAt: at,
          carrierRequest: { text: move.carrierText, language: move.language, at },
          last_carrier_message: move.carrierText,
          nextSyncAt: null,
        },
      };
    case 'documents_sent':
      return {
        ...base,
        event: 'documents_sent',
        to: underReview(claim.state),
        message: move.note || null,
        set: { documentsRequestedAt: undefined },
      };
    case 'accepted':
      requireCurrency(claim, move.currency);
      return {
        ...base,
        event: 'accepted',
        to: 'confirmed',
        message: move.note || null,
        set: { confirmedCents: cents(move.amount) },
      };
    case 'denied':
      // The carrier's own reasons (shared/carriers/claim-forms.ts): one it never gives is a slip.
      if (!denialReasonsFor(claim.carrier).includes(move.reason))
        throw new HttpError(
          'desk.denial_reason_refused',
          `${claim.carrier} does not give this reason for a denial: choose one of its own`,
        );
      return {
        ...base,
        event: 'denied',
        to: 'declined',
        message: move.text,
        set: {
          denial: { reason: move.reason, text: move.text, at, by },
          deskDecision: true,
          last_carrier_message: move.text,
        },
      };
    case 'redisputed':
      return {
        ...base,
        event: 'redisputed',
        to: 'ongoing',
        message: move.evidence,
        set: { deskDecision: false, redisputes: (claim.redisputes ?? 0) + 1 },
      };
    case 'denial_accepted':
      return {
        ...base,
        event: 'denial_accepted',
        to: claim.state,
        message: move.note || null,
        set: { deskDecision: false },
      };
    case 'credited': {
      requireCurrency(claim, move.currency);
      if (!creditProofComplete(move))
        throw new HttpError('desk.proof_missing', 'Name the credit note, or the line that proves the credit');
      return {
        ...base,
        event: 'credited',
        to: 'credited',
        message: move.reference || null,
        set: {
          creditedCents: cents(move.amount),
          confirmedCents: claim.confirmedCents ?? cents(move.amount),
          credit: {
            amountCents: cents(move.amount),
            currency: move.currency,
            creditedOn: move.creditedOn,
            proof: move.proof,
            ...(move.documentId ? { documentId: move.documentId } : {}),
            ...(move.reference ? { reference: move.reference } : {}),
            by,
          },
        },
      };
    }
    case 'closed':
      return { ...base, event: 'closed', to: 'closed', message: move.note, set: {} };
  }
}

/** Amounts are the claim's currency: its counters and its success fee are kept in it. */
function requireCurrency(claim: StoredClaim, currency: string) {
  if (currency !== claim.currency)
    throw new HttpError(
      'desk.currency_mismatch',
      `Record the amount in the investigation's currency (${claim.currency})`,
    );
}
