/**
 * The signed-in navigation: the spec's sidebar (Home, Claim Center, Data Needed, Investigations
 * Support Documents, Start an investigation) with the pages added since (Dashboards, My Invoices,
 * Sales Data, the Admin Panel for platform admins, and the claims desk for platform admins and
 * provider staff), each with its icon. On a narrow screen the
 * sidebar folds away behind the top bar's menu button: a disclosure that Escape, a click elsewhere
 * or following a link closes, focus going back to the button.
 */
import type { Role } from '@shared/identity/access';
import { Brand } from '@web/components/logo';
import { type PageName, paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';
import { useSession } from '@web/lib/session';
import {
  ChartLine,
  ClipboardList,
  FileSearch,
  FolderOpen,
  House,
  Inbox,
  LayoutDashboard,
  type LucideIcon,
  Menu,
  ReceiptText,
  ShieldCheck,
  SquarePlus,
  X,
} from 'lucide-react';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NavLink, useLocation, useMatch } from 'react-router-dom';

interface NavItem {
  page: PageName;
  label: MessageKey;
  icon: LucideIcon;
}

export const SIDEBAR: NavItem[] = [
  { page: 'home', label: 'nav.home', icon: House },
  { page: 'dashboards', label: 'nav.dashboards', icon: LayoutDashboard },
  { page: 'investigationDetails', label: 'nav.claimCenter', icon: FileSearch },
  { page: 'actionRequired', label: 'nav.actionRequired', icon: ClipboardList },
  { page: 'supportDocuments', label: 'nav.supportDocuments', icon: FolderOpen },
  { page: 'startInvestigation', label: 'nav.startInvestigation', icon: SquarePlus },
  { page: 'myInvoices', label: 'nav.myInvoices', icon: ReceiptText },
  { page: 'salesData', label: 'nav.salesData', icon: ChartLine },
];

/** The Admin Panel: in the navigation of platform admins only. */
export const ADMIN_ITEM: NavItem = { page: 'adminPanel', label: 'nav.adminPanel', icon: ShieldCheck };

/**
 * The claims desk: in the navigation of the people who work it, platform admins and provider staff
 * (people of the platform's company, whichever company they act for).
 */
export const DESK_ITEM: NavItem = { page: 'desk', label: 'nav.desk', icon: Inbox };

/** The entries a person's role adds to the sidebar. */
export function roleItems(role: Role | null | undefined): NavItem[] {
  if (role === 'platform_admin') return [DESK_ITEM, ADMIN_ITEM];
  if (role === 'provider_staff') return [DESK_ITEM];
  return [];
}

/** Icons are decoration: the text beside each stays its accessible name. */
export function NavIcon({ icon: Icon }: { icon: LucideIcon }) {
  return <Icon className="nav-icon" size={18} strokeWidth={1.8} aria-hidden="true" focusable="false" />;
}

export interface NavMenu {
  open: boolean;
  setOpen: (open: boolean) => void;
  button: RefObject<HTMLButtonElement | null>;
  panel: RefObject<HTMLElement | null>;
}

/** The folded navigation's state, shared by the top bar's button and the sidebar. */
export function useNavMenu(): NavMenu {
  const [open, setOpenState] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const location = useLocation();
  const setOpen = useCallback((next: boolean) => setOpenState(next), []);
  // A new page starts with the menu folded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input.
  useEffect(() => setOpenState(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    // Into the menu on opening: its first page link takes focus.
    panel.current?.querySelector<HTMLElement>('nav a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenState(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!panel.current?.contains(target) && !button.current?.contains(target)) setOpenState(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return { open, setOpen, button, panel };
}

/** The top bar's menu button, shown on narrow screens only (CSS). */
export function MenuButton({ menu, controls }: { menu: NavMenu; controls: string }) {
  const intl = useIntl();
  return (
    <button
      ref={menu.button}
      type="button"
      className="topbar-button menu-button"
      aria-expanded={menu.open}
      aria-controls={controls}
      onClick={() => menu.setOpen(!menu.open)}
    >
      {menu.open ? <NavIcon icon={X} /> : <NavIcon icon={Menu} />}
      <span>{intl.formatMessage({ id: 'nav.menu' })}</span>
    </button>
  );
}

export function Sidebar({ menu, id, waiting }: { menu: NavMenu; id: string; waiting: number }) {
  const intl = useIntl();
  const items = [...SIDEBAR, ...roleItems(useSession()?.role)];
  // The Admin Panel is current on each of its sections, not on the claims desk below its path.
  const onDesk = useMatch(paths.desk) !== null;
  return (
    <aside
      id={id}
      ref={menu.panel}
      className={menu.open ? 'sidebar open' : 'sidebar'}
      onBlur={(event) => {
        // Tabbing out of the unfolded menu folds it (on a wide screen it is always shown).
        const next = event.relatedTarget as Node | null;
        if (menu.open && next && !event.currentTarget.contains(next) && !menu.button.current?.contains(next))
          menu.setOpen(false);
      }}
    >
      <div className="sidebar-head">
        <Brand to={paths.home} />
        {menu.open && (
          <button
            type="button"
            className="sidebar-close"
            aria-label={intl.formatMessage({ id: 'nav.close' })}
            onClick={() => {
              menu.setOpen(false);
              menu.button.current?.focus();
            }}
          >
            <NavIcon icon={X} />
          </button>
        )}
      </div>
      <nav aria-label={intl.formatMessage({ id: 'nav.primary' })}>
        <ul>
          {items.map((item) => (
            <li key={item.page}>
              <NavLink
                to={paths[item.page]}
                end={item.page === 'adminPanel' && onDesk}
                onClick={() => menu.setOpen(false)}
              >
                <NavIcon icon={item.icon} />
                <span className="nav-label">
                  <FormattedMessage id={item.label} />
                </span>
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
  );
}
