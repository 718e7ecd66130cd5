/**
 * The Admin Panel (platform admins): the directory of client companies (search, status, act for,
 * deactivate or activate), every company's documents and invoice audits, sales-data integrations
 * and the SFTP set-ups waiting for the team's review, release notes and the tours' words, the audit
 * log of admin actions, lifting sign-in blocks, and the company acted for's dashboards and plan.
 * Sections are listed at the top to jump to; the claims desk, a page of its own, is linked above them.
 */
import { PageShell } from '@web/components/page-shell';
import { paths } from '@web/config/paths';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { AdminLogSection } from '../components/admin-log-section';
import { CaseStudiesSection } from '../components/case-studies-section';
import { CompaniesSection } from '../components/companies-section';
import { CredentialsSection } from '../components/credentials-section';
import { DashboardsForm } from '../components/dashboards-form';
import { DemoSlotsSection } from '../components/demo-slots-section';
import { DocumentsSection } from '../components/documents-section';
import { IntegrationsSection } from '../components/integrations-section';
import { ReleaseNotesSection } from '../components/release-notes-section';
import { SendoutsSection } from '../components/sendouts-section';
import { SftpReviewsSection } from '../components/sftp-reviews-section';
import { StaffSection } from '../components/staff-section';
import { SubscriptionForm } from '../components/subscription-form';
import { ToursSection } from '../components/tours-section';
import { UnblockForm } from '../components/unblock-form';
import { UnpaidSection } from '../components/unpaid-section';
import { UsersSection } from '../components/users-section';

const SECTIONS = [
  ['companies', 'admin.section.companies'],
  ['users', 'admin.section.users'],
  ['sendouts', 'admin.section.sendouts'],
  ['credentials', 'admin.section.credentials'],
  ['documents', 'admin.section.documents'],
  ['integrations', 'admin.section.integrations'],
  ['sftp-reviews', 'admin.section.sftpReviews'],
  ['unpaid', 'admin.section.unpaid'],
  ['case-studies', 'admin.section.studies'],
  ['demo-slots', 'admin.section.demo'],
  ['release-notes', 'admin.section.notes'],
  ['tours', 'admin.section.tours'],
  ['staff', 'admin.section.staff'],
  ['admin-log', 'admin.section.log'],
  ['sign-in', 'admin.section.signIn'],
  ['acted-for', 'admin.section.actedFor'],
] as const;

export default function AdminPanelPage() {
  return (
    <PageShell title="page.adminPanel" intro="intro.adminPanel">
      {/* The claims desk is a page of its own (its lanes and forms need the width). */}
      <p className="notice-inline admin-desk-link">
        <Link to={paths.desk}>
          <FormattedMessage id="nav.desk" />
        </Link>
        {' · '}
        <FormattedMessage id="intro.desk" />
      </p>
      <nav className="section-nav" aria-labelledby="admin-sections">
        <h2 id="admin-sections" className="visually-hidden">
          <FormattedMessage id="admin.section.heading" />
        </h2>
        <ul>
          {SECTIONS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`}>
                <FormattedMessage id={label} />
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="admin-panel">
        <CompaniesSection />
        <UsersSection />
        <SendoutsSection />
        <CredentialsSection />
        <DocumentsSection />
        <IntegrationsSection />
        <SftpReviewsSection />
        <UnpaidSection />
        <CaseStudiesSection />
        <DemoSlotsSection />
        <ReleaseNotesSection />
        <ToursSection />
        <StaffSection />
        <AdminLogSection />
        <section className="panel" id="sign-in">
          <UnblockForm />
        </section>
        <div id="acted-for" className="admin-acted-for">
          <section className="panel">
            <DashboardsForm />
          </section>
          <section className="panel">
            <SubscriptionForm />
          </section>
        </div>
      </div>
    </PageShell>
  );
}
