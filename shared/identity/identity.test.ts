import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailField, loginSchema } from './identity';

describe('emailField', () => {
  it.each(['merchant@example.com', '  Padded@Example.fr  ', 'a.b+c@sub.example.co.uk'])(
    'accepts %s',
    (email) => {
      expect(emailField.safeParse(email).success).toBe(true);
    },
  );

  it.each([
    ['', 'form.required'],
    ['   ', 'form.required'],
    ['no-at-sign', 'form.invalidEmail'],
    ['two@@example.com', 'form.invalidEmail'],
    ['space in@example.com', 'form.invalidEmail'],
    ['nodot@example', 'form.invalidEmail'],
  ])('refuses %j with %s', (email, message) => {
    const result = emailField.safeParse(email);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('trims what it accepts', () => {
    expect(emailField.parse('  a@b.co ')).toBe('a@b.co');
  });

  it('never accepts a string without @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !text.includes('@')),
        (text) => !emailField.safeParse(text).success,
      ),
    );
  });
});

describe('loginSchema', () => {
  it('refuses unknown fields', () => {
    expect(
      loginSchema.safeParse({ email_address: 'a@b.co', password: 'x', role: 'platform_admin' }).success,
    ).toBe(false);
  });

  it('asks for both fields', () => {
    const result = loginSchema.safeParse({});
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['email_address', 'form.required'],
      ['password', 'form.required'],
    ]);
  });
});
