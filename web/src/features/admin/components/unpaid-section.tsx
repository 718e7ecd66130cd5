/**
 * Invoices still to be paid across companies (platform admins), soonest due first: company, number,
 * dates, what is still due, overdue or due, and whether a payment is processing. A transfer is
 * recorded from the company's Billing page (act for it first).
 */
import { useUnpaidInvoices } from '@web/api/admin';
import { LoadMore } from '@web/components/load-more';
import { Money } from '@web/components/money';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { AdminTable, ListState } from './admin-table';

const COLUMNS = ['number', 'company', 'issueDate', 'dueDate', 'due', 'status'] as const;
const day = (date: string) => <FormattedDate value={`${date}T12:00:00Z`} dateStyle="medium" timeZone="UTC" />;

export function UnpaidSection() {
  const pages = useUnpaidInvoices();
  const { data, error } = pages;
  const rows = data?.flatMap((page) => page.invoices) ?? [];
  return (
    <section className="panel admin-section" id="unpaid" aria-labelledby="unpaid-heading">
      <h2 id="unpaid-heading">
        <FormattedMessage id="admin.unpaid.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.unpaid.intro" />
      </p>
      <ListState error={error} empty={Boolean(data) && rows.length === 0} none="admin.unpaid.none" />
      {rows.length > 0 && (
        <AdminTable
          caption="admin.unpaid.heading"
          columns={COLUMNS.map((column) => `admin.unpaid.column.${column}` as const)}
          numeric={['admin.unpaid.column.due' as const]}
        >
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
        </AdminTable>
      )}
      <LoadMore pages={pages} label="admin.unpaid.more" />
    </section>
  );
}
