/**
 * Billing documents (spec section 3: invoice number, date, due date, amount, status, type, credit
 * invoice number and date): invoices, credit notes and monthly statements. Written once here and
 * read by the ledger (server), the PDF and the Billing page.
 *
 * - Numbers follow one series per issuer and calendar year, without gaps (French invoicing rules,
 *   CGI art. 242 nonies A): invoices and credit notes share the series `F-<year>-<000001>`;
 *   statements, which are not invoices, have their own (`S-<year>-...`).
 * - A document never changes once issued: a correction is a credit note citing the invoice. Only
 *   its collection moves (due, paid, overdue) and what credit notes took off it.
 * - VAT: French VAT (20 %) for a French company and for an EU company without a VAT number; the EU
 *   reverse charge (VAT directive art. 196) for an EU company outside France with a VAT number;
 *   none outside the EU (the service is supplied where the customer is, CGI art. 259).
 */
import * as z from 'zod/mini';
import { percentOf } from './money';

export const DOCUMENT_TYPES = ['invoice', 'credit_note', 'statement'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The spec's billing statuses. Credit notes and statements are issued, not collected: null. */
export const BILLING_STATUSES = ['due', 'paid', 'overdue'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

export const SERIES: Record<DocumentType, 'F' | 'S'> = { invoice: 'F', credit_note: 'F', statement: 'S' };

/** A document's number: its series, year and place in the series, 6 digits. */
export const documentNumber = (series: 'F' | 'S', year: number, sequence: number) =>
  `${series}-${year}-${String(sequence).padStart(6, '0')}`;

/** Days from an invoice's date to its due date (French law's default for business customers: 30). */
export const PAYMENT_TERM_DAYS = 30;

/** The French standard VAT rate, in %. */
export const FRENCH_VAT_PERCENT = 20;

/** EU member states among the countries companies sign up from. */
export const EU_COUNTRIES = ['FR', 'BE', 'LU', 'DE', 'NL', 'ES', 'IT', 'PT', 'AT', 'IE'] as const;

export const VAT_TREATMENTS = ['french_vat', 'reverse_charge', 'outside_eu'] as const;
export type VatTreatment = (typeof VAT_TREATMENTS)[number];

/** How a customer's documents carry VAT, from its country and VAT number. */
export function vatTreatment(country: string, vatNumber: string): VatTreatment {
  if (country === 'FR' || country === '') return 'french_vat';
  if (!(EU_COUNTRIES as readonly string[]).includes(country)) return 'outside_eu';
  return vatNumber.trim() ? 'reverse_charge' : 'french_vat';
}

export const vatPercentFor = (treatment: VatTreatment) =>
  treatment === 'french_vat' ? FRENCH_VAT_PERCENT : 0;

/** What a line bills. */
export const LINE_KINDS = ['success_fee', 'fee_reversal', 'subscription', 'overage'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const documentLineSchema = z.strictObject({
  kind: z.enum(LINE_KINDS),
  /** The fee line it bills (a success fee, a reversal): `<claimId>#<claim version>`. */
  lineId: z.nullable(z.string()),
  /** The success fee's investigation: its id, tracking number, carrier and the carrier's claim number. */
  claimId: z.nullable(z.string()),
  trackingNumber: z.nullable(z.string()),
  carrier: z.nullable(z.string()),
  claimNumber: z.nullable(z.string()),
  /** The refund the carrier credited (a fee line), in cents; null for other lines. */
  creditedCents: z.nullable(z.number()),
  /** The fee's share, in % (a fee line); null for other lines. */
  feePercent: z.nullable(z.number()),
  /** The plan (subscription, overage), the month billed (YYYY-MM), the parcels past the bundle. */
  planId: z.nullable(z.string()),
  period: z.nullable(z.string()),
  quantity: z.number(),
  netCents: z.number(),
  vatCents: z.number(),
});
export type DocumentLine = z.infer<typeof documentLineSchema>;

export const partySchema = z.strictObject({
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  country: z.string(),
  vatNumber: z.string(),
});
export type Party = z.infer<typeof partySchema>;

export const billingDocumentSchema = z.strictObject({
  number: z.string(),
  type: z.enum(DOCUMENT_TYPES),
  companyId: z.string(),
  /** YYYY-MM-DD in the issuer's calendar (Europe/Paris). */
  issueDate: z.string(),
  /** Invoices only. */
  dueDate: z.nullable(z.string()),
  /** The invoice a credit note cites. */
  cites: z.nullable(z.string()),
  /** A statement's month (YYYY-MM). */
  period: z.nullable(z.string()),
  locale: z.enum(['en', 'fr']),
  currency: z.string(),
  issuer: partySchema,
  customer: partySchema,
  /** The transfer details printed on an invoice. */
  iban: z.string(),
  bic: z.string(),
  vatTreatment: z.enum(VAT_TREATMENTS),
  vatPercent: z.number(),
  lines: z.array(documentLineSchema),
  netCents: z.number(),
  vatCents: z.number(),
  totalCents: z.number(),
  /** A statement lists the month's documents: number, type, total, status. */
  entries: z.array(
    z.strictObject({
      number: z.string(),
      type: z.enum(DOCUMENT_TYPES),
      totalCents: z.number(),
      status: z.nullable(z.enum(BILLING_STATUSES)),
    }),
  ),
  /** Collection (invoices): status, what credit notes took off, when it was paid and how. */
  status: z.nullable(z.enum(BILLING_STATUSES)),
  creditedCents: z.number(),
  paidAt: z.nullable(z.string()),
  paidBy: z.nullable(z.enum(['card', 'sepa_debit', 'transfer', 'credit_note'])),
  /** A payment started and not yet settled (a SEPA debit takes days): it holds off suspension. */
  paymentPending: z.boolean(),
  /** Credit notes citing this invoice (their numbers and dates). */
  creditNotes: z.array(z.strictObject({ number: z.string(), issueDate: z.string() })),
  hasPdf: z.boolean(),
});
export type BillingDocument = z.infer<typeof billingDocumentSchema>;

/** A line's VAT at the document's rate, rounded on the line. */
export const withVat = (line: Omit<DocumentLine, 'vatCents'>, vatPercent: number): DocumentLine => ({
  ...line,
  vatCents: percentOf(line.netCents, vatPercent),
});

/** A document's totals: the sums of its lines. */
export function totalsOf(lines: readonly DocumentLine[]) {
  const netCents = lines.reduce((sum, line) => sum + line.netCents, 0);
  const vatCents = lines.reduce((sum, line) => sum + line.vatCents, 0);
  return { netCents, vatCents, totalCents: netCents + vatCents };
}

/** What an invoice still asks for: its total less what credit notes took off (paid: nothing). */
export const amountDue = (document: Pick<BillingDocument, 'totalCents' | 'creditedCents' | 'status'>) =>
  document.status === 'paid' ? 0 : Math.max(0, document.totalCents - document.creditedCents);

/** The success fee of a credited refund: the plan's share, rounded half-up on the line. */
export const successFeeCents = (creditedCents: number, feePercent: number) =>
  percentOf(creditedCents, feePercent);

/** The most lines a document carries (every line is marked billed in the document's transaction). */
export const MAX_LINES_PER_DOCUMENT = 80;

/** A fee line as the Billing page lists it: the fee, its investigation and the credit's evidence. */
export const feeLineViewSchema = z.strictObject({
  lineId: z.string(),
  kind: z.enum(['success_fee', 'fee_reversal']),
  claimId: z.string(),
  trackingNumber: z.string(),
  carrier: z.string(),
  claimNumber: z.nullable(z.string()),
  currency: z.string(),
  creditedCents: z.number(),
  feePercent: z.number(),
  feeCents: z.number(),
  /** When the carrier said it credited (or reversed) the refund, and its words. */
  at: z.string(),
  carrierMessage: z.nullable(z.string()),
  /** The merchant's carrier invoice line that carries the credit, when the audit found it. */
  creditLine: z.nullable(
    z.strictObject({ invoiceNumber: z.string(), invoiceDate: z.string(), amountCents: z.number() }),
  ),
  /** The document that billed it, once billed. */
  documentNumber: z.nullable(z.string()),
});
export type FeeLineView = z.infer<typeof feeLineViewSchema>;

/** What 'Generate invoice' shows before it issues anything. */
export const previewSchema = z.strictObject({
  documents: z.array(
    z.strictObject({
      type: z.enum(['invoice', 'credit_note']),
      cites: z.nullable(z.string()),
      currency: z.string(),
      lines: z.array(documentLineSchema),
      netCents: z.number(),
      vatCents: z.number(),
      totalCents: z.number(),
    }),
  ),
});
export type Preview = z.infer<typeof previewSchema>;

/** What 'Generate invoice' sends: how many lines the preview showed (a changed preview is refused). */
export const generateInputSchema = z.strictObject({
  expectedLines: z.number().check(z.int(), z.minimum(0)),
});

export const PAYMENT_METHODS = ['card', 'sepa_debit'] as const;
export const payInputSchema = z.strictObject({
  method: z.enum(PAYMENT_METHODS, { error: 'form.required' }),
});

/** A platform admin records a bank transfer received with the invoice's number as its reference. */
export const transferInputSchema = z.strictObject({
  reference: z.string().check(z.trim(), z.minLength(1, { error: 'form.required' })),
  receivedOn: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'form.invalid' })),
  amountCents: z.number().check(z.int(), z.positive({ error: 'form.invalid' })),
});

/** GET /billing/documents: the documents, what is still owed per currency, the payment provider. */
export const documentsReplySchema = z.strictObject({
  documents: z.array(billingDocumentSchema),
  outstanding: z.record(z.string(), z.number()),
  payments: z.nullable(z.enum(['sandbox', 'stripe'])),
});
export type DocumentsReply = z.infer<typeof documentsReplySchema>;

export const PAYMENT_STATUSES = ['started', 'processing', 'succeeded', 'failed'] as const;

/** A payment the company started, as its checkout shows it. */
export const paymentViewSchema = z.strictObject({
  paymentId: z.string(),
  number: z.string(),
  method: z.enum(PAYMENT_METHODS),
  provider: z.enum(['sandbox', 'stripe']),
  amountCents: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
});
export type PaymentView = z.infer<typeof paymentViewSchema>;
