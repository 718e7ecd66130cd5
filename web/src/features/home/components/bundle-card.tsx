/** Home's bundle card: the plan, this month's use of its bundle, the free month's end, a way to Billing. */
import type { HomeView } from '@shared/dashboards/catalog';
import { BundleGauge, planName, usageFigures } from '@web/components/bundle-gauge';
import { FreeAuditEnd } from '@web/components/free-audit-end';
import { paths } from '@web/config/paths';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

export function BundleCard({ bundle, today }: { bundle: HomeView['bundle']; today: string }) {
  const intl = useIntl();
  const { month, bundle: included } = usageFigures(intl, bundle.usage);
  return (
    <section className="panel bundle-card" aria-labelledby="bundle-heading" data-tour="home-bundle">
      <h2 id="bundle-heading">
        <FormattedMessage id="billing.card.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="billing.card.plan" values={{ plan: planName(intl, bundle.planId) }} />
        {' · '}
        <FormattedMessage id="billing.usage.period" values={{ month, bundle: included }} />
      </p>
      <BundleGauge usage={bundle.usage} />
      <FreeAuditEnd
        planId={bundle.planId}
        endDate={bundle.endDate}
        today={today}
        planFollows={bundle.planFollows}
      />
      <p>
        <Link to={paths.billing}>
          <FormattedMessage id="billing.card.link" />
        </Link>
      </p>
    </section>
  );
}
