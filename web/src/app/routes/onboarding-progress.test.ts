import type { CompanyView } from '@shared/companies/company';
import { describe, expect, it } from 'vitest';
import { firstStepToDo, ONBOARDING_STEP } from './onboarding-progress';

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
const empty: CompanyView['details'] = {
  invoice_company_name: '',
  vat_number: '',
  invoicing_emails: [],
  finance_email_address: '',
  claim_email_address: '',
  country: '',
  city_name: '',
  street_name: '',
  zip_code: '',
};
const bank = { bank_name: 'BNP Paribas', IBAN: 'FR14 •••• 2606', BIC: 'BNPAFRPP' };
const company = (over: Partial<CompanyView>): CompanyView => ({
  companyId: 'c1',
  name: 'Boutique',
  details: empty,
  vatCheck: null,
  logoDocumentId: null,
  bank: null,
  ...over,
});

describe('where onboarding resumes', () => {
  it('starts with the company details while nothing is saved', () => {
    expect(firstStepToDo(company({}))).toBe(ONBOARDING_STEP.company);
  });

  it('goes back to the company details when they are incomplete, even with a bank account', () => {
    expect(firstStepToDo(company({ details: { ...details, zip_code: '' }, bank }))).toBe(
      ONBOARDING_STEP.company,
    );
  });

  it('resumes at the bank details once the company details are saved', () => {
    expect(firstStepToDo(company({ details }))).toBe(ONBOARDING_STEP.bank);
  });

  it('resumes at the team once an account is on file', () => {
    expect(firstStepToDo(company({ details, bank }))).toBe(ONBOARDING_STEP.team);
  });
});
