/**
 * Billing documents to render in the PDF's tests and bench (bench/billing-pdf.bench.ts): built
 * with the ledger's own rules (`withVat`, `totalsOf`), so their totals add up as a real
 * document's do. Not imported by any Lambda.
 */
import {
  type BillingDocument,
  type DocumentLine,
  documentNumber,
  successFeeCents,
  totalsOf,
  type VatTreatment,
  vatPercentFor,
  withVat,
} from '@shared/billing/documents';
import { ISSUER, ISSUER_BANK } from '@shared/billing/issuer';

const blankLine: Omit<DocumentLine, 'kind' | 'netCents' | 'vatCents'> = {
  lineId: null,
  claimId: null,
  trackingNumber: null,
  carrier: null,
  claimNumber: null,
  creditedCents: null,
  feePercent: null,
  planId: null,
  period: null,
  quantity: 1,
};

/** A 30 % success fee on a credited refund: 411,520 cents credited -> a 123,456-cent fee. */
export const successFee = (index: number, creditedCents = 411_520): Omit<DocumentLine, 'vatCents'> => ({
  ...blankLine,
  kind: 'success_fee',
  lineId: `clm_${String(index).padStart(4, '0')}#1`,
  claimId: `clm_${String(index).padStart(4, '0')}`,
  trackingNumber: `1Z999AA1${String(index).padStart(10, '0')}`,
  carrier: 'UPS',
  claimNumber: index % 2 === 0 ? `UPS-CL-${index}` : null,
  creditedCents,
  feePercent: 30,
  netCents: successFeeCents(creditedCents, 30),
});

export const subscriptionLine: Omit<DocumentLine, 'vatCents'> = {
  ...blankLine,
  kind: 'subscription',
  planId: 'growth',
  period: '2026-03',
  netCents: 14_900,
};

export const overageLine: Omit<DocumentLine, 'vatCents'> = {
  ...blankLine,
  kind: 'overage',
  planId: 'growth',
  period: '2026-03',
  quantity: 1_250,
  netCents: 1_250 * 5,
};

/** `count` lines: the month's subscription, its overage, then success fees of varied refunds. */
export function sampleLines(count: number): Omit<DocumentLine, 'vatCents'>[] {
  const fees = Array.from({ length: Math.max(0, count - 2) }, (_, index) =>
    successFee(index + 1, 411_520 + index * 1_337),
  );
  return [subscriptionLine, overageLine, ...fees].slice(0, count);
}

export interface SampleOptions {
  type?: BillingDocument['type'];
  locale?: BillingDocument['locale'];
  vatTreatment?: VatTreatment;
  lines?: Omit<DocumentLine, 'vatCents'>[];
  sequence?: number;
}

const customers: Record<VatTreatment, BillingDocument['customer']> = {
  french_vat: {
    name: 'Boutique Éléonore SARL',
    street: '3 place du Marché',
    zip: '69002',
    city: 'Lyon',
    country: 'FR',
    vatNumber: 'FR40303265045',
  },
  reverse_charge: {
    name: 'Versandhaus Müller GmbH',
    street: 'Hafenstraße 12',
    zip: '20457',
    city: 'Hamburg',
    country: 'DE',
    vatNumber: 'DE123456789',
  },
  outside_eu: {
    name: 'Maple Parcels Inc.',
    street: '100 King Street West',
    zip: 'M5X 1A9',
    city: 'Toronto',
    country: 'CA',
    vatNumber: '',
  },
};

/** A document issued on 2026-04-01 with its totals summed from its lines. */
export function sampleDocument(options: SampleOptions = {}): BillingDocument {
  const type = options.type ?? 'invoice';
  const treatment = options.vatTreatment ?? 'french_vat';
  const vatPercent = vatPercentFor(treatment);
  const lines = (options.lines ?? sampleLines(3)).map((line) => withVat(line, vatPercent));
  const totals = type === 'statement' ? { netCents: 0, vatCents: 0, totalCents: 0 } : totalsOf(lines);
  return {
    number: documentNumber(type === 'statement' ? 'S' : 'F', 2026, options.sequence ?? 1),
    type,
    companyId: 'cmp_sample',
    issueDate: '2026-04-01',
    dueDate: type === 'invoice' ? '2026-05-01' : null,
    cites: type === 'credit_note' ? 'F-2026-000001' : null,
    period: type === 'statement' ? '2026-03' : null,
    locale: options.locale ?? 'en',
    currency: 'EUR',
    issuer: {
      name: ISSUER.name,
      street: ISSUER.street,
      zip: ISSUER.zip,
      city: ISSUER.city,
      country: ISSUER.country,
      vatNumber: ISSUER.vatNumber,
    },
    customer: customers[treatment],
    iban: ISSUER_BANK.iban,
    bic: ISSUER_BANK.bic,
    vatTreatment: treatment,
    vatPercent,
    lines: type === 'statement' ? [] : lines,
    ...totals,
    entries: [],
    status: type === 'invoice' ? 'due' : null,
    creditedCents: 0,
    paidAt: null,
    paidBy: null,
    paymentPending: false,
    creditNotes: [],
    hasPdf: false,
  };
}

/** A March 2026 statement listing an invoice of each status and a credit note. */
export function sampleStatement(locale: BillingDocument['locale']): BillingDocument {
  const entries: BillingDocument['entries'] = [
    { number: 'F-2026-000001', type: 'invoice', totalCents: 148_147, status: 'paid' },
    { number: 'F-2026-000002', type: 'invoice', totalCents: 17_880, status: 'due' },
    { number: 'F-2026-000003', type: 'invoice', totalCents: 9_000, status: 'overdue' },
    { number: 'F-2026-000004', type: 'credit_note', totalCents: -9_000, status: null },
  ];
  const totalCents = entries.reduce((sum, entry) => sum + entry.totalCents, 0);
  return { ...sampleDocument({ type: 'statement', locale }), entries, totalCents };
}
