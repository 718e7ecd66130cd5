/**
 * Every person of every company (platform admins), provider staff and platform admins included:
 * found by the start of their e-mail address, with their company, role, and whether they are active
 * and verified.
 */
import { useAllUsers } from '@web/api/admin';
import { LoadMore } from '@web/components/load-more';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { AdminTable, ListState } from './admin-table';

const COLUMNS = ['email', 'company', 'role', 'status', 'createdAt'] as const;

export function UsersSection() {
  const [q, setQ] = useState('');
  const [applied, setApplied] = useState('');
  const pages = useAllUsers(applied);
  const { data, error, mutate } = pages;
  const rows = data?.flatMap((page) => page.users) ?? [];
  return (
    <section className="panel admin-section" id="users" aria-labelledby="users-heading">
      <h2 id="users-heading">
        <FormattedMessage id="admin.users.heading" />
      </h2>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(q.trim());
          void mutate();
        }}
      >
        <div className="field">
          <label htmlFor="users-search">
            <FormattedMessage id="admin.users.search" />
          </label>
          <input
            id="users-search"
            type="search"
            value={q}
            maxLength={120}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <button type="submit" className="button primary">
          <FormattedMessage id="admin.companies.find" />
        </button>
      </form>
      <ListState error={error} empty={Boolean(data) && rows.length === 0} none="admin.users.none" />
      {rows.length > 0 && (
        <AdminTable
          caption="admin.users.heading"
          columns={COLUMNS.map((column) => `admin.users.column.${column}` as const)}
        >
          {rows.map((row) => (
            <tr key={`${row.companyId}/${row.userId}`}>
              <th scope="row" className="long-word">
                {row.email}
                <span className="cell-detail">{row.name}</span>
              </th>
              <td>{row.companyName}</td>
              <td>
                <FormattedMessage id={`admin.users.role.${row.role as 'member'}`} />
              </td>
              <td>
                <span className={`badge ${row.active ? 'ok' : 'bad'}`}>
                  <FormattedMessage id={row.active ? 'admin.users.active' : 'admin.users.inactive'} />
                </span>
                {!row.verified && (
                  <span className="cell-detail">
                    <FormattedMessage id="admin.users.unverified" />
                  </span>
                )}
              </td>
              <td>
                <FormattedDate value={row.createdAt} dateStyle="medium" />
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      <LoadMore pages={pages} label="admin.users.more" />
    </section>
  );
}
