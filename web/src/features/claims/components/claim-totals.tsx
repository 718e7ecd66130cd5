/**
 * The claim center's Overview and Refunds, from the totals the server keeps on write: claims by
 * state and carrier, per month and per week, and the refund amounts (requested, confirmed, credited).
 */
import { carrierById } from '@shared/carriers';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { ApiError } from '@web/lib/api-client';
import { FormattedMessage } from 'react-intl';
import { type ClaimSummary, useClaimSummary } from '../api/claims';
import { Money } from './claim-details';

function useSummary(): { summary?: ClaimSummary; problem: React.ReactNode } {
  const { data, error } = useClaimSummary();
  if (error)
    return {
      problem: <FormError message={error instanceof ApiError ? error.messageKey : 'error.server.internal'} />,
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

export function ClaimOverview() {
  const { summary, problem } = useSummary();
  if (!summary) return problem;
  const states = Object.entries(summary.byState).sort((a, b) => b[1] - a[1]);
  const carriers = Object.entries(summary.byCarrier).sort((a, b) => b[1] - a[1]);
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">
        <FormattedMessage id="claims.overview" />
      </h2>
      <p className="stat-total">
        <FormattedMessage id="claims.total" values={{ count: summary.total }} />
      </p>
      <div className="overview-tables">
        <table className="data-table">
          <caption>
            <FormattedMessage id="claims.byState" />
          </caption>
          <tbody>
            {states.map(([state, count]) => (
              <tr key={state}>
                <th scope="row">
                  <FormattedMessage id={`claims.state.${state}` as MessageKey} />
                </th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="data-table">
          <caption>
            <FormattedMessage id="claims.byCarrierCaption" />
          </caption>
          <tbody>
            {carriers.map(([carrier, count]) => (
              <tr key={carrier}>
                <th scope="row">{carrierById(carrier)?.name ?? carrier}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="data-table">
          <caption>
            <FormattedMessage id="claims.perMonth" />
          </caption>
          <tbody>
            {summary.monthly
              .filter((month) => month.claims > 0)
              .map((month) => (
                <tr key={month.period}>
                  <th scope="row">{month.period}</th>
                  <td>{month.claims}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      <RefundTotals />
    </section>
  );
}
