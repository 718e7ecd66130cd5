/**
 * One chart as Home and the dashboards show it: a figure with its visible title, the chart drawn
 * by Chart.js (a named image for screen readers), its figures as a table, and its files (CSV,
 * XLSX, PNG). Chart.js comes with this module only, and this module loads only with the pages that
 * draw charts (see lazy-chart-figure.tsx), so no other page pays for it.
 */
import { type ExportTable, saveCsv, savePng, saveXlsx } from '@web/lib/chart-export';
import { PALETTE } from '@web/lib/chart-palette';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  type ChartOptions,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  type Plugin,
  PointElement,
  Tooltip,
} from 'chart.js';
import { type ReactNode, useRef, useState } from 'react';
import { Chart } from 'react-chartjs-2';
import { FormattedMessage, useIntl } from 'react-intl';

ChartJS.register(
  BarController,
  BarElement,
  CategoryScale,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
);

export interface ChartSeries {
  name: string;
  /** null: nothing to measure there (a rate of no delivered parcel): a gap in the chart, 'no data' in the table. */
  values: (number | null)[];
  format: (value: number) => string;
  /** Listed in the table and the files only (an invoice count beside the amounts), not drawn. */
  tableOnly?: boolean;
  /** Its column header in the files (with its currency or unit), when not its name. */
  exportName?: string;
}

export interface ChartFigureProps {
  title: string;
  kind: 'line' | 'bar';
  /** Bars drawn sideways: long names (carriers, services, countries) stay readable on a phone. */
  horizontal?: boolean;
  stacked?: boolean;
  /** The categories' column header in the table and the files ('Month', 'Carrier'). */
  categoryHeader: string;
  categories: string[];
  /** The categories as the files write them (ISO months rather than 'Nov 26'), when not their labels. */
  exportCategories?: string[];
  series: ChartSeries[];
  /** The value axis' ticks (a compact amount); the first drawn series' format when not given. */
  axisFormat?: (value: number) => string;
  /** A percentage: the value axis stops at 100. */
  percent?: boolean;
  /** The files' name without extension: parcel-audit-<metric>-<dimension>-<period>. */
  fileName: string;
  /** Said under the title: what is left out (other currencies), what is counted. */
  note?: ReactNode;
  /** Why there is nothing to draw, in a sentence ('No carrier invoice audited in this period yet.'). */
  empty?: string;
}

/** Exported PNGs get a white background instead of a transparent one. */
const whiteBackground: Plugin = {
  id: 'white-background',
  beforeDraw(chart) {
    const { ctx } = chart;
    ctx.save();
    ctx.globalCompositeOperation = 'destination-over';
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, chart.width, chart.height);
    ctx.restore();
  },
};

const FORMATS = ['csv', 'xlsx', 'png'] as const;

export function ChartFigure({
  title,
  kind,
  horizontal = false,
  stacked = false,
  categoryHeader,
  categories,
  exportCategories,
  series,
  axisFormat,
  percent = false,
  fileName,
  note,
  empty,
}: ChartFigureProps) {
  const intl = useIntl();
  const chart = useRef<ChartJS<'bar' | 'line'> | null>(null);
  const [failed, setFailed] = useState(false);
  const drawn = series.filter((item) => !item.tableOnly);
  const tick = axisFormat ?? drawn[0]?.format ?? String;
  const valueAxis = horizontal ? 'x' : 'y';
  const categoryAxis = horizontal ? 'y' : 'x';
  // No point, or every one at zero: said in words rather than drawn as a flat line.
  const nothing = drawn.every((item) => item.values.every((value) => !value));

  const tableLabel = intl.formatMessage({ id: 'chart.tableLabel' }, { title });
  const table: ExportTable = {
    header: [categoryHeader, ...series.map((item) => item.exportName ?? item.name)],
    rows: categories.map((category, row) => [
      exportCategories?.[row] ?? category,
      ...series.map((item) => item.values[row] ?? null),
    ]),
  };

  const save = async (format: (typeof FORMATS)[number]) => {
    setFailed(false);
    try {
      if (format === 'csv') saveCsv(table, fileName);
      else if (format === 'xlsx') await saveXlsx(table, fileName, title);
      else {
        const image = chart.current?.toBase64Image('image/png', 1);
        if (!image) throw new Error('No chart drawn');
        savePng(image, fileName);
      }
    } catch {
      setFailed(true);
    }
  };

  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    indexAxis: horizontal ? 'y' : 'x',
    interaction: { mode: 'index', intersect: false },
    scales: {
      [categoryAxis]: { stacked, grid: { display: false } },
      [valueAxis]: {
        stacked,
        beginAtZero: true,
        ...(percent ? { max: 100 } : {}),
        ticks: { callback: (value: number | string) => tick(Number(value)) },
      },
    },
    plugins: {
      legend: { display: drawn.length > 1, position: 'bottom' },
      tooltip: {
        callbacks: {
          label: (item) => {
            const format = drawn[item.datasetIndex]?.format ?? String;
            return `${item.dataset.label}: ${format(Number(item.raw))}`;
          },
        },
      },
    },
  };
  // Sideways bars take the height their names need; other charts a fixed one (see charts.css).
  const height = horizontal ? `${Math.max(10, categories.length * 2.2 + 4)}rem` : undefined;

  return (
    <figure className="chart-figure">
      <figcaption>{title}</figcaption>
      {note && <p className="chart-note">{note}</p>}
      {nothing ? (
        <p className="chart-empty">{empty ?? <FormattedMessage id="chart.empty" />}</p>
      ) : (
        <>
          <div className="chart-box" style={height ? { height } : undefined}>
            <Chart
              ref={chart}
              type={kind}
              role="img"
              aria-label={intl.formatMessage({ id: 'chart.imageLabel' }, { title })}
              data={{
                labels: categories,
                datasets: drawn.map((item, index) => {
                  const colour = PALETTE[index % PALETTE.length];
                  return {
                    label: item.name,
                    data: item.values,
                    backgroundColor: colour,
                    borderColor: colour,
                    borderWidth: kind === 'line' ? 2.5 : 0,
                    tension: 0,
                    pointRadius: 3,
                    maxBarThickness: 48,
                  };
                }),
              }}
              options={options}
              plugins={[whiteBackground]}
            />
          </div>
          <details>
            <summary>
              <FormattedMessage id="chart.showTable" />
            </summary>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1). */}
            <section className="table-scroll" aria-label={tableLabel} tabIndex={0}>
              <table className="data-table compact chart-table">
                <caption className="visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{categoryHeader}</th>
                    {series.map((item) => (
                      <th key={item.name} scope="col" className="num">
                        {item.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {categories.map((category, row) => (
                    <tr key={category}>
                      <th scope="row">{category}</th>
                      {series.map((item) => (
                        <td key={item.name} className="num">
                          {typeof item.values[row] === 'number' ? (
                            item.format(item.values[row])
                          ) : (
                            <>
                              <span aria-hidden="true">—</span>
                              <span className="visually-hidden">
                                <FormattedMessage id="chart.noData" />
                              </span>
                            </>
                          )}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </details>
          <div className="chart-exports">
            <span className="chart-exports-label" aria-hidden="true">
              <FormattedMessage id="chart.download" />
            </span>
            {FORMATS.map((format) => (
              <button
                key={format}
                type="button"
                className="button small"
                aria-label={intl.formatMessage(
                  { id: 'chart.downloadAs' },
                  { title, format: format.toUpperCase() },
                )}
                onClick={() => void save(format)}
              >
                {format.toUpperCase()}
              </button>
            ))}
          </div>
          {failed && (
            <p className="field-error" role="alert">
              <FormattedMessage id="chart.exportFailed" />
            </p>
          )}
        </>
      )}
    </figure>
  );
}

export default ChartFigure;
