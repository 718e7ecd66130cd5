/**
 * The carrier scorecards: one row per carrier with its services indented beneath it: shipments,
 * parcels measured against their promised day, on-time, lost and damaged rates, claims accepted
 * and refused, days from claim to credit, the desk's figures (median days to file, to the carrier's
 * first answer and from it to the credit, the acceptance rate, the amount credited against the
 * amount claimed), and whether the contract waived the money-back guarantee. The same figures
 * download as CSV and XLSX (numbers as numbers, rates in %).
 */
import type { Scorecard } from '@shared/dashboards/catalog';
import { Money } from '@web/components/money';
import type { MessageKey } from '@web/i18n/en';
import { type ExportTable, saveCsv, saveXlsx } from '@web/lib/chart-export';
import { carrierName, serviceLabel } from '@web/lib/chart-labels';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';
import { NoData } from './no-data';

const COLUMNS = [
  'shipments',
  'measured',
  'onTime',
  'lost',
  'damaged',
  'accepted',
  'refused',
  'daysToCredit',
  'daysToFile',
  'daysToAnswer',
  'answerToCredit',
  'acceptance',
  'credited',
  'claimed',
  'creditedShare',
] as const;
type Column = (typeof COLUMNS)[number];

/** Each column's figure of a row, as a number (null: no data). */
const FIGURES: Record<Column, (row: Scorecard) => number | null> = {
  shipments: (row) => row.shipments,
  measured: (row) => row.measured,
  onTime: (row) => row.onTimeRate,
  lost: (row) => row.lostRate,
  damaged: (row) => row.damagedRate,
  accepted: (row) => row.accepted,
  refused: (row) => row.refused,
  daysToCredit: (row) => row.avgDaysToCredit,
  daysToFile: (row) => row.medianDaysToFile,
  daysToAnswer: (row) => row.medianDaysToAnswer,
  answerToCredit: (row) => row.medianDaysAnswerToCredit,
  acceptance: (row) => row.acceptanceRate,
  credited: (row) => row.creditedAmount,
  claimed: (row) => row.claimedAmount,
  creditedShare: (row) => row.creditedShare,
};
/** Why a column has no figure on a carrier's row (a service's row says it once for all, see below). */
const WHY_NONE: Partial<Record<Column, MessageKey>> = {
  onTime: 'dashboards.scorecards.why.onTime',
  lost: 'dashboards.scorecards.why.shipments',
  damaged: 'dashboards.scorecards.why.shipments',
  daysToCredit: 'dashboards.scorecards.why.daysToCredit',
  daysToFile: 'dashboards.scorecards.why.daysToFile',
  daysToAnswer: 'dashboards.scorecards.why.daysToAnswer',
  answerToCredit: 'dashboards.scorecards.why.answerToCredit',
  acceptance: 'dashboards.scorecards.why.acceptance',
  credited: 'dashboards.scorecards.why.amounts',
  claimed: 'dashboards.scorecards.why.amounts',
  creditedShare: 'dashboards.scorecards.why.amounts',
};
/** The columns of the shipments' figures after the counts, and those of the claims'. */
const SHIPMENT_RATES: readonly Column[] = ['onTime', 'lost', 'damaged'];
const CLAIM_COLUMNS: readonly Column[] = COLUMNS.slice(COLUMNS.indexOf('accepted'));
/** Lost and damaged rates and every claim figure are the carrier's: a service's row has none of them. */
const CARRIER_ONLY: readonly Column[] = COLUMNS.slice(COLUMNS.indexOf('lost'));

/** A carrier with no claim in the period: every claim figure empty. */
const noClaims = (row: Scorecard) =>
  !row.accepted && !row.refused && CLAIM_COLUMNS.every((column) => !FIGURES[column](row));

/**
 * The row's cells: a figure per column; where a run of columns is empty for one reason, one cell
 * spanning them says it in a sentence (a service's carrier-only figures, a carrier without claims
 * or without shipments), and a lone empty figure says why in a few words.
 */
function rowCells(row: Scorecard, cell: (row: Scorecard, column: Column) => ReactNode): ReactNode[] {
  const spanning = (columns: readonly Column[], message: MessageKey) => (
    <td key={columns[0]} colSpan={columns.length} className="scorecard-why">
      <FormattedMessage id={message} />
    </td>
  );
  const figures = (columns: readonly Column[]) =>
    columns.map((column) => (
      <td key={column} className="num">
        {cell(row, column)}
      </td>
    ));
  const leading = COLUMNS.slice(0, COLUMNS.indexOf('onTime'));
  if (row.service !== null)
    return [
      ...figures(COLUMNS.slice(0, COLUMNS.indexOf('lost'))),
      spanning(CARRIER_ONLY, 'dashboards.scorecards.perCarrier'),
    ];
  const shipments =
    row.shipments === 0
      ? [spanning(SHIPMENT_RATES, 'dashboards.scorecards.noShipments')]
      : figures(SHIPMENT_RATES);
  const claims = noClaims(row)
    ? [spanning(CLAIM_COLUMNS, 'dashboards.scorecards.noClaims')]
    : figures(CLAIM_COLUMNS);
  return [...figures(leading), ...shipments, ...claims];
}

const RATES: readonly Column[] = ['onTime', 'lost', 'damaged', 'acceptance', 'creditedShare'];
const DAYS: readonly Column[] = ['daysToCredit', 'daysToFile', 'daysToAnswer', 'answerToCredit'];
const MONEY: readonly Column[] = ['credited', 'claimed'];

const columnName = (intl: IntlShape, column: Column) =>
  intl.formatMessage({ id: `dashboards.scorecards.${column}` as MessageKey });

/** The table as a file: a row per carrier and service, rates in %, amounts with their currency beside them. */
export function scorecardsExport(intl: IntlShape, rows: readonly Scorecard[]): ExportTable {
  const unit = (column: Column) => (RATES.includes(column) ? ' (%)' : '');
  return {
    header: [
      intl.formatMessage({ id: 'dashboards.scorecards.carrierOnly' }),
      intl.formatMessage({ id: 'dashboards.scorecards.service' }),
      ...COLUMNS.map((column) => `${columnName(intl, column)}${unit(column)}`),
      intl.formatMessage({ id: 'dashboards.scorecards.currency' }),
    ],
    rows: rows.map((row) => [
      carrierName(row.carrier),
      row.service === null ? '' : serviceLabel(intl, row.service),
      ...COLUMNS.map((column) => FIGURES[column](row)),
      row.amountCurrency ?? '',
    ]),
  };
}

const FORMATS = ['csv', 'xlsx'] as const;

function Downloads({ rows }: { rows: readonly Scorecard[] }) {
  const intl = useIntl();
  const [failed, setFailed] = useState(false);
  const title = intl.formatMessage({ id: 'dashboards.scorecards.heading' });
  const save = async (format: (typeof FORMATS)[number]) => {
    setFailed(false);
    try {
      const table = scorecardsExport(intl, rows);
      if (format === 'csv') saveCsv(table, 'parcel-audit-scorecards');
      else await saveXlsx(table, 'parcel-audit-scorecards', title);
    } catch {
      setFailed(true);
    }
  };
  return (
    <>
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
  );
}

export function ScorecardsTable({ rows }: { rows: Scorecard[] }) {
  const intl = useIntl();
  if (rows.length === 0)
    return (
      <p className="panel">
        <FormattedMessage id="dashboards.scorecards.none" />
      </p>
    );
  const cell = (row: Scorecard, column: Column): ReactNode => {
    const value = FIGURES[column](row);
    if (value === null) return <NoData reason={WHY_NONE[column]} />;
    if (RATES.includes(column))
      return intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 });
    if (DAYS.includes(column)) return intl.formatNumber(value, { maximumFractionDigits: 1 });
    if (MONEY.includes(column) && row.amountCurrency)
      return <Money value={value} currency={row.amountCurrency} />;
    return intl.formatNumber(value);
  };
  return (
    <section aria-labelledby="scorecards-heading">
      <h2 id="scorecards-heading">
        <FormattedMessage id="dashboards.scorecards.heading" />
      </h2>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls sideways must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="table-scroll" aria-labelledby="scorecards-heading" tabIndex={0}>
        <table className="data-table scorecards" aria-labelledby="scorecards-heading">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="dashboards.scorecards.carrier" />
              </th>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className="num">
                  {columnName(intl, column)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr
                key={`${row.carrier}~${row.service ?? ''}`}
                className={row.service === null ? 'carrier-row' : 'service-row'}
              >
                <th scope="row">
                  {row.service === null ? (
                    <>
                      {carrierName(row.carrier)}
                      {row.guaranteeWaived && (
                        <span className="badge warn waived">
                          <FormattedMessage id="dashboards.scorecards.waived" />
                        </span>
                      )}
                    </>
                  ) : (
                    <>
                      <span className="visually-hidden">{carrierName(row.carrier)} · </span>
                      {serviceLabel(intl, row.service)}
                    </>
                  )}
                </th>
                {rowCells(row, cell)}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <Downloads rows={rows} />
      <p className="field-hint">
        <FormattedMessage id="dashboards.scorecards.note" />
      </p>
      <p className="field-hint">
        <FormattedMessage id="dashboards.scorecards.deskNote" />
      </p>
    </section>
  );
}
