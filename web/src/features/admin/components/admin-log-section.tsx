/**
 * The audit log of admin actions, newest first (platform admins): who, what, which company (by
 * name, leading to its page), when and from where; everyone's, or one company's (found by name, or
 * named by the address's `?company=`). Kept two years.
 */
import { useAdminLog } from '@web/api/admin';
import { LoadMore } from '@web/components/load-more';
import { adminCompanyLink } from '@web/config/paths';
import { useState } from 'react';
import { FormattedDate, FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { AdminTable, ListState } from './admin-table';
import { CompanyPicker } from './company-picker';

const COLUMNS = ['when', 'who', 'action', 'company', 'details', 'from'] as const;

export function AdminLogSection() {
  // One company's history when the address names it (a company's page links here).
  const [search] = useSearchParams();
  const [company, setCompany] = useState(search.get('company') ?? '');
  const [applied, setApplied] = useState(company);
  const pages = useAdminLog(applied);
  const { data, error, mutate } = pages;
  const entries = data?.flatMap((page) => page.entries) ?? [];
  return (
    <section className="panel admin-section" id="admin-log" aria-labelledby="admin-log-heading">
      <h2 id="admin-log-heading">
        <FormattedMessage id="admin.log.heading" />
      </h2>
      <p className="field-hint">
        <FormattedMessage id="admin.log.intro" />
      </p>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied(company);
          // Asked again for the same company: read it afresh (actions happened since).
          void mutate();
        }}
      >
        <CompanyPicker
          id="admin-log-company"
          label="admin.log.company"
          companyId={company}
          onChange={setCompany}
        />
        <button type="submit" className="button primary">
          <FormattedMessage id="admin.log.find" />
        </button>
      </form>
      <ListState error={error} empty={Boolean(data) && entries.length === 0} none="admin.log.none" />
      {entries.length > 0 && (
        <AdminTable
          caption="admin.log.heading"
          columns={COLUMNS.map((column) => `admin.log.column.${column}` as const)}
        >
          {entries.map((entry) => (
            <tr key={entry.entryId}>
              <td>
                <FormattedDate value={entry.at} dateStyle="medium" timeStyle="short" />
              </td>
              <td className="long-word">
                {entry.email}
                <span className="cell-detail">{entry.role}</span>
              </td>
              <td>
                <FormattedMessage id={`admin.action.${entry.action}`} />
              </td>
              <td className="long-word">
                {entry.companyId && entry.companyName ? (
                  <Link to={adminCompanyLink(entry.companyId)}>{entry.companyName}</Link>
                ) : (
                  (entry.companyId ?? '–')
                )}
              </td>
              <td className="long-word">
                {Object.entries(entry.details).map(([name, value]) => (
                  <span key={name} className="cell-detail">
                    {name}: {value}
                  </span>
                ))}
              </td>
              <td>{entry.sourceIp}</td>
            </tr>
          ))}
        </AdminTable>
      )}
      <LoadMore pages={pages} label="admin.log.more" />
    </section>
  );
}
