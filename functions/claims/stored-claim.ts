/**
 * Investigations in the table, under their company: what a claim is as stored, and where it sits
 * (its keys are built in functions/lib/table/keys):
 * - the claim `C#<co>` / `CLAIM#<id>` (ids are time-ordered), listed newest first on the listing
 *   index (`CLAIMS#<co>`), and, while the carrier may still move it, on the lookup index under
 *   `CLAIMSYNC` ordered by when it is next due (the sync job's work list, across companies);
 * - its history `CLAIM#<id>#H#<version>`, read with the claim in one query;
 * - `OPEN#<tracking number>`, held while the claim is not closed: a tracking number has at most one
 *   open investigation, enforced by a conditional write, not by a read first;
 * - the counters (./counters) the claim center reads.
 * Opening a claim is ./open-claim, changing one ./claim-writes, reading them ./claim-queries.
 */
import { carrierById, windowClosesOn } from '@shared/carriers/carriers';
import { normaliseReference } from '@shared/claims/actions';
import {
  type CreditProof,
  DESK_DEFAULT_WINDOW_DAYS,
  type DenialReason,
  deskLane,
  type FilingChannel,
} from '@shared/claims/desk';
import { STAGE_OF } from '@shared/claims/lifecycle';
import type { ClaimAudit, ClaimView } from '@shared/claims/schema';
import { fromItem } from '../lib/table/item';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { claimWindow, type ShipmentDates } from './claim-window';

export type { ShipmentDates };

import type { AmountKind, DeskPlace } from './counters';
import type { Scoring } from './scorecard-counters';

/** A claim as stored: what people see of it (amounts kept in cents instead), and what only the back end uses. */
export interface StoredClaim
  extends Omit<
    ClaimView,
    | 'requested_amount'
    | 'confirmed_amount'
    | 'credited_amount'
    | 'favourite'
    | 'days_left_to_claim'
    | 'window_closes_on'
    | 'audit'
    | 'filing'
    | 'carrier_request'
    | 'denial'
    | 'credit'
  > {
  companyId: string;
  ownerId: string;
  /** The goods' amounts including tax, in cents. */
  requestedCents: number;
  confirmedCents: number | null;
  creditedCents: number | null;
  /** Who marked it as a favourite (see notify.ts). */
  favourites: string[];
  credentialId: string;
  shipment: ShipmentDates | null;
  /** When the sync job should next ask the carrier (null: nothing to ask). */
  nextSyncAt: string | null;
  counted: AmountKind[];
  version: number;
  /** The update file that gave the claim its goods, if one did (a retried batch finds it). */
  goodsBulkId?: string;
  /** When the carrier asked for supporting documents (cleared once its review goes on). */
  documentsRequestedAt?: string;
  /** A claim the audit opened: its invoice and findings (functions/audit). */
  audit?: ClaimAudit;
  /** How our staff filed it with the carrier, on the desk (a connector's filing has none). */
  filing?: { channel: FilingChannel; filedOn: string; by: string };
  /** What the carrier last asked for: its words, their language (ISO 639-1), when. */
  carrierRequest?: { text: string; language: string; at: string };
  /** The carrier's denial, as the desk recorded it. */
  denial?: { reason: DenialReason; text: string; at: string; by: string };
  /** Denied and not yet decided on the desk: re-dispute it, or accept the denial. */
  deskDecision?: boolean;
  /** How many times it went back to the carrier with new evidence after a denial. */
  redisputes?: number;
  /** The credit the carrier gave, and its proof (a credit note, an invoice's credit line, a statement line). */
  credit?: {
    amountCents: number;
    currency: string;
    creditedOn: string;
    proof: CreditProof;
    documentId?: string;
    reference?: string;
    by: string;
  };
  /** A credit line for its parcel on a later carrier invoice, seen by the audit (./credit-seen.ts). */
  creditSeen?: { invoiceNumber: string; invoiceDate: string; amountCents: number; currency: string };
  /** Carrier e-mails matched to it that wait for a person to confirm what they mean. */
  pendingAnswers?: number;
  /** Who on the desk took it (null or absent: nobody yet). */
  assignee?: { userId: string; name: string } | null;
  /** When it entered its lane of the desk. */
  deskSince?: string;
  /** The desk form that made its last move (a second click of that form changes nothing). */
  lastMoveId?: string;
  /**
   * Counted on the desk's counters: every claim opened or changed since the desk is; an older one
   * once the desk's backfill placed it (functions/desk/backfill-desk-claims.ts). A change of a claim
   * not counted yet adds it from nothing, so the counters never take away what they never had.
   */
  deskCounted?: boolean;
  /** When the carrier scorecards' steps happened (./scorecard-counters). */
  scoring?: Scoring;
  /** When it became credited (the Refunds list's order). */
  creditedAt?: string;
  /**
   * Its company's time zone when it was opened: the counters cut its months and weeks in it
   * (claims opened before it was kept: Europe/Paris).
   */
  timeZone?: string;
}

/** What a new claim is made of; the rest starts empty: awaiting opening, nothing from the carrier yet. */
export type NewStoredClaim = Pick<
  StoredClaim,
  | 'claimId'
  | 'companyId'
  | 'tracking_number'
  | 'carrier'
  | 'reason_refund'
  | 'reference'
  | 'currency'
  | 'requestedCents'
  | 'lines'
  | 'documents'
  | 'actions'
  | 'ownerId'
  | 'owner'
  | 'credentialId'
  | 'createdAt'
> &
  Partial<Pick<StoredClaim, 'state' | 'claim_source' | 'nextSyncAt' | 'shipment' | 'audit' | 'timeZone'>>;

export function newStoredClaim(fields: NewStoredClaim): StoredClaim {
  const state = fields.state ?? 'refundable';
  return {
    claim_source: 'manual',
    nextSyncAt: null,
    ...fields,
    state,
    stage: STAGE_OF[state],
    // Provider-originated: the platform's audit opened it, not a person.
    is_lox_claim: (fields.claim_source ?? 'manual') === 'audit',
    service_level_agreement: null,
    country_code_sender: null,
    country_code_receiver: null,
    postal_code_receiver: null,
    weight: null,
    claim_number: null,
    claim_date: null,
    confirmedCents: null,
    creditedCents: null,
    last_carrier_message: null,
    favourites: [],
    shipment: fields.shipment ?? null,
    counted: [],
    version: 1,
    updatedAt: fields.createdAt,
    deskSince: fields.createdAt,
    deskCounted: true,
  };
}

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The day the desk must file the claim by: the carrier's window from the tracking's dates, or, when
 * the shipment's dates are unknown (no connector tracked it), the window counted from the latest day
 * known to come before its start (the goods' last sale: the parcel left after it; else the claim's
 * opening), so an estimate errs early; a carrier without a window for the issue gets the desk's own.
 */
export function deskDeadline(claim: StoredClaim): { closesOn: string; estimated: boolean } {
  if (claim.shipment) {
    const window = claimWindow(claim.carrier, claim.reason_refund, claim.shipment, new Date(0));
    if (window) return { closesOn: window.closesOn, estimated: false };
  }
  const opened = claim.createdAt.slice(0, 10);
  const catalog = carrierById(claim.carrier)?.claimWindows[claim.reason_refund];
  const days = claim.shipment?.windowDays ?? catalog?.days;
  if (!days) return { closesOn: addDays(opened, DESK_DEFAULT_WINDOW_DAYS), estimated: true };
  const sales = claim.lines.map((line) => line.sales_date).filter((date) => /^\d{4}-\d{2}-\d{2}$/.test(date));
  const start = claim.shipment?.invoicedAt?.slice(0, 10) ?? (sales.length ? sales.sort().at(-1)! : opened);
  return {
    closesOn: windowClosesOn({ days, from: 'shipment', source: 'desk' }, new Date(`${start}T00:00:00Z`)),
    estimated: true,
  };
}

/** Where the desk counts the claim. */
export const deskPlace = (claim: StoredClaim): DeskPlace => ({
  lane: deskLane(claim),
  carrier: claim.carrier,
  closesOn: claim.claim_number ? null : deskDeadline(claim).closesOn,
});

/** Days from today (UTC) to a day (YYYY-MM-DD): negative once it passed. */
export const daysUntil = (day: string, today: Date) =>
  Math.round(
    (Date.parse(`${day}T00:00:00Z`) -
      Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())) /
      DAY_MS,
  );

/** A claim's reference as the reference index keys it (spaces dropped, upper case). */
export const referencePartition = (companyId: string, reference: string) =>
  partitions.reference(companyId, normaliseReference(reference));

/**
 * The claim's place on the desk: its lane, ordered by its deadline (claims to file) or by when it
 * entered the lane (the others), across companies, in its company and in its carrier.
 */
function deskAttributes(claim: StoredClaim): Record<string, string> {
  const lane = deskLane(claim);
  if (!lane) return {};
  const order = lane === 'to_file' ? deskDeadline(claim).closesOn : (claim.deskSince ?? claim.updatedAt);
  return {
    ...onIndex(INDEX.desk, partitions.desk(lane), `${order}#${claim.companyId}#${claim.claimId}`),
    ...onIndex(INDEX.deskCompany, partitions.deskCompany(lane, claim.companyId), `${order}#${claim.claimId}`),
    ...onIndex(
      INDEX.deskCarrier,
      partitions.deskCarrier(lane, claim.carrier),
      `${order}#${claim.companyId}#${claim.claimId}`,
    ),
  };
}

/** The claim's places on the indexes: listed, by order number, due for the carrier, waiting for the merchant, credited, the desk. */
function indexAttributes(claim: StoredClaim): Record<string, string> {
  return {
    ...deskAttributes(claim),
    ...onIndex(INDEX.listing, partitions.claims(claim.companyId), `${claim.createdAt}#${claim.claimId}`),
    ...onIndex(INDEX.reference, referencePartition(claim.companyId, claim.reference), claim.claimId),
    ...(claim.nextSyncAt
      ? onIndex(INDEX.lookup, partitions.claimSync, `${claim.nextSyncAt}#${claim.companyId}#${claim.claimId}`)
      : {}),
    // Sparse: credited claims on the Refunds list, latest credit first (a closed claim waits for
    // nothing, so it is never on the action-required list below, which shares the index).
    ...(claim.state === 'credited'
      ? onIndex(
          INDEX.attention,
          partitions.refunds(claim.companyId),
          `${claim.creditedAt ?? claim.updatedAt}#${claim.claimId}`,
        )
      : {}),
    // Sparse: only claims waiting for the merchant are on the action-required index.
    ...(claim.actions.length
      ? onIndex(INDEX.attention, partitions.attention(claim.companyId), `${claim.createdAt}#${claim.claimId}`)
      : {}),
  };
}

/**
 * The claim as a table item: its keys, its attributes, its index attributes, and the ids of its
 * documents as strings (`documentIds`: My Files finds the claims that use a document with one filter).
 */
export function claimItem(claim: StoredClaim): Record<string, unknown> {
  const deadline = deskDeadline(claim);
  return {
    ...keys.claim(claim.companyId, claim.claimId),
    entity: 'claim',
    ...claim,
    ...indexAttributes(claim),
    // The desk's rows read the deadline from its index, without the goods and dates it comes from.
    deskDeadline: deadline.closesOn,
    deskDeadlineEstimated: deadline.estimated,
    ...(claim.documents.length
      ? { documentIds: claim.documents.map((document) => document.documentId) }
      : {}),
  };
}

/** The claim an item holds (without what the item derives from it). */
export const toStoredClaim = (item: Record<string, unknown>) => {
  const {
    documentIds: _derived,
    deskDeadline: _deadline,
    deskDeadlineEstimated: _estimated,
    ...claim
  } = fromItem<
    StoredClaim & { documentIds?: string[]; deskDeadline?: string; deskDeadlineEstimated?: boolean }
  >(item);
  return claim as StoredClaim;
};
