/**
 * The sales data's report: orders received and investigations they completed, when the last batch
 * came, and the last refused batch with its first problem. On Home and on the Sales Data page.
 */
import { useSalesDataReport } from '@web/api/sales-data';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';

/** `link`: to the Sales Data page (Home); not on that page itself. */
export function SalesDataReport({ link = true }: { link?: boolean }) {
  const { data } = useSalesDataReport();
  const report = data?.report;
  return (
    <section className="panel" aria-labelledby="sales-data-report-heading">
      <h2 id="sales-data-report-heading">
        <FormattedMessage id="home.salesData.heading" />
      </h2>
      {report && report.batches === 0 && report.refusedBatches === 0 && (
        <p>
          <FormattedMessage id="home.salesData.none" />
        </p>
      )}
      {report && (report.batches > 0 || report.refusedBatches > 0) && (
        <ul className="plain-list">
          <li>
            <FormattedMessage
              id="home.salesData.figures"
              values={{ orders: report.ordersReceived, claims: report.claimsCompleted }}
            />
          </li>
          {report.lastReceivedAt && (
            <li>
              <FormattedMessage
                id="home.salesData.last"
                values={{
                  date: <FormattedDate value={report.lastReceivedAt} dateStyle="medium" timeStyle="short" />,
                }}
              />
            </li>
          )}
          {report.lastRefusedAt && (
            <li className="field-error">
              <FormattedMessage
                id="home.salesData.refused"
                values={{
                  count: report.refusedBatches,
                  date: <FormattedDate value={report.lastRefusedAt} dateStyle="medium" timeStyle="short" />,
                  path: <code>{report.lastRefusal?.path || '–'}</code>,
                }}
              />{' '}
              {report.lastRefusal?.message && (
                <FormattedMessage
                  id={report.lastRefusal.message as MessageKey}
                  defaultMessage={report.lastRefusal.message}
                />
              )}
            </li>
          )}
        </ul>
      )}
      {link && (
        <p>
          <Link to={paths.salesData}>
            <FormattedMessage id="home.salesData.link" />
          </Link>
        </p>
      )}
    </section>
  );
}
