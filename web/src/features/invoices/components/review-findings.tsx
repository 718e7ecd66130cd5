/**
 * An invoice's signals to review: findings that need a fact the invoice does not give (whether an
 * address is a business, the merchant's own weighing), so they opened no investigation. Each shows
 * its parcel, check, amount, what would settle it and its evidence (kg and cm), largest first.
 */
import { confidenceLabel, evidenceLabel } from '@shared/audit/evidence';
import { ruleById } from '@shared/audit/rules/index';
import { FormError } from '@web/components/form-error';
import { Money } from '@web/components/money';
import { messageKeyOf } from '@web/lib/api-client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useReviews } from '../api/invoices';

export function ReviewFindings({ documentId }: { documentId: string }) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const { data, error } = useReviews(documentId);
  return (
    <section aria-labelledby="reviews-heading" className="review-findings">
      <h3 id="reviews-heading">
        <FormattedMessage id="invoices.reviewsHeading" />
      </h3>
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
                <dl className="evidence">
                  {Object.entries(review.evidence).map(([name, value]) => (
                    <div key={name}>
                      <dt>{evidenceLabel(name, locale)}</dt>
                      <dd>{typeof value === 'number' ? intl.formatNumber(value) : value}</dd>
                    </div>
                  ))}
                  <div>
                    <dt>
                      <FormattedMessage id="claims.audit.invoice" />
                    </dt>
                    <dd>
                      <FormattedMessage
                        id="claims.audit.lines"
                        values={{ invoice: review.invoiceNumber, lines: review.sourceLines.join(', ') }}
                      />
                    </dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
