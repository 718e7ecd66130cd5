/**
 * Which success fee line a carrier invoice's credit proves: the choice the audit's evidence rests
 * on, so a fee is shown with the invoice line that proves it and a line is never proved twice.
 */
import type { ChargeLine } from '@shared/audit/charge-line';
import { NO_PLACE } from '@shared/audit/charge-line';
import { describe, expect, it } from 'vitest';
import { type CarrierCredit, chooseFeeLine, creditsOf, planEvidence } from './credit-match';
import type { StoredFeeLine } from './fee-lines';

function feeLine(fields: Partial<StoredFeeLine> = {}): StoredFeeLine {
  return {
    companyId: 'co-1',
    claimId: 'claim-1',
    claimVersion: 3,
    kind: 'success_fee',
    trackingNumber: '1ZA',
    carrier: 'ups',
    claimNumber: null,
    currency: 'EUR',
    creditedCents: 12_345,
    feePercent: 30,
    feeCents: 3_704,
    at: '2026-11-10T09:00:00.000Z',
    carrierMessage: null,
    creditLine: null,
    reverses: null,
    ...fields,
  };
}

const credit = (fields: Partial<CarrierCredit> = {}): CarrierCredit => ({
  trackingNumber: '1ZA',
  invoiceNumber: 'INV-9',
  invoiceDate: '2026-11-20',
  amountCents: -12_345,
  currency: 'EUR',
  ...fields,
});

function chargeLine(fields: Partial<ChargeLine>): ChargeLine {
  return {
    carrier: 'ups',
    account: 'A1',
    invoiceNumber: 'INV-9',
    invoiceDate: '2026-11-20',
    currency: 'EUR',
    trackingNumber: '1ZA',
    leadShipmentNumber: '',
    references: [],
    shipDate: '',
    deliveryDate: '',
    service: '',
    zone: '',
    origin: NO_PLACE,
    destination: NO_PLACE,
    enteredWeightKg: null,
    billedWeightKg: null,
    billedWeightType: 'unknown',
    dimensionsCm: null,
    dimDivisor: null,
    category: 'adjustment',
    rawCode: '',
    rawDescription: 'Claim credit',
    gross: 0,
    discount: 0,
    net: -123.45,
    vat: 0,
    sourceLine: 2,
    ...fields,
  };
}

describe('the fee line a carrier credit proves', () => {
  it('is the success fee of the same amount over a nearer one', () => {
    // Prepare
    const near = feeLine({ claimId: 'near', creditedCents: 12_300, at: '2026-11-18T09:00:00.000Z' });
    const same = feeLine({ claimId: 'same', creditedCents: 12_345 });
    // Act
    const chosen = chooseFeeLine([near, same], credit());
    // Assess
    expect(chosen?.claimId).toBe('same');
  });

  it('is the nearest amount when none is the same', () => {
    const lines = [
      feeLine({ claimId: 'far', creditedCents: 5_000 }),
      feeLine({ claimId: 'near', creditedCents: 12_000 }),
    ];
    expect(chooseFeeLine(lines, credit())?.claimId).toBe('near');
  });

  it('is never a reversal, a line in another currency, or one that holds evidence already', () => {
    const lines = [
      feeLine({ claimId: 'reversal', kind: 'fee_reversal', reverses: 2 }),
      feeLine({ claimId: 'gbp', currency: 'GBP' }),
      feeLine({
        claimId: 'proven',
        creditLine: { invoiceNumber: 'INV-1', invoiceDate: '2026-11-12', amountCents: -12_345 },
      }),
    ];
    expect(chooseFeeLine(lines, credit())).toBeNull();
  });

  it('is credited before the invoice, or at most a week after its date', () => {
    const line = feeLine({ at: '2026-11-27T23:00:00.000Z' });
    expect(chooseFeeLine([line], credit({ invoiceDate: '2026-11-20' }))).toBe(line);
    expect(chooseFeeLine([line], credit({ invoiceDate: '2026-11-19' }))).toBeNull();
  });
});

describe('the evidence a parcel’s credits add', () => {
  it('gives each credit its own line', () => {
    const first = feeLine({ claimId: 'first' });
    const second = feeLine({ claimId: 'second' });
    const plan = planEvidence([first, second], [credit(), credit()]);
    expect(plan.map(({ line }) => line.claimId).sort()).toEqual(['first', 'second']);
    expect(plan[0]!.creditLine).toEqual({
      invoiceNumber: 'INV-9',
      invoiceDate: '2026-11-20',
      amountCents: -12_345,
    });
  });

  it('is nothing for a credit recorded already, even with another line still free', () => {
    const recorded = feeLine({
      claimId: 'recorded',
      creditLine: { invoiceNumber: 'INV-9', invoiceDate: '2026-11-20', amountCents: -12_345 },
    });
    const free = feeLine({ claimId: 'free' });
    expect(planEvidence([recorded, free], [credit()])).toEqual([]);
  });

  it('is nothing for a parcel without fee lines', () => {
    expect(planEvidence([], [credit()])).toEqual([]);
  });
});

describe('the credits of an invoice', () => {
  it('are its dated refund and claim credit lines, in cents, by normalised tracking number', () => {
    const shipment = {
      carrier: 'ups',
      trackingNumber: '1Z A',
      lines: [
        chargeLine({ net: 20, rawDescription: 'Transport', category: 'transportation' }),
        chargeLine({ trackingNumber: '1z a', rawDescription: 'Claim credit' }),
        chargeLine({ rawDescription: 'Discount', net: -5 }),
        chargeLine({ rawDescription: 'Refund', invoiceDate: '' }),
      ],
    };
    expect(creditsOf([shipment])).toEqual([credit({ trackingNumber: '1ZA' })]);
  });
});
