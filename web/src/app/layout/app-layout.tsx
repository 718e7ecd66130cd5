/**
 * The signed-in layout: the sidebar (./app-nav.tsx, folded behind a menu button on a phone) and the
 * spec's top bar (account menu, notifications, language), and above every page the bundle usage
 * line from 80 %.
 */
import { Guidance, TourMenuButton, WhatsNewMenuButton } from '@web/app/guidance/guidance';
import { BundleBanner } from '@web/components/bundle-banner';
import { LanguageSwitch } from '@web/components/language-switch';
import { MenuList } from '@web/components/menu-list';
import { Notice } from '@web/components/notice';
import { OverdueBanner } from '@web/components/overdue-banner';
import { type PageName, paths } from '@web/config/paths';
import { useActionCounts } from '@web/features/claims/api/actions';
import type { MessageKey } from '@web/i18n/en';
import { api } from '@web/lib/api-client';
import { useSession } from '@web/lib/session';
import {
  Bell,
  Compass,
  CreditCard,
  Folder,
  LogOut,
  type LucideIcon,
  Sparkles,
  Truck,
  Upload,
  UserRound,
  Users,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { MenuButton, NavIcon, Sidebar, useNavMenu } from './app-nav';
import { CompanySwitcher } from './company-switcher';
import { SignOutDialog } from './sign-out-dialog';
import { useDisclosure } from './use-disclosure';

export const ACCOUNT_MENU: { page: PageName; label: MessageKey; icon: LucideIcon }[] = [
  { page: 'profile', label: 'topbar.profile', icon: UserRound },
  { page: 'carrierInformation', label: 'topbar.carrierInformation', icon: Truck },
  { page: 'carrierInvoices', label: 'topbar.carrierDocuments', icon: Upload },
  { page: 'team', label: 'topbar.team', icon: Users },
  { page: 'files', label: 'topbar.files', icon: Folder },
  { page: 'billing', label: 'topbar.billing', icon: CreditCard },
];

function AccountMenu() {
  const session = useSession();
  const { open, setOpen, ref } = useDisclosure();
  const menuId = useId();
  const [asking, setAsking] = useState(false);
  // Sign Out closes the menu it was chosen in: the dialog gives the focus back to the menu's button.
  const menuButton = useRef<HTMLButtonElement>(null);
  const name = session ? `${session.first_name} ${session.last_name}`.trim() || session.email : '';
  return (
    <div className="disclosure" ref={ref}>
      {asking && <SignOutDialog onCancel={() => setAsking(false)} returnFocus={menuButton} />}
      <button
        ref={menuButton}
        type="button"
        className="topbar-button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          // Down arrow opens the menu on its first entry, as a menu button does.
          if (event.key !== 'ArrowDown') return;
          event.preventDefault();
          setOpen(true);
          requestAnimationFrame(() =>
            document.getElementById(menuId)?.querySelector<HTMLElement>('.menu-item')?.focus(),
          );
        }}
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
        <MenuList id={menuId} className="disclosure-panel account-menu">
          {ACCOUNT_MENU.map((item) => (
            <li key={item.page}>
              <NavLink to={paths[item.page]} className="menu-item">
                <NavIcon icon={item.icon} />
                <FormattedMessage id={item.label} />
              </NavLink>
            </li>
          ))}
          <li className="menu-group-start">
            <TourMenuButton onChosen={() => setOpen(false)} icon={<NavIcon icon={Compass} />} />
          </li>
          <li>
            <WhatsNewMenuButton onChosen={() => setOpen(false)} icon={<NavIcon icon={Sparkles} />} />
          </li>
          <li className="menu-group-start">
            <button
              type="button"
              className="menu-item"
              onClick={() => {
                setOpen(false);
                setAsking(true);
              }}
            >
              <NavIcon icon={LogOut} />
              <FormattedMessage id="topbar.signOut" />
            </button>
          </li>
        </MenuList>
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
        <Bell size={20} strokeWidth={1.8} aria-hidden="true" focusable="false" />
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
  useSessionCheck();
  const waiting = useActionCounts().data?.total ?? 0;
  const menu = useNavMenu();
  const sidebarId = useId();
  return (
    <div className="app-layout">
      <Sidebar menu={menu} id={sidebarId} waiting={waiting} />
      <div className="app-main">
        <header className="topbar">
          <MenuButton menu={menu} controls={sidebarId} />
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
