/**
 * One graph of the API (a metric cut by a dimension over a period) as a chart: over time a line
 * (months or ISO weeks), by carrier, service or destination sideways bars, largest first.
 */
import {
  type Dimension,
  type Graph,
  type Metric,
  PERIOD_BUCKETS,
  type Period,
} from '@shared/dashboards/catalog';
import { LazyChartFigure } from '@web/components/lazy-chart-figure';
import type { MessageKey } from '@web/i18n/en';
import { pointLabel, valueFormat } from '@web/lib/chart-labels';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

export const metricLabel = (intl: IntlShape, metric: Metric) =>
  intl.formatMessage({ id: `dashboards.metric.${metric}` as MessageKey });

/** 'Spend per month', 'Shipments by carrier'. */
export function graphTitle(intl: IntlShape, metric: Metric, dimension: Dimension, period: Period): string {
  const cut = dimension === 'period' ? PERIOD_BUCKETS[period].kind : dimension;
  return intl.formatMessage(
    { id: `dashboards.title.${cut}` as MessageKey },
    { metric: metricLabel(intl, metric) },
  );
}

/** The heading of the table's first column: 'Month', 'Week', 'Carrier'... */
function categoryHeader(intl: IntlShape, dimension: Dimension, period: Period): string {
  if (dimension === 'period')
    return intl.formatMessage({ id: `chart.${PERIOD_BUCKETS[period].kind}` as MessageKey });
  return intl.formatMessage({ id: `dashboards.dimension.${dimension}` as MessageKey });
}

export function GraphFigure({ graph, title }: { graph: Graph; title?: string }) {
  const intl = useIntl();
  const { metric, dimension, period, unit, currency } = graph;
  const name = metricLabel(intl, metric);
  const { format, axis } = valueFormat(intl, unit, currency);
  const exportName =
    unit === 'money' && currency ? `${name} (${currency})` : unit === 'percent' ? `${name} (%)` : name;
  return (
    <LazyChartFigure
      title={title ?? graphTitle(intl, metric, dimension, period)}
      kind={dimension === 'period' ? 'line' : 'bar'}
      horizontal={dimension !== 'period'}
      categoryHeader={categoryHeader(intl, dimension, period)}
      categories={graph.points.map((point) => pointLabel(intl, dimension, point.key))}
      exportCategories={dimension === 'period' ? graph.points.map((point) => point.key) : undefined}
      series={[{ name, values: graph.points.map((point) => point.value), format, exportName }]}
      axisFormat={axis}
      percent={unit === 'percent'}
      fileName={`parcel-audit-${metric}-${dimension}-${period}`}
      empty={intl.formatMessage({ id: `dashboards.empty.${metric}` as MessageKey })}
      note={
        graph.otherCurrencies.length > 0 && currency ? (
          <FormattedMessage
            id="chart.otherCurrencies"
            values={{ currency, others: intl.formatList(graph.otherCurrencies, { type: 'conjunction' }) }}
          />
        ) : undefined
      }
    />
  );
}
