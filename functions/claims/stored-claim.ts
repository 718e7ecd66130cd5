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
import { normaliseReference } from '@shared/claims/actions';
import { STAGE_OF } from '@shared/claims/lifecycle';
import type { ClaimAudit, ClaimView } from '@shared/claims/schema';
import { fromItem } from '../lib/table/item';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import type { AmountKind } from './counters';

export interface ShipmentDates {
  shippedAt: string;
  scheduledDeliveryAt: string;
  deliveredAt: string | null;
  /** The carrier invoice's date, for a claim the audit opened (windows counted from the invoice). */
  invoicedAt?: string;
  /** The merchant's contract gives this claim a window of its own (days), instead of the carrier's. */
  windowDays?: number;
}

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
  };
}

/** A claim's reference as the reference index keys it (spaces dropped, upper case). */
export const referencePartition = (companyId: string, reference: string) =>
  partitions.reference(companyId, normaliseReference(reference));

/** The claim's places on the indexes: listed, by order number, due for the carrier, waiting for the merchant. */
function indexAttributes(claim: StoredClaim): Record<string, string> {
  return {
    ...onIndex(INDEX.listing, partitions.claims(claim.companyId), `${claim.createdAt}#${claim.claimId}`),
    ...onIndex(INDEX.reference, referencePartition(claim.companyId, claim.reference), claim.claimId),
    ...(claim.nextSyncAt
      ? onIndex(INDEX.lookup, partitions.claimSync, `${claim.nextSyncAt}#${claim.companyId}#${claim.claimId}`)
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
  return {
    ...keys.claim(claim.companyId, claim.claimId),
    entity: 'claim',
    ...claim,
    ...indexAttributes(claim),
    ...(claim.documents.length
      ? { documentIds: claim.documents.map((document) => document.documentId) }
      : {}),
  };
}

/** The claim an item holds (without what the item derives from it). */
export const toStoredClaim = (item: Record<string, unknown>) => {
  const { documentIds: _derived, ...claim } = fromItem<StoredClaim & { documentIds?: string[] }>(item);
  return claim as StoredClaim;
};
