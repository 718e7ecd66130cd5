/**
 * The bundle line above every signed-in page: shown from 80 % with a link to Billing, not below,
 * not on Home and Billing (they show the whole message), gone for the session once dismissed
 * until the level changes; read once, not again on every page the person opens.
 */
import type { Usage } from '@shared/billing/plans';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { SubscriptionReply } from '@web/api/subscription';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_DISMISSED_KEY, BundleBanner } from './bundle-banner';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', company: 'c1', exp: 4_000_000_000 })}.sig`;

const usage = (used: number, bundle: number, level: Usage['level']): Usage => ({
  period: '2026-11',
  used,
  bundle,
  percent: Math.floor((used * 100) / bundle),
  level,
  over: Math.max(0, used - bundle),
});
const view = (current: Usage): SubscriptionReply => ({
  today: '2026-11-26',
  planId: 'starter',
  cycle: 'monthly',
  startDate: '2026-10-01',
  endDate: null,
  priceCents: null,
  overageCents: null,
  feePercent: null,
  bundle: current.bundle,
  usage: current,
  totalAnalysed: 9000,
  overdueInvoices: 0,
  suspended: false,
  running: true,
  pending: null,
});

let calls: string[] = [];
function answer(body: SubscriptionReply) {
  calls = [];
  vi.stubGlobal('fetch', async (url: URL) => {
    calls.push(url.pathname);
    return new Response(JSON.stringify(body), { status: 200 });
  });
}

/** The banner above pages, as the signed-in layout places it, with links between the pages. */
function show(path: string, locale: 'en' | 'fr' = 'en') {
  const layout = (
    <>
      <BundleBanner />
      <nav>
        <Link to="/claimCenter/investigationDetails">Claims</Link> <Link to="/team">Team</Link>{' '}
        <Link to="/home">Home</Link>
      </nav>
      <Outlet />
    </>
  );
  const page = (name: string) => <h1>{name}</h1>;
  const router = createMemoryRouter(
    [
      {
        element: layout,
        children: [
          { path: '/claimCenter/investigationDetails', element: page('Claims') },
          { path: '/team', element: page('Team') },
          { path: '/home', element: page('Home') },
          { path: '/billing', element: page('Billing') },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
        <RouterProvider router={router} />
      </IntlProvider>
    </SWRConfig>,
  );
}

beforeEach(() => localStorage.setItem('parcel-audit.token', TOKEN));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStorage.clear();
});

describe('the bundle banner', () => {
  it('from 80 %, tells the company’s people on any page, with a link to Billing, read once across pages', async () => {
    // Prepare
    answer(view(usage(1700, 2000, 'warning')));

    // Act
    show('/claimCenter/investigationDetails');

    // Assess
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('You have used 85% of this month’s bundle.');
    expect(banner.classList.contains('level-warning')).toBe(true);
    expect(screen.getByRole('link', { name: 'See your usage' }).getAttribute('href')).toBe('/billing');
    fireEvent.click(screen.getByRole('link', { name: 'Team' }));
    await screen.findByRole('heading', { name: 'Team' });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(calls).toEqual(['/api/private/billing/subscription']);
  });

  it('past 100 %, says by how many parcels and that nothing stops', async () => {
    // Prepare
    answer(view(usage(2003, 2000, 'over')));

    // Act
    show('/team');

    // Assess
    const banner = await screen.findByRole('status');
    expect(banner.textContent).toContain('You are 3 parcels past this month’s bundle: nothing stops');
    expect(banner.classList.contains('level-over')).toBe(true);
  });

  it('is not shown under 80 %', async () => {
    // Prepare
    answer(view(usage(1599, 2000, 'ok')));

    // Act
    show('/team');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    // Assess
    expect(calls).toEqual(['/api/private/billing/subscription']);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is not shown on Home and Billing, which show the whole message', async () => {
    // Prepare
    answer(view(usage(1700, 2000, 'warning')));

    // Act
    show('/home');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });

    // Assess
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('once dismissed, stays hidden for the session, until past 100 %', async () => {
    // Prepare
    answer(view(usage(1700, 2000, 'warning')));
    show('/team');

    // Act
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss the bundle usage message' }));

    // Assess
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem(BANNER_DISMISSED_KEY)).toBe('c1:2026-11:warning');
    cleanup();
    show('/team');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('status')).toBeNull();
    cleanup();
    answer(view(usage(2100, 2000, 'over')));
    show('/team');
    expect((await screen.findByRole('status')).textContent).toContain('100 parcels past');
  });

  it('in French', async () => {
    // Prepare
    answer(view(usage(1900, 2000, 'warning')));

    // Act
    show('/team', 'fr');

    // Assess
    expect((await screen.findByRole('status')).textContent).toMatch(
      /Vous avez utilisé 95\s% du forfait de ce mois\. Voir votre consommation/,
    );
    expect(
      screen.getByRole('button', { name: 'Fermer le message sur l’utilisation du forfait' }),
    ).toBeTruthy();
  });
});
