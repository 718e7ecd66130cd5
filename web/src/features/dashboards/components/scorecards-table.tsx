/**
 * The carrier scorecards: one row per carrier with its services indented beneath it: shipments,
 * parcels measured against their promised day, on-time, lost and damaged rates, claims accepted
 * and refused, days from claim to credit, and whether the contract waived the money-back guarantee.
 */
import type { Scorecard } from '@shared/dashboards/catalog';
import type { MessageKey } from '@web/i18n/en';
import { carrierName, serviceLabel } from '@web/lib/chart-labels';
import { FormattedMessage, useIntl } from 'react-intl';
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
] as const;

export function ScorecardsTable({ rows }: { rows: Scorecard[] }) {
  const intl = useIntl();
  if (rows.length === 0)
    return (
      <p className="panel">
        <FormattedMessage id="dashboards.scorecards.none" />
      </p>
    );
  const count = (value: number | null) => (value === null ? <NoData /> : intl.formatNumber(value));
  const rate = (value: number | null) =>
    value === null ? (
      <NoData />
    ) : (
      intl.formatNumber(value / 100, { style: 'percent', maximumFractionDigits: 2 })
    );
  const days = (value: number | null) =>
    value === null ? <NoData /> : intl.formatNumber(value, { maximumFractionDigits: 1 });
  const cells = (row: Scorecard) => [
    count(row.shipments),
    count(row.measured),
    rate(row.onTimeRate),
    rate(row.lostRate),
    rate(row.damagedRate),
    count(row.accepted),
    count(row.refused),
    days(row.avgDaysToCredit),
  ];
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
                  <FormattedMessage id={`dashboards.scorecards.${column}` as MessageKey} />
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
                {cells(row).map((cell, index) => (
                  <td key={COLUMNS[index]} className="num">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="field-hint">
        <FormattedMessage id="dashboards.scorecards.note" />
      </p>
    </section>
  );
}
