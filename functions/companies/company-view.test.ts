/** A company's bank account as its people see it: the mask saved beside the sealed IBAN, never the IBAN. */
import { describe, expect, it } from 'vitest';
import type { Company } from './company-store';
import { companyView } from './company-view';

const company: Company = {
  companyId: 'c1',
  name: 'Boutique Durand',
  kind: 'merchant',
  active: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

describe('companyView', () => {
  it('shows the mask saved with the sealed IBAN', () => {
    const view = companyView({
      ...company,
      bank_name: 'BNP Paribas',
      BIC: 'BNPAFRPP',
      IBAN_masked: 'FR14 •••• 2606',
      IBAN_sealed: { wrappedKey: 'k', iv: 'i', tag: 't', ciphertext: 'c' },
    });
    expect(view.bank).toEqual({ bank_name: 'BNP Paribas', IBAN: 'FR14 •••• 2606', BIC: 'BNPAFRPP' });
  });

  it('masks an IBAN saved in clear before sealing, and shows no bank account when none is saved', () => {
    const older = companyView({ ...company, bank_name: 'BNP Paribas', IBAN: 'FR1420041010050500013M02606' });
    expect(older.bank?.IBAN).toBe('FR14 •••• 2606');
    expect(JSON.stringify(older)).not.toContain('20041010050500013M02606');
    expect(companyView(company).bank).toBeNull();
  });
});
