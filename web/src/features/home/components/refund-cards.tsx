/** What the carriers were asked for, confirmed and credited in the past 12 months, per currency. */
import type { HomeView } from '@shared/dashboards/catalog';
import { Money } from '@web/components/money';
import type { MessageKey } from '@web/i18n/en';
import { FormattedMessage } from 'react-intl';

const KINDS = ['requested', 'confirmed', 'credited'] as const;

export function RefundCards({ refunds }: { refunds: HomeView['refunds'] }) {
  return (
    <section className="wide" aria-labelledby="refunds-heading" data-tour="home-refunds">
      <h2 id="refunds-heading">
        <FormattedMessage id="home.refunds.heading" />
      </h2>
      <ul className="stat-cards">
        {KINDS.map((kind) => (
          <li key={kind} className="stat-card">
            <p className="stat-label">
              <FormattedMessage id={`home.refunds.${kind}` as MessageKey} />
            </p>
            <p className="stat-value">
              <Money amounts={refunds[kind]} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
