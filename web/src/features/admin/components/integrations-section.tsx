/**
 * Every company's sales-data integration (platform admins): each API key with its company, who made
 * it and when, when it was last used or that it was revoked, and what the company's sales data
 * brought (orders received, refused batches). Never a key's secret.
 */
import { useAllIntegrations } from '@web/api/admin';
import { LoadMore } from '@web/components/load-more';
import { FormattedDate, FormattedMessage, FormattedNumber } from 'react-intl';
import { AdminTable, ListState } from './admin-table';

const COLUMNS = ['company', 'key', 'created', 'lastUsed', 'orders'] as const;

export function IntegrationsSection() {
  const pages = useAllIntegrations();
  const { data, error } = pages;
  const rows = data?.flatMap((page) => page.integrations) ?? [];
  return (
    <section className="panel admin-section" id="integrations" aria-labelledby="integrations-heading">
      <h2 id="integrations-heading">
        <FormattedMessage id="admin.integrations.heading" />
      </h2>
      <ListState error={error} empty={Boolean(data) && rows.length === 0} none="admin.integrations.none" />
      {rows.length > 0 && (
        <AdminTable
          caption="admin.integrations.heading"
          columns={COLUMNS.map((column) => `admin.integrations.column.${column}` as const)}
          numeric={['admin.integrations.column.orders']}
        >
          {rows.map((row) => (
            <tr key={row.key.keyId}>
              <th scope="row">{row.companyName}</th>
              <td>
                {row.key.name}
                <span className="cell-detail">
                  <code>{row.key.preview}</code>
                </span>
              </td>
              <td className="long-word">
                <FormattedDate value={row.key.createdAt} dateStyle="medium" />
                <span className="cell-detail">{row.key.createdBy}</span>
              </td>
              <td>
                {row.key.revokedAt ? (
                  <span className="badge neutral">
                    <FormattedMessage id="salesData.revoked" />
                  </span>
                ) : row.key.lastUsedAt ? (
                  <FormattedDate value={row.key.lastUsedAt} dateStyle="medium" timeStyle="short" />
                ) : (
                  <FormattedMessage id="salesData.never" />
                )}
              </td>
              <td className="num">
                <FormattedNumber value={row.ordersReceived} />
                {row.refusedBatches > 0 && (
                  <span className="cell-detail">
                    <FormattedMessage
                      id="admin.integrations.refused"
                      values={{ count: row.refusedBatches }}
                    />
                  </span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <LoadMore pages={pages} label="admin.integrations.more" />
    </section>
  );
}
