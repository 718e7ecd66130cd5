/**
 * The notice after the single claim form: 'processed within 24 hours' only while the claim still
 * waits to be filed; once filed (the carrier's number, or the desk's filing), it says so instead.
 */
import type { ClaimView } from '@shared/claims/schema';
import { cleanup, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ClaimCreated } from './claim-created';

const waiting: ClaimView = {
  claimId: 'claim-created-1',
  tracking_number: '1Z999AA10123456784',
  carrier: 'ups',
  reason_refund: 'lost',
  reference: 'ORD-1',
  state: 'refundable',
  stage: 'not_open',
  owner: 'owner@shop.example',
  claim_source: 'manual',
  is_lox_claim: false,
  service_level_agreement: null,
  country_code_sender: null,
  country_code_receiver: null,
  postal_code_receiver: null,
  weight: null,
  claim_number: null,
  claim_date: null,
  currency: 'EUR',
  requested_amount: 125.5,
  confirmed_amount: null,
  credited_amount: null,
  last_carrier_message: null,
  lines: [],
  documents: [],
  actions: [],
  favourite: false,
  days_left_to_claim: null,
  window_closes_on: null,
  audit: null,
  filing: null,
  carrier_request: null,
  denial: null,
  credit: null,
  createdAt: '2026-03-02T10:00:00.000Z',
  updatedAt: '2026-03-02T10:00:00.000Z',
};

function show(claim: ClaimView, locale: 'en' | 'fr' = 'en') {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <MemoryRouter>
        <ClaimCreated claim={claim} overwritten={false} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return screen.getByRole('status').textContent ?? '';
}

afterEach(cleanup);

describe('the notice of a created claim', () => {
  it('says it will be processed within 24 hours while it is not filed', () => {
    // Act
    const text = show(waiting);

    // Assess
    expect(text).toContain('Claim created for 1Z999AA10123456784. It will be processed within 24 hours.');
  });

  it('no longer says so once the carrier gave its claim number', () => {
    // Act
    const text = show({
      ...waiting,
      state: 'requested',
      claim_number: 'UPS-CLM-1',
      claim_date: '2026-03-02',
    });

    // Assess
    expect(text).toContain('Claim created for 1Z999AA10123456784. It is filed with the carrier.');
    expect(text).not.toContain('24');
  });

  it('no longer says so once our staff filed it on the desk, in French too', () => {
    // Act
    const text = show({ ...waiting, filing: { channel: 'portal', filedOn: '2026-03-02' } }, 'fr');

    // Assess
    expect(text).toContain('Elle est déposée auprès du transporteur.');
    expect(text).not.toContain('24 heures');
  });
});
