/**
 * The Admin Panel's subscription form: filled from the company's current plan, checked with the
 * shared schema before it is sent, and saved with PUT for the company whose page it is on (the
 * platform admin does not act for it).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { IntlProvider } from 'react-intl';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SubscriptionForm } from './subscription-form';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
/** The platform admin's own session: its company is not the one the form sets. */
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({
  sub: 'ops',
  company: 'parcel-audit-platform',
  companyName: 'Parcel Audit',
  role: 'platform_admin',
  exp: 4_000_000_000,
})}.sig`;

const company = {
  companyId: 'demo-merchant',
  name: 'Demo Merchant',
  country: 'FR',
  createdAt: '2026-11-10T09:00:00.000Z',
  active: true,
  suspended: false,
  overdueInvoices: 0,
  planId: 'free_audit',
  startDate: '2026-11-10',
  endDate: '2026-12-09',
};

let sent: { method: string; path: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  localStorage.setItem('parcel-audit.token', TOKEN);
  vi.stubGlobal('fetch', async (url: URL, init: RequestInit) => {
    const method = init.method ?? 'GET';
    const body = JSON.parse(String(init.body)) as { planId: string; startDate: string };
    sent.push({ method, path: url.pathname, body });
    return new Response(JSON.stringify({ companyId: 'demo-merchant', ...body, endDate: null }), {
      status: 200,
    });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function show() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale="en" messages={en}>
        <SubscriptionForm company={company} />
      </IntlProvider>
    </SWRConfig>,
  );
}

describe('the subscription form', () => {
  it('shows the company’s plan, and puts it on another plan from a day', async () => {
    // Prepare
    show();
    const form = screen.getByRole('form', { name: 'Subscription of Demo Merchant' });
    const plan = form.querySelector('select') as HTMLSelectElement;
    expect(plan.value).toBe('free_audit');
    expect((screen.getByLabelText('Start date') as HTMLInputElement).value).toBe('2026-11-10');
    expect([...plan.options].map((option) => option.textContent)).toEqual([
      'Choose a plan',
      'Free audit month: 2,000 parcels a month',
      'Starter: 2,000 parcels a month',
      'Growth: 10,000 parcels a month',
      'Scale: 50,000 parcels a month',
    ]);

    // Act
    fireEvent.change(screen.getByLabelText('Plan'), { target: { value: 'growth' } });
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-12-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    expect((await screen.findByRole('status')).textContent).toBe('Saved: Growth from December 1, 2026.');
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: '/api/private/admin/companies/demo-merchant/subscription',
        body: { planId: 'growth', startDate: '2026-12-01' },
      },
    ]);
  });

  it('refuses a missing start date before sending anything', async () => {
    // Prepare
    show();
    expect((screen.getByLabelText('Plan') as HTMLSelectElement).value).toBe('free_audit');

    // Act
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    // Assess
    expect((await screen.findByText('This value is not valid')).id).toBe('startDate-error');
    expect(screen.getByLabelText('Start date').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });
});
