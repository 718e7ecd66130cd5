/**
 * What VIES said of the saved VAT number, in words under the field (confirmed, not confirmed for
 * an outage, not in VIES), while the field shows that number; in English and French.
 */
import type { CompanyView } from '@shared/companies/company';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { en } from '@web/i18n/en';
import { fr } from '@web/i18n/fr';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { CompanyDetailsForm } from './company-details-form';

afterEach(cleanup);

const details: CompanyView['details'] = {
  invoice_company_name: 'Boutique SAS',
  vat_number: 'FR40303265045',
  invoicing_emails: ['compta@boutique.example'],
  finance_email_address: 'finance@boutique.example',
  claim_email_address: 'sav@boutique.example',
  country: 'FR',
  city_name: 'Lyon',
  street_name: '12 rue de la République',
  zip_code: '69002',
};

function show(vatCheck: CompanyView['vatCheck'], locale: 'en' | 'fr' = 'en') {
  render(
    <IntlProvider locale={locale} messages={locale === 'en' ? en : fr}>
      <CompanyDetailsForm
        initial={details}
        vatCheck={vatCheck}
        onSaved={() => {}}
        submitLabel="profile.saveCompany"
      />
    </IntlProvider>,
  );
}

describe('the VAT number’s check with VIES', () => {
  it('says VIES confirmed it, and when', () => {
    show({ status: 'confirmed', checkedAt: '2026-11-03T10:00:00.000Z' });

    expect(
      screen.getByText('VIES, the EU’s VAT register, confirmed this VAT number on November 3, 2026.'),
    ).toBeTruthy();
  });

  it('says it is saved but not confirmed when VIES could not be reached, in French too', () => {
    show({ status: 'not_confirmed', checkedAt: '2026-11-03T10:00:00.000Z' }, 'fr');

    expect(screen.getByText(/^Ce numéro de TVA est enregistré mais pas confirmé/).textContent).toContain(
      '3 novembre 2026',
    );
  });

  it('says only its check digits were checked outside VIES', () => {
    show({ status: 'not_in_vies', checkedAt: '2026-11-03T10:00:00.000Z' });

    expect(screen.getByText(/only the number’s check digits were checked/)).toBeTruthy();
  });

  it('says nothing of a number the person is changing, or of one never checked', () => {
    show({ status: 'confirmed', checkedAt: '2026-11-03T10:00:00.000Z' });
    fireEvent.change(screen.getByLabelText('VAT number'), { target: { value: 'FR09434086930' } });

    expect(screen.queryByText(/confirmed this VAT number/)).toBeNull();
    cleanup();
    show(null);
    expect(screen.queryByText(/VIES/)).toBeNull();
  });
});
