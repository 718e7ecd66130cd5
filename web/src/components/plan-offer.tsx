/**
 * A plan as the pricing page and Billing both show it, in the same words: its price per month (the
 * free audit month: free for the first month), the parcels a month it audits, the price of each
 * parcel past them and the success fee. Prices exclude VAT; the page says so once.
 */
import { FREE_AUDIT_PLAN, type Plan } from '@shared/billing/plans';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

export const planEuros = (intl: IntlShape, cents: number, digits = 0) =>
  intl.formatNumber(cents / 100, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

export function PlanPrice({ plan }: { plan: Plan }) {
  const intl = useIntl();
  if (plan.planId === FREE_AUDIT_PLAN)
    return (
      <>
        <strong>
          <FormattedMessage id="billing.offer.free" />
        </strong>{' '}
        <FormattedMessage id="billing.offer.firstMonth" />
      </>
    );
  return (
    <FormattedMessage
      id="billing.offer.price"
      values={{ price: <strong key="price">{planEuros(intl, plan.priceCents)}</strong> }}
    />
  );
}

export function PlanFacts({ plan }: { plan: Plan }) {
  const intl = useIntl();
  return (
    <ul>
      <li>
        <FormattedMessage id="billing.offer.bundle" values={{ parcels: intl.formatNumber(plan.bundle) }} />
      </li>
      <li>
        {plan.overageCents > 0 ? (
          <FormattedMessage
            id="billing.offer.overage"
            values={{ price: planEuros(intl, plan.overageCents, 2) }}
          />
        ) : (
          <FormattedMessage id="billing.offer.noOverage" />
        )}
      </li>
      <li>
        <FormattedMessage id="billing.offer.fee" values={{ percent: plan.feePercent }} />
      </li>
    </ul>
  );
}
