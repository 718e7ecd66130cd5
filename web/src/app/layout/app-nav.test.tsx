/**
 * The navigation: every signed-in page of the router is in the sidebar or the account menu; on a
 * narrow screen the menu button unfolds the sidebar, and Escape folds it with focus back on the
 * button.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ADMIN_SECTIONS } from '@web/features/admin/components/admin-workplace';
import { en } from '@web/i18n/en';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { pageRoutes } from '../router';
import { ACCOUNT_MENU } from './app-layout';
import { ADMIN_ITEM, DESK_ITEM, MenuButton, roleItems, SIDEBAR, Sidebar, useNavMenu } from './app-nav';

afterEach(cleanup);

/**
 * Signed-in pages reached another way: the checkout and the card's authentication are steps of
 * Billing, a company's page is opened from the Admin Panel's companies, and the panel's sections
 * from the panel's own menu.
 */
const REACHED_OTHERWISE = [
  'billingCheckout',
  'billingAuthorize',
  'adminCompany',
  ...ADMIN_SECTIONS.map(([page]) => page),
];

describe('the navigation', () => {
  it('reaches every signed-in page from the sidebar or the account menu', () => {
    const inMenus = new Set([...SIDEBAR, ADMIN_ITEM, DESK_ITEM, ...ACCOUNT_MENU].map((item) => item.page));
    const missing = pageRoutes
      .filter((page) => page.layout === 'app' && !REACHED_OTHERWISE.includes(page.name))
      .filter((page) => !inMenus.has(page.name))
      .map((page) => page.name);
    expect(missing).toEqual([]);
    // The sidebar's support documents entry leads to the signed-in page, not the public guide.
    expect(SIDEBAR.map((item) => item.page)).toContain('supportDocuments');
    expect(SIDEBAR.map((item) => item.page)).not.toContain('docActionRequired');
  });

  it('gives the claims desk to platform admins and provider staff, the Admin Panel to platform admins only', () => {
    expect(roleItems('platform_admin').map((item) => item.page)).toEqual(['desk', 'adminPanel']);
    expect(roleItems('provider_staff').map((item) => item.page)).toEqual(['desk']);
    expect(roleItems('client_admin')).toEqual([]);
    expect(roleItems('member')).toEqual([]);
    expect(roleItems(null)).toEqual([]);
  });

  function Shell() {
    const menu = useNavMenu();
    return (
      <>
        <MenuButton menu={menu} controls="sidebar" />
        <Sidebar menu={menu} id="sidebar" waiting={0} />
      </>
    );
  }

  it('unfolds behind the menu button; Escape folds it and focus goes back to the button', () => {
    render(
      <IntlProvider locale="en" messages={en}>
        <MemoryRouter>
          <Shell />
        </MemoryRouter>
      </IntlProvider>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.getElementById('sidebar')?.className).toContain('open');
    // Focus moves into the menu, on its first link.
    expect(document.activeElement?.textContent).toBe('Home');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });
});
