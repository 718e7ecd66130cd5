/**
 * The Admin Panel as a workplace: every section has its own address among the app's paths, the
 * menu says which one is open (aria-current) and names each in both languages; the overview's
 * counts and the company picker's match, as pure rules.
 */
import { isAppPath } from '@shared/platform/app-paths';
import { cleanup, render, screen } from '@testing-library/react';
import { paths } from '@web/config/paths';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_SECTIONS, AdminMenu, currentSection } from './admin-workplace';
import { pageCount } from './attention-overview';
import { companyNamed } from './company-picker';

afterEach(cleanup);

describe('the Admin Panel’s sections', () => {
  it('each have an address of the app’s, under /adminPanel, and a label in English and French', () => {
    for (const [page, label] of ADMIN_SECTIONS) {
      expect(isAppPath(paths[page]), page).toBe(true);
      expect(paths[page].startsWith(paths.adminPanel), page).toBe(true);
      expect(en[label], label).toBeTruthy();
      expect(fr[label], label).toBeTruthy();
    }
    expect(new Set(ADMIN_SECTIONS.map(([page]) => paths[page])).size).toBe(ADMIN_SECTIONS.length);
  });

  it.each([
    ['/adminPanel', 'adminPanel'],
    ['/adminPanel/', 'adminPanel'],
    ['/adminPanel/unpaid', 'adminUnpaid'],
    ['/adminPanel/companies/c-1', 'adminCompanies'],
    ['/adminPanel/desk', undefined],
  ])('takes %s as the section %s', (path, page) => {
    expect(currentSection(path)?.[0]).toBe(page);
  });

  it('marks the open section as the current page in the menu, and that one only', () => {
    // Prepare
    render(
      <MemoryRouter initialEntries={['/adminPanel/companies/c-1']}>
        <IntlProvider locale="en" messages={en}>
          <AdminMenu />
        </IntlProvider>
      </MemoryRouter>,
    );

    // Act
    const menu = screen.getByRole('navigation', { name: 'Sections' });
    const current = menu.querySelectorAll('[aria-current="page"]');

    // Assess
    expect([...current].map((link) => link.textContent)).toEqual(['Companies']);
    expect(menu.querySelectorAll('a')).toHaveLength(ADMIN_SECTIONS.length + 1);
  });
});

describe('the overview’s counts', () => {
  it('say when a list has more than its first page', () => {
    expect([pageCount(0, false), pageCount(3, false), pageCount(20, true)]).toEqual(['0', '3', '20+']);
  });
});

describe('the company picker’s match', () => {
  const rows = [
    { companyId: 'c-1', name: 'Maison Lumière' },
    { companyId: 'c-2', name: 'Maison' },
  ];

  it.each([
    ['Maison Lumière', 'c-1'],
    ['  maison lumière ', 'c-1'],
    ['maison', 'c-2'],
    ['Maison L', undefined],
    ['', undefined],
  ])('takes %j as %s', (text, companyId) => {
    expect(companyNamed(rows, text)?.companyId).toBe(companyId);
  });
});
