/**
 * The directory of client companies (platform admins): search by the start of a name, filter by
 * status (`?status=` opens on one), a page at a time; each name leads to the company's page. Each row says what the platform team watches: status and billing, the
 * plan, carrier accounts working or not, the last audit, open claims and what was recovered; and
 * offers to act for the company (a company switch) or to deactivate or activate it (with a reason,
 * kept in the audit log).
 */
import { COMPANY_STATUSES, type CompanyStatusFilter } from '@shared/admin/directory';
import { type CompanyRowView, setCompanyActive, useActFor, useCompanies } from '@web/api/admin';
import { planName } from '@web/components/bundle-gauge';
import { FormError } from '@web/components/form-error';
import { LoadMore } from '@web/components/load-more';
import { Money } from '@web/components/money';
import { adminCompanyLink, paths } from '@web/config/paths';
import { messageKeyOf } from '@web/lib/api-client';
import { useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AdminTable } from './admin-table';
import { StatusDialog } from './status-dialog';

/** A company's status as the panel shows it: its badge's tone and words. */
export const statusOf = (company: Pick<CompanyRowView, 'active' | 'suspended' | 'overdueInvoices'>) =>
  !company.active
    ? (['bad', 'admin.companies.inactive'] as const)
    : company.suspended
      ? (['bad', 'admin.companies.suspended'] as const)
      : company.overdueInvoices > 0
        ? (['warn', 'admin.companies.overdue'] as const)
        : (['ok', 'admin.companies.active'] as const);

export function StatusBadge({
  row,
}: {
  row: Pick<CompanyRowView, 'active' | 'suspended' | 'overdueInvoices'>;
}) {
  const [tone, key] = statusOf(row);
  return (
    <span className={`badge ${tone}`}>
      <FormattedMessage id={key} />
    </span>
  );
}

function Row({ row, onChanged }: { row: CompanyRowView; onChanged: () => void }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const actFor = useActFor();
  const [changing, setChanging] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  return (
    <tr>
      <th scope="row" className="long-word">
        <Link to={adminCompanyLink(row.companyId)}>{row.name}</Link>
        <span className="cell-detail">
          {row.country || '–'} · <FormattedDate value={row.createdAt} dateStyle="medium" />
        </span>
        {failure !== null && <FormError message={messageKeyOf(failure)} />}
      </th>
      <td>
        <StatusBadge row={row} />
      </td>
      <td>{planName(intl, row.planId)}</td>
      <td>
        {row.carriers.length ? row.carriers.map((carrier) => carrier.toUpperCase()).join(', ') : '–'}
        <span className="cell-detail">
          <FormattedMessage
            id="admin.companies.credentials"
            values={{ working: row.credentialsWorking, notWorking: row.credentialsNotWorking }}
          />
        </span>
      </td>
      <td>{row.lastAuditAt ? <FormattedDate value={row.lastAuditAt} dateStyle="medium" /> : '–'}</td>
      <td className="num">{row.claimsOpen}</td>
      <td className="num">
        <Money amounts={row.recovered} />
      </td>
      <td>
        <div className="row-actions">
          <button
            type="button"
            className="button small"
            aria-label={intl.formatMessage({ id: 'admin.companies.actForLabel' }, { name: row.name })}
            onClick={async () => {
              try {
                await actFor(row.name);
                navigate(paths.home);
              } catch (error) {
                setFailure(error);
              }
            }}
          >
            <FormattedMessage id="admin.companies.actFor" />
          </button>
          <button
            type="button"
            className={`button small${row.active ? ' danger' : ''}`}
            aria-label={intl.formatMessage(
              { id: row.active ? 'admin.companies.deactivateLabel' : 'admin.companies.activateLabel' },
              { name: row.name },
            )}
            onClick={() => setChanging(true)}
          >
            <FormattedMessage id={row.active ? 'admin.companies.deactivate' : 'admin.companies.activate'} />
          </button>
        </div>
        {changing && (
          <StatusDialog
            name={row.name}
            active={!row.active}
            onClose={() => setChanging(false)}
            onSave={async (reason) => {
              await setCompanyActive(row.companyId, !row.active, reason);
              setChanging(false);
              onChanged();
            }}
          />
        )}
      </td>
    </tr>
  );
}

const COLUMNS = [
  'company',
  'status',
  'plan',
  'carriers',
  'lastAudit',
  'claimsOpen',
  'recovered',
  'actions',
] as const;

const statusFrom = (value: string | null): CompanyStatusFilter =>
  COMPANY_STATUSES.find((status) => status === value) ?? 'all';

export function CompaniesSection() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<CompanyStatusFilter>(() => statusFrom(search.get('status')));
  const [applied, setApplied] = useState<{ q: string; status: CompanyStatusFilter }>({ q: '', status });
  const pages = useCompanies(applied);
  const { data, error, mutate } = pages;
  const rows = data?.flatMap((page) => page.companies) ?? [];
  return (
    <section className="panel admin-section" id="companies" aria-labelledby="companies-heading">
      <h2 id="companies-heading">
        <FormattedMessage id="admin.companies.heading" />
      </h2>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          setApplied({ q: q.trim(), status });
          void mutate();
        }}
      >
        <div className="field">
          <label htmlFor="companies-search">
            <FormattedMessage id="admin.companies.search" />
          </label>
          <input
            id="companies-search"
            type="search"
            value={q}
            maxLength={80}
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="companies-status">
            <FormattedMessage id="admin.companies.statusFilter" />
          </label>
          <select
            id="companies-status"
            value={status}
            onChange={(event) => setStatus(event.target.value as CompanyStatusFilter)}
          >
            {COMPANY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {intl.formatMessage({ id: `admin.companies.status.${value}` })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button primary">
          <FormattedMessage id="admin.companies.find" />
        </button>
      </form>
      {error && <FormError message={messageKeyOf(error)} />}
      {!data && !error && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {data && rows.length === 0 && (
        <p>
          <FormattedMessage id="admin.companies.none" />
        </p>
      )}
      {rows.length > 0 && (
        <AdminTable
          caption="admin.companies.heading"
          columns={COLUMNS.map((column) => `admin.companies.column.${column}` as const)}
          numeric={[
            'admin.companies.column.claimsOpen' as const,
            'admin.companies.column.recovered' as const,
          ]}
        >
          {rows.map((row) => (
            <Row key={row.companyId} row={row} onChanged={() => void mutate()} />
          ))}
        </AdminTable>
      )}
      <LoadMore pages={pages} label="admin.companies.more" />
    </section>
  );
}
