/**
 * GET /api/private/invoices/{documentId}/reviews: the signals to review of an invoice's audit (the
 * findings that need a fact the invoice does not give, and so opened no investigation), the largest
 * first, with what would settle each. The record step wrote the list: this only reads it.
 */
import type { ReviewList } from '@shared/audit/invoice-audit';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { objectExists, readJson } from '../lib/aws/s3';
import { auditFolder, REVIEWS_FILE } from './audit-store';
import { requireAudit } from './get-invoice';
import { decisionFor, decisionsOf } from './review-decisions';

const NONE: ReviewList = { total: 0, reviews: [] };

export const handler = endpoint(null, async ({ actor, request }) => {
  const audit = await requireAudit(actor.companyId, request.params.documentId ?? '');
  if (audit.status !== 'done')
    throw new HttpError('audit.not_done', 'The audit of this invoice is not finished');
  const key = `${auditFolder(audit.companyId, audit.documentId)}/${REVIEWS_FILE}`;
  // Audited before findings had a confidence: every finding was a claim, none is to review.
  if (!(await objectExists(key))) return ok(NONE);
  const list = await readJson<ReviewList>(key);
  // What the merchant decided since (here or on another invoice of the same parcel).
  const decisions = await decisionsOf(audit.companyId, list.reviews);
  return ok({
    total: list.total,
    reviews: list.reviews.map((review) => ({ ...review, decision: decisionFor(decisions, review) })),
  });
});
