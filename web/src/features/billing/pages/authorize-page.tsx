/**
 * The sandbox payment provider's card authentication (where a plan change that costs more leads
 * when no real provider is configured, locally and in the tests): it says it is a stand-in, shows
 * the plan, the day it starts and its price, and lets the person choose what the bank answers.
 * Each answer is a signed webhook, as a real provider's; the page then links back to Billing.
 */
import {
  driveSandboxAuthorization,
  readPlanAuthorization,
  useRefreshSubscription,
} from '@web/api/subscription';
import { planName } from '@web/components/bundle-gauge';
import { FormError } from '@web/components/form-error';
import { PageShell } from '@web/components/page-shell';
import { planEuros } from '@web/components/plan-offer';
import { paths } from '@web/config/paths';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';

function Authorize({ authorizationId }: { authorizationId: string }) {
  const intl = useIntl();
  const { data, error, mutate } = useSWR(
    ['/api/private/billing/plan-changes', authorizationId] as const,
    () => readPlanAuthorization(authorizationId),
  );
  const refresh = useRefreshSubscription();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!data)
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  const drive = async (outcome: 'authorize' | 'decline') => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await driveSandboxAuthorization(authorizationId, outcome);
      await Promise.all([mutate(), refresh()]);
    } catch (failed) {
      setFailure(failed);
    } finally {
      setBusy(false);
    }
  };
  const { preview } = data;
  const plan = planName(intl, preview.planId ?? preview.currentPlanId);
  return (
    <section className="panel checkout" aria-labelledby="authorize-heading">
      <h2 id="authorize-heading">
        <FormattedMessage id="billing.authorize.heading" values={{ plan }} />
      </h2>
      <p className="notice">
        <FormattedMessage id="billing.authorize.sandbox" />
      </p>
      <dl className="plan-facts">
        <div>
          <dt>
            <FormattedMessage id="billing.authorize.from" />
          </dt>
          <dd>
            <FormattedDate value={`${preview.effectiveDate}T12:00:00Z`} dateStyle="long" timeZone="UTC" />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="billing.authorize.price" />
          </dt>
          <dd>
            <FormattedMessage
              id="billing.change.monthlyValue"
              values={{ price: planEuros(intl, preview.monthlyCents, 2) }}
            />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="billing.authorize.status" />
          </dt>
          <dd>
            <span role="status">
              <FormattedMessage id={`billing.authorize.status.${data.status}`} />
            </span>
          </dd>
        </div>
      </dl>
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {data.status === 'authenticating' && (
        <div className="row-actions">
          <button type="button" className="button primary" disabled={busy} onClick={() => drive('authorize')}>
            <FormattedMessage id="billing.authorize.authorize" />
          </button>
          <button type="button" className="button danger" disabled={busy} onClick={() => drive('decline')}>
            <FormattedMessage id="billing.authorize.decline" />
          </button>
        </div>
      )}
      <p>
        <Link to={`${paths.billing}?plan=${encodeURIComponent(authorizationId)}`}>
          <FormattedMessage id="billing.authorize.back" />
        </Link>
      </p>
    </section>
  );
}

export default function AuthorizePage() {
  const { authorizationId = '' } = useParams();
  return (
    <PageShell title="page.billingAuthorize" intro="intro.billingAuthorize">
      <Authorize authorizationId={authorizationId} />
    </PageShell>
  );
}
