/**
 * One invoice's audit page when the file was not recognised: the problem in words, then the header
 * row we found in the file as a list named by its heading, in English and in French; a file we read
 * shows no such list.
 */
import type { InvoiceDetail } from '@shared/audit/invoice-audit';
import { cleanup, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InvoiceAudit } from './invoice-audit';

const REFUSED: InvoiceDetail = {
  documentId: 'doc-unknown-0001',
  fileName: 'shipments-export.csv',
  uploadedAt: '2026-11-20T09:00:00.000Z',
  status: 'failed',
  problem: 'unknown_layout',
  problemDetail: 'We did not recognise this file.',
  layout: null,
  carriers: [],
  invoiceNumbers: [],
  invoiceDate: null,
  lines: 0,
  skipped: 0,
  shipments: 0,
  shards: 0,
  shardsDone: 0,
  spend: {},
  recoverable: {},
  findings: 0,
  reviews: 0,
  reviewable: {},
  byRule: [],
  claimsOpened: 0,
  alreadyClaimed: 0,
  startedAt: '2026-11-20T09:00:01.000Z',
  finishedAt: '2026-11-20T09:00:02.000Z',
  run: 1,
  columns: ['Order - Number', 'Date - Shipped', '', 'Amount - Shipping Cost'],
};

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({
  sub: 'user-1',
  company: 'co-1',
  role: 'client_admin',
  exp: 4_000_000_000,
})}.sig`;

function show(invoice: InvoiceDetail, locale: 'en' | 'fr' = 'en') {
  localStorage.setItem('parcel-audit.token', TOKEN);
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response(JSON.stringify({ invoice }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  );
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale={locale} messages={locale === 'fr' ? fr : en}>
        <MemoryRouter>
          <InvoiceAudit documentId={invoice.documentId} />
        </MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('an invoice we did not recognise', () => {
  it('shows the columns found in the file, as a list named by its heading, under the problem', async () => {
    // Act
    show(REFUSED);

    // Assess
    const list = await screen.findByRole('list', { name: 'The columns we found in your file:' });
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Order - Number',
      'Date - Shipped',
      '(no name)',
      'Amount - Shipping Cost',
    ]);
    const problem = screen.getByText(/We did not recognise this file\. We read UPS Billing Data/);
    expect(problem.compareDocumentPosition(list) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it in French', async () => {
    // Act
    show(REFUSED, 'fr');

    // Assess
    const list = await screen.findByRole('list', { name: 'Les colonnes trouvées dans votre fichier\u00a0:' });
    expect(list.querySelectorAll('li')[2]!.textContent).toBe('(sans nom)');
  });

  it('shows no columns for a file it read', async () => {
    // Act
    show({ ...REFUSED, problem: 'unreadable', columns: null });

    // Assess
    await screen.findByText(/This file could not be read/);
    expect(screen.queryByRole('list')).toBeNull();
  });
});
