/**
 * Carrier accounts across companies (platform admins): not working (why, and when last checked) or
 * working, least recently checked first. Never a password.
 */
import { useAllCredentials } from '@web/api/admin';
import { LoadMore } from '@web/components/load-more';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { AdminTable, ListState } from './admin-table';

const COLUMNS = ['company', 'carrier', 'username', 'status', 'checkedAt'] as const;

export function CredentialsSection() {
  const [status, setStatus] = useState<'active' | 'not_working'>('not_working');
  const pages = useAllCredentials(status);
  const { data, error } = pages;
  const rows = data?.flatMap((page) => page.credentials) ?? [];
  return (
    <section className="panel admin-section" id="credentials" aria-labelledby="credentials-heading">
      <h2 id="credentials-heading">
        <FormattedMessage id="admin.credentials.heading" />
      </h2>
      <div className="inline-form">
        <div className="field">
          <label htmlFor="credentials-status">
            <FormattedMessage id="admin.credentials.show" />
          </label>
          <select
            id="credentials-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as 'active' | 'not_working')}
          >
            <option value="not_working">
              <FormattedMessage id="admin.credentials.notWorking" />
            </option>
            <option value="active">
              <FormattedMessage id="admin.credentials.working" />
            </option>
          </select>
        </div>
      </div>
      <ListState error={error} empty={Boolean(data) && rows.length === 0} none="admin.credentials.none" />
      {rows.length > 0 && (
        <AdminTable
          caption="admin.credentials.heading"
          columns={COLUMNS.map((column) => `admin.credentials.column.${column}` as const)}
        >
          {rows.map((row) => (
            <tr key={`${row.companyId}/${row.credentialId}`}>
              <th scope="row">{row.companyName}</th>
              <td>{row.carrier.toUpperCase()}</td>
              <td className="long-word">{row.username}</td>
              <td>
                {row.status === 'active' ? (
                  <span className="badge ok">
                    <FormattedMessage id="admin.credentials.working" />
                  </span>
                ) : (
                  <>
                    <span className="badge bad">
                      <FormattedMessage id="admin.credentials.notWorking" />
                    </span>
                    <span className="cell-detail">
                      <FormattedMessage id={`admin.sendout.reason.${row.reason ?? 'invalid_credentials'}`} />
                    </span>
                  </>
                )}
              </td>
              <td>
                {row.checkedAt ? (
                  <FormattedDate value={row.checkedAt} dateStyle="medium" timeStyle="short" />
                ) : (
                  '–'
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <LoadMore pages={pages} label="admin.credentials.more" />
    </section>
  );
}
