/**
 * One client company's page in the Admin Panel (/adminPanel/companies/:companyId): its status and
 * plan, its plan and its dashboards set here without acting for it, and links to its documents and
 * its audit log.
 */
import { useAdminCompany } from '@web/api/admin';
import { planName } from '@web/components/bundle-gauge';
import { FormError } from '@web/components/form-error';
import { adminCompanySection, paths } from '@web/config/paths';
import { messageKeyOf } from '@web/lib/api-client';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { AdminWorkplace } from '../components/admin-workplace';
import { StatusBadge } from '../components/companies-section';
import { DashboardsForm } from '../components/dashboards-form';
import { SubscriptionForm } from '../components/subscription-form';

export default function AdminCompanyPage() {
  const intl = useIntl();
  const { companyId = '' } = useParams();
  const { data: company, error, mutate } = useAdminCompany(companyId);
  return (
    <AdminWorkplace>
      <p className="admin-back">
        <Link to={paths.adminCompanies}>
          <FormattedMessage id="admin.company.back" />
        </Link>
      </p>
      {error ? <FormError message={messageKeyOf(error)} /> : null}
      {!company && !error && (
        <p role="status">
          <FormattedMessage id="app.loading" />
        </p>
      )}
      {company && (
        <>
          <section className="panel admin-section" aria-labelledby="company-heading">
            <h2 id="company-heading" className="long-word">
              {company.name}
            </h2>
            <dl className="company-facts">
              <div>
                <dt>
                  <FormattedMessage id="admin.companies.column.status" />
                </dt>
                <dd>
                  <StatusBadge row={company} />
                </dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="admin.companies.column.plan" />
                </dt>
                <dd>{planName(intl, company.planId)}</dd>
              </div>
              <div>
                <dt>
                  <FormattedMessage id="admin.company.since" />
                </dt>
                <dd>
                  <FormattedDate value={company.createdAt} dateStyle="medium" />
                  {company.country ? ` · ${company.country}` : ''}
                </dd>
              </div>
            </dl>
            <ul className="company-links">
              <li>
                <Link to={adminCompanySection('adminDocuments', company.companyId)}>
                  <FormattedMessage id="admin.company.documents" />
                </Link>
              </li>
              <li>
                <Link to={adminCompanySection('adminLog', company.companyId)}>
                  <FormattedMessage id="admin.company.log" />
                </Link>
              </li>
            </ul>
          </section>
          <div className="admin-acted-for">
            <section className="panel">
              <SubscriptionForm company={company} onSaved={() => mutate()} />
            </section>
            <section className="panel">
              <DashboardsForm companyId={company.companyId} name={company.name} />
            </section>
          </div>
        </>
      )}
    </AdminWorkplace>
  );
}
