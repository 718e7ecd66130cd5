/**
 * Billing and Subscription: the plan and its amounts (for the client admin), this month's use of
 * the bundle with the message from 80 %, the volume analysed, the free audit month's end; the
 * overdue warning or the suspension; and for the client admin the invoices, credit notes and
 * statements (PDF, payment) and the success fee lines with their evidence. Platform admins acting
 * for the company also preview and generate its invoices. Members are told who sees the amounts.
 */
import { useBillingDocuments, useFeeLines, useRefreshBilling, useSeesAmounts } from '@web/api/billing';
import { readPlanAuthorization, useRefreshSubscription, useSubscription } from '@web/api/subscription';
import { BundleAlert } from '@web/components/bundle-gauge';
import { FormError } from '@web/components/form-error';
import { OverdueNotice } from '@web/components/overdue-banner';
import { PageShell } from '@web/components/page-shell';
import { messageKeyOf } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { DocumentsPanel } from '../components/documents-panel';
import { FeeLinesPanel } from '../components/fee-lines-panel';
import { GeneratePanel } from '../components/generate-panel';
import { PlansPanel } from '../components/plans-panel';
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

/**
 * Back from the card's authentication (`?plan=<id>`): how it went, read again every few seconds
 * while the provider's answer has not come (a real bank's webhook may take a moment).
 */
function AuthorizationOutcome({ authorizationId }: { authorizationId: string }) {
  const refresh = useRefreshSubscription();
  const { data } = useSWR(
    ['/api/private/billing/plan-changes', authorizationId] as const,
    () => readPlanAuthorization(authorizationId),
    { refreshInterval: (latest) => (latest?.status === 'authenticating' ? 3_000 : 0) },
  );
  const status = data?.status;
  useEffect(() => {
    if (status && status !== 'authenticating') void refresh();
  }, [status, refresh]);
  if (!status) return null;
  return (
    <p role="status" className={`notice wide${status === 'declined' ? ' warning' : ' success'}`}>
      <FormattedMessage id={`billing.authorization.${status}`} />
    </p>
  );
}

function BillingContent() {
  const { data, error } = useSubscription();
  const seesAmounts = useSeesAmounts();
  const [search] = useSearchParams();
  const authorizationId = search.get('plan');
  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!data) return loading;
  return (
    <div className="billing-grid">
      {authorizationId && seesAmounts && <AuthorizationOutcome authorizationId={authorizationId} />}
      <OverdueNotice view={data} className="wide" />
      <BundleAlert usage={data.usage} className="wide" />
      <SubscriptionPanel view={data} />
      <UsagePanel view={data} />
      {seesAmounts && <PlansPanel view={data} />}
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
