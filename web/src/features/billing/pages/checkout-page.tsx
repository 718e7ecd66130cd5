/**
 * The sandbox payment provider's checkout (where paying an invoice leads when no real provider is
 * configured, locally and in the tests): it says it is a stand-in, shows the invoice, the amount
 * and the method, and lets the person choose what the provider does: pay, fail, or leave a SEPA
 * debit processing to be paid (or failed) later. Each choice is a signed webhook, as a real
 * provider's. The page is the client admin's, like the payment.
 */
import { driveSandbox, readPayment, useRefreshBilling } from '@web/api/billing';
import { FormError } from '@web/components/form-error';
import { Money } from '@web/components/money';
import { PageShell } from '@web/components/page-shell';
import { paths } from '@web/config/paths';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import useSWR from 'swr';

function Checkout({ paymentId }: { paymentId: string }) {
  const { data, error, mutate } = useSWR(['/api/private/billing/payments', paymentId] as const, () =>
    readPayment(paymentId),
  );
  const refresh = useRefreshBilling();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!data)
    return (
      <p role="status">
        <FormattedMessage id="app.loading" />
      </p>
    );
  const drive = async (outcome: 'pay' | 'fail' | 'process') => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await driveSandbox(paymentId, outcome);
      await Promise.all([mutate(), refresh()]);
    } catch (failed) {
      setFailure(failed);
    } finally {
      setBusy(false);
    }
  };
  const settled = data.status === 'succeeded' || data.status === 'failed';
  return (
    <section className="panel checkout" aria-labelledby="checkout-heading">
      <h2 id="checkout-heading">
        <FormattedMessage id="billing.checkout.heading" values={{ number: data.number }} />
      </h2>
      <p className="notice">
        <FormattedMessage id="billing.checkout.sandbox" />
      </p>
      <dl className="plan-facts">
        <div>
          <dt>
            <FormattedMessage id="billing.checkout.amount" />
          </dt>
          <dd>
            <Money value={data.amountCents / 100} currency={data.currency} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="billing.checkout.method" />
          </dt>
          <dd>
            <FormattedMessage id={`billing.checkout.method.${data.method}`} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="billing.checkout.status" />
          </dt>
          <dd>
            <span role="status">
              <FormattedMessage id={`billing.checkout.status.${data.status}`} />
            </span>
          </dd>
        </div>
      </dl>
      {failure !== null && <FormError message={messageKeyOf(failure)} />}
      {!settled && (
        <div className="row-actions">
          <button type="button" className="button primary" disabled={busy} onClick={() => drive('pay')}>
            <FormattedMessage id="billing.checkout.pay" />
          </button>
          {data.status !== 'processing' && data.method === 'sepa_debit' && (
            <button type="button" className="button" disabled={busy} onClick={() => drive('process')}>
              <FormattedMessage id="billing.checkout.process" />
            </button>
          )}
          <button type="button" className="button danger" disabled={busy} onClick={() => drive('fail')}>
            <FormattedMessage id="billing.checkout.fail" />
          </button>
        </div>
      )}
      <p>
        <Link to={paths.billing}>
          <FormattedMessage id="billing.checkout.back" />
        </Link>
      </p>
    </section>
  );
}

export default function CheckoutPage() {
  const { paymentId = '' } = useParams();
  return (
    <PageShell title="page.billingCheckout" intro="intro.billingCheckout">
      <Checkout paymentId={paymentId} />
    </PageShell>
  );
}
