/**
 * Billing and Subscription: the plan and its amounts (for the client admin), this month's use of
 * the bundle with the message from 80 %, the volume analysed, the free audit month's end. Invoices,
 * statements and success-fee lines come with the next parts of billing.
 */
import { useSubscription } from '@web/api/subscription';
import { BundleAlert } from '@web/components/bundle-gauge';
import { FormError } from '@web/components/form-error';
import { PageShell } from '@web/components/page-shell';
import { messageKeyOf } from '@web/lib/api-client';
import { FormattedMessage } from 'react-intl';
import { SubscriptionPanel } from '../components/subscription-panel';
import { UsagePanel } from '../components/usage-panel';

function BillingContent() {
  const { data, error } = useSubscription();
  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!data)
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  return (
    <div className="billing-grid">
      <BundleAlert usage={data.usage} className="wide" />
      <SubscriptionPanel view={data} />
      <UsagePanel view={data} />
      <p className="field-hint wide">
        <FormattedMessage id="billing.later" />
      </p>
    </div>
  );
}

export default function BillingPage() {
  return (
    <PageShell title="page.billing" intro="intro.billing">
      <BillingContent />
    </PageShell>
  );
}
