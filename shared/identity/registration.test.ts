import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordField } from './password';
import { registrationFormSchema, verifiedRequestSchema } from './registration';

const form = {
  email_address: 'new@merchant.example',
  first_name: 'Léa',
  last_name: 'Durand',
  company: 'Boutique Durand',
  job_title: 'Founder',
  password: 'Strong-Pass-1',
  password_confirmation: 'Strong-Pass-1',
  terms_accepted: true as const,
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
