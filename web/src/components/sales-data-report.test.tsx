/**
 * The sales data's report says where a refused batch went wrong in words ("Order 1, line 1, sales
 * date") and what, from the catalog: never the field path or the message key the server stored.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalesDataReport } from './sales-data-report';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', company: 'c1', exp: 4_000_000_000 })}.sig`;

function refused(lastRefusal: { path: string; message: string }) {
  const body = {
    report: {
      batches: 0,
      ordersReceived: 0,
      claimsCompleted: 0,
      refusedBatches: 1,
      lastReceivedAt: null,
      lastRefusedAt: '2026-11-20T10:00:00.000Z',
      lastRefusal,
    },
  };
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200 }));
}

function show(locale: 'en' | 'fr') {
  const wrap = ({ children }: { children: ReactNode }) => (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
        <MemoryRouter>{children}</MemoryRouter>
      </IntlProvider>
    </SWRConfig>
  );
  render(<SalesDataReport />, { wrapper: wrap });
}

beforeEach(() => localStorage.setItem('parcel-audit.token', TOKEN));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the sales data report of a refused batch', () => {
  it('names the order, the line and the field in words, and the problem as a sentence', async () => {
    // Prepare
    refused({ path: 'orders.0.lines.2.sales_date', message: 'cell.dateFormat' });

    // Act
    show('en');

    // Assess
    const problem = await screen.findByText(/Order 1, line 3, sales date/);
    expect(problem.closest('li')?.textContent).toContain(
      'Order 1, line 3, sales date: Write the date as YYYY-MM-DD',
    );
    expect(problem.closest('li')?.textContent).not.toMatch(/orders\.0|cell\./);
  });

  it('says it in French', async () => {
    // Prepare
    refused({ path: 'orders.1.order_number', message: 'form.required' });

    // Act
    show('fr');

    // Assess
    const problem = await screen.findByText(/Commande 2, numéro de commande/);
    expect(problem.closest('li')?.textContent).toContain(
      'Commande 2, numéro de commande\u00a0: Ce champ est obligatoire',
    );
  });

  it('shows a key it does not know as the generic sentence, never as the key', async () => {
    // Prepare
    refused({ path: 'orders', message: 'integration.someNewReason' });

    // Act
    show('en');

    // Assess
    const problem = await screen.findByText(/This value is not valid/);
    expect(problem.closest('li')?.textContent).not.toContain('integration.someNewReason');
  });
});
