/**
 * An invoice's audit as the screens and the API show it (issue 6, items 6 and 7): where the
 * workflow is, what it read, what it found per rule, and the findings as a downloadable table.
 * The workflow (functions/audit/run-steps.ts) writes it; My Invoices reads it.
 */
import * as z from 'zod/mini';
import { CLAIM_TYPES } from '../carriers/carriers';
import type { ExportCell } from '../sheets/exports';
import type { Finding } from './audit';
import { INVOICE_LAYOUTS } from './layouts/names';
import { REVIEW_REASONS, type ReviewReason } from './rules/rule';

export const AUDIT_STATUSES = ['queued', 'reading', 'auditing', 'recording', 'done', 'failed'] as const;
export type AuditStatus = (typeof AUDIT_STATUSES)[number];

/** Why an invoice could not be audited: a message key under `audit.problem.`. */
export const AUDIT_PROBLEMS = [
  'unknown_layout',
  'unreadable',
  'not_a_spreadsheet',
  'internal',
  'password_protected',
  'no_header',
] as const;
export type AuditProblem = (typeof AUDIT_PROBLEMS)[number];

/** The sum of amounts in several currencies (for ordering and drawing them, never for showing). */
export const amountsTotal = (amounts: Record<string, number>) =>
  Object.values(amounts).reduce((sum, amount) => sum + amount, 0);

const amountsByCurrency = z.record(z.string(), z.number());

export const ruleTotalSchema = z.strictObject({
  ruleId: z.string(),
  claimType: z.enum(CLAIM_TYPES),
  findings: z.number(),
  /** Per currency: what the findings of this rule can recover. */
  amounts: amountsByCurrency,
});
export type RuleTotal = z.infer<typeof ruleTotalSchema>;

export const invoiceAuditViewSchema = z.strictObject({
  documentId: z.string(),
  fileName: z.string(),
  uploadedAt: z.string(),
  status: z.enum(AUDIT_STATUSES),
  problem: z.nullable(z.enum(AUDIT_PROBLEMS)),
  /** What the layout problem says, for an unknown file (the layouts we read). */
  problemDetail: z.nullable(z.string()),
  layout: z.nullable(z.enum(INVOICE_LAYOUTS)),
  carriers: z.array(z.string()),
  invoiceNumbers: z.array(z.string()),
  /** The latest invoice date of its lines (YYYY-MM-DD), once read. */
  invoiceDate: z.nullable(z.string()),
  lines: z.number(),
  skipped: z.number(),
  shipments: z.number(),
  shards: z.number(),
  shardsDone: z.number(),
  /** Per currency: the invoice's net spend and what the findings can recover. */
  spend: amountsByCurrency,
  recoverable: amountsByCurrency,
  /** Findings that open investigations (confidence 'claim'); byRule and recoverable count these. */
  findings: z.number(),
  /** Signals to review (confidence 'review'): shown apart, they open nothing by themselves. */
  reviews: z.number(),
  /** Per currency: what the signals to review would recover if the facts they need bear them out. */
  reviewable: amountsByCurrency,
  byRule: z.array(ruleTotalSchema),
  /** Investigations this invoice's findings opened, and findings whose shipment and reason already had one. */
  claimsOpened: z.number(),
  alreadyClaimed: z.number(),
  startedAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** Which audit of the invoice this is: 1, then one more each time it is audited again. */
  run: z.number(),
});
export type InvoiceAuditView = z.infer<typeof invoiceAuditViewSchema>;

/**
 * One invoice as its own page reads it: the audit, and, while its problem is a file we did not
 * recognise, the file's header row (its first non-blank row, at most 200 cells of 200 characters).
 */
export const invoiceDetailSchema = z.extend(invoiceAuditViewSchema, {
  columns: z.nullable(z.array(z.string())),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/** An invoice can be audited again once its audit is over (done, or failed), if it is a spreadsheet. */
export const canAuditAgain = (audit: Pick<InvoiceAuditView, 'status' | 'problem'>) =>
  (audit.status === 'done' || audit.status === 'failed') && audit.problem !== 'not_a_spreadsheet';

/** A finding as stored with its audit: the claim it opened or joined. */
export interface StoredFinding extends Finding {
  claimId: string | null;
  outcome: 'opened' | 'already_claimed' | 'other_open_claim' | null;
}

/** A signal to review is confirmed into an investigation, or dismissed (remembered: never raised again). */
export const REVIEW_DECISIONS = ['confirmed', 'dismissed'] as const;

/**
 * A signal to review, as My Invoices lists it (GET /api/private/invoices/{documentId}/reviews): the
 * parcel, the check, what it would recover, the fact that would settle it, and the evidence (weights
 * in kg and sizes in cm, as the readers convert them from the file's own units).
 */
export const reviewFindingSchema = z.strictObject({
  ruleId: z.string(),
  claimType: z.enum(CLAIM_TYPES),
  carrier: z.string(),
  trackingNumber: z.string(),
  invoiceNumber: z.string(),
  /** The shipment's reference on the invoice (the order number, usually), when it gives one. */
  reference: z.optional(z.string()),
  currency: z.string(),
  amount: z.number(),
  review: z.enum(REVIEW_REASONS),
  evidence: z.record(z.string(), z.union([z.string(), z.number()])),
  sourceLines: z.array(z.number()),
  /** The shipment's dates as the invoice gives them ('' when it does not): an investigation's window counts from them. */
  shipDate: z.string(),
  deliveryDate: z.string(),
  windowDays: z.optional(z.number()),
  /** What the merchant decided: an investigation opened for it, or dismissed (never raised again); null until then. */
  decision: z.nullable(
    z.strictObject({
      kind: z.enum(REVIEW_DECISIONS),
      claimId: z.nullable(z.string()),
      by: z.string(),
      at: z.string(),
    }),
  ),
});
export type ReviewFinding = z.infer<typeof reviewFindingSchema>;
export type ReviewDecision = NonNullable<ReviewFinding['decision']>;

/** POST .../reviews/confirm and .../reviews/dismiss: which signal (the parcel and the check). */
export const reviewChoiceSchema = z.strictObject({
  ruleId: z.string().check(z.regex(/^[a-z0-9_]{1,80}$/)),
  trackingNumber: z.string().check(z.minLength(1), z.maxLength(60)),
});
export type ReviewChoice = z.infer<typeof reviewChoiceSchema>;

/** The signals to review an invoice's page lists: the largest first, at most this many (the download has them all). */
export const REVIEWS_SHOWN = 200;

export const reviewListSchema = z.strictObject({
  /** How many signals to review the audit found. */
  total: z.number(),
  reviews: z.array(reviewFindingSchema),
});
export type ReviewList = z.infer<typeof reviewListSchema>;

/** The signals to review of an audit's findings, the largest first (the page's list). */
export function reviewList(findings: readonly Finding[]): ReviewList {
  const reviews = findings.filter(
    (finding): finding is Finding & { review: ReviewReason } =>
      finding.confidence === 'review' && finding.review !== undefined,
  );
  return {
    total: reviews.length,
    reviews: [...reviews]
      .sort((a, b) => b.amount - a.amount || a.trackingNumber.localeCompare(b.trackingNumber))
      .slice(0, REVIEWS_SHOWN)
      .map((finding) => ({
        ruleId: finding.ruleId,
        claimType: finding.claimType,
        carrier: finding.carrier,
        trackingNumber: finding.trackingNumber,
        invoiceNumber: finding.invoiceNumber,
        ...(finding.reference ? { reference: finding.reference } : {}),
        currency: finding.currency,
        amount: finding.amount,
        review: finding.review,
        evidence: finding.evidence,
        sourceLines: finding.sourceLines,
        shipDate: finding.shipDate,
        deliveryDate: finding.deliveryDate,
        ...(finding.windowDays ? { windowDays: finding.windowDays } : {}),
        decision: null,
      })),
  };
}

/** GET /api/private/invoices: pages of audited invoices, newest first. */
export const invoiceListQuerySchema = z.strictObject({
  cursor: z.optional(z.string().check(z.maxLength(600))),
});

/** GET /api/private/invoices/{documentId}/findings: the findings as a file. */
export const findingsExportQuerySchema = z.strictObject({
  format: z._default(z.enum(['csv', 'xlsx']), 'csv'),
  locale: z._default(z.enum(['en', 'fr']), 'en'),
});

/** The findings table's columns, in the order of the file. */
export const FINDING_COLUMNS = [
  'rule',
  'rule_id',
  'claim_type',
  'carrier',
  'tracking_number',
  'invoice_number',
  'currency',
  'amount',
  'evidence',
  'invoice_lines',
  'investigation',
  'confidence',
] as const;

const HEADERS: Record<'en' | 'fr', Record<(typeof FINDING_COLUMNS)[number], string>> = {
  en: {
    rule: 'Check',
    rule_id: 'Check id',
    claim_type: 'Claim type',
    carrier: 'Carrier',
    tracking_number: 'Tracking number',
    invoice_number: 'Invoice number',
    currency: 'Currency',
    amount: 'Amount to recover',
    evidence: 'Evidence',
    invoice_lines: 'Invoice lines',
    investigation: 'Investigation',
    confidence: 'Confidence',
  },
  fr: {
    rule: 'Contrôle',
    rule_id: 'Identifiant du contrôle',
    claim_type: 'Type de réclamation',
    carrier: 'Transporteur',
    tracking_number: 'Numéro de suivi',
    invoice_number: 'Numéro de facture',
    currency: 'Devise',
    amount: 'Montant à récupérer',
    evidence: 'Preuves',
    invoice_lines: 'Lignes de la facture',
    investigation: 'Enquête',
    confidence: 'Fiabilité',
  },
};

export const findingHeaders = (locale: 'en' | 'fr') =>
  FINDING_COLUMNS.map((column) => HEADERS[locale][column]);

/** One finding as a row of the file; the rule's name and the facts' names in the file's language. */
export function findingRow(
  finding: StoredFinding,
  ruleName: (ruleId: string) => string,
  factName: (name: string) => string,
  confidenceName: (finding: StoredFinding) => string,
): ExportCell[] {
  return [
    ruleName(finding.ruleId),
    finding.ruleId,
    finding.claimType,
    finding.carrier,
    finding.trackingNumber,
    finding.invoiceNumber,
    finding.currency,
    finding.amount,
    Object.entries(finding.evidence)
      .map(([name, value]) => `${factName(name)}: ${value}`)
      .join('; '),
    finding.sourceLines.join(' '),
    finding.claimId,
    confidenceName(finding),
  ];
}
