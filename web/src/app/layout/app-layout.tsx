/**
 * The signed-in layout: the spec's sidebar (Home, Dashboards, Claim Center, Data Needed, Investigations
 * Support Documents, Start an investigation) and top bar (account menu, notifications, language),
 * and above every page the bundle usage line from 80 %.
 */
import { Guidance, TourMenuButton, WhatsNewMenuButton } from '@web/app/guidance/guidance';
import { BundleBanner } from '@web/components/bundle-banner';
import { LanguageSwitch } from '@web/components/language-switch';
import { Brand } from '@web/components/logo';
import { Notice } from '@web/components/notice';
import { OverdueBanner } from '@web/components/overdue-banner';
import { type PageName, paths } from '@web/config/paths';
import { useActionCounts } from '@web/features/claims/api/actions';
import type { MessageKey } from '@web/i18n/en';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { CompanySwitcher } from './company-switcher';
import { SignOutDialog } from './sign-out-dialog';
import { useDisclosure } from './use-disclosure';

const SIDEBAR: { page: PageName; label: MessageKey }[] = [
  { page: 'home', label: 'nav.home' },
  { page: 'dashboards', label: 'nav.dashboards' },
  { page: 'investigationDetails', label: 'nav.claimCenter' },
  { page: 'actionRequired', label: 'nav.actionRequired' },
  { page: 'docActionRequired', label: 'nav.supportDocuments' },
  { page: 'startInvestigation', label: 'nav.startInvestigation' },
  { page: 'salesData', label: 'nav.salesData' },
];

const ACCOUNT_MENU: { page: PageName; label: MessageKey }[] = [
  { page: 'profile', label: 'topbar.profile' },
  { page: 'carrierInformation', label: 'topbar.carrierInformation' },
  { page: 'carrierInvoices', label: 'topbar.carrierDocuments' },
  { page: 'team', label: 'topbar.team' },
  { page: 'files', label: 'topbar.files' },
  { page: 'billing', label: 'topbar.billing' },
];

function AccountMenu() {
  const session = useSession();
  const { open, setOpen, ref } = useDisclosure();
  const menuId = useId();
  const [asking, setAsking] = useState(false);
  const name = session ? `${session.first_name} ${session.last_name}`.trim() || session.email : '';
  return (
    <div className="disclosure" ref={ref}>
      {asking && <SignOutDialog onCancel={() => setAsking(false)} />}
      <button
        type="button"
        className="topbar-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <span className="avatar" aria-hidden="true">
          {(session?.first_name?.[0] ?? '?').toUpperCase()}
        </span>
        <span className="account-name">{name}</span>
        <span className="visually-hidden">
          <FormattedMessage id="topbar.userMenu" />
        </span>
      </button>
      {open && (
        <ul id={menuId} className="disclosure-panel account-menu">
          {ACCOUNT_MENU.map((item) => (
            <li key={item.page}>
              <Link to={paths[item.page]}>
                <FormattedMessage id={item.label} />
              </Link>
            </li>
          ))}
          <li>
            <TourMenuButton onChosen={() => setOpen(false)} />
          </li>
          <li>
            <WhatsNewMenuButton onChosen={() => setOpen(false)} />
          </li>
          <li>
            <button
              type="button"
              className="link-button"
              onClick={() => {
                setOpen(false);
                setAsking(true);
              }}
            >
              <FormattedMessage id="topbar.signOut" />
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}

function Notifications() {
  const intl = useIntl();
  const { open, setOpen, ref } = useDisclosure();
  const panelId = useId();
  const counts = useActionCounts().data;
  const salesInvoices = counts?.byKind.original_invoice_missing ?? 0;
  const waiting = counts?.total ?? 0;
  return (
    <div className="disclosure" ref={ref}>
      <button
        type="button"
        className="topbar-button icon-button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage({ id: 'topbar.notifications' })}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zm-2 15a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {waiting > 0 && <span className="notification-dot" aria-hidden="true" />}
      </button>
      {open && (
        <div id={panelId} className="disclosure-panel notifications-panel">
          {waiting === 0 ? (
            <p>
              <FormattedMessage id="topbar.noNotifications" />
            </p>
          ) : (
            <ul>
              {salesInvoices > 0 && (
                <li>
                  <Link to={`${paths.actionRequired}?tab=sales`} onClick={() => setOpen(false)}>
                    <FormattedMessage id="notifications.salesInvoices" values={{ count: salesInvoices }} />
                  </Link>
                </li>
              )}
              <li>
                <Link to={paths.actionRequired} onClick={() => setOpen(false)}>
                  <FormattedMessage id="notifications.actions" values={{ count: waiting }} />
                </Link>
              </li>
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/** Confirms with the server that the stored token is still accepted (refreshing it if due). */
function useSessionCheck() {
  useEffect(() => {
    // A refused token ends the session inside api(); the guard then sends the person to sign in.
    api('/api/private/session').catch(() => {});
  }, []);
}

export function AppLayout() {
  const intl = useIntl();
  useSessionCheck();
  const waiting = useActionCounts().data?.total ?? 0;
  // The Admin Panel is in the navigation of platform admins only.
  const sidebar =
    useSession()?.role === 'platform_admin'
      ? [...SIDEBAR, { page: 'adminPanel' as const, label: 'nav.adminPanel' as const }]
      : SIDEBAR;
  return (
    <div className="app-layout">
      <aside className="sidebar">
        <Brand to={paths.home} />
        <nav aria-label={intl.formatMessage({ id: 'nav.primary' })}>
          <ul>
            {sidebar.map((item) => (
              <li key={item.page}>
                <NavLink to={paths[item.page]}>
                  <FormattedMessage id={item.label} />
                  {item.page === 'actionRequired' && waiting > 0 && (
                    <span className="nav-count">
                      <span aria-hidden="true">{waiting}</span>
                      <span className="visually-hidden">
                        {' '}
                        <FormattedMessage id="nav.waiting" values={{ count: waiting }} />
                      </span>
                    </span>
                  )}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className="app-main">
        <header className="topbar">
          <CompanySwitcher />
          <LanguageSwitch />
          <Notifications />
          <AccountMenu />
        </header>
        <main id="main" className="content">
          <OverdueBanner />
          <BundleBanner />
          <Notice />
          <Outlet />
        </main>
        <Guidance />
      </div>
    </div>
  );
}

export default AppLayout;
