import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountDue, type DocumentLine, successFeeCents, totalsOf, vatTreatment, withVat } from './documents';
import { divideHalfUp, percentOf } from './money';

const feeLine = (creditedCents: number, feePercent: number, vatPercent: number): DocumentLine =>
  withVat(
    {
      kind: 'success_fee',
      lineId: 'c#1',
      claimId: 'c',
      trackingNumber: '1Z',
      carrier: 'ups',
      claimNumber: null,
      creditedCents,
      feePercent,
      planId: null,
      period: null,
      quantity: 1,
      netCents: successFeeCents(creditedCents, feePercent),
    },
    vatPercent,
  );

const cents = fc.integer({ min: 1, max: 50_000_000 });
const percent = fc.integer({ min: 0, max: 10_000 }).map((basis) => basis / 100);

describe('one rounding rule: half-up at the document line, in integer cents', () => {
  it('rounds halves away from zero and everything else to the nearest cent', () => {
    expect(divideHalfUp(37_035, 1_000)).toBe(37);
    expect(percentOf(12_345, 30)).toBe(3_704); // 3,703.5 -> 3,704
    expect(percentOf(5_001, 30)).toBe(1_500); // 1,500.3
    expect(percentOf(-12_345, 30)).toBe(-3_704);
    expect(percentOf(1_250, 20)).toBe(250);
    expect(percentOf(2_5, 2)).toBe(1); // 0.5 -> 1
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divideHalfUp(n, d);
        // Within half a unit of the exact quotient, and the same magnitude either side of zero.
        expect(Math.abs(q * d - n) * 2).toBeLessThanOrEqual(d);
        expect(divideHalfUp(-n, d)).toBe(q === 0 ? 0 : -q);
      }),
    );
  });

  it('makes a document’s lines add up to its total, whatever the refunds and rates', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, percent), { minLength: 1, maxLength: 80 }),
        fc.constantFrom(0, 20),
        (refunds, vat) => {
          const lines = refunds.map(([credited, fee]) => feeLine(credited, fee, vat));
          const totals = totalsOf(lines);
          expect(totals.totalCents).toBe(lines.reduce((sum, line) => sum + line.netCents + line.vatCents, 0));
          expect(totals.netCents + totals.vatCents).toBe(totals.totalCents);
          for (const line of lines)
            expect(Number.isInteger(line.netCents) && Number.isInteger(line.vatCents)).toBe(true);
        },
      ),
    );
  });

  it('lets a credit note that repeats an invoice’s lines cancel it exactly', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(cents, percent), { minLength: 1, maxLength: 80 }), (refunds) => {
        const invoice = refunds.map(([credited, fee]) => feeLine(credited, fee, 20));
        // Some of the refunds are reversed: the credit note repeats their lines.
        const reversed = invoice.filter((_, index) => index % 2 === 0);
        const credit = totalsOf(reversed.map((line) => ({ ...line, kind: 'fee_reversal' as const })));
        const all = totalsOf(invoice);
        const kept = totalsOf(invoice.filter((_, index) => index % 2 === 1));
        expect(all.totalCents - credit.totalCents).toBe(kept.totalCents);
        expect(amountDue({ totalCents: all.totalCents, creditedCents: all.totalCents, status: 'due' })).toBe(
          0,
        );
      }),
    );
  });
});

describe('VAT treatment', () => {
  it('charges French VAT in France, reverse-charges an EU company with a VAT number, none outside the EU', () => {
    expect(vatTreatment('FR', 'FR32123456789')).toBe('french_vat');
    expect(vatTreatment('DE', 'DE123456789')).toBe('reverse_charge');
    expect(vatTreatment('DE', '')).toBe('french_vat');
    expect(vatTreatment('CH', 'CHE123456789')).toBe('outside_eu');
    expect(vatTreatment('GB', '')).toBe('outside_eu');
  });
});
