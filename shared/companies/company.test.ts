import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bankDetailsSchema,
  bicValid,
  companyDetailsSchema,
  ibanValid,
  maskIban,
  postalCodeValid,
  vatValid,
} from './company';

describe('postal codes', () => {
  it.each([
    ['FR', '69002', true],
    ['FR', '20000', true],
    ['FR', '99000', false],
    ['FR', '6900', false],
    ['BE', '1000', true],
    ['NL', '1012 AB', true],
    ['NL', '1012ab', true],
    ['PT', '1000-001', true],
    ['GB', 'SW1A 1AA', true],
    ['GB', '12345', false],
    ['DE', '10115', true],
    ['XX', '12345', false],
  ])('%s %s is %s', (country, code, valid) => {
    expect(postalCodeValid(country, code)).toBe(valid);
  });
});

describe('VAT numbers', () => {
  it.each([
    ['FR', 'FR40 303 265 045', true],
    ['FR', 'FR4030326504', false],
    ['DE', 'DE118619592', true],
    ['DE', 'DE123456789', false],
    ['BE', 'BE0202239951', true],
    ['NL', 'NL001241643B01', true],
    ['FR', 'DE118619592', false],
  ])('%s %s is %s', (country, vat, valid) => {
    expect(vatValid(country, vat)).toBe(valid);
  });
});

describe('IBAN', () => {
  it.each([
    'FR14 2004 1010 0505 0001 3M02 606',
    'DE89 3704 0044 0532 0130 00',
    'GB29 NWBK 6016 1331 9268 19',
    'BE68539007547034',
  ])('accepts %s', (iban) => {
    expect(ibanValid(iban)).toBe(true);
  });

  it.each(['FR14 2004 1010 0505 0001 3M02 607', 'DE89 3704 0044 0532 0130 0', 'XX00', ''])(
    'refuses %s',
    (iban) => {
      expect(ibanValid(iban)).toBe(false);
    },
  );

  it('catches any single changed digit of a valid IBAN', () => {
    const valid = 'DE89370400440532013000';
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: valid.length - 1 }),
        fc.integer({ min: 1, max: 9 }),
        (index, shift) => {
          const digit = (Number(valid[index]) + shift) % 10;
          return !ibanValid(valid.slice(0, index) + digit + valid.slice(index + 1));
        },
      ),
    );
  });

  it('is shown back masked', () => {
    expect(maskIban('FR14 2004 1010 0505 0001 3M02 606')).toBe('FR14 •••• 2606');
  });
});

describe('BIC', () => {
  it.each([
    ['BNPAFRPP', true],
    ['BNPAFRPPXXX', true],
    ['bnpa fr pp', true],
    ['BNPAFRP', false],
    ['1NPAFRPP', false],
  ])('%s is %s', (bic, valid) => {
    expect(bicValid(bic)).toBe(valid);
  });
});

describe('companyDetailsSchema', () => {
  const company = {
    invoice_company_name: 'Boutique Durand SAS',
    vat_number: 'FR40303265045',
    invoicing_emails: ['compta@durand.example'],
    finance_email_address: 'finance@durand.example',
    claim_email_address: 'sav@durand.example',
    country: 'FR',
    city_name: 'Lyon',
    street_name: '12 rue de la République',
    zip_code: '69002',
  };

  it('accepts complete details', () => {
    expect(companyDetailsSchema.safeParse(company).success).toBe(true);
  });

  it('checks the postal code and the VAT number against the country', () => {
    const result = companyDetailsSchema.safeParse({ ...company, country: 'BE' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['zip_code', 'company.postalCodeInvalid'],
      ['vat_number', 'company.vatInvalid'],
    ]);
  });

  it('tells a mistyped VAT number (check digits) from one written wrong, naming the error code for the server', () => {
    const result = companyDetailsSchema.safeParse({ ...company, vat_number: 'FR41303265045' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['vat_number'],
        message: 'company.vatCheckDigits',
        params: { errorCode: 'company.vat_check_digits' },
      }),
    ]);
  });

  it('needs at least one invoicing e-mail, each valid', () => {
    expect(
      companyDetailsSchema.safeParse({ ...company, invoicing_emails: [] }).error?.issues[0]?.message,
    ).toBe('company.invoicingEmailsRequired');
    expect(
      companyDetailsSchema.safeParse({ ...company, invoicing_emails: ['nope'] }).error?.issues[0]?.message,
    ).toBe('form.invalidEmail');
  });

  it('refuses fields it does not know', () => {
    expect(companyDetailsSchema.safeParse({ ...company, companyId: 'other' }).success).toBe(false);
  });
});

describe('bankDetailsSchema', () => {
  it('names the failing field', () => {
    const result = bankDetailsSchema.safeParse({ bank_name: 'BNP', IBAN: 'FR00 1234', BIC: 'BNP' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['IBAN', 'bank.ibanInvalid'],
      ['BIC', 'bank.bicInvalid'],
    ]);
  });
});
