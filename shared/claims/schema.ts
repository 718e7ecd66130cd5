/**
 * A single investigation as the merchant enters it (spec sections 3 and 5): tracking number,
 * carrier, issue, order reference, merchandise lines and documents. Amounts, quantities, dates and
 * tax arrive as the text typed and are read by the cell rules (./cells), so the form, the bulk file
 * and the server read '12,50' the same way. The web form validates with these schemas and the
 * server validates the same request again with them.
 */
import * as z from 'zod/mini';
import { CARRIER_IDS, CLAIM_TYPES, trackingNumberValid } from '../carriers/carriers';
import {
  amountCell,
  type CellVerdict,
  type CellWarning,
  currencyCell,
  positiveAmountCell,
  quantityCell,
  salesDateCell,
  TEXT_LIMITS,
  taxCell,
  textCell,
  trackingCell,
} from './cells';
import { CREDIT_PROOFS, DENIAL_REASONS, FILING_CHANNELS } from './desk-terms';
import { CLAIMED_BY, dateField, FREE_LIST_RULES, listOf, oneOf } from './filters';
import { CLAIM_STAGES, CLAIM_STATES } from './lifecycle';

/** The issues a merchant opens an investigation for (the audit finds the others). */
export const CLAIM_ISSUES = ['lost', 'damaged', 'late_delivery', 'delivery_dispute'] as const;
export type ClaimIssue = (typeof CLAIM_ISSUES)[number];

export const ACTION_KINDS = [
  'invoice_missing',
  'documents_missing',
  'pictures_missing',
  'original_invoice_missing',
  'carrier_information',
  'unknown',
] as const;
export type ActionKind = (typeof ACTION_KINDS)[number];

export const CLAIM_SOURCES = ['manual', 'bulk', 'audit'] as const;
export type ClaimSource = (typeof CLAIM_SOURCES)[number];

export const MAX_GOODS_LINES = 50;
export const MAX_CLAIM_PICTURES = 20;
export const MAX_CLAIM_DOCUMENTS = 20;

/** A text input read by a cell rule: its error becomes the field's issue, its value the output. */
function cell<T>(read: (text: string) => CellVerdict<T>) {
  return z.pipe(
    z.string({ error: 'cell.required' }),
    z.transform((text: string, context) => {
      const verdict = read(text);
      if (verdict.ok) return verdict.value;
      context.issues.push({ code: 'custom', message: verdict.error, input: text });
      return z.NEVER as unknown as T;
    }),
  );
}

const today = () => new Date();

/**
 * Runs an object-level rule as soon as the fields it reads are valid, even while other fields are
 * still wrong, so a form shows every problem at once (zod skips such rules after any issue).
 */
const whenValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: PropertyKey[] }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    fields.every(
      (field) =>
        (payload.value as Record<string, unknown>)[field] !== undefined &&
        !payload.issues.some((issue) => issue.path?.[0] === field),
    );

/** An order number: a claim's reference, and an order's number in the sales data. */
export const referenceField = cell((text) => textCell(text, TEXT_LIMITS.reference));

export const goodsLineSchema = z
  .strictObject({
    sales_date: cell((text) => salesDateCell(text, today())),
    description: cell((text) => textCell(text, TEXT_LIMITS.description)),
    nb_of_items: cell(quantityCell),
    unit_price: cell(positiveAmountCell),
    amount_excl: cell(amountCell),
    amount_incl: cell(amountCell),
    tax_percentage: cell(taxCell),
    currency_code: z._default(cell(currencyCell), 'EUR'),
  })
  .check(
    z.refine((line) => line.amount_incl >= line.amount_excl, {
      error: 'claims.inclBelowExcl',
      path: ['amount_incl'],
      when: whenValid('amount_incl', 'amount_excl'),
    }),
  );

export type GoodsLine = z.output<typeof goodsLineSchema>;
export type GoodsLineInput = z.input<typeof goodsLineSchema>;

const documentId = z.string().check(z.regex(/^[\w-]{8,64}$/));

export const newClaimSchema = z
  .strictObject({
    tracking_number: cell(trackingCell),
    carrier: z.enum(CARRIER_IDS, { error: 'claims.carrierRequired' }),
    issue: z.enum(CLAIM_ISSUES, { error: 'claims.issueRequired' }),
    reference: referenceField,
    lines: z
      .array(goodsLineSchema)
      .check(
        z.minLength(1, { error: 'claims.linesRequired' }),
        z.maxLength(MAX_GOODS_LINES, { error: 'form.tooLong' }),
      ),
    invoiceDocumentId: z
      .string({ error: 'claims.invoiceRequired' })
      .check(
        z.minLength(1, { error: 'claims.invoiceRequired' }),
        z.regex(/^[\w-]{8,64}$/, { error: 'claims.invoiceRequired' }),
      ),
    pictureDocumentIds: z._default(
      z.array(documentId).check(z.maxLength(MAX_CLAIM_PICTURES, { error: 'form.tooLong' })),
      [],
    ),
    otherDocumentIds: z._default(
      z.array(documentId).check(z.maxLength(MAX_CLAIM_DOCUMENTS, { error: 'form.tooLong' })),
      [],
    ),
    /** The merchant confirmed the values the rules warn about (a large amount or tax, a zero amount). */
    confirmedValue: z._default(z.boolean(), false),
    /** The merchant confirmed filing a parcel past the carrier's claim window (the carrier will likely refuse it). */
    confirmedWindow: z._default(z.boolean(), false),
    /** Replace the details of the open investigation this tracking number already has. */
    overwrite: z._default(z.boolean(), false),
  })
  .check(
    z.refine((claim) => trackingNumberValid(claim.carrier, claim.tracking_number), {
      error: 'claims.trackingFormat',
      path: ['tracking_number'],
      when: whenValid('carrier', 'tracking_number'),
    }),
    z.refine((claim) => new Set(claim.lines.map((line) => line.currency_code)).size <= 1, {
      error: 'claims.mixedCurrency',
      path: ['lines'],
      when: whenValid('lines'),
    }),
  );

export type NewClaim = z.output<typeof newClaimSchema>;
export type NewClaimInput = z.input<typeof newClaimSchema>;

export interface ValueWarning {
  path: string;
  warning: CellWarning;
}

/** The values a person must confirm before the claim is created: the cell rules' warnings. */
export function valueWarnings(lines: readonly GoodsLineInput[]): ValueWarning[] {
  const warnings: ValueWarning[] = [];
  lines.forEach((line, index) => {
    for (const [field, read] of [
      ['amount_excl', amountCell],
      ['amount_incl', amountCell],
      ['unit_price', positiveAmountCell],
      ['tax_percentage', taxCell],
    ] as const) {
      const verdict = read(line[field] ?? '');
      if (verdict.ok && verdict.warning)
        warnings.push({ path: `lines.${index}.${field}`, warning: verdict.warning });
    }
  });
  return warnings;
}

/** The claimed amount: the goods' amounts including tax, in cents to add up exactly. */
export const claimedCents = (lines: readonly GoodsLine[]) =>
  lines.reduce((total, line) => total + Math.round(line.amount_incl * 100), 0);

export const favouriteSchema = z.strictObject({ favourite: z.boolean() });

/**
 * My claims' query: the nine filter lists as comma-separated lists (./filters), the switches, a
 * date range (inclusive days of creation), a page size and the cursor of the last page.
 */
export const claimListQuerySchema = z
  .strictObject({
    carrier: listOf(oneOf(CARRIER_IDS)),
    country_code_receiver: listOf(FREE_LIST_RULES.country_code_receiver),
    country_code_sender: listOf(FREE_LIST_RULES.country_code_sender),
    state: listOf(oneOf(CLAIM_STATES)),
    reason_refund: listOf(oneOf(CLAIM_TYPES)),
    service_level: listOf(FREE_LIST_RULES.service_level),
    stage: listOf(oneOf(CLAIM_STAGES)),
    owners: listOf(FREE_LIST_RULES.owners),
    claim_source: listOf(oneOf(CLAIM_SOURCES)),
    is_lox_claim: z.optional(z.enum(['true'])),
    claimedBy: z.optional(z.enum(CLAIMED_BY)),
    favourite: z.optional(z.enum(['true'])),
    from: dateField,
    to: dateField,
    q: z.optional(z.string().check(z.trim(), z.maxLength(60))),
    limit: z.optional(
      z
        .pipe(z.string().check(z.regex(/^\d{1,3}$/)), z.transform(Number))
        .check(z.refine((n: number) => n >= 1 && n <= 100)),
    ),
    cursor: z.optional(z.string().check(z.maxLength(600))),
  })
  .check(
    z.refine((query) => !query.from || !query.to || query.from <= query.to, {
      error: 'request.invalid',
      path: ['to'],
    }),
  );
export type ClaimListQuery = z.output<typeof claimListQuerySchema>;

/*
 * What the API answers about an investigation. Each is a strict schema: the authorization suite and
 * every request's reply check (functions/http/replies.ts) refuse a field not named here.
 */

export const claimDocumentSchema = z.strictObject({
  documentId: z.string(),
  kind: z.enum(['claim_invoice', 'damage_picture', 'claim_document']),
  fileName: z.string(),
});
export type ClaimDocument = z.infer<typeof claimDocumentSchema>;

/** A goods line as stored and shown: the form's cells, read. */
export const goodsLineViewSchema = z.strictObject({
  sales_date: z.string(),
  description: z.string(),
  nb_of_items: z.number(),
  unit_price: z.number(),
  amount_excl: z.number(),
  amount_incl: z.number(),
  tax_percentage: z.number(),
  currency_code: z.string(),
});

export const claimAuditFindingSchema = z.strictObject({
  ruleId: z.string(),
  amount: z.number(),
  invoiceNumber: z.string(),
  sourceLines: z.array(z.number()),
  evidence: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type ClaimAuditFinding = z.infer<typeof claimAuditFindingSchema>;

export const claimAuditSchema = z.strictObject({
  /** The carrier invoice (a document of the company) the findings come from. */
  documentId: z.string(),
  /** The audit run of the invoice that opened it (1, or more once the invoice was audited again). */
  run: z.optional(z.number()),
  findings: z.array(claimAuditFindingSchema),
});
export type ClaimAudit = z.infer<typeof claimAuditSchema>;

/**
 * The credit the carrier gave and its proof: a credit note (a document of the company, to
 * download), or the reference of the invoice or statement line that shows it.
 */
export const claimCreditSchema = z.strictObject({
  amount: z.number(),
  currency: z.string(),
  creditedOn: z.string(),
  proof: z.enum(CREDIT_PROOFS),
  documentId: z.nullable(z.string()),
  reference: z.nullable(z.string()),
});

/** What the screens and the API show of an investigation. */
export const claimViewSchema = z.strictObject({
  claimId: z.string(),
  tracking_number: z.string(),
  carrier: z.string(),
  /** The merchant's issues, and the audit's (label not used, surcharge). */
  reason_refund: z.enum(CLAIM_TYPES),
  reference: z.string(),
  state: z.enum(CLAIM_STATES),
  stage: z.enum(CLAIM_STAGES),
  owner: z.string(),
  claim_source: z.enum(CLAIM_SOURCES),
  is_lox_claim: z.boolean(),
  /** What the carrier's tracking says of the shipment (null until the claim is filed). */
  service_level_agreement: z.nullable(z.string()),
  country_code_sender: z.nullable(z.string()),
  country_code_receiver: z.nullable(z.string()),
  postal_code_receiver: z.nullable(z.string()),
  weight: z.nullable(z.number()),
  claim_number: z.nullable(z.string()),
  claim_date: z.nullable(z.string()),
  currency: z.string(),
  requested_amount: z.number(),
  confirmed_amount: z.nullable(z.number()),
  credited_amount: z.nullable(z.number()),
  last_carrier_message: z.nullable(z.string()),
  lines: z.array(goodsLineViewSchema),
  documents: z.array(claimDocumentSchema),
  actions: z.array(z.enum(ACTION_KINDS)),
  favourite: z.boolean(),
  /** Days left in the carrier's window (negative once it closed), and the day it closes (YYYY-MM-DD). */
  days_left_to_claim: z.nullable(z.number()),
  window_closes_on: z.nullable(z.string()),
  /** What the audit found, for a claim the audit opened: the invoice and each finding's evidence. */
  audit: z.nullable(claimAuditSchema),
  /** How and when our staff filed it with the carrier on the desk (null: not filed there). */
  filing: z.nullable(z.strictObject({ channel: z.enum(FILING_CHANNELS), filedOn: z.string() })),
  /** What the carrier last asked for before deciding: its words, their language (ISO 639-1), when. */
  carrier_request: z.nullable(z.strictObject({ text: z.string(), language: z.string(), at: z.string() })),
  /** The carrier's denial: its reason and the carrier's own text. */
  denial: z.nullable(z.strictObject({ reason: z.enum(DENIAL_REASONS), text: z.string(), at: z.string() })),
  credit: z.nullable(claimCreditSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ClaimView = z.infer<typeof claimViewSchema>;

/** Whether the claim is filed with its carrier: the carrier gave its number, or our staff filed it on the desk. */
export const isFiled = (claim: Pick<ClaimView, 'claim_number' | 'filing'>): boolean =>
  claim.claim_number !== null || claim.filing !== null;

export const HISTORY_EVENTS = [
  'created',
  'overwritten',
  'filed',
  'status',
  'stopped',
  'information',
  'corrected',
  // Recorded on the claims desk (shared/claims/desk.ts).
  'carrier_request',
  'documents_sent',
  'accepted',
  'denied',
  'redisputed',
  'credited',
  'denial_accepted',
  'closed',
  'carrier_mail',
  // The audit saw a credit line for the parcel on a later carrier invoice.
  'credit_seen',
] as const;
export type HistoryEvent = (typeof HISTORY_EVENTS)[number];

export const claimHistoryEntrySchema = z.strictObject({
  at: z.string(),
  event: z.enum(HISTORY_EVENTS),
  from: z.nullable(z.enum(CLAIM_STATES)),
  to: z.enum(CLAIM_STATES),
  /** Who made the change: a person's e-mail, 'carrier' or 'platform'. */
  by: z.string(),
  message: z.nullable(z.string()),
  /** The action the merchant answered (event 'information'). */
  action: z.optional(z.enum(ACTION_KINDS)),
});
export type ClaimHistoryEntry = z.infer<typeof claimHistoryEntrySchema>;
