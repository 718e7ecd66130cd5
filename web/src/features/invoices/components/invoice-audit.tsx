/**
 * One invoice's audit: its progress while it runs; then what it read (lines, shipments, spend),
 * what it found (amount to recover, investigations opened), the findings by rule as bars people
 * can compare at a glance (the table under them says the same in words), and the findings as a
 * CSV or XLSX file in the reader's language.
 */
import { amountsTotal, canAuditAgain } from '@shared/audit/invoice-audit';
import { ruleById } from '@shared/audit/rules/index';
import { carrierById } from '@shared/carriers/carriers';
import { FormError } from '@web/components/form-error';
import { Money } from '@web/components/money';
import { TableHead } from '@web/components/table-head';
import { paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { auditAgain, downloadFindings, useInvoice } from '../api/invoices';
import { AuditProgress } from './invoice-parts';
import { ReviewFindings } from './review-findings';

export function InvoiceAudit({ documentId }: { documentId: string }) {
  const intl = useIntl();
  const locale = intl.locale.startsWith('fr') ? 'fr' : 'en';
  const { data, error } = useInvoice(documentId);
  const [downloadError, setDownloadError] = useState<MessageKey | null>(null);
  const [againError, setAgainError] = useState<MessageKey | null>(null);
  const [starting, setStarting] = useState(false);
  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!data) return <p aria-busy="true">…</p>;
  const invoice = data.invoice;
  const largest = Math.max(0, ...invoice.byRule.map((rule) => amountsTotal(rule.amounts)));
  const download = (format: 'csv' | 'xlsx') => {
    setDownloadError(null);
    downloadFindings(documentId, format, locale).catch((caught: unknown) =>
      setDownloadError(messageKeyOf(caught)),
    );
  };
  const again = () => {
    setAgainError(null);
    setStarting(true);
    auditAgain(documentId)
      .catch((caught: unknown) => setAgainError(messageKeyOf(caught)))
      .finally(() => setStarting(false));
  };
  const figures: [MessageKey, React.ReactNode][] = [
    // Nothing to recover is said in the invoice's own currency.
    [
      'invoices.recoverable',
      <Money key="r" amounts={invoice.recoverable} none={Object.keys(invoice.spend)[0]} />,
    ],
    ['invoices.findings', intl.formatNumber(invoice.findings)],
    ...(invoice.reviews > 0
      ? ([['invoices.toReview', <Money key="v" amounts={invoice.reviewable} />]] as [
          MessageKey,
          React.ReactNode,
        ][])
      : []),
    ['invoices.opened', intl.formatNumber(invoice.claimsOpened)],
    ['invoices.spend', <Money key="s" amounts={invoice.spend} />],
    ['invoices.shipments', intl.formatNumber(invoice.shipments)],
    ['invoices.lines', intl.formatNumber(invoice.lines)],
  ];

  return (
    <section aria-labelledby="invoice-heading">
      <p>
        <Link to={paths.myInvoices}>
          <FormattedMessage id="invoices.back" />
        </Link>
      </p>
      <h2 id="invoice-heading">
        <FormattedMessage id="invoices.auditOf" values={{ file: invoice.fileName }} />
      </h2>
      <p className="field-hint">
        <FormattedMessage
          id="invoices.uploadedOn"
          values={{ date: <FormattedDate value={invoice.uploadedAt} dateStyle="medium" timeStyle="short" /> }}
        />
        {invoice.layout && (
          <>
            {' · '}
            <FormattedMessage id={`invoices.layout.${invoice.layout}` as MessageKey} />
          </>
        )}
        {invoice.carriers.length > 0 &&
          ` · ${invoice.carriers.map((carrier) => carrierById(carrier)?.name ?? carrier).join(', ')}`}
        {invoice.invoiceNumbers.length > 0 && ` · ${invoice.invoiceNumbers.join(', ')}`}
        {invoice.run > 1 && (
          <>
            {' · '}
            <FormattedMessage id="invoices.run" values={{ run: invoice.run }} />
          </>
        )}
      </p>
      <div role="status" className="audit-state">
        <AuditProgress invoice={invoice} />
      </div>
      {invoice.status === 'failed' && invoice.problem && (
        <div className="notice notice-error">
          <p>
            <FormattedMessage id={`invoices.problem.${invoice.problem}` as MessageKey} />
          </p>
        </div>
      )}
      {invoice.status === 'failed' && invoice.columns && invoice.columns.length > 0 && (
        <FoundColumns columns={invoice.columns} />
      )}
      {invoice.status === 'done' && (
        <>
          <div className="stat-cards">
            {figures.map(([label, value]) => (
              <div key={label} className="stat-card">
                <p className="stat-label">
                  <FormattedMessage id={label} />
                </p>
                <p className="stat-value">{value}</p>
              </div>
            ))}
          </div>
          {invoice.alreadyClaimed > 0 && (
            <p>
              <FormattedMessage id="invoices.alreadyClaimed" values={{ count: invoice.alreadyClaimed }} />
            </p>
          )}
          <h3>
            <FormattedMessage id="invoices.byRule" />
          </h3>
          {invoice.byRule.length === 0 ? (
            <p>
              <FormattedMessage id={invoice.reviews > 0 ? 'invoices.noClaims' : 'invoices.noFindings'} />
            </p>
          ) : (
            <div className="table-scroll">
              <table className="data-table audit-rules">
                <caption className="visually-hidden">
                  <FormattedMessage id="invoices.byRule" />
                </caption>
                <TableHead
                  headings={['invoices.rule', 'invoices.claimType', 'invoices.findings', 'invoices.amount']}
                />
                <tbody>
                  {invoice.byRule.map((rule) => {
                    const known = ruleById(rule.ruleId);
                    const share = largest > 0 ? amountsTotal(rule.amounts) / largest : 0;
                    return (
                      <tr key={rule.ruleId}>
                        <th scope="row">
                          {known?.name[locale] ?? rule.ruleId}
                          {known && (
                            <span className="field-hint rule-explanation">{known.explanation[locale]}</span>
                          )}
                        </th>
                        <td>
                          <FormattedMessage id={`claims.issue.${rule.claimType}` as MessageKey} />
                        </td>
                        <td>{intl.formatNumber(rule.findings)}</td>
                        <td className="bar-cell">
                          <span
                            className="bar"
                            style={{ width: `${Math.max(2, share * 100)}%` }}
                            aria-hidden="true"
                          />
                          <span className="bar-value">
                            <Money amounts={rule.amounts} />
                          </span>
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
          <div className="toolbar">
            <button type="button" className="button" onClick={() => download('csv')}>
              <FormattedMessage id="invoices.downloadCsv" />
            </button>
            <button type="button" className="button" onClick={() => download('xlsx')}>
              <FormattedMessage id="invoices.downloadXlsx" />
            </button>
            {invoice.claimsOpened + invoice.alreadyClaimed > 0 && (
              <Link to={`${paths.investigationDetails}?view=claims&source=audit`}>
                <FormattedMessage id="invoices.seeClaims" />
              </Link>
            )}
          </div>
          {downloadError && <FormError message={downloadError} />}
          {invoice.reviews > 0 && (
            <ReviewFindings
              documentId={documentId}
              carrier={invoice.carriers.length === 1 ? invoice.carriers[0] : undefined}
            />
          )}
        </>
      )}
      {canAuditAgain(invoice) && (
        <div className="panel audit-again">
          <p>
            <FormattedMessage id="invoices.againHint" />{' '}
            <Link to={paths.carrierInformation}>
              <FormattedMessage id="invoices.contractLink" />
            </Link>
          </p>
          <button
            type="button"
            className="button"
            onClick={again}
            aria-busy={starting}
            aria-disabled={starting}
          >
            <FormattedMessage id="invoices.again" />
          </button>
          <FormError message={againError} />
        </div>
      )}
    </section>
  );
}

/** The header row of a file we did not recognise, as we read it: the person sees what we saw. */
function FoundColumns({ columns }: { columns: string[] }) {
  const cells = columns.map((name, place) => ({ name, place }));
  return (
    <div className="found-columns">
      <p id="found-columns-title">
        <FormattedMessage id="invoices.columnsFound" />
      </p>
      <ol aria-labelledby="found-columns-title">
        {cells.map((cell) => (
          <li key={cell.place}>{cell.name || <FormattedMessage id="invoices.columnBlank" />}</li>
        ))}
      </ol>
    </div>
  );
}
