/**
 * Success fee lines (the client admin's): one per refund a carrier credited on one of our claims,
 * with its investigation, the share of the plan, and the evidence of the credit: the carrier's
 * word and, when the audit found it, the credit line of a later carrier invoice. Reversals (a
 * refund the carrier took back) are listed with the fee taken off.
 */

import type { FeeLineReply } from '@web/api/billing';
import { Money } from '@web/components/money';
import { claimLink } from '@web/config/paths';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

function Evidence({ line }: { line: FeeLineReply }) {
  return (
    <>
      <span>
        <FormattedMessage
          id="billing.fees.carrierSaid"
          values={{ message: line.carrierMessage ?? '–', carrier: line.carrier.toUpperCase() }}
        />
      </span>
      {line.creditLine && (
        <span className="evidence-line">
          <FormattedMessage
            id="billing.fees.creditLine"
            values={{
              invoice: line.creditLine.invoiceNumber,
              date: (
                <FormattedDate
                  value={`${line.creditLine.invoiceDate}T12:00:00Z`}
                  dateStyle="medium"
                  timeZone="UTC"
                />
              ),
              amount: <Money value={line.creditLine.amountCents / 100} currency={line.currency} />,
            }}
          />
        </span>
      )}
    </>
  );
}

export function FeeLinesPanel({ lines }: { lines: FeeLineReply[] }) {
  const intl = useIntl();
  return (
    <section className="panel wide" aria-labelledby="fees-heading">
      <h2 id="fees-heading">
        <FormattedMessage id="billing.fees.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="billing.fees.intro" />
      </p>
      {lines.length === 0 ? (
        <p>
          <FormattedMessage id="billing.fees.none" />
        </p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">
              <FormattedMessage id="billing.fees.heading" />
            </caption>
            <thead>
              <tr>
                {(['investigation', 'date', 'refund', 'fee', 'evidence', 'document'] as const).map(
                  (column) => (
                    <th
                      key={column}
                      scope="col"
                      className={column === 'refund' || column === 'fee' ? 'num' : undefined}
                    >
                      <FormattedMessage id={`billing.fees.${column}`} />
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {lines.map((line) => (
                <tr key={line.lineId}>
                  <th scope="row">
                    <Link to={claimLink(line.claimId)}>{line.claimNumber ?? line.claimId}</Link>
                    <span className="cell-detail">
                      {line.carrier.toUpperCase()} {line.trackingNumber}
                    </span>
                    {line.kind === 'fee_reversal' && (
                      <span className="badge warn">
                        <FormattedMessage id="billing.fees.reversal" />
                      </span>
                    )}
                  </th>
                  <td>
                    <FormattedDate value={line.at} dateStyle="medium" />
                  </td>
                  <td className="num">
                    <Money value={line.creditedCents / 100} currency={line.currency} />
                  </td>
                  <td className="num">
                    <Money value={line.feeCents / 100} currency={line.currency} />
                    <span className="cell-detail">
                      {intl.formatNumber(line.feePercent / 100, {
                        style: 'percent',
                        maximumFractionDigits: 2,
                      })}
                    </span>
                  </td>
                  <td>
                    <Evidence line={line} />
                  </td>
                  <td>{line.documentNumber ?? <FormattedMessage id="billing.fees.notBilled" />}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
