/** This month's use of the bundle, against the plan's, and every parcel analysed since the start. */
import { BUNDLE_WARNING_PERCENT } from '@shared/billing/plans';
import type { SubscriptionReply } from '@web/api/subscription';
import { BundleGauge, usageFigures } from '@web/components/bundle-gauge';
import { FormattedMessage, useIntl } from 'react-intl';

export function UsagePanel({ view }: { view: SubscriptionReply }) {
  const intl = useIntl();
  const { month, bundle } = usageFigures(intl, view.usage);
  return (
    <section className="panel usage-panel" aria-labelledby="usage-heading">
      <h2 id="usage-heading">
        <FormattedMessage id="billing.usage.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="billing.usage.period" values={{ month, bundle }} />
      </p>
      <BundleGauge usage={view.usage} />
      <p className="field-hint">
        <FormattedMessage
          id="billing.usage.mail"
          values={{ threshold: intl.formatNumber(BUNDLE_WARNING_PERCENT / 100, { style: 'percent' }) }}
        />
      </p>
      <dl className="plan-facts">
        <div>
          <dt>
            <FormattedMessage id="billing.usage.total" />
          </dt>
          <dd>
            <FormattedMessage id="billing.usage.totalValue" values={{ count: view.totalAnalysed }} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
