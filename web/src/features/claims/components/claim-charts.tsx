/**
 * The Overview's charts (spec: line charts per month and per week, each with a total and the
 * individual carriers' values; the doughnut table). Chart.js is loaded with this module only, when
 * the Overview shows, so no other page pays for it. Each chart carries a text name and its figures
 * stay readable as a table beside or under it.
 */
import { carrierById } from '@shared/carriers/carriers';
import type { MessageKey } from '@web/i18n/en';
import { PALETTE } from '@web/lib/chart-palette';
import {
  ArcElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { Doughnut, Line } from 'react-chartjs-2';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ClaimSummary } from '../api/claims';

Chart.register(
  ArcElement,
  CategoryScale,
  DoughnutController,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

const carrierName = (carrier: string) => carrierById(carrier)?.name ?? carrier;

export function TimelineChart({
  summary,
  timeline,
  perCarrier,
}: {
  summary: ClaimSummary;
  timeline: 'monthly' | 'weekly';
  perCarrier: boolean;
}) {
  const intl = useIntl();
  const periods = timeline === 'monthly' ? summary.monthly : summary.weekly;
  const carriers = [...new Set(periods.flatMap((period) => Object.keys(period.byCarrier)))].sort();
  const label = (period: string) =>
    timeline === 'monthly'
      ? intl.formatDate(`${period}-01T12:00:00Z`, { month: 'short', year: '2-digit', timeZone: 'UTC' })
      : intl.formatMessage({ id: 'claims.weekLabel' }, { week: period.replace(/^\d{4}-W/, '') });
  const datasets = [
    {
      label: intl.formatMessage({ id: 'claims.chartTotal' }),
      data: periods.map((period) => period.claims),
      borderColor: PALETTE[0],
      backgroundColor: PALETTE[0],
      borderWidth: 3,
      tension: 0.25,
    },
    ...(perCarrier
      ? carriers.map((carrier, index) => ({
          label: carrierName(carrier),
          data: periods.map((period) => period.byCarrier[carrier] ?? 0),
          borderColor: PALETTE[(index % (PALETTE.length - 1)) + 1],
          backgroundColor: PALETTE[(index % (PALETTE.length - 1)) + 1],
          borderWidth: 2,
          borderDash: [6, 3],
          tension: 0.25,
        }))
      : []),
  ];
  const title = intl.formatMessage({ id: timeline === 'monthly' ? 'claims.perMonth' : 'claims.perWeek' });
  // No claim in any of these months or weeks: said in words rather than drawn as a flat line.
  if (periods.every((period) => !period.claims))
    return (
      <figure className="chart-figure">
        <figcaption>{title}</figcaption>
        <p className="chart-empty">
          <FormattedMessage
            id={timeline === 'monthly' ? 'claims.chartEmptyMonthly' : 'claims.chartEmptyWeekly'}
          />
        </p>
      </figure>
    );
  return (
    <figure className="chart-figure">
      <figcaption>{title}</figcaption>
      <div className="chart-box">
        <Line
          aria-label={title}
          role="img"
          data={{ labels: periods.map((period) => label(period.period)), datasets }}
          options={{
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            interaction: { mode: 'index', intersect: false },
            scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
            plugins: { legend: { position: 'bottom' } },
          }}
        />
      </div>
      <details>
        <summary>
          <FormattedMessage id="claims.showTable" />
        </summary>
        <table className="data-table compact">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id={timeline === 'monthly' ? 'claims.month' : 'claims.week'} />
              </th>
              {datasets.map((dataset) => (
                <th key={dataset.label} scope="col">
                  {dataset.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {periods.map((period, row) => (
              <tr key={period.period}>
                <th scope="row">{label(period.period)}</th>
                {datasets.map((dataset) => (
                  <td key={dataset.label}>{dataset.data[row]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}

/** The doughnut and its table: one slice and one row per state (or carrier), with its share; or why there is none. */
export function DoughnutTable({
  caption,
  counts,
  name,
  empty,
}: {
  caption: MessageKey;
  counts: Record<string, number>;
  name: (key: string) => string;
  /** Said instead of an empty ring when there is nothing to count. */
  empty: MessageKey;
}) {
  const intl = useIntl();
  const rows = Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort((a, b) => b[1] - a[1]);
  const total = rows.reduce((sum, [, count]) => sum + count, 0);
  const title = intl.formatMessage({ id: caption });
  if (total === 0)
    return (
      <figure className="chart-figure doughnut-table">
        <figcaption>{title}</figcaption>
        <p className="chart-empty">
          <FormattedMessage id={empty} />
        </p>
      </figure>
    );
  return (
    <figure className="chart-figure doughnut-table">
      <figcaption>{title}</figcaption>
      <div className="doughnut-box">
        <Doughnut
          aria-label={title}
          role="img"
          data={{
            labels: rows.map(([key]) => name(key)),
            datasets: [
              {
                data: rows.map(([, count]) => count),
                backgroundColor: rows.map((_, index) => PALETTE[index % PALETTE.length]),
                borderWidth: 1,
              },
            ],
          }}
          options={{ responsive: true, animation: false, plugins: { legend: { display: false } } }}
        />
      </div>
      <table className="data-table compact" aria-label={title}>
        <tbody>
          {rows.map(([key, count], index) => (
            <tr key={key}>
              <th scope="row">
                <span
                  className="swatch"
                  aria-hidden="true"
                  style={{ background: PALETTE[index % PALETTE.length] }}
                />
                {name(key)}
              </th>
              <td>{count}</td>
              <td>{intl.formatNumber(total ? count / total : 0, { style: 'percent' })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
