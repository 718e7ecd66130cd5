/**
 * My Invoices' list: every carrier invoice the company uploaded, newest first, with where its audit
 * is (a progress bar while it runs), what it read and what it found, and a link to its audit.
 */
import type { InvoiceAuditView } from '@shared/audit/invoice-audit';
import { carrierById } from '@shared/carriers/carriers';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import { Money } from '@web/components/money';
import { useRowCards } from '@web/components/row-cards';
import { TableHead } from '@web/components/table-head';
import { invoiceLink, paths } from '@web/config/paths';
import { messageKeyOf } from '@web/lib/api-client';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useInvoices } from '../api/invoices';
import { AuditProgress } from './invoice-parts';

const HEADINGS = [
  'invoices.file',
  'invoices.uploaded',
  'invoices.carriers',
  'invoices.status',
  'invoices.shipments',
  'invoices.findings',
  'invoices.recoverable',
  'invoices.opened',
] as const;

const carrierNames = (invoice: InvoiceAuditView) =>
  invoice.carriers.map((carrier) => carrierById(carrier)?.name ?? carrier).join(', ') || '–';

export function InvoiceList() {
  const intl = useIntl();
  const pages = useInvoices();
  const { data, error } = pages;
  const cards = useRowCards(HEADINGS);
  if (error) return <FormError message={messageKeyOf(error)} />;
  if (!data) return <p aria-busy="true">…</p>;
  const invoices = data.flatMap((page) => page.invoices);
  if (invoices.length === 0)
    return (
      <p className="page-intro" data-tour="invoices-upload">
        <FormattedMessage
          id="invoices.empty"
          values={{ link: (text) => <Link to={paths.carrierInvoices}>{text}</Link> }}
        />
      </p>
    );
  return (
    <>
      <p className="page-intro" data-tour="invoices-upload">
        <FormattedMessage
          id="invoices.uploadMore"
          values={{ link: (text) => <Link to={paths.carrierInvoices}>{text}</Link> }}
        />
      </p>
      <div className="table-scroll">
        <table {...cards} data-tour="invoices-findings">
          <caption className="visually-hidden">
            <FormattedMessage id="invoices.heading" />
          </caption>
          <TableHead headings={HEADINGS} />
          <tbody>
            {invoices.map((invoice) => (
              <tr key={invoice.documentId}>
                <td className="long-word">
                  <Link
                    to={invoiceLink(invoice.documentId)}
                    aria-label={intl.formatMessage({ id: 'invoices.auditOf' }, { file: invoice.fileName })}
                  >
                    {invoice.fileName}
                  </Link>
                </td>
                <td>
                  <FormattedDate value={invoice.uploadedAt} dateStyle="medium" />
                </td>
                <td>{carrierNames(invoice)}</td>
                <td>
                  <AuditProgress invoice={invoice} compact />
                </td>
                <td>{invoice.status === 'done' ? intl.formatNumber(invoice.shipments) : '–'}</td>
                <td>{invoice.status === 'done' ? intl.formatNumber(invoice.findings) : '–'}</td>
                <td>{invoice.status === 'done' ? <Money amounts={invoice.recoverable} /> : '–'}</td>
                <td>{invoice.status === 'done' ? intl.formatNumber(invoice.claimsOpened) : '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <LoadMore pages={pages} label="invoices.more" />
    </>
  );
}
