/**
 * The Admin Panel as a workplace: each section is a page of its own (its address in
 * shared/platform/app-paths.ts), and every one of them shows the same menu above it. The menu's
 * links say which section is open (aria-current), in the order a platform admin's day runs: what
 * needs attention first, then the customers, the public site's words, and the team. On a phone it
 * folds into a list under one button; the claims desk, a page of its own, closes it.
 */
import { PageShell } from '@web/components/page-shell';
import { type PageName, paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { NavLink, useLocation } from 'react-router-dom';

/** The sections, in the menu's order: each with its page (its address) and its label. */
export const ADMIN_SECTIONS = [
  ['adminPanel', 'admin.section.overview'],
  ['adminCompanies', 'admin.section.companies'],
  ['adminUnpaid', 'admin.section.unpaid'],
  ['adminSftpReviews', 'admin.section.sftpReviews'],
  ['adminSendouts', 'admin.section.sendouts'],
  ['adminCredentials', 'admin.section.credentials'],
  ['adminDocuments', 'admin.section.documents'],
  ['adminIntegrations', 'admin.section.integrations'],
  ['adminUsers', 'admin.section.users'],
  ['adminSignIn', 'admin.section.signIn'],
  ['adminLog', 'admin.section.log'],
  ['adminStaff', 'admin.section.staff'],
  ['adminCaseStudies', 'admin.section.studies'],
  ['adminDemoSlots', 'admin.section.demo'],
  ['adminReleaseNotes', 'admin.section.notes'],
  ['adminTours', 'admin.section.tours'],
] as const satisfies readonly (readonly [PageName, MessageKey])[];

/** A laptop's screen shows the menu open; a phone keeps it folded above the section. */
const wideScreen = () => window.matchMedia?.('(min-width: 801px)').matches ?? false;

/** The section whose address the page is at (a company's page is in Companies). */
export function currentSection(pathname: string): (typeof ADMIN_SECTIONS)[number] | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  return ADMIN_SECTIONS.find(([page]) => {
    const base = paths[page].toLowerCase();
    return page === 'adminPanel' ? path === base : path === base || path.startsWith(`${base}/`);
  });
}

export function AdminMenu() {
  const { pathname } = useLocation();
  const current = currentSection(pathname);
  return (
    <nav className="admin-menu" aria-labelledby="admin-sections">
      <details open={wideScreen() || undefined}>
        <summary>
          <span id="admin-sections">
            <FormattedMessage id="admin.section.heading" />
          </span>
          {current && (
            <span className="admin-menu-current">
              {' · '}
              <FormattedMessage id={current[1]} />
            </span>
          )}
        </summary>
        <ul>
          {ADMIN_SECTIONS.map(([page, label]) => (
            <li key={page}>
              {/* The overview is current on its own address only; Companies on a company's page too. */}
              <NavLink to={paths[page]} end={page === 'adminPanel'}>
                <FormattedMessage id={label} />
              </NavLink>
            </li>
          ))}
          <li className="admin-menu-desk">
            <NavLink to={paths.desk}>
              <FormattedMessage id="nav.desk" />
            </NavLink>
          </li>
        </ul>
      </details>
    </nav>
  );
}

/** A page of the Admin Panel: its heading, the menu, then the section. */
export function AdminWorkplace({ children }: { children: ReactNode }) {
  return (
    <PageShell title="page.adminPanel" intro="intro.adminPanel">
      <AdminMenu />
      <div className="admin-panel">{children}</div>
    </PageShell>
  );
}
