/**
 * Many claims at once on the desk (issue 38, item 5): the carrier's answer file, read the same in
 * the browser and on the server. A carrier answers many claims with one spreadsheet (its claim
 * numbers, its decisions, the amounts it pays); each of its rows becomes one move of the claims
 * desk (shared/claims/desk.ts), recorded through the claims core.
 *
 * - Its columns are matched to ANSWER_FIELDS from their headers (English, French, and the names
 *   carriers give them: 'Claim Number', 'N° de dossier', 'Statut'...); the person may change the
 *   mapping before the preview.
 * - A row names its claim by our claim id (`<companyId>/<claimId>`, as our exports write it), the
 *   carrier's claim number, or the tracking number; its decision, in the carrier's words, becomes one
 *   of ANSWER_DECISIONS; amounts are read as people and spreadsheets write them ('1 234,56', '€12.50'),
 *   dates as ISO, DD/MM/YYYY or Excel serials.
 * - Every problem is one RowError, with its row and field, in the messages `desk.files.error.<code>`.
 */
import * as z from 'zod/mini';
import { CARRIER_IDS } from '../carriers/carriers';
import { readDecimal } from '../sheets/decimals';
import { normaliseHeader } from '../sheets/headers';
import { fromExcelSerial } from '../sheets/xlsx';
import { daysInMonth } from './cells';
import { CURRENCY_CODES } from './currencies';
import type { DenialReason, DeskMove, DeskMoveKind } from './desk';

/** The most claims one export writes, and the most rows one answer file may hold. */
export const DESK_FILE_CAP = 5_000;

/** What an answer file's columns may hold. */
export const ANSWER_FIELDS = [
  'claim_id',
  'claim_number',
  'tracking_number',
  'decision',
  'amount',
  'currency',
  'date',
  'message',
] as const;
export type AnswerField = (typeof ANSWER_FIELDS)[number];

/** The fields that find a row's claim: one of them at least is mapped. */
export const CLAIM_REFERENCES = ['claim_id', 'claim_number', 'tracking_number'] as const;

/**
 * Names of each field's column, compared once normalised (case, accents and punctuation ignored):
 * ours in English and French (the export's own headers), and the carriers' (UPS and FedEx claim
 * reports name 'Claim Number', 'Tracking Number', 'Status', 'Amount Paid'; La Poste's and
 * Chronopost's 'N° de dossier', 'N° de colis', 'Statut', 'Montant indemnisé').
 */
export const ANSWER_HEADER_NAMES: Record<AnswerField, readonly string[]> = {
  claim_id: [
    'our claim id',
    'parcel audit id',
    'parcel audit claim id',
    'notre identifiant',
    'notre numero de reclamation',
    'identifiant parcel audit',
    // Our id goes out in the UPS layout's reference column, which carriers echo: a cell that is not
    // our id (an order number) leaves the row to its claim or tracking number.
    'customer reference',
    'shipper reference',
    'reference client',
    'reference expediteur',
  ],
  claim_number: [
    'claim number',
    'claim no',
    'claim',
    'claim reference',
    'carrier claim number',
    'case number',
    'case id',
    'case',
    'numero de reclamation',
    'n de reclamation',
    'no de reclamation',
    'reclamation',
    'numero de dossier',
    'n de dossier',
    'dossier',
    'reference dossier',
    'numero de litige',
  ],
  tracking_number: [
    'tracking number',
    'tracking',
    'tracking no',
    'tracking id',
    'waybill',
    'waybill number',
    'air waybill',
    'awb',
    'parcel number',
    'package number',
    'shipment number',
    'numero de suivi',
    'n de suivi',
    'no de suivi',
    'suivi',
    'numero de colis',
    'n de colis',
    'colis',
    'lettre de transport',
  ],
  decision: [
    'decision',
    'status',
    'claim status',
    'result',
    'outcome',
    'resolution',
    'carrier decision',
    'statut',
    'etat',
    'resultat',
    'decision du transporteur',
    'reponse',
  ],
  amount: [
    'amount',
    'amount paid',
    'paid amount',
    'amount approved',
    'approved amount',
    'amount credited',
    'credit amount',
    'refund amount',
    'settlement amount',
    'montant',
    'montant rembourse',
    'montant accorde',
    'montant indemnise',
    'indemnisation',
    'montant credite',
  ],
  currency: ['currency', 'currency code', 'devise', 'monnaie'],
  date: [
    'date',
    'decision date',
    'status date',
    'paid date',
    'payment date',
    'credit date',
    'date de decision',
    'date du statut',
    'date de paiement',
    'date de remboursement',
    'date d indemnisation',
  ],
  message: [
    'message',
    'reason',
    'denial reason',
    'comment',
    'comments',
    'remarks',
    'explanation',
    'note',
    'motif',
    'motif de refus',
    'commentaire',
    'commentaires',
    'raison',
    'observations',
  ],
};

const FIELD_BY_NAME = new Map<string, AnswerField>();
for (const field of ANSWER_FIELDS) {
  FIELD_BY_NAME.set(normaliseHeader(field), field);
  for (const name of ANSWER_HEADER_NAMES[field]) FIELD_BY_NAME.set(normaliseHeader(name), field);
}

/** Which column (0-based) each field is read from; a field not mapped is absent. */
export type AnswerMapping = Partial<Record<AnswerField, number>>;

/** The mapping the headers suggest: each field from the first column that names it. */
export function suggestMapping(headers: readonly string[]): AnswerMapping {
  const mapping: AnswerMapping = {};
  headers.forEach((header, column) => {
    const field = FIELD_BY_NAME.get(normaliseHeader(header));
    if (field && mapping[field] === undefined) mapping[field] = column;
  });
  return mapping;
}

/** Which of a sheet's first rows is the header: the one naming most answer fields (the first row when none does). */
export function answerHeaderRow(candidates: readonly (readonly string[])[]): number {
  let best = 0;
  let bestCount = 0;
  candidates.forEach((row, index) => {
    const count = Object.keys(suggestMapping(row)).length;
    if (count > bestCount) [best, bestCount] = [index, count];
  });
  return best;
}

/** What is wrong with a mapping as a whole (before any row is read). */
export type MappingProblem = 'decisionUnmapped' | 'referenceUnmapped' | 'columnTwice' | 'columnMissing';

export function mappingProblems(mapping: AnswerMapping, width: number): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const columns = Object.values(mapping);
  if (mapping.decision === undefined) problems.push('decisionUnmapped');
  if (CLAIM_REFERENCES.every((field) => mapping[field] === undefined)) problems.push('referenceUnmapped');
  if (new Set(columns).size !== columns.length) problems.push('columnTwice');
  if (columns.some((column) => column < 0 || column >= width)) problems.push('columnMissing');
  return problems;
}

/** What a carrier's answer can say of a claim: each is one desk move. */
export const ANSWER_DECISIONS = [
  'filed',
  'more_requested',
  'accepted',
  'denied',
  'credited',
] as const satisfies readonly DeskMoveKind[];
export type AnswerDecision = (typeof ANSWER_DECISIONS)[number];

/**
 * The carriers' words for each decision, in English and French, in the order they are tried: a
 * denial first (its words may hold another decision's: 'not approved', 'closed without payment'),
 * then a request for more (before 'pending'), a payment, an acceptance, and a claim registered.
 * Phrases are compared as whole words of the normalised cell.
 */
const DECISION_WORDS: [AnswerDecision, 'en' | 'fr', readonly string[]][] = [
  [
    'denied',
    'en',
    ['denied', 'rejected', 'declined', 'refused', 'not approved', 'without payment', 'no liability', 'deny'],
  ],
  ['denied', 'fr', ['refuse', 'refusee', 'rejete', 'rejetee', 'defavorable', 'non recevable', 'irrecevable']],
  [
    'more_requested',
    'en',
    [
      'more requested',
      'more information',
      'information requested',
      'documents requested',
      'additional documents',
      'pending documents',
      'awaiting documents',
      'documentation required',
    ],
  ],
  [
    'more_requested',
    'fr',
    [
      'pieces complementaires',
      'documents demandes',
      'informations complementaires',
      'complement d information',
      'en attente de documents',
      'en attente de pieces',
    ],
  ],
  ['credited', 'en', ['credited', 'paid', 'refunded', 'reimbursed', 'settled', 'credit issued']],
  [
    'credited',
    'fr',
    ['rembourse', 'remboursee', 'paye', 'payee', 'credite', 'creditee', 'indemnise', 'indemnisee', 'regle'],
  ],
  ['accepted', 'en', ['accepted', 'approved', 'granted', 'valid']],
  ['accepted', 'fr', ['accepte', 'acceptee', 'accorde', 'accordee', 'valide', 'validee', 'favorable']],
  [
    'filed',
    'en',
    [
      'filed',
      'registered',
      'received',
      'opened',
      'open',
      'submitted',
      'in progress',
      'under review',
      'pending',
    ],
  ],
  ['filed', 'fr', ['enregistre', 'enregistree', 'recu', 'recue', 'ouvert', 'ouverte', 'en cours', 'depose']],
];

/** A decision in the carrier's words, and the language those words are in; null when none is recognised. */
export function readDecision(text: string): { decision: AnswerDecision; language: 'en' | 'fr' } | null {
  const words = ` ${normaliseHeader(text).replace(/_/g, ' ')} `;
  if (words.trim() === '') return null;
  for (const [decision, language, phrases] of DECISION_WORDS)
    if (phrases.some((phrase) => words.includes(` ${phrase} `))) return { decision, language };
  return null;
}

/** The denial reason a carrier's words point to (the carrier's own text is kept beside it). */
const DENIAL_WORDS: [DenialReason, RegExp][] = [
  ['delivered_signed', /signature|signed|sign[eé]/i],
  ['insufficient_packaging', /packaging|packing|emballage|conditionnement/i],
  ['no_proof_of_value', /proof of value|invoice|facture|justificatif|valeur/i],
  ['late_notice', /too late|out of time|time limit|hors d[eé]lai|forclos|tardi/i],
  ['excluded_goods', /excluded|prohibited|exclu|interdit/i],
  ['liability_limit', /liability|limit|plafond|responsabilit/i],
  ['duplicate', /duplicate|already|doublon|d[eé]j[aà]/i],
  ['delivered_scan', /delivered|livr[eé]|scan/i],
];

export function denialReasonOf(text: string): DenialReason {
  return DENIAL_WORDS.find(([, pattern]) => pattern.test(text))?.[0] ?? 'other';
}

/** Why a row cannot be applied: its message is `desk.files.error.<code>`. */
export const ROW_ERRORS = [
  // From the row alone.
  'noReference',
  'decisionMissing',
  'decisionUnknown',
  'amount',
  'amountMissing',
  'currency',
  'date',
  'claimNumberMissing',
  'messageTooLong',
  // From the claim it names.
  'unknownClaim',
  'notInScope',
  'otherCarrier',
  'moveRefused',
  'currencyMismatch',
  'repeated',
] as const;
export type RowErrorCode = (typeof ROW_ERRORS)[number];

/** One problem of one row: its row as the file numbers it, the field (column) it is about. */
export interface RowError {
  row: number;
  field: AnswerField | null;
  code: RowErrorCode;
  /** For 'repeated': the row that names the same claim first. */
  first?: number;
}

/** A row as read: what finds its claim, and what the carrier said. */
export interface AnswerRow {
  row: number;
  claimRef: { companyId: string; claimId: string } | null;
  claimNumber: string | null;
  trackingNumber: string | null;
  decision: AnswerDecision;
  /** The decision cell as the carrier wrote it, and the language of its words. */
  decisionText: string;
  language: 'en' | 'fr';
  amount: number | null;
  currency: string | null;
  date: string | null;
  message: string | null;
}

const SYMBOL_CURRENCY: Record<string, string> = { '€': 'EUR', $: 'USD', '£': 'GBP' };

/** An amount as carriers and spreadsheets write it: '12,50', '1 234,56', '€12.50', '-12.50' (a credit). */
export function readAmount(text: string): number | null {
  const compact = text
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^(EUR|USD|GBP|CHF|€|\$|£)|(EUR|USD|GBP|CHF|€|\$|£)$/gi, '');
  // A carrier's statement writes a credit to the shipper as a negative line: its size is the amount.
  const unsigned = compact.replace(/^-|^\((.*)\)$/, '$1');
  const value = readDecimal(unsigned);
  return value === null || value <= 0 ? null : Math.round(value * 100) / 100;
}

/** A currency as an ISO code ('eur' reads EUR) or its symbol; null when it is neither. */
export function readCurrency(text: string): string | null {
  const trimmed = text.trim();
  const code = SYMBOL_CURRENCY[trimmed] ?? trimmed.toUpperCase();
  return CURRENCY_CODES.has(code) ? code : null;
}

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
/** Day first, as European carriers and French Excel write dates. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

const dayOf = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
    ? `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
    : null;

/** A date as YYYY-MM-DD from ISO, YYYYMMDD, DD/MM/YYYY (or with dots or dashes) or an Excel serial. */
export function readAnswerDate(text: string): string | null {
  const trimmed = text.trim();
  let match = ISO.exec(trimmed) ?? COMPACT.exec(trimmed);
  if (match) return dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  match = DAY_FIRST.exec(trimmed);
  if (match) return dayOf(Number(match[3]), Number(match[2]), Number(match[1]));
  return fromExcelSerial(trimmed);
}

/** Our claim id as our exports write it: `<companyId>/<claimId>`. */
const CLAIM_REF = /^([\w-]{1,64})\/([\w-]{1,64})$/;

const MESSAGE_MAX = 4000;

/** A day as YYYY-MM-DD (UTC). */
export const dayText = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Reads one row with the mapping: what it says, or its problems. `today` bounds its date (a
 * decision is not dated after tomorrow: a time zone ahead may already be there).
 */
export function readAnswerRow(
  cells: readonly string[],
  mapping: AnswerMapping,
  row: number,
  today: Date,
): { value: AnswerRow | null; errors: RowError[] } {
  const cell = (field: AnswerField) =>
    mapping[field] === undefined ? '' : (cells[mapping[field]!] ?? '').trim();
  const errors: RowError[] = [];
  const fail = (field: AnswerField | null, code: RowErrorCode) => errors.push({ row, field, code });

  const refMatch = CLAIM_REF.exec(cell('claim_id'));
  const claimRef = refMatch ? { companyId: refMatch[1]!, claimId: refMatch[2]! } : null;
  const claimNumber = cell('claim_number') || null;
  const trackingNumber = cell('tracking_number').replace(/\s+/g, '').toUpperCase() || null;
  if (!claimRef && !claimNumber && !trackingNumber)
    fail(CLAIM_REFERENCES.find((field) => mapping[field] !== undefined) ?? null, 'noReference');

  const decisionText = cell('decision');
  const read = readDecision(decisionText);
  if (!decisionText) fail('decision', 'decisionMissing');
  else if (!read) fail('decision', 'decisionUnknown');

  const amountText = cell('amount');
  const amount = amountText ? readAmount(amountText) : null;
  if (amountText && amount === null) fail('amount', 'amount');
  else if (!amountText && (read?.decision === 'accepted' || read?.decision === 'credited'))
    fail(mapping.amount === undefined ? null : 'amount', 'amountMissing');

  const currencyText = cell('currency');
  const currency = currencyText ? readCurrency(currencyText) : null;
  if (currencyText && !currency) fail('currency', 'currency');

  const dateText = cell('date');
  const date = dateText ? readAnswerDate(dateText) : null;
  const latest = dayText(new Date(today.getTime() + 86_400_000));
  if (dateText && (!date || date > latest)) fail('date', 'date');

  if (read?.decision === 'filed' && !claimNumber)
    fail(mapping.claim_number === undefined ? null : 'claim_number', 'claimNumberMissing');
  const message = cell('message') || null;
  if (message && message.length > MESSAGE_MAX) fail('message', 'messageTooLong');

  if (errors.length || !read) return { value: null, errors };
  return {
    value: {
      row,
      claimRef,
      claimNumber,
      trackingNumber,
      decision: read.decision,
      decisionText,
      language: read.language,
      amount,
      currency,
      date,
      message,
    },
    errors,
  };
}

/** The id of the move a row makes: the import's and the row's, so a retried batch finds its own. */
export const answerMoveId = (importId: string, row: number) => `${importId}-${row}`;

/**
 * The desk move a row makes on its claim (as it is: its version, its currency when the row names
 * none). A credit's proof is the answer file's line itself (`source` names the file).
 */
export function answerMove(
  value: AnswerRow,
  claim: { version: number; currency: string },
  moveId: string,
  source: string,
  today: Date,
): DeskMove {
  const base = { version: claim.version, moveId };
  const day = value.date ?? dayText(today);
  const words = value.message ?? value.decisionText;
  switch (value.decision) {
    case 'filed':
      return {
        ...base,
        move: 'filed',
        claimNumber: value.claimNumber ?? '',
        filedOn: day,
        channel: 'bulk_file',
        ...(value.message ? { note: value.message } : {}),
      };
    case 'more_requested':
      return { ...base, move: 'more_requested', carrierText: words, language: value.language };
    case 'accepted':
      return {
        ...base,
        move: 'accepted',
        amount: value.amount ?? 0,
        currency: value.currency ?? claim.currency,
        ...(value.message ? { note: value.message } : {}),
      };
    case 'denied':
      return { ...base, move: 'denied', reason: denialReasonOf(words), text: words };
    case 'credited':
      return {
        ...base,
        move: 'credited',
        amount: value.amount ?? 0,
        currency: value.currency ?? claim.currency,
        creditedOn: day,
        proof: 'statement_line',
        reference: `${source}, row ${value.row}${value.claimNumber ? ` (${value.claimNumber})` : ''}`.slice(
          0,
          500,
        ),
      };
  }
}

// The API's inputs and answers, checked by the browser's forms and the server alike.

const id = z.string().check(z.regex(/^[\w-]{1,64}$/));
const column = z.number().check(z.int(), z.minimum(0), z.maximum(59));

/** POST /api/private/desk/exports: one carrier's claims to file, of one company or every one in scope. */
export const deskExportSchema = z.strictObject({
  carrier: z.enum(CARRIER_IDS),
  companyId: z.optional(id),
  /** The carrier's published layout where there is one ('carrier'), else our own columns ('desk'). */
  layout: z._default(z.enum(['carrier', 'desk']), 'carrier'),
  locale: z._default(z.enum(['en', 'fr']), 'en'),
});
export type DeskExportInput = z.infer<typeof deskExportSchema>;

export const deskExportReplySchema = z.strictObject({
  exportId: z.string(),
  fileName: z.string(),
  /** The layout written: the carrier's (its id) or 'desk'. */
  layout: z.string(),
  count: z.number(),
  /** The lane held more than DESK_FILE_CAP claims: these are its first (soonest deadlines). */
  capped: z.boolean(),
  url: z.string(),
  expiresInSeconds: z.number(),
});

/** POST /api/private/desk/imports/uploads: where to send an answer file (a presigned POST). */
export const answerUploadSchema = z.strictObject({
  fileName: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  size: z.number().check(z.int(), z.minimum(1, { error: 'upload.empty' }), z.maximum(5 * 1024 * 1024)),
});

/** POST /api/private/desk/imports: the uploaded answer file becomes an import. */
export const startImportSchema = z.strictObject({ uploadId: z.string().check(z.regex(/^[\w-]{8,64}$/)) });

/** POST /api/private/desk/imports/{importId}/preview: read every row with this mapping. */
export const previewImportSchema = z.strictObject({
  carrier: z.enum(CARRIER_IDS),
  /** The company whose claims the file answers (its claim and tracking numbers are looked up in it). */
  companyId: z.optional(id),
  /** The export the file answers (its tracking numbers find their claims across companies). */
  exportId: z.optional(id),
  mapping: z.strictObject({
    claim_id: z.optional(column),
    claim_number: z.optional(column),
    tracking_number: z.optional(column),
    decision: z.optional(column),
    amount: z.optional(column),
    currency: z.optional(column),
    date: z.optional(column),
    message: z.optional(column),
  }),
});
export type PreviewImportInput = z.infer<typeof previewImportSchema>;

/** POST /api/private/desk/imports/{importId}/apply: applies the preview the person saw, whole. */
export const applyImportSchema = z.strictObject({ previewId: z.string().check(z.regex(/^[\w-]{1,64}$/)) });

/**
 * An import's life: its file read in the background ('reading'; 'unreadable' with the problem), then
 * previewed as many times as needed, then applied ('applying', 'done'; 'failed' past its retries).
 */
export const DESK_IMPORT_STATUSES = [
  'reading',
  'unreadable',
  'uploaded',
  'previewed',
  'applying',
  'done',
  'failed',
] as const;

const rowErrorSchema = z.strictObject({
  row: z.number(),
  field: z.nullable(z.enum(ANSWER_FIELDS)),
  code: z.enum(ROW_ERRORS),
  first: z.optional(z.number()),
});

export const deskImportViewSchema = z.strictObject({
  importId: z.string(),
  fileName: z.string(),
  status: z.enum(DESK_IMPORT_STATUSES),
  carrier: z.nullable(z.string()),
  previewId: z.nullable(z.string()),
  /** Rows the preview read, the rows it would apply, and the rows in error. */
  total: z.number(),
  valid: z.number(),
  errorCount: z.number(),
  /** Progress once applied: rows done (n / valid), applied, and skipped (changed meanwhile). */
  processed: z.number(),
  applied: z.number(),
  skipped: z.number(),
  skippedRows: z.array(z.strictObject({ row: z.number(), tracking_number: z.string() })),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
  /** Why the file could not be read, or the import failed: an error code (`error.<code>`). */
  problem: z.nullable(z.string()),
});
export type DeskImportView = z.infer<typeof deskImportViewSchema>;

/** The sheet as read: its headers, a few rows, and the mapping they suggest. */
export const answerSheetSchema = z.strictObject({
  headers: z.array(z.string()),
  sample: z.array(z.array(z.string())),
  rows: z.number(),
  sheetNames: z.array(z.string()),
  dataSheets: z.array(z.number()),
  sheetIndex: z.number(),
  candidates: z.array(z.array(z.string())),
  headerRow: z.number(),
  suggested: z.partialRecord(z.enum(ANSWER_FIELDS), z.number()),
});

export const startImportReplySchema = z.strictObject({ import: deskImportViewSchema });

/** An import as it is, with its sheet once read (null while it is read, or when it could not be). */
export const getImportReplySchema = z.strictObject({
  import: deskImportViewSchema,
  sheet: z.nullable(answerSheetSchema),
});

/** A row the preview would apply: the claim it found and the move it makes. */
const plannedRowSchema = z.strictObject({
  row: z.number(),
  companyName: z.string(),
  tracking_number: z.string(),
  move: z.enum(ANSWER_DECISIONS),
  amount: z.nullable(z.number()),
  currency: z.string(),
});

export const previewReplySchema = z.strictObject({
  import: deskImportViewSchema,
  sheet: answerSheetSchema,
  /** The moves the rows make, by kind. */
  moves: z.record(z.enum(ANSWER_DECISIONS), z.number()),
  errors: z.array(rowErrorSchema),
  /** The first rows the import would apply (the rest are counted in `import.valid`). */
  planned: z.array(plannedRowSchema),
});

/** Rows whose claim changed since the preview (or left the caller's scope): the import applied nothing. */
export const staleRowSchema = z.strictObject({ row: z.number(), tracking_number: z.string() });
