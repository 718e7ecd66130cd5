/**
 * POST /api/private/invoices/{documentId}/reviews/confirm and .../reviews/dismiss: the merchant
 * settles a signal to review. Confirmed, it opens the investigation a claim finding would have
 * opened (one per parcel and reason, whoever opens it first); dismissed, it is remembered and no
 * audit raises it again. Either answers the signal with its decision; asked twice, the same.
 */
import { type ReviewChoice, reviewChoiceSchema } from '@shared/audit/invoice-audit';
import { listCredentials } from '../carriers/credential-store';
import { openClaimIds } from '../claims/claim-queries';
import { openClaims } from '../claims/open-claim';
import { type Actor, endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { created, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { requireDoneAudit } from './get-invoice';
import { chosenSignal, decide, pointDecision, readReviews } from './review-decisions';
import { auditClaim } from './run-steps';

async function signalOf(actor: Actor, documentId: string, choice: ReviewChoice) {
  const audit = await requireDoneAudit(actor.companyId, documentId);
  const signal = chosenSignal((await readReviews(audit)).reviews, choice);
  if (!signal) throw NotFound('This invoice lists no such signal to review');
  return { audit, signal };
}

export const confirm = endpoint(reviewChoiceSchema, async ({ input, actor, request }) => {
  const { audit, signal } = await signalOf(actor, request.params.documentId ?? '', input);
  const at = clock.now().toISOString();
  const claim = auditClaim(audit, [signal], await listCredentials(audit.companyId), at, {
    userId: actor.userId,
    email: actor.email,
  });
  // Decided first, so a signal dismissed meanwhile opens nothing (409); a confirmation cut short is
  // finished by the next one, as opening is idempotent.
  let decision = await decide(audit.companyId, signal, {
    kind: 'confirmed',
    claimId: claim.claimId,
    by: actor.email,
    at,
  });
  // Opened once, counted by the transaction that creates it; an open investigation of the parcel takes it.
  const made = await openClaims([claim], actor.email, { count: true });
  if (made.get(claim.claimId) === 'open_claim') {
    const holder = (await openClaimIds(audit.companyId, [claim.tracking_number])).get(claim.tracking_number);
    if (holder && holder !== decision.claimId)
      decision = await pointDecision(audit.companyId, signal, holder);
  }
  return created({ review: { ...signal, decision } });
});

export const dismiss = endpoint(reviewChoiceSchema, async ({ input, actor, request }) => {
  const { audit, signal } = await signalOf(actor, request.params.documentId ?? '', input);
  const decision = await decide(audit.companyId, signal, {
    kind: 'dismissed',
    claimId: null,
    by: actor.email,
    at: clock.now().toISOString(),
  });
  return ok({ review: { ...signal, decision } });
});
