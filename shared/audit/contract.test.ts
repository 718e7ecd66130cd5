/** Contract terms: the schema the form and the server read, and which account's terms a shipment gets. */
import { describe, expect, it } from 'vitest';
import { safeParse } from 'zod/mini';
import {
  type AccountContract,
  type CarrierContract,
  carrierContractSchema,
  contractFor,
  contractWindowDays,
  NO_CONTRACT,
} from './contract';

const valid: CarrierContract = {
  accountNumbers: ['A1B2C3', '0000 123-45'],
  terms: {
    discounts: [{ service: 'UPS Standard', percent: 32.5 }],
    dimDivisor: 5000,
    fuelTable: [{ from: '2026-10-01', to: '2026-10-31', percent: 18.25 }],
    surcharges: [
      { category: 'residential', waived: true, maxAmount: null },
      { category: 'additional_handling', waived: false, maxAmount: 12 },
    ],
    moneyBackGuaranteeWaived: false,
    claimWindows: [{ claimType: 'lost', days: 90 }],
  },
};

const issues = (input: unknown) => {
  const result = safeParse(carrierContractSchema, input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('carrierContractSchema', () => {
  it('accepts a whole contract and an empty one', () => {
    expect(issues(valid)).toEqual([]);
    expect(issues({ accountNumbers: [], terms: NO_CONTRACT })).toEqual([]);
  });

  it('names each bad field with its message key (web/src/i18n/catalogs.test.ts finds each in en and fr)', () => {
    const bad = {
      accountNumbers: ['ok', 'bad<script>'],
      terms: {
        discounts: [{ service: ' ', percent: 120 }],
        dimDivisor: 99.5,
        fuelTable: [{ from: '2026-10-31', to: '2026-10-01', percent: Number.NaN }],
        surcharges: [{ category: 'vat', waived: false, maxAmount: -1 }],
        moneyBackGuaranteeWaived: false,
        claimWindows: [{ claimType: 'lost', days: 0 }],
      },
    };
    const found = issues(bad);
    expect(found).toEqual(
      expect.arrayContaining([
        ['accountNumbers', 'contract.accountInvalid'],
        ['terms.discounts.0.service', 'form.required'],
        ['terms.discounts.0.percent', 'contract.percentRange'],
        ['terms.dimDivisor', 'contract.divisorRange'],
        ['terms.fuelTable.0.percent', 'contract.notANumber'],
        ['terms.surcharges.0.category', 'form.required'],
        ['terms.surcharges.0.maxAmount', 'contract.amountRange'],
        ['terms.claimWindows.0.days', 'contract.daysRange'],
      ]),
    );
  });

  it('refuses a fuel period that ends before it starts, on its end', () => {
    const reversed = {
      ...valid,
      terms: { ...valid.terms, fuelTable: [{ from: '2026-10-31', to: '2026-10-01', percent: 18 }] },
    };
    expect(issues(reversed)).toEqual([['terms.fuelTable.0.to', 'contract.periodOrder']]);
  });

  it('refuses unknown fields', () => {
    expect(issues({ ...valid, companyId: 'other' }).length).toBeGreaterThan(0);
    expect(issues({ ...valid, terms: { ...valid.terms, extra: 1 } }).length).toBeGreaterThan(0);
  });
});

describe('contractFor', () => {
  const terms = (percent: number) => ({ ...NO_CONTRACT, discounts: [{ service: 'Standard', percent }] });
  const contracts: AccountContract[] = [
    { carrier: 'ups', accountNumbers: [], terms: terms(10) },
    { carrier: 'ups', accountNumbers: ['0000-A1B2C3'], terms: terms(30) },
    { carrier: 'fedex', accountNumbers: ['123456789'], terms: terms(20) },
  ];

  it('gives the terms of the account the invoice names, written with or without separators', () => {
    expect(contractFor(contracts, 'ups', '0000A1B2C3')?.discounts[0]?.percent).toBe(30);
    expect(contractFor(contracts, 'ups', '0000 a1b2c3')?.discounts[0]?.percent).toBe(30);
  });

  it('falls back to the carrier’s contract that names no account', () => {
    expect(contractFor(contracts, 'ups', 'OTHER')?.discounts[0]?.percent).toBe(10);
    expect(contractFor(contracts, 'ups', '')?.discounts[0]?.percent).toBe(10);
  });

  it('gives nothing for another account of a carrier whose contracts all name theirs, or another carrier', () => {
    expect(contractFor(contracts, 'fedex', '987654321')).toBeNull();
    expect(contractFor(contracts, 'dhl_express', '123456789')).toBeNull();
  });

  it('reads the contract’s claim window for a claim type', () => {
    expect(contractWindowDays(valid.terms, 'lost')).toBe(90);
    expect(contractWindowDays(valid.terms, 'damaged')).toBeUndefined();
    expect(contractWindowDays(null, 'lost')).toBeUndefined();
  });
});
