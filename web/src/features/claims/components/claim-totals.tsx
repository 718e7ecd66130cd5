/**
 * The claim center's Overview and Refunds, from the totals the server keeps on write: claims by
 * state and carrier, per month and per week, and the refund amounts (requested, confirmed, credited).
 */
import { carrierById } from '@shared/carriers';
import { FormError } from '@web/components/form-error';
import type { MessageKey } from '@web/i18n/en';
import { ApiError } from '@web/lib/api-client';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { type ClaimSummary, useClaimSummary } from '../api/claims';
import { Money } from './claim-details';

function useSummary(): { summary?: ClaimSummary; problem: ReactNode } {
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

/** A captioned two-column table: what is counted, and how many. */
function CountTable({ caption, rows }: { caption: MessageKey; rows: [ReactNode, number][] }) {
  return (
    <table className="data-table">
      <caption>
        <FormattedMessage id={caption} />
      </caption>
      <tbody>
        {rows.map(([label, count], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are re-made whole on each render.
          <tr key={index}>
            <th scope="row">{label}</th>
            <td>{count}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function ClaimOverview() {
  const { summary, problem } = useSummary();
  if (!summary) return problem;
  const byCount = (counts: Record<string, number>) => Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return (
    <section aria-labelledby="overview-heading">
      <h2 id="overview-heading">
        <FormattedMessage id="claims.overview" />
      </h2>
      <p className="stat-total">
        <FormattedMessage id="claims.total" values={{ count: summary.total }} />
      </p>
      <div className="overview-tables">
        <CountTable
          caption="claims.byState"
          rows={byCount(summary.byState).map(([state, count]) => [
            <FormattedMessage key={state} id={`claims.state.${state}` as MessageKey} />,
            count,
          ])}
        />
        <CountTable
          caption="claims.byCarrierCaption"
          rows={byCount(summary.byCarrier).map(([carrier, count]) => [
            carrierById(carrier)?.name ?? carrier,
            count,
          ])}
        />
        <CountTable
          caption="claims.perMonth"
          rows={summary.monthly
            .filter((month) => month.claims > 0)
            .map((month) => [month.period, month.claims])}
        />
      </div>
      <RefundTotals />
    </section>
  );
}
