import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENT_ACCEPTANCE, LEGAL_VERSIONS } from '../legal/documents';
import { googleRegisterSchema } from './google';
import { passwordField } from './password';
import { registerSchema, registrationFormSchema, verifiedRequestSchema } from './registration';

const form = {
  email_address: 'new@merchant.example',
  first_name: 'Léa',
  last_name: 'Durand',
  company: 'Boutique Durand',
  job_title: 'Founder',
  password: 'Strong-Pass-1',
  password_confirmation: 'Strong-Pass-1',
  terms_accepted: true as const,
  ...CURRENT_ACCEPTANCE,
};

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('passwordField', () => {
  it.each([
    ['Short1a', 'password.tooShort'],
    ['alllowercase1', 'password.needsUpper'],
    ['ALLUPPERCASE1', 'password.needsLower'],
    ['NoDigitsHere', 'password.needsDigit'],
    ['', 'form.required'],
  ])('refuses %j with %s', (password, message) => {
    expect(firstMessage(passwordField.safeParse(password))).toBe(message);
  });

  it('accepts 8 characters with an uppercase letter, a lowercase letter and a digit, in any script', () => {
    expect(passwordField.safeParse('Abcdefg1').success).toBe(true);
    expect(passwordField.safeParse('Éléphant9').success).toBe(true);
  });

  it('accepts every password that meets the rules', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 5, maxLength: 60 }),
        (middle) => passwordField.safeParse(`A${middle.replace(/\s/g, 'x')}a1`.padEnd(8, 'x')).success,
      ),
    );
  });
});

describe('registrationFormSchema', () => {
  it('accepts a complete form', () => {
    expect(registrationFormSchema.safeParse(form).success).toBe(true);
  });

  it('requires the terms and conditions to be accepted', () => {
    expect(firstMessage(registrationFormSchema.safeParse({ ...form, terms_accepted: false }))).toBe(
      'register.termsRequired',
    );
  });

  it('requires the confirmation to match, on the confirmation field', () => {
    const result = registrationFormSchema.safeParse({ ...form, password_confirmation: 'Strong-Pass-2' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['password_confirmation', 'password.mismatch'],
    ]);
  });

  it('requires every named field', () => {
    const result = registrationFormSchema.safeParse({ ...form, first_name: ' ', company: '' });
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual([
      'company',
      'first_name',
    ]);
  });
});

describe('verifiedRequestSchema', () => {
  const { password_confirmation: _confirmation, ...userData } = form;

  it('takes a six-digit code with the account data', () => {
    expect(verifiedRequestSchema.safeParse({ code: '012345', userData }).success).toBe(true);
  });

  it.each(['12345', '1234567', 'abcdef', ''])('refuses the code %j', (code) => {
    expect(verifiedRequestSchema.safeParse({ code, userData }).success).toBe(false);
  });

  it('refuses fields the server sets itself', () => {
    expect(
      verifiedRequestSchema.safeParse({ code: '123456', userData: { ...userData, role: 'platform_admin' } })
        .success,
    ).toBe(false);
  });
});

describe('the versions of the legal texts accepted at sign-up', () => {
  const { password_confirmation: _confirmation, ...userData } = form;
  const google = {
    token: 'x'.repeat(40),
    company: 'Boutique Durand',
    job_title: 'Founder',
    terms_accepted: true,
    ...CURRENT_ACCEPTANCE,
  };
  const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
    result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('accepts the versions in force on every sign-up call', () => {
    expect(registrationFormSchema.safeParse(form).success).toBe(true);
    expect(verifiedRequestSchema.safeParse({ code: '123456', userData }).success).toBe(true);
    expect(registerSchema.safeParse({ ...userData, code: '123456' }).success).toBe(true);
    expect(googleRegisterSchema.safeParse(google).success).toBe(true);
    expect(CURRENT_ACCEPTANCE).toEqual({
      terms_version: LEGAL_VERSIONS.terms,
      data_agreement_version: LEGAL_VERSIONS.dataAgreement,
    });
  });

  it('refuses a sign-up that does not say which versions were accepted', () => {
    const { terms_version: _t, data_agreement_version: _d, ...unversioned } = userData;
    expect(issuesOf(verifiedRequestSchema.safeParse({ code: '123456', userData: unversioned }))).toEqual([
      ['userData.terms_version', 'error.legal.version_outdated'],
      ['userData.data_agreement_version', 'error.legal.version_outdated'],
    ]);
    const { terms_version: _gt, ...googleUnversioned } = google;
    expect(issuesOf(googleRegisterSchema.safeParse(googleUnversioned))).toEqual([
      ['terms_version', 'error.legal.version_outdated'],
    ]);
  });

  it.each(['latest', '', '26/11/2026', '2026-11-26T00:00:00Z', 20261126])(
    'refuses the version %j',
    (version) => {
      expect(
        issuesOf(registrationFormSchema.safeParse({ ...form, data_agreement_version: version })),
      ).toEqual([['data_agreement_version', 'error.legal.version_outdated']]);
    },
  );
});
