/**
 * Billing and Subscription drawn from GET /api/private/billing/subscription: the plan with its
 * amounts for the client admin, the message for a member (who gets them as null), this month's
 * gauge, the message from 80 % and past 100 %, the free audit month's end, in English and French.
 */
import type { Usage } from '@shared/billing/plans';
import { cleanup, render, screen, within } from '@testing-library/react';
import { DOCUMENTS_REFRESH_MS, type DocumentsReply, type FeeLineReply } from '@web/api/billing';
import type { SubscriptionReply } from '@web/api/subscription';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BillingPage from './billing-page';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const tokenOf = (role?: string) =>
  `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', company: 'c1', exp: 4_000_000_000, ...(role ? { role } : {}) })}.sig`;
const TOKEN = tokenOf();

const usage = (used: number, bundle: number, level: Usage['level']): Usage => ({
  period: '2026-11',
  used,
  bundle,
  percent: Math.floor((used * 100) / bundle),
  level,
  over: Math.max(0, used - bundle),
});
const growthForAdmin: SubscriptionReply = {
  today: '2026-11-26',
  planId: 'growth',
  cycle: 'monthly',
  startDate: '2026-10-01',
  endDate: null,
  priceCents: 14_900,
  overageCents: 2,
  feePercent: 25,
  bundle: 10_000,
  usage: usage(1234, 10_000, 'ok'),
  totalAnalysed: 45_678,
  overdueInvoices: 0,
  suspended: false,
  running: true,
  pending: null,
};
const growthForMember: SubscriptionReply = {
  ...growthForAdmin,
  priceCents: null,
  overageCents: null,
  feePercent: null,
};
const freeMonth: SubscriptionReply = {
  today: '2026-11-26',
  planId: 'free_audit',
  cycle: 'monthly',
  startDate: '2026-11-10',
  endDate: '2026-12-09',
  priceCents: 0,
  overageCents: 0,
  feePercent: 30,
  bundle: 2000,
  usage: usage(40, 2000, 'ok'),
  totalAnalysed: 40,
  overdueInvoices: 0,
  suspended: false,
  running: true,
  pending: null,
};

const invoice: DocumentsReply['documents'][number] = {
  number: 'F-2026-000042',
  type: 'invoice',
  companyId: 'c1',
  issueDate: '2026-11-02',
  dueDate: '2026-12-02',
  cites: null,
  period: null,
  locale: 'en',
  currency: 'EUR',
  issuer: { name: 'Parcel Audit SAS', street: '', zip: '', city: '', country: 'FR', vatNumber: '' },
  customer: { name: 'Shop', street: '', zip: '', city: '', country: 'FR', vatNumber: '' },
  iban: 'FR1420041010050500013M02606',
  bic: 'PSSTFRPPPAR',
  vatTreatment: 'french_vat',
  vatPercent: 20,
  lines: [],
  netCents: 3_704,
  vatCents: 741,
  totalCents: 4_445,
  entries: [],
  status: 'overdue',
  creditedCents: 0,
  paidAt: null,
  paidBy: null,
  paymentPending: false,
  creditNotes: [],
  hasPdf: true,
};
const ledger: DocumentsReply = { documents: [invoice], outstanding: { EUR: 4_445 }, payments: 'sandbox' };
const feeLine: FeeLineReply = {
  lineId: 'claim-1#4',
  kind: 'success_fee',
  claimId: 'claim-1',
  trackingNumber: '1Z999AA10123456784',
  carrier: 'ups',
  claimNumber: 'UPS-778',
  currency: 'EUR',
  creditedCents: 12_345,
  feePercent: 30,
  feeCents: 3_704,
  at: '2026-10-28T10:00:00.000Z',
  carrierMessage: 'Refund credited',
  creditLine: { invoiceNumber: '000000A1B2C3', invoiceDate: '2026-11-07', amountCents: -12_345 },
  documentNumber: 'F-2026-000042',
};

/** Answers each API path: the subscription, and (for the client admin) the documents and fee lines. */
function answer(body: SubscriptionReply) {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const reply = url.includes('/billing/documents')
      ? ledger
      : url.includes('/billing/fees')
        ? { lines: [feeLine] }
        : body;
    return new Response(JSON.stringify(reply), { status: 200 });
  });
}

function show(locale: 'en' | 'fr' = 'en') {
  const wrap = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
        <MemoryRouter>{children}</MemoryRouter>
      </IntlProvider>
    </SWRConfig>
  );
  render(<BillingPage />, { wrapper: wrap });
}

/** The subscription panel's facts, as [term, value] pairs. */
async function facts(): Promise<[string, string][]> {
  const panel = await screen.findByRole('region', { name: /^(Subscription|Abonnement)$/ });
  return within(panel)
    .getAllByRole('term')
    .map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']);
}

beforeEach(() => localStorage.setItem('parcel-audit.token', TOKEN));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the Billing page', () => {
  it('shows the client admin the plan, its dates, the price per cycle, the overage price and the success fee', async () => {
    // Prepare
    localStorage.setItem('parcel-audit.token', tokenOf('client_admin'));
    answer(growthForAdmin);

    // Act
    show();

    // Assess
    expect(await facts()).toEqual([
      ['Plan', 'Growth'],
      ['Billing cycle', 'Monthly'],
      ['Start date', 'October 1, 2026'],
      ['End date', 'None: it runs until cancelled'],
      ['Parcels included each month', '10,000 parcels'],
      ['Price', '€149.00 per month, excluding VAT'],
      ['Each parcel past the bundle', '€0.02 per parcel, excluding VAT'],
      ['Success fee', '25% of each refund the carriers credit'],
    ]);
    expect(screen.queryByText(/shown to your company’s admin/)).toBeNull();
    const usagePanel = screen.getByRole('region', { name: 'Bundle usage this month' });
    expect(within(usagePanel).getByRole('meter', { name: 'Bundle used in November 2026' })).toBeTruthy();
    expect(usagePanel.textContent).toContain('1,234 of 10,000 parcels (12%)');
    expect(usagePanel.textContent).toContain('45,678 parcels since your first audit');
    // The ledger: the invoice with its status and actions, the fee line with its evidence.
    const documents = await screen.findByRole('region', { name: 'Invoices, credit notes and statements' });
    const row = within(documents).getByRole('row', { name: /F-2026-000042/ });
    expect(row.textContent).toContain('Overdue');
    expect(row.textContent).toContain('€44.45');
    expect(
      within(row).getByRole('button', { name: 'PDF (FR): download F-2026-000042 in French' }),
    ).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Pay by SEPA debit' })).toBeTruthy();
    expect(documents.textContent).toContain('Still to pay: €44.45.');
    const fees = await screen.findByRole('region', { name: 'Success fees' });
    const fee = within(fees).getByRole('row', { name: /UPS-778/ });
    expect(within(fee).getByRole('link', { name: 'UPS-778' }).getAttribute('href')).toContain(
      'claim=claim-1',
    );
    expect(fee.textContent).toContain('€123.45');
    expect(fee.textContent).toContain('€37.04');
    expect(fee.textContent).toContain('UPS: Refund credited');
    expect(fee.textContent).toContain('Credit line on carrier invoice 000000A1B2C3 of Nov 7, 2026: -€123.45');
    // Not a platform admin: no 'Generate invoice'.
    expect(screen.queryByRole('region', { name: 'Generate invoice' })).toBeNull();
  });

  it('warns every member that an overdue invoice may suspend the solution', async () => {
    answer({ ...growthForMember, overdueInvoices: 2 });
    show();
    expect((await screen.findByRole('alert')).textContent).toBe(
      '2 invoices are past due. Please pay: otherwise the solution may be suspended for all your users.',
    );
    expect(
      screen.getByText('Invoices, statements and success fees are shown to your company’s admin.'),
    ).toBeTruthy();
  });

  it('tells a member who sees the prices and fees instead of showing them', async () => {
    // Prepare
    answer(growthForMember);

    // Act
    show();

    // Assess
    expect((await facts()).map(([term]) => term)).toEqual([
      'Plan',
      'Billing cycle',
      'Start date',
      'End date',
      'Parcels included each month',
    ]);
    expect(screen.getByText('Prices and fees are shown to your company’s admin.')).toBeTruthy();
    expect(document.body.textContent).not.toContain('€');
  });

  it('says when the free audit month ends, and leads the client admin to the plans', async () => {
    // Prepare
    localStorage.setItem('parcel-audit.token', tokenOf('client_admin'));
    answer(freeMonth);

    // Act
    show();

    // Assess
    expect(await screen.findByText(/^Your free audit month ends on December 9, 2026\./)).toBeTruthy();
    const choose = screen.getByRole('link', { name: 'Choose your plan' });
    expect(choose.getAttribute('href')).toBe('/billing#plans');
    expect(await facts()).toContainEqual(['Price', 'Free for the first month']);
    expect(await facts()).toContainEqual(['Each parcel past the bundle', 'Not billed']);
  });

  it('lets the client admin move down a plan: the preview says what changes before anything is sent', async () => {
    // Prepare
    localStorage.setItem('parcel-audit.token', tokenOf('client_admin'));
    const sent: { method: string; url: string; body: unknown }[] = [];
    let view: SubscriptionReply = growthForAdmin;
    const preview = {
      kind: 'downgrade',
      currentPlanId: 'growth',
      planId: 'starter',
      effectiveDate: '2026-12-01',
      monthlyCents: 4_900,
      month: '2026-12',
      monthCents: 4_900,
      differenceCents: -10_000,
      needsAuthentication: false,
    };
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? 'GET';
      if (url.includes('/plan-change'))
        sent.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : null });
      // The change applied: the billing view read next shows it pending.
      if (url.includes('/plan-change') && method === 'POST')
        view = { ...growthForAdmin, pending: { planId: 'starter', from: '2026-12-01' } };
      const reply = url.includes('/plan-change')
        ? method === 'POST'
          ? { status: 'applied', preview }
          : preview
        : url.includes('/billing/documents')
          ? ledger
          : url.includes('/billing/fees')
            ? { lines: [feeLine] }
            : view;
      return new Response(JSON.stringify(reply), { status: 200 });
    });

    // Act
    show();
    const plans = await screen.findByRole('region', { name: 'Plans' });
    const current = within(plans)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current'));
    expect(current?.querySelector('h3')?.textContent).toBe('Growth');
    expect(within(plans).getByRole('button', { name: 'Upgrade to Scale' })).toBeTruthy();
    expect(within(plans).getByRole('button', { name: 'Cancel my plan' })).toBeTruthy();
    within(plans).getByRole('button', { name: 'Move down to Starter' }).click();

    // Assess
    const change = await within(plans).findByRole('region', { name: 'Before you confirm' });
    expect(change.textContent).toContain(
      'You stay on Growth until the end of the month; Starter starts on December 1, 2026.',
    );
    expect(change.textContent).toContain('€49.00 excluding VAT');
    expect(sent).toEqual([{ method: 'GET', url: expect.stringContaining('planId=starter'), body: null }]);
    within(change).getByRole('button', { name: 'Confirm the change' }).click();
    expect(await within(plans).findByRole('status')).toHaveProperty(
      'textContent',
      'Done: your subscription is updated.',
    );
    expect(sent[1]).toEqual({
      method: 'POST',
      url: expect.stringContaining('/api/private/billing/plan-change'),
      body: { planId: 'starter', effectiveDate: '2026-12-01' },
    });
    expect(await facts()).toContainEqual(['Next', 'Starter from December 1, 2026']);
  });

  it('says the free audit month ended once its last day is past', async () => {
    // Prepare
    // The company's day, as the server answers it.
    answer({ ...freeMonth, today: '2026-12-10' });

    // Act
    show();

    // Assess
    expect(await screen.findByText(/^Your free audit month ended on December 9, 2026\./)).toBeTruthy();
  });

  it('past 100 %, says by how many parcels, that nothing stops and how they are billed', async () => {
    // Prepare
    answer({ ...growthForAdmin, usage: usage(10_250, 10_000, 'over') });

    // Act
    show();

    // Assess
    await facts();
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('This month 250 parcels are past your bundle of 10,000.');
    expect(status.textContent).toContain(
      'Past 100% nothing stops: every parcel is still audited and its claims opened. Each parcel past the bundle is billed at your plan’s overage price on the month’s statement.',
    );
    expect(screen.getByText('10,250 of 10,000 parcels (102%)')).toBeTruthy();
  });

  it('in French, for the client admin and a member', async () => {
    // Prepare
    answer({ ...growthForAdmin, usage: usage(8000, 10_000, 'warning') });

    // Act
    show('fr');

    // Assess
    const shown = await facts();
    expect(shown[0]).toEqual(['Offre', 'Growth']);
    expect(shown[2]).toEqual(['Date de début', '1 octobre 2026']);
    expect(shown[5]![1]).toMatch(/^149,00\s€ HT par mois$/);
    expect(shown[7]![1]).toMatch(/^25\s% de chaque remboursement/);
    expect(screen.getByRole('status').textContent).toMatch(
      /Vous avez utilisé 80\s% du forfait de ce mois\u00a0: 8\s000 colis sur 10\s000\./,
    );
    cleanup();
    answer(growthForMember);
    show('fr');
    await facts();
    expect(
      screen.getByText('Les prix et commissions sont affichés à l’administrateur de votre entreprise.'),
    ).toBeTruthy();
  });

  it('shows the client admin a document issued while the page is open, without a reload', async () => {
    // Prepare: the page open on one invoice; then the platform team issues another
    localStorage.setItem('parcel-audit.token', tokenOf('client_admin'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    answer(growthForAdmin);
    show();
    const documents = await screen.findByRole('region', { name: 'Invoices, credit notes and statements' });
    await within(documents).findByRole('row', { name: /F-2026-000042/ });
    const issued = { ...invoice, number: 'F-2026-000043', status: 'due' as const, issueDate: '2026-11-26' };
    ledger.documents = [issued, invoice];

    try {
      // Act
      await vi.advanceTimersByTimeAsync(DOCUMENTS_REFRESH_MS);

      // Assess
      expect(await within(documents).findByRole('row', { name: /F-2026-000043/ })).toBeTruthy();
    } finally {
      ledger.documents = [invoice];
    }
  });
});
