/**
 * GET /api/private/invoices/{documentId}/reviews: the signals to review of an invoice's audit (the
 * findings that need a fact the invoice does not give, and so opened no investigation), the largest
 * first, with what would settle each. The record step wrote the list: this only reads it.
 */
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { requireDoneAudit } from './get-invoice';
import { decisionFor, decisionsOf, readReviews } from './review-decisions';

export const handler = endpoint(null, async ({ actor, request }) => {
  const audit = await requireDoneAudit(actor.companyId, request.params.documentId ?? '');
  const list = await readReviews(audit);
  // What the merchant decided since (here or on another invoice of the same parcel).
  const decisions = await decisionsOf(audit.companyId, list.reviews);
  return ok({
    total: list.total,
    reviews: list.reviews.map((review) => ({ ...review, decision: decisionFor(decisions, review) })),
  });
});
