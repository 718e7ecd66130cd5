/**
 * Billing and Subscription: the plan and its amounts (for the client admin), this month's use of
 * the bundle with the message from 80 %, the volume analysed, the free audit month's end; the
 * overdue warning or the suspension; and for the client admin the invoices, credit notes and
 * statements (PDF, payment) and the success fee lines with their evidence. Platform admins acting
 * for the company also preview and generate its invoices. Members are told who sees the amounts.
 */
import { useBillingDocuments, useFeeLines, useRefreshBilling, useSeesAmounts } from '@web/api/billing';
import { useSubscription } from '@web/api/subscription';
import { BundleAlert } from '@web/components/bundle-gauge';
import { FormError } from '@web/components/form-error';
import { OverdueNotice } from '@web/components/overdue-banner';
import { PageShell } from '@web/components/page-shell';
import { messageKeyOf } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { FormattedMessage } from 'react-intl';
import { DocumentsPanel } from '../components/documents-panel';
import { FeeLinesPanel } from '../components/fee-lines-panel';
import { GeneratePanel } from '../components/generate-panel';
import { SubscriptionPanel } from '../components/subscription-panel';
import { UsagePanel } from '../components/usage-panel';

const loading = (
  <p role="status">
    <FormattedMessage id="app.loading" />
  </p>
);

/** The ledger: the client admin's and platform admins'. */
function Ledger() {
  const documents = useBillingDocuments(true);
  const fees = useFeeLines(true);
  const refresh = useRefreshBilling();
  const platformAdmin = useSession()?.role === 'platform_admin';
  return (
    <>
      {platformAdmin && <GeneratePanel onGenerated={refresh} />}
      {documents.error ? (
        <FormError message={messageKeyOf(documents.error)} />
      ) : documents.data ? (
        <DocumentsPanel data={documents.data} onChanged={refresh} />
      ) : (
        loading
      )}
      {fees.error ? (
        <FormError message={messageKeyOf(fees.error)} />
      ) : fees.data ? (
        <FeeLinesPanel lines={fees.data.lines} />
      ) : (
        loading
      )}
    </>
  );
}

function BillingContent() {
  const { data, error } = useSubscription();
  const seesAmounts = useSeesAmounts();
  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!data) return loading;
  return (
    <div className="billing-grid">
      <OverdueNotice view={data} className="wide" />
      <BundleAlert usage={data.usage} className="wide" />
      <SubscriptionPanel view={data} />
      <UsagePanel view={data} />
      {seesAmounts ? (
        <Ledger />
      ) : (
        <p className="field-hint wide">
          <FormattedMessage id="billing.documents.adminOnly" />
        </p>
      )}
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
