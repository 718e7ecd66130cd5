/**
 * What the carriers billed: per month (the default) or per ISO week, the amount in the main
 * currency stacked by carrier, with the invoice count in the table; other currencies are named.
 */
import type { HomeView } from '@shared/dashboards/catalog';
import { LazyChartFigure } from '@web/components/lazy-chart-figure';
import type { MessageKey } from '@web/i18n/en';
import { carrierName, periodLabel, valueFormat } from '@web/lib/chart-labels';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const TIMELINES = ['monthly', 'weekly'] as const;
type Timeline = (typeof TIMELINES)[number];

export function InvoicesChart({ invoices }: { invoices: HomeView['invoices'] }) {
  const intl = useIntl();
  const [timeline, setTimeline] = useState<Timeline>('monthly');
  const periods = invoices[timeline];
  const { currency } = invoices;
  const money = valueFormat(intl, 'money', currency);
  const count = valueFormat(intl, 'count', null);
  const totals = new Map<string, number>();
  for (const period of periods)
    for (const [carrier, amount] of Object.entries(period.byCarrier))
      totals.set(carrier, (totals.get(carrier) ?? 0) + Math.abs(amount));
  const carriers = [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)! || a.localeCompare(b));
  const invoiceCount = {
    name: intl.formatMessage({ id: 'home.invoices.count' }),
    values: periods.map((period) => period.count),
    format: count.format,
  };
  const series = currency
    ? [
        ...carriers.map((carrier) => ({
          name: carrierName(carrier),
          exportName: `${carrierName(carrier)} (${currency})`,
          values: periods.map((period) => period.byCarrier[carrier] ?? 0),
          format: money.format,
        })),
        {
          name: intl.formatMessage({ id: 'home.invoices.total' }),
          exportName: `${intl.formatMessage({ id: 'home.invoices.total' })} (${currency})`,
          values: periods.map((period) => period.amount),
          format: money.format,
          tableOnly: true,
        },
        { ...invoiceCount, tableOnly: true },
      ]
    : // No amount to draw in any currency: the count is drawn.
      [invoiceCount];
  const title = intl.formatMessage({
    id: timeline === 'monthly' ? 'home.invoices.perMonth' : 'home.invoices.perWeek',
  });

  return (
    <section className="wide" aria-labelledby="invoices-heading" data-tour="home-invoices">
      <h2 id="invoices-heading">
        <FormattedMessage id="home.invoices.heading" />
      </h2>
      <div className="chart-toggles">
        <fieldset className="segmented">
          <legend>
            <FormattedMessage id="home.invoices.timeline" />
          </legend>
          {TIMELINES.map((name) => (
            <label key={name}>
              <input
                type="radio"
                name="invoices-timeline"
                value={name}
                checked={timeline === name}
                onChange={() => setTimeline(name)}
              />
              <FormattedMessage id={`home.invoices.${name}` as MessageKey} />
            </label>
          ))}
        </fieldset>
      </div>
      <LazyChartFigure
        title={title}
        kind="bar"
        stacked
        categoryHeader={intl.formatMessage({ id: timeline === 'monthly' ? 'chart.month' : 'chart.week' })}
        categories={periods.map((period) => periodLabel(intl, period.period))}
        exportCategories={periods.map((period) => period.period)}
        series={series}
        axisFormat={currency ? money.axis : count.axis}
        fileName={`parcel-audit-carrier-invoices-${timeline}`}
        empty={intl.formatMessage({
          id: timeline === 'monthly' ? 'home.invoices.emptyMonthly' : 'home.invoices.emptyWeekly',
        })}
        note={
          invoices.otherCurrencies.length > 0 && currency ? (
            <FormattedMessage
              id="home.invoices.otherCurrencies"
              values={{
                currency,
                others: intl.formatList(invoices.otherCurrencies, { type: 'conjunction' }),
              }}
            />
          ) : undefined
        }
      />
    </section>
  );
}
