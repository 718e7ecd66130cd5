/**
 * Invoices still to be paid across companies (platform admins), soonest due first: company, number,
 * dates, what is still due, overdue or due, and whether a payment is processing. A transfer is
 * recorded from the company's Billing page (act for it first).
 */
import { useUnpaidInvoices } from '@web/api/admin';
import { FormError } from '@web/components/form-error';
import { Money } from '@web/components/money';
import { messageKeyOf } from '@web/lib/api-client';
import { FormattedDate, FormattedMessage } from 'react-intl';

const COLUMNS = ['number', 'company', 'issueDate', 'dueDate', 'due', 'status'] as const;
const day = (date: string) => <FormattedDate value={`${date}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;

export function UnpaidSection() {
  const { data, error, size, setSize, isValidating } = useUnpaidInvoices();
  const rows = data?.flatMap((page) => page.invoices) ?? [];
  const more = Boolean(data?.at(-1)?.cursor);
  return (
    <section className="panel admin-section" id="unpaid" aria-labelledby="unpaid-heading">
      <h2 id="unpaid-heading">
        <FormattedMessage id="admin.unpaid.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.unpaid.intro" />
      </p>
      {error && <FormError message={messageKeyOf(error)} />}
      {data && rows.length === 0 && (
        <p>
          <FormattedMessage id="admin.unpaid.none" />
        </p>
      )}
      {rows.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways is reached by keyboard to scroll it.
        <div className="table-scroll" tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">
              <FormattedMessage id="admin.unpaid.heading" />
            </caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={column === 'due' ? 'num' : undefined}>
                    <FormattedMessage id={`admin.unpaid.column.${column}`} />
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={`${row.companyId}/${row.number}`}>
                  <th scope="row">{row.number}</th>
                  <td>{row.companyName}</td>
                  <td>{day(row.issueDate)}</td>
                  <td>{day(row.dueDate)}</td>
                  <td className="num">
                    <Money value={row.dueCents / 100} currency={row.currency} />
                  </td>
                  <td>
                    <span className={`badge ${row.status === 'overdue' ? 'bad' : 'warn'}`}>
                      <FormattedMessage id={`billing.status.${row.status}`} />
                    </span>
                    {row.paymentPending && (
                      <span className="cell-detail">
                        <FormattedMessage id="billing.status.processing" />
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {more && (
        <button type="button" className="button" disabled={isValidating} onClick={() => setSize(size + 1)}>
          <FormattedMessage id="admin.unpaid.more" />
        </button>
      )}
    </section>
  );
}
