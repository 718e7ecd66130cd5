/**
 * The claim center's Overview and Refunds, from the totals the server keeps on write: claims by
 * state and carrier, per month and per week, and the refund amounts (requested, confirmed, credited).
 */
import { carrierById } from '@shared/carriers/carriers';
import { FormError } from '@web/components/form-error';
import { Money } from '@web/components/money';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ClaimSummary, useClaimSummary } from '../api/claims';

function useSummary(): { summary?: ClaimSummary; problem: ReactNode } {
  const { data, error } = useClaimSummary();
  if (error)
    return {
      problem: <FormError message={messageKeyOf(error)} />,
    };
  if (!data)
    return {
      problem: (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      ),
    };
  return { summary: data, problem: null };
}

const REFUND_KINDS = ['requested', 'confirmed', 'credited'] as const;

export function RefundTotals() {
  const { summary, problem } = useSummary();
  if (!summary) return problem;
  const currencies = [...new Set(REFUND_KINDS.flatMap((kind) => Object.keys(summary.amounts[kind])))];
  if (currencies.length === 0) currencies.push('EUR');
  return (
    <section aria-labelledby="refunds-heading">
      <h2 id="refunds-heading">
        <FormattedMessage id="refunds.heading" />
      </h2>
      <div className="stat-cards">
        {REFUND_KINDS.map((kind) => (
          <div key={kind} className="stat-card">
            <p className="stat-label">
              <FormattedMessage id={`refunds.${kind}` as MessageKey} />
            </p>
            {currencies.map((currency) => (
              <p key={currency} className="stat-value">
                <Money value={summary.amounts[kind][currency] ?? 0} currency={currency} />
              </p>
            ))}
          </div>
        ))}
      </div>
    </section>
  );
}

const TimelineChart = lazy(() =>
  import('./claim-charts').then((module) => ({ default: module.TimelineChart })),
);
const DoughnutTable = lazy(() =>
  import('./claim-charts').then((module) => ({ default: module.DoughnutTable })),
);

/**
 * The Overview: the total, the timeline (monthly by default, or weekly) with a line for the total
 * and, unless switched off, one per carrier; doughnuts of the claims by state and by carrier with
 * their tables; and the refund totals.
 */
export function ClaimOverview() {
  const intl = useIntl();
  const { summary, problem } = useSummary();
  const [timeline, setTimeline] = useState<'monthly' | 'weekly'>('monthly');
  const [perCarrier, setPerCarrier] = useState(true);
  if (!summary) return problem;
  const loading = (
    <p role="status">
      <FormattedMessage id="app.loading" />
    </p>
  );
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">
        <FormattedMessage id="claims.overview" />
      </h2>
      <p className="stat-total">
        <FormattedMessage id="claims.total" values={{ count: summary.total }} />
      </p>
      <div className="chart-toggles">
        <fieldset className="segmented">
          <legend>
            <FormattedMessage id="claims.timeline" />
          </legend>
          {(['monthly', 'weekly'] as const).map((name) => (
            <label key={name}>
              <input
                type="radio"
                name="timeline"
                value={name}
                checked={timeline === name}
                onChange={() => setTimeline(name)}
              />
              <FormattedMessage id={`claims.${name}` as MessageKey} />
            </label>
          ))}
        </fieldset>
        <label className="switch">
          <input
            type="checkbox"
            checked={perCarrier}
            onChange={(event) => setPerCarrier(event.target.checked)}
          />
          <FormattedMessage id="claims.perCarrier" />
        </label>
      </div>
      <Suspense fallback={loading}>
        <TimelineChart summary={summary} timeline={timeline} perCarrier={perCarrier} />
        <div className="overview-tables">
          <DoughnutTable
            caption="claims.byState"
            empty="claims.byStateEmpty"
            counts={summary.byState}
            name={(state) => intl.formatMessage({ id: `claims.state.${state}` as MessageKey })}
          />
          <DoughnutTable
            caption="claims.byCarrierCaption"
            empty="claims.byCarrierEmpty"
            counts={summary.byCarrier}
            name={(carrier) => carrierById(carrier)?.name ?? carrier}
          />
        </div>
      </Suspense>
      <RefundTotals />
    </section>
  );
}
