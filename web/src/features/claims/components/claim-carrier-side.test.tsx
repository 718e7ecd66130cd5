/**
 * What the merchant sees of the carrier's side (issue 38, item 9): the filing (day, channel, claim
 * number), the carrier's request in the merchant's language with the carrier's words marked with
 * theirs, a denial in words with the carrier's text and whether it was disputed again, the credit
 * with its proof; and the Refunds tab's list, with the fee for the client admin only.
 */
import type { ClaimView } from '@shared/claims/schema';
import type { Reply } from '@shared/platform/replies';
import { cleanup, render, screen, within } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ClaimCarrierSide, hasCarrierSide } from './claim-carrier-side';
import { RefundsList } from './refunds-list';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const TOKEN = `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', company: 'c1', exp: 4_000_000_000 })}.sig`;

const claim: ClaimView = {
  claimId: 'claim-1',
  tracking_number: '1Z999AA10123456784',
  carrier: 'ups',
  reason_refund: 'lost',
  reference: 'ORD-1',
  state: 'processing',
  stage: 'ongoing',
  owner: 'owner@shop.example',
  claim_source: 'manual',
  is_lox_claim: false,
  service_level_agreement: null,
  country_code_sender: null,
  country_code_receiver: null,
  postal_code_receiver: null,
  weight: null,
  claim_number: 'UPS-CLM-0042',
  claim_date: '2026-03-05',
  currency: 'EUR',
  requested_amount: 125.5,
  confirmed_amount: null,
  credited_amount: null,
  last_carrier_message: null,
  lines: [],
  documents: [],
  actions: ['documents_missing'],
  favourite: false,
  days_left_to_claim: null,
  window_closes_on: null,
  audit: null,
  filing: { channel: 'portal', filedOn: '2026-03-05' },
  carrier_request: {
    text: 'Merci de fournir la facture d’achat.',
    language: 'fr',
    at: '2026-03-09T10:00:00.000Z',
  },
  denial: null,
  credit: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-09T10:00:00.000Z',
};

function show(node: ReactNode, locale: 'en' | 'fr' = 'en') {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
        <MemoryRouter>{node}</MemoryRouter>
      </IntlProvider>
    </SWRConfig>,
  );
}

beforeEach(() => localStorage.setItem('parcel-audit.token', TOKEN));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the carrier’s side of an investigation', () => {
  it('says when and how it was filed, and what the carrier asks for in the reader’s words beside the carrier’s own', () => {
    // Prepare, Act
    show(<ClaimCarrierSide claim={claim} onError={() => {}} />);

    // Assess
    const section = screen.getByRole('region', { name: 'With UPS' });
    const terms = within(section)
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ['Filed on', 'March 5, 2026'],
      ['How it was filed', 'On the carrier’s portal'],
      ['Carrier claim number', 'UPS-CLM-0042'],
    ]);
    expect(within(section).getByText('UPS asks for more before it decides')).toBeTruthy();
    expect(within(section).getByText(/Add what it asks for with “Documents missing” above/)).toBeTruthy();
    expect(within(section).getByText('The carrier’s words, in French:')).toBeTruthy();
    const words = within(section).getByText('Merci de fournir la facture d’achat.');
    expect(words.tagName).toBe('BLOCKQUOTE');
    expect(words.getAttribute('lang')).toBe('fr');
  });

  it('gives a denial’s reason in words with the carrier’s text, and says it was disputed again, in French', () => {
    // Prepare
    const redisputed: ClaimView = {
      ...claim,
      state: 'ongoing',
      actions: [],
      carrier_request: null,
      denial: {
        reason: 'delivered_signed',
        text: 'Delivered and signed by J. DOE.',
        at: '2026-03-20T10:00:00.000Z',
      },
    };

    // Act
    show(<ClaimCarrierSide claim={redisputed} onError={() => {}} />, 'fr');

    // Assess
    const section = screen.getByRole('region', { name: 'Chez UPS' });
    expect(within(section).getByText('UPS a refusé la réclamation')).toBeTruthy();
    expect(section.textContent).toContain(
      'Motif\u00a0: Le transporteur indique que le colis a été livré contre signature',
    );
    expect(within(section).getByText('Delivered and signed by J. DOE.').tagName).toBe('BLOCKQUOTE');
    expect(
      within(section).getByText('Notre équipe a contesté le refus avec de nouvelles preuves.'),
    ).toBeTruthy();
  });

  it('shows the credit and its credit note to download, and nothing for a claim the carrier has not seen', () => {
    // Prepare
    const credited: ClaimView = {
      ...claim,
      state: 'credited',
      stage: 'closed',
      actions: [],
      carrier_request: null,
      credit: {
        amount: 120,
        currency: 'EUR',
        creditedOn: '2026-04-01',
        proof: 'credit_note',
        documentId: 'doc-credit',
        reference: null,
      },
    };

    // Act
    show(<ClaimCarrierSide claim={credited} onError={() => {}} />);

    // Assess
    // The amount is its own unbreakable span inside the sentence.
    expect(
      screen.getByText((_, node) => node?.tagName === 'STRONG' && node.textContent === '€120.00 credited'),
    ).toBeTruthy();
    expect(screen.getByRole('region').textContent).toContain('Proof: Credit note');
    expect(screen.getByRole('button', { name: 'Download the credit note' })).toBeTruthy();
    expect(hasCarrierSide({ ...claim, filing: null, claim_number: null, carrier_request: null })).toBe(false);
  });
});

const refund = (fields: Partial<Reply<'list-refunds'>['refunds'][number]> = {}) => ({
  claimId: 'claim-1',
  tracking_number: '1Z999AA10123456784',
  carrier: 'ups',
  claim_number: 'UPS-CLM-0042',
  currency: 'EUR',
  credited_amount: 120,
  credited_on: '2026-04-01',
  proof: { kind: 'statement_line' as const, documentId: null, reference: 'CR 2026-04 line 12' },
  fee: null,
  ...fields,
});

function answer(reply: Reply<'list-refunds'>) {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(reply), { status: 200 }));
}

describe('the Refunds tab’s list', () => {
  it('lists each credited refund with its proof and the success fee charged on it, for the admin', async () => {
    // Prepare
    answer({
      refunds: [
        refund({ fee: { percent: 25, amount: 30, invoiceNumber: 'F-2026-000042' } }),
        refund({ claimId: 'claim-2', proof: null, fee: { percent: 25, amount: 10, invoiceNumber: null } }),
      ],
      cursor: null,
      fees: true,
    });

    // Act
    show(<RefundsList />);

    // Assess
    const table = await screen.findByRole('table');
    const [header, first, second] = within(table).getAllByRole('row');
    expect(within(header!).getAllByRole('columnheader').at(-1)!.textContent).toBe('Success fee');
    expect([...first!.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      '1Z999AA10123456784',
      'UPS',
      'UPS-CLM-0042',
      'Apr 1, 2026',
      '€120.00',
      // The carrier's line, quoted (<q>: the quotation marks are the browser's).
      'Line of a carrier statement: CR 2026-04 line 12',
      '€30.00 (25%) on invoice F-2026-000042',
    ]);
    expect(within(first!).getByRole('link', { name: '1Z999AA10123456784' }).getAttribute('href')).toContain(
      'claim=claim-1',
    );
    expect(second!.textContent).toContain('The carrier’s answer');
    expect(second!.textContent).toContain('not billed yet');
  });

  it('leaves the fee out for the people who do not see Billing’s amounts, and says who does', async () => {
    answer({ refunds: [refund()], cursor: null, fees: false });
    show(<RefundsList />, 'fr');
    const table = await screen.findByRole('table');
    expect(within(table).queryByText('Commission de succès')).toBeNull();
    expect(screen.getByText(/visible par l’administrateur de votre entreprise/)).toBeTruthy();
  });

  it('says when nothing was credited yet', async () => {
    answer({ refunds: [], cursor: null, fees: true });
    show(<RefundsList />);
    expect(await screen.findByText('No refund credited yet.')).toBeTruthy();
  });
});
