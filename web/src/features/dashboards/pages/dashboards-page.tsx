/**
 * The dashboards: Spend, Savings, Shipments and Scorecards for a period (30 days, 90 days or 12
 * months), and the team's custom graphs. The tab and the period live in the address
 * (`?board=spend&period=12m`), so a link shows the same view.
 */
import {
  BOARDS,
  type Board,
  DEFAULT_PERIOD,
  PERIOD_BUCKETS,
  PERIODS,
  type Period,
} from '@shared/dashboards/catalog';
import { PageShell } from '@web/components/page-shell';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { BoardView } from '../components/board-view';
import { CustomGraphs } from '../components/custom-graphs';

const TABS = [...BOARDS, 'custom'] as const;
type Tab = (typeof TABS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null, otherwise: T): T =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : otherwise;

export default function DashboardsPage() {
  const intl = useIntl();
  const periodId = useId();
  const [params, setParams] = useSearchParams();
  const tab = oneOf<Tab>(TABS, params.get('board'), 'spend');
  const period = oneOf<Period>(PERIODS, params.get('period'), DEFAULT_PERIOD);
  const link = (board: Tab, range: Period) =>
    `${paths.dashboards}?${new URLSearchParams({ board, period: range })}`;
  const buckets = PERIOD_BUCKETS[period];

  return (
    <PageShell title="page.dashboards" intro="intro.dashboards">
      <nav className="tabs dashboard-tabs" aria-label={intl.formatMessage({ id: 'page.dashboards' })}>
        {TABS.map((name) => (
          <Link
            key={name}
            to={link(name, period)}
            className={tab === name ? 'tab active' : 'tab'}
            aria-current={tab === name ? 'page' : undefined}
          >
            <FormattedMessage id={`dashboards.board.${name}` as MessageKey} />
          </Link>
        ))}
      </nav>
      {tab !== 'custom' && (
        <div className="period-picker field">
          <label htmlFor={periodId}>
            <FormattedMessage id="dashboards.periodLabel" />
          </label>
          <select
            id={periodId}
            value={period}
            aria-describedby={`${periodId}-hint`}
            onChange={(event) =>
              setParams({ board: tab, period: event.target.value }, { preventScrollReset: true })
            }
          >
            {PERIODS.map((range) => (
              <option key={range} value={range}>
                {intl.formatMessage({ id: `dashboards.period.${range}` as MessageKey })}
              </option>
            ))}
          </select>
          <p className="field-hint" id={`${periodId}-hint`}>
            <FormattedMessage
              id={`dashboards.periodHint.${buckets.kind}` as MessageKey}
              values={{ count: buckets.count }}
            />
          </p>
        </div>
      )}
      {tab === 'custom' ? <CustomGraphs /> : <BoardView board={tab as Board} period={period} />}
    </PageShell>
  );
}
