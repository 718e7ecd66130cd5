/**
 * The chart figure, loaded when a page first draws one: Home shows its getting-started checklist
 * and the dashboards their closed panel without fetching Chart.js.
 */
import { lazy, Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ChartFigureProps } from './chart-figure';

const Figure = lazy(() => import('./chart-figure'));

export function LazyChartFigure(props: ChartFigureProps) {
  return (
    <Suspense
      fallback={
        <figure className="chart-figure">
          <figcaption>{props.title}</figcaption>
          {props.note && <p className="chart-note">{props.note}</p>}
          <p role="status">
            <FormattedMessage id="app.loading" />
          </p>
        </figure>
      }
    >
      <Figure {...props} />
    </Suspense>
  );
}
