/**
 * The sales data's report: orders received and investigations they completed, when the last batch
 * came, the last refused batch with its first problem, where the SFTP set-up stands (its state,
 * last fetch and problem) and the last file received with its bad rows. On Home and on the Sales
 * Data page.
 */
import { describePlace } from '@shared/platform/issue-words';
import { useSalesDataReport } from '@web/api/sales-data';
import { paths } from '@web/config/paths';
import { issueMessageKey } from '@web/i18n/message-key';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';

/**
 * The last refused batch's first problem in words: where ("Order 1, line 1, sales date") and what,
 * from the catalog by its key; never the path or the key themselves.
 */
function Refusal({ path, message }: { path: string; message: string }) {
  const intl = useIntl();
  const place = describePlace(path, intl.locale === 'fr' ? 'fr' : 'en');
  const key = issueMessageKey(intl, { message }, 'form.invalid');
  return (
    <FormattedMessage
      id={place ? 'home.salesData.refusedAt' : 'home.salesData.refusedWhy'}
      values={{ place, problem: <FormattedMessage id={key} /> }}
    />
  );
}

/** `link`: to the Sales Data page (Home); not on that page itself. */
export function SalesDataReport({ link = true }: { link?: boolean }) {
  const { data } = useSalesDataReport();
  const report = data?.report;
  const sftp = data?.sftp;
  const lastFile = data?.lastFile;
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
                }}
              />{' '}
              {report.lastRefusal && (
                <Refusal path={report.lastRefusal.path} message={report.lastRefusal.message} />
              )}
            </li>
          )}
        </ul>
      )}
      {(sftp || lastFile) && (
        <ul className="plain-list">
          {sftp && (
            <li className={sftp.state === 'failed' ? 'field-error' : undefined}>
              <FormattedMessage
                id="home.salesData.sftp"
                values={{ state: <FormattedMessage id={`salesData.state.${sftp.state}`} /> }}
              />
              {sftp.lastFetchAt && (
                <>
                  {' '}
                  <FormattedMessage
                    id="home.salesData.lastFetch"
                    values={{
                      date: <FormattedDate value={sftp.lastFetchAt} dateStyle="medium" timeStyle="short" />,
                    }}
                  />
                </>
              )}
              {sftp.problem && (
                <>
                  {' '}
                  <FormattedMessage id={`integration.sftp.problem.${sftp.problem}`} />
                </>
              )}
            </li>
          )}
          {lastFile && (
            <li className={lastFile.outcome === 'refused' || lastFile.badRows ? 'field-error' : undefined}>
              <FormattedMessage
                id="home.salesData.lastFile"
                values={{
                  name: <code>{lastFile.name}</code>,
                  outcome: <FormattedMessage id={`salesData.sftp.outcome.${lastFile.outcome}`} />,
                  bad: lastFile.badRows,
                }}
              />
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
