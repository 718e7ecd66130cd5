/**
 * The claims desk (issue 38): where our staff file claims with the carriers that publish no filing
 * API and record what the carriers answer. Written once for the server (which puts each claim on
 * the desk's indexes by its lane, and checks every move) and the web (which draws the lanes and the
 * forms of each move).
 *
 * A claim's lane follows from the claim alone (`deskLane`), in this order:
 * - answered: the carrier said something that needs a person's decision (an e-mail matched to the
 *   claim waiting to be confirmed, or a denial to re-dispute or accept);
 * - waiting_merchant: it waits for the merchant (its actions required);
 * - to_file: nobody has filed it yet and no connector will (nothing is due for the sync job), or the
 *   documents the carrier asked for have arrived and are to be sent;
 * - credit_to_confirm: the carrier accepted it, or a later carrier invoice carries a credit line for
 *   its parcel (the audit saw it): the credit is to be confirmed and recorded with its proof;
 * - waiting_carrier: filed, the carrier has not answered.
 * A closed claim is on no lane.
 */
import * as z from 'zod/mini';
import { CARRIER_IDS } from '../carriers/carriers';
import { type ActionKind, blocksFiling } from './actions';
import { CREDIT_PROOFS, DENIAL_REASONS, FILING_CHANNELS } from './desk-terms';
import { type ClaimState, STAGE_OF } from './lifecycle';
import { claimCreditSchema } from './schema';

export const DESK_LANES = [
  'to_file',
  'waiting_carrier',
  'answered',
  'waiting_merchant',
  'credit_to_confirm',
] as const;
export type DeskLane = (typeof DESK_LANES)[number];

/** What of a claim decides its lane. */
export interface DeskFacts {
  state: ClaimState;
  actions: readonly ActionKind[];
  claim_number: string | null;
  /** When the sync job next asks a connector about it (null: no connector will). */
  nextSyncAt: string | null;
  /** When the carrier asked for documents (cleared once they are sent). */
  documentsRequestedAt?: string;
  /** Carrier e-mails matched to the claim, waiting for a person to confirm what they mean. */
  pendingAnswers?: number;
  /** The carrier denied it: re-dispute it or accept the denial. */
  deskDecision?: boolean;
  /** A credit line for its parcel on a later carrier invoice, seen by the audit. */
  creditSeen?: unknown;
}

/** The documents the carrier asked for have come from the merchant and are still to be sent. */
export const documentsToSend = (claim: DeskFacts) =>
  claim.claim_number !== null &&
  claim.documentsRequestedAt !== undefined &&
  !claim.actions.includes('documents_missing');

export function deskLane(claim: DeskFacts): DeskLane | null {
  const stage = STAGE_OF[claim.state];
  if (claim.state === 'stopped') return null;
  if ((claim.pendingAnswers ?? 0) > 0 || (claim.deskDecision && claim.state === 'declined'))
    return 'answered';
  if (stage === 'closed') return null;
  if (claim.actions.length) return 'waiting_merchant';
  if (claim.claim_number === null)
    return blocksFiling(claim.actions) || claim.nextSyncAt !== null ? null : 'to_file';
  if (documentsToSend(claim) && claim.nextSyncAt === null) return 'to_file';
  if (claim.state === 'confirmed' || claim.creditSeen) return 'credit_to_confirm';
  return 'waiting_carrier';
}

/**
 * Days the desk gives itself to file a claim whose carrier publishes no window for its issue (a
 * surcharge, an unused label): counted from the claim's opening.
 */
export const DESK_DEFAULT_WINDOW_DAYS = 30;

/** How soon a deadline counts as close: the daily digest and the desk's badge (item 7). */
export const DESK_CLOSING_SOON_DAYS = 5;

// What the desk records in words (how a claim was filed, how a credit is proven, why a carrier
// denied it) is in ./desk-terms, which the claim view's schema (./schema) reads: importing this
// module there would close an import cycle (./actions imports ./schema).
export {
  CREDIT_PROOFS,
  type CreditProof,
  DENIAL_REASONS,
  type DenialReason,
  FILING_CHANNELS,
  type FilingChannel,
} from './desk-terms';

// Each check names its message (the catalog's `cell.*` words): the browser's form shows it beside its field.
const text = (max: number) =>
  z
    .string()
    .check(z.trim(), z.minLength(1, { error: 'cell.required' }), z.maxLength(max, { error: 'cell.tooLong' }));
const optionalText = (max: number) =>
  z.optional(z.string().check(z.trim(), z.maxLength(max, { error: 'cell.tooLong' })));
const day = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'desk.invalid.day' }));
/** An amount as a person types it: positive, at most two decimals. */
const amount = z.number({ error: 'desk.invalid.amount' }).check(
  z.positive({ error: 'desk.invalid.amount' }),
  z.maximum(1_000_000, { error: 'desk.invalid.amount' }),
  z.refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, {
    error: 'desk.invalid.amount',
  }),
);
const currency = z.string().check(z.regex(/^[A-Z]{3}$/, { error: 'desk.invalid.currency' }));

/**
 * One move a person records on the desk, each with what it needs. `version` is the claim as the
 * person saw it (another move meanwhile answers 409 with the claim as it now is); `moveId` is the
 * form's own id, so a second click of the same form makes no second move.
 */
const moveBase = {
  version: z.number().check(z.int(), z.minimum(1)),
  moveId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
};

export const deskMoveSchema = z.discriminatedUnion('move', [
  z.strictObject({
    ...moveBase,
    move: z.literal('filed'),
    claimNumber: text(64),
    filedOn: day,
    channel: z.enum(FILING_CHANNELS, { error: 'cell.required' }),
    note: optionalText(2000),
  }),
  z.strictObject({
    ...moveBase,
    move: z.literal('more_requested'),
    /** The carrier's words, as it wrote them. */
    carrierText: text(4000),
    /** The language the carrier wrote in (ISO 639-1). */
    language: z.string().check(z.regex(/^[a-z]{2}$/, { error: 'desk.invalid.language' })),
  }),
  z.strictObject({ ...moveBase, move: z.literal('documents_sent'), note: optionalText(2000) }),
  z.strictObject({ ...moveBase, move: z.literal('accepted'), amount, currency, note: optionalText(2000) }),
  z.strictObject({
    ...moveBase,
    move: z.literal('denied'),
    reason: z.enum(DENIAL_REASONS, { error: 'cell.required' }),
    text: text(4000),
  }),
  z.strictObject({ ...moveBase, move: z.literal('redisputed'), evidence: text(4000) }),
  z.strictObject({
    ...moveBase,
    move: z.literal('credited'),
    amount,
    currency,
    creditedOn: day,
    proof: z.enum(CREDIT_PROOFS, { error: 'cell.required' }),
    /** A credit note: the document (of the claim's company) that proves it. */
    documentId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
    /** A statement or audit line: the line as the carrier printed it. */
    reference: optionalText(500),
  }),
  /** Accepts the carrier's denial: the claim leaves the desk as declined. */
  z.strictObject({ ...moveBase, move: z.literal('denial_accepted'), note: optionalText(2000) }),
  z.strictObject({ ...moveBase, move: z.literal('closed'), note: text(2000) }),
]);
export type DeskMove = z.infer<typeof deskMoveSchema>;
export type DeskMoveKind = DeskMove['move'];
export const DESK_MOVES = [
  'filed',
  'more_requested',
  'documents_sent',
  'accepted',
  'denied',
  'redisputed',
  'credited',
  'denial_accepted',
  'closed',
] as const satisfies readonly DeskMoveKind[];

/** The proof a credit needs: a credit note names its document, a line names itself. */
export function creditProofComplete(move: Extract<DeskMove, { move: 'credited' }>): boolean {
  return move.proof === 'credit_note' ? Boolean(move.documentId) : Boolean(move.reference?.length);
}

/** The moves that make sense from a lane (the desk offers these; the lifecycle has the last word). */
export function movesFrom(lane: DeskLane | null, facts: DeskFacts): DeskMoveKind[] {
  const filed = facts.claim_number !== null;
  switch (lane) {
    case 'to_file':
      return filed ? ['documents_sent', 'closed'] : ['filed', 'closed'];
    case 'waiting_carrier':
      return ['more_requested', 'accepted', 'denied', 'credited', 'closed'];
    case 'credit_to_confirm':
      return ['credited', 'denied', 'closed'];
    case 'answered':
      return facts.state === 'declined'
        ? ['redisputed', 'denial_accepted']
        : filed
          ? ['more_requested', 'accepted', 'denied', 'credited', 'closed']
          : ['filed', 'closed'];
    case 'waiting_merchant':
      return filed ? ['accepted', 'denied', 'closed'] : ['closed'];
    default:
      return facts.state === 'declined' ? ['redisputed'] : [];
  }
}

/** The desk's list: a lane, filtered. Query strings, as a GET carries them. */
const digits = (max: number) =>
  z.string().check(z.regex(new RegExp(`^\\d{1,${max}}$`), { error: 'desk.invalid.wholeAmount' }));
export const deskQuerySchema = z.strictObject({
  lane: z._default(z.enum(DESK_LANES), 'to_file'),
  carrier: z.optional(z.enum(CARRIER_IDS)),
  companyId: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  /** A person's id, or 'none' for the claims nobody took. */
  assignee: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  /** Claims whose window closes within so many days (negative: closed already). */
  daysLeft: z.optional(z.string().check(z.regex(/^-?\d{1,4}$/, { error: 'desk.invalid.daysLeft' }))),
  /** Amounts claimed, in whole units of the claim's currency. */
  amountMin: z.optional(digits(7)),
  amountMax: z.optional(digits(7)),
  cursor: z.optional(z.string().check(z.maxLength(800))),
});
export type DeskQuery = z.infer<typeof deskQuerySchema>;

export const deskAssignSchema = z.strictObject({
  version: z.number().check(z.int(), z.minimum(1)),
  /** The staff member or platform admin who takes it; null gives it back. */
  assigneeId: z.nullable(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/))),
});
export type DeskAssign = z.infer<typeof deskAssignSchema>;

const assigneeSchema = z.nullable(z.strictObject({ userId: z.string(), name: z.string() }));

/** A row of a lane: what the list shows of a claim. */
export const deskRowSchema = z.strictObject({
  companyId: z.string(),
  companyName: z.string(),
  claimId: z.string(),
  tracking_number: z.string(),
  carrier: z.string(),
  reason_refund: z.string(),
  reference: z.string(),
  state: z.string(),
  lane: z.enum(DESK_LANES),
  amount: z.number(),
  currency: z.string(),
  /** Days left to file with the carrier (negative: its window closed that many days ago). */
  daysLeft: z.number(),
  closesOn: z.string(),
  /** The shipment's dates are unknown: the deadline is counted from what we know, erring early. */
  estimated: z.boolean(),
  /** When it entered its lane. */
  since: z.string(),
  assignee: assigneeSchema,
  claim_number: z.nullable(z.string()),
  pendingAnswers: z.number(),
  version: z.number(),
});
export type DeskRow = z.infer<typeof deskRowSchema>;

export const deskCountsSchema = z.strictObject({
  to_file: z.number(),
  waiting_carrier: z.number(),
  answered: z.number(),
  waiting_merchant: z.number(),
  credit_to_confirm: z.number(),
});
export type DeskCounts = z.infer<typeof deskCountsSchema>;

export const deskListReplySchema = z.strictObject({
  lane: z.enum(DESK_LANES),
  counts: deskCountsSchema,
  /** Claims to file whose window closes within DESK_CLOSING_SOON_DAYS days (today included). */
  closingSoon: z.number(),
  /** Claims to file whose window has closed already. */
  windowClosed: z.number(),
  claims: z.array(deskRowSchema),
  cursor: z.nullable(z.string()),
});

/** What the desk shows of one claim beyond a merchant's view of it. */
export const deskDetailSchema = z.strictObject({
  companyId: z.string(),
  companyName: z.string(),
  lane: z.nullable(z.enum(DESK_LANES)),
  daysLeft: z.number(),
  closesOn: z.string(),
  estimated: z.boolean(),
  version: z.number(),
  assignee: assigneeSchema,
  pendingAnswers: z.number(),
  redisputes: z.number(),
  deskDecision: z.boolean(),
  filing: z.nullable(
    z.strictObject({ channel: z.enum(FILING_CHANNELS), filedOn: z.string(), by: z.string() }),
  ),
  carrierRequest: z.nullable(z.strictObject({ text: z.string(), language: z.string(), at: z.string() })),
  denial: z.nullable(
    z.strictObject({ reason: z.enum(DENIAL_REASONS), text: z.string(), at: z.string(), by: z.string() }),
  ),
  /** The credit as the merchant sees it, and who on the desk recorded it. */
  credit: z.nullable(z.strictObject({ ...claimCreditSchema.shape, by: z.string() })),
  /** A credit line for the parcel the audit saw on a later carrier invoice: the credit's proof, to confirm. */
  creditSeen: z.nullable(
    z.strictObject({
      invoiceNumber: z.string(),
      invoiceDate: z.string(),
      amount: z.number(),
      currency: z.string(),
    }),
  ),
  /** The moves the desk offers now. */
  moves: z.array(z.enum(DESK_MOVES)),
});
export type DeskDetail = z.infer<typeof deskDetailSchema>;

export const deskScopeReplySchema = z.strictObject({
  companies: z.array(z.strictObject({ companyId: z.string(), name: z.string() })),
  assignees: z.array(z.strictObject({ userId: z.string(), name: z.string() })),
});
