/**
 * Home, drawn from GET /api/private/home as the server answers it: the getting-started checklist
 * (each step done or to do, with the page that does it) instead of empty charts for a company with
 * nothing yet; the refunds and invoices once there are figures; the friendly panel of a locked
 * dashboard; in English and French.
 */
import type { HomeView } from '@shared/dashboards/catalog';
import { cleanup, render, screen, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage from './home-page';

vi.mock('react-chartjs-2', () => ({
  Chart: (props: { 'aria-label': string }) => <canvas role="img" aria-label={props['aria-label']} />,
}));

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', company: 'c1', exp: 4_000_000_000 })}.sig`;

const months = ['2026-10', '2026-11'];
const nothingYet: HomeView = {
  today: '2026-11-26',
  timeZone: 'Europe/Paris',
  bundle: {
    planId: 'free_audit',
    endDate: '2026-12-09',
    planFollows: false,
    usage: { period: '2026-11', used: 0, bundle: 2000, percent: 0, level: 'ok', over: 0 },
  },
  gettingStarted: { carrierAccount: true, invoiceUploaded: false, auditDone: false, teamInvited: false },
  refunds: { requested: {}, confirmed: {}, credited: {} },
  invoices: {
    currency: null,
    otherCurrencies: [],
    monthly: months.map((period) => ({ period, count: 0, amount: 0, byCarrier: {} })),
    weekly: [],
  },
  needs: { dataNeeded: 0, byKind: {}, closingSoon: 0, credentials: [] },
};
const busy: HomeView = {
  ...nothingYet,
  gettingStarted: { carrierAccount: true, invoiceUploaded: true, auditDone: true, teamInvited: true },
  refunds: { requested: { EUR: 120.5 }, confirmed: { EUR: 80 }, credited: {} },
  invoices: {
    currency: 'EUR',
    otherCurrencies: ['GBP'],
    monthly: [
      { period: '2026-10', count: 2, amount: 1500, byCarrier: { ups: 1000, colissimo: 500 } },
      { period: '2026-11', count: 1, amount: 250.25, byCarrier: { ups: 250.25 } },
    ],
    weekly: [{ period: '2026-W48', count: 1, amount: 250.25, byCarrier: { ups: 250.25 } }],
  },
  needs: {
    dataNeeded: 3,
    byKind: { pictures_missing: 2, original_invoice_missing: 1 },
    closingSoon: 1,
    credentials: [{ credentialId: 'c1', carrier: 'ups', reason: 'invalid_credentials' }],
  },
};

/** The sales data's report of a company that has sent none yet. */
const noSalesData = {
  report: {
    batches: 0,
    ordersReceived: 0,
    claimsCompleted: 0,
    refusedBatches: 0,
    lastReceivedAt: null,
    lastRefusedAt: null,
    lastRefusal: null,
  },
};

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', async (url: RequestInfo | URL) =>
    String(url).includes('/api/private/integration/report')
      ? new Response(JSON.stringify(noSalesData), { status: 200 })
      : new Response(JSON.stringify(body), { status }),
  );
}

function show(locale: 'en' | 'fr' = 'en') {
  const wrap = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
        <MemoryRouter>{children}</MemoryRouter>
      </IntlProvider>
    </SWRConfig>
  );
  render(<HomePage />, { wrapper: wrap });
}

beforeEach(() => localStorage.setItem('parcel-audit.token', TOKEN));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Home', () => {
  it('shows a new company the checklist, each step done or to do with its page, instead of empty charts', async () => {
    // Prepare
    answer(200, nothingYet);

    // Act
    show();

    // Assess
    const checklist = await screen.findByRole('region', { name: 'Getting started' });
    expect(within(checklist).getByText('1 of 4 steps done.', { exact: false })).toBeTruthy();
    const steps = within(checklist).getAllByRole('listitem');
    expect(
      steps.map((step) => [step.dataset.step, within(step).getByText(/^(Done|To do)$/).textContent]),
    ).toEqual([
      ['carrierAccount', 'Done'],
      ['invoiceUploaded', 'To do'],
      ['auditDone', 'To do'],
      ['teamInvited', 'To do'],
    ]);
    expect(within(steps[1]!).getByRole('link').getAttribute('href')).toBe('/carrier/invoices');
    expect(within(steps[3]!).getByRole('link').getAttribute('href')).toBe('/team');
    expect(within(checklist).getByText(/your figures will show here/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Carrier invoices' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Refunds, past 12 months' })).toBeNull();
    expect(screen.getByText('Nothing needs you right now.')).toBeTruthy();
    const bundle = screen.getByRole('region', { name: 'Bundle usage' });
    expect(bundle.textContent).toContain('Plan: Free audit month');
    expect(within(bundle).getByRole('meter', { name: 'Bundle used in November 2026' })).toBeTruthy();
    expect(bundle.textContent).toContain('0 of 2,000 parcels (0%)');
    expect(bundle.textContent).toContain('Your free audit month ends on December 9, 2026.');
    expect(
      within(bundle).getByRole('link', { name: 'See billing and subscription' }).getAttribute('href'),
    ).toBe('/billing');
    expect(screen.queryByRole('status')).toBeNull();
    expect((await screen.findByRole('region', { name: /Data integration report/ })).textContent).toContain(
      'No sales data yet',
    );
  });

  it('from 80 % of the bundle, shows the message above everything, and past 100 % what happens', async () => {
    // Prepare
    const over = {
      period: '2026-11',
      used: 10_120,
      bundle: 10_000,
      percent: 101,
      level: 'over',
      over: 120,
    } as const;
    answer(200, { ...busy, bundle: { planId: 'growth', endDate: null, usage: over } });

    // Act
    show();

    // Assess
    const bundle = await screen.findByRole('region', { name: 'Bundle usage' });
    expect(bundle.textContent).toContain('Plan: Growth');
    expect(bundle.textContent).toContain('10,120 of 10,000 parcels (101%)');
    expect(bundle.textContent).not.toContain('free audit month');
    const status = screen
      .getAllByRole('status')
      .find((element) => element.classList.contains('bundle-alert')) as HTMLElement;
    expect(status.textContent).toContain('This month 120 parcels are past your bundle of 10,000.');
    expect(status.textContent).toContain('Past 100% nothing stops');
    expect(document.querySelector('.home-grid')?.firstElementChild).toBe(status);
  });

  it('shows the refunds, the invoices per carrier and what needs the merchant once there are figures', async () => {
    // Prepare
    answer(200, busy);

    // Act
    show();

    // Assess
    const invoices = await screen.findByRole('region', { name: 'Carrier invoices' });
    expect(screen.queryByRole('region', { name: 'Getting started' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Refunds, past 12 months' }).textContent).toContain('€120.50');
    const table = await within(invoices).findByRole('table');
    expect(within(invoices).getByText(/Also billed in GBP/)).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Month', 'UPS', 'Colissimo', 'Total', 'Invoices']);
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Oct 26€1,000.00€500.00€1,500.002');
    const needs = screen.getByRole('region', { name: 'Needs you now' });
    expect(needs.textContent).toContain('3 investigations wait for information from you.');
    expect(needs.textContent).toContain('Pictures missing: 2');
    expect(needs.textContent).toContain('1 claim not yet filed');
    expect(needs.textContent).toContain('UPS: the carrier refused the username or password.');
    expect(
      within(needs).getByRole('link', { name: 'Give the information asked for' }).getAttribute('href'),
    ).toBe('/claimCenter/actionRequired');
  });

  it('shows a locked company the message to contact customer success instead of figures, in French', async () => {
    // Prepare
    answer(403, { error: { code: 'dashboard.locked', message: 'locked' } });

    // Act
    show('fr');

    // Assess
    const panel = await screen.findByRole('region', { name: 'Tableaux de bord indisponibles' });
    expect(panel.textContent).toContain('Contactez le service client');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Premiers pas' })).toBeNull();
  });
});
