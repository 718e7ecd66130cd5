/**
 * An invoice's signals to review: findings that need a fact the invoice does not give (whether an
 * address is a business, the merchant's own weighing), so they opened no investigation. Each shows
 * its parcel, check, amount, what would settle it and its evidence (kg and cm), largest first; the
 * merchant confirms one into an investigation, or dismisses it (never raised again).
 */
import { confidenceLabel } from '@shared/audit/evidence';
import type { ReviewFinding } from '@shared/audit/invoice-audit';
import { ruleById } from '@shared/audit/rules/index';
import { FindingEvidence } from '@web/components/finding-evidence';
import { FormError } from '@web/components/form-error';
import { Money } from '@web/components/money';
import { claimLink } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { decideReview, useReviews } from '../api/invoices';

export function ReviewFindings({ documentId, carrier }: { documentId: string; carrier?: string }) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const { data, error } = useReviews(documentId);
  // Settled ones (here, or on another invoice of the same parcel) are no longer to review.
  const open = data ? data.total - data.reviews.filter((review) => review.decision !== null).length : 0;
  return (
    <section aria-labelledby="reviews-heading" className="review-findings">
      <h3 id="reviews-heading">
        <FormattedMessage id="invoices.reviewsHeading" />
      </h3>
      {data && open > 0 && (
        <div className="notice">
          <p>
            <FormattedMessage id="invoices.reviews" values={{ count: open }} />
          </p>
        </div>
      )}
      {error && <FormError message={messageKeyOf(error)} />}
      {!data && !error && <p aria-busy="true">…</p>}
      {data && data.total > data.reviews.length && (
        <p className="field-hint">
          <FormattedMessage
            id="invoices.reviewsShown"
            values={{ shown: data.reviews.length, total: data.total }}
          />
        </p>
      )}
      {data && (
        <ul className="audit-findings">
          {data.reviews.map((review) => {
            const rule = ruleById(review.ruleId);
            return (
              <li key={`${review.ruleId}/${review.trackingNumber}/${review.sourceLines.join('-')}`}>
                <p>
                  <strong>{review.trackingNumber}</strong> · {rule?.name[locale] ?? review.ruleId}:{' '}
                  <Money value={review.amount} currency={review.currency} />
                </p>
                <p className="field-hint">
                  {confidenceLabel({ confidence: 'review', review: review.review }, locale)}
                </p>
                <Decision documentId={documentId} review={review} />
                <FindingEvidence finding={review} carrier={carrier} />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

const CHOICES = [
  ['confirm', 'invoices.reviewConfirm'],
  ['dismiss', 'invoices.reviewDismiss'],
] as const satisfies readonly (readonly ['confirm' | 'dismiss', MessageKey])[];

/** What was decided of a signal, or the two choices (one request at a time: a second click waits). */
function Decision({ documentId, review }: { documentId: string; review: ReviewFinding }) {
  const [pending, setPending] = useState<'confirm' | 'dismiss' | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const about = useId();
  if (review.decision?.kind === 'confirmed')
    return (
      <p className="review-decision" role="status">
        <FormattedMessage id="invoices.reviewConfirmed" />{' '}
        {review.decision.claimId && (
          <Link to={claimLink(review.decision.claimId)}>
            <FormattedMessage id="invoices.reviewSeeClaim" />
          </Link>
        )}
      </p>
    );
  if (review.decision?.kind === 'dismissed')
    return (
      <p className="review-decision" role="status">
        <FormattedMessage id="invoices.reviewDismissed" />
      </p>
    );
  const choose = (kind: 'confirm' | 'dismiss') => {
    if (pending) return;
    setError(null);
    setPending(kind);
    decideReview(documentId, kind, { ruleId: review.ruleId, trackingNumber: review.trackingNumber })
      .catch((caught: unknown) => setError(messageKeyOf(caught)))
      .finally(() => setPending(null));
  };
  return (
    <div className="toolbar review-actions">
      <span id={about} className="visually-hidden">
        {review.trackingNumber}
      </span>
      {CHOICES.map(([kind, label]) => (
        <button
          key={kind}
          type="button"
          className="button"
          aria-describedby={about}
          aria-busy={pending === kind}
          aria-disabled={pending !== null}
          onClick={() => choose(kind)}
        >
          <FormattedMessage id={label} />
        </button>
      ))}
      {error && <FormError message={error} />}
    </div>
  );
}
