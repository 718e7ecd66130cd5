/**
 * Opening an investigation, in one place for every way one starts: the single form (a person), a
 * bulk file's row, an audit finding (and, next, the sales-data integration). `newClaim` decides
 * what the claim still needs from the merchant (its actions required) and when it is due for the
 * carrier; `openClaim` and `openClaims` write it with its open marker, its first history entry and
 * its counters in one transaction (a bulk run counts its batch's claims with the batch's record).
 */
import { normaliseTracking } from '@shared/carriers/carriers';
import { type ActionKind, blocksFiling } from '@shared/claims/actions';
import { DEFAULT_CURRENCY } from '@shared/claims/currencies';
import { type ClaimAudit, claimedCents } from '@shared/claims/schema';
import { connectorFiles } from '../connectors/index';
import { cancellationReasons, transactionConditionFailures } from '../lib/aws/dynamo';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { IF_ABSENT, type TransactItem, table, txPut } from '../lib/table/table';
import { openClaimId } from './claim-queries';
import { closingDay } from './claim-view';
import { changeClaim, counterUpdates, historyItem } from './claim-writes';
import {
  actionDeltas,
  CLAIMS_TIME_ZONE,
  type CounterDeltas,
  counterDeltas,
  deskDeltas,
  facetDeltas,
  mergeDeltas,
  windowDeltas,
} from './counters';
import { withSalesData } from './sales-data';
import { claimItem, deskPlace, newStoredClaim, type ShipmentDates, type StoredClaim } from './stored-claim';

/** Who opened the claim (the spec's claim source). */
export type ClaimSource = NonNullable<StoredClaim['claim_source']>;

/** What the merchant gave with the claim, beyond its goods lines. */
export interface Given {
  originalInvoice: boolean;
  pictures: boolean;
}

/**
 * What the carrier needs that the merchant has yet to give, in the order the actions list them:
 * - the goods' value (`invoice_missing`): for every claim a person or a file opens; for the
 *   audit's, only a lost or damaged parcel's (a billing claim's amount is the carrier's overcharge);
 * - the original sales invoice and, for a damaged parcel, pictures of the damage: for a person's or
 *   a file's claim (the audit's evidence is the carrier's own invoice: its findings).
 */
export function claimNeeds(
  source: ClaimSource,
  issue: StoredClaim['reason_refund'],
  given: Given & { goods: boolean },
): ActionKind[] {
  const audit = source === 'audit';
  const needs: ActionKind[] = [];
  if (!given.goods && (!audit || issue === 'lost' || issue === 'damaged')) needs.push('invoice_missing');
  if (!given.originalInvoice && !audit) needs.push('original_invoice_missing');
  if (issue === 'damaged' && !given.pictures && !audit) needs.push('pictures_missing');
  return needs;
}

/**
 * When a claim with these actions is due for the carrier's connector: at once (filed now, or by the
 * sync job if the carrier cannot take it now), or not before the merchant gives what the carrier
 * needs; never where no connector files the carrier's claims (the desk files them: shared/claims/desk).
 */
export const dueAt = (carrier: string, actions: readonly ActionKind[], at: string): string | null =>
  blocksFiling(actions) || !connectorFiles({ carrier }) ? null : at;

/** A claim as its source describes it, before the platform decides what it needs and when it is due. */
export interface ClaimDraft {
  /** Time-ordered for a person's claim; derived from the source for a workflow's (a retry finds it). */
  claimId: string;
  companyId: string;
  source: ClaimSource;
  owner: { userId: string; email: string };
  credentialId: string;
  tracking_number: string;
  carrier: StoredClaim['carrier'];
  issue: StoredClaim['reason_refund'];
  reference: string;
  lines: StoredClaim['lines'];
  documents: StoredClaim['documents'];
  given: Given;
  /** What is claimed when it is not the goods' value (an audit's findings). */
  amount?: { currency: string; cents: number };
  shipment?: ShipmentDates;
  audit?: ClaimAudit;
  /** The company's time zone (its counters' months and weeks); Europe/Paris when not given. */
  timeZone?: string;
  /** ISO date-time of its creation. */
  at: string;
}

/** The new claim: awaiting opening, asking for what it lacks, due when nothing the carrier needs is missing. */
export function newClaim(draft: ClaimDraft): StoredClaim {
  const actions = claimNeeds(draft.source, draft.issue, { goods: draft.lines.length > 0, ...draft.given });
  return newStoredClaim({
    claimId: draft.claimId,
    companyId: draft.companyId,
    tracking_number: draft.tracking_number,
    carrier: draft.carrier,
    reason_refund: draft.issue,
    reference: draft.reference,
    currency: draft.amount?.currency ?? draft.lines[0]?.currency_code ?? DEFAULT_CURRENCY,
    requestedCents: draft.amount?.cents ?? claimedCents(draft.lines),
    lines: draft.lines,
    documents: draft.documents,
    actions,
    ownerId: draft.owner.userId,
    owner: draft.owner.email,
    credentialId: draft.credentialId,
    claim_source: draft.source,
    nextSyncAt: dueAt(draft.carrier, actions, draft.at),
    ...(draft.shipment ? { shipment: draft.shipment } : {}),
    ...(draft.audit ? { audit: draft.audit } : {}),
    ...(draft.timeZone ? { timeZone: draft.timeZone } : {}),
    createdAt: draft.at,
  });
}

export class OpenClaimExistsError extends Error {
  constructor(readonly claimId: string | null) {
    super('This tracking number already has an open investigation');
    this.name = 'OpenClaimExistsError';
  }
}

/** A new claim's counter deltas: one more claim, of its carrier, in its first state, waiting for its actions. */
export const creationDeltas = (claim: StoredClaim) =>
  mergeDeltas(
    mergeDeltas(
      counterDeltas({
        carrier: claim.carrier,
        issue: claim.reason_refund,
        createdAt: claim.createdAt,
        timeZone: claim.timeZone ?? CLAIMS_TIME_ZONE,
        currency: claim.currency,
        cents: claim.requestedCents,
        at: claim.createdAt,
        from: null,
        to: claim.state,
        counted: [],
      }).deltas,
      actionDeltas([], claim.actions),
    ),
    mergeDeltas(
      mergeDeltas(facetDeltas(null, claim), windowDeltas(null, closingDay(claim))),
      deskDeltas(null, deskPlace(claim)),
    ),
  );

/**
 * A claim's first history entry ('created'), which also puts the claim on the reference index by
 * its tracking number (My claims' exact search).
 */
export function createdEntryItem(claim: StoredClaim, by: string): Record<string, unknown> {
  return historyItem(
    claim,
    { at: claim.createdAt, event: 'created', from: null, to: claim.state, by, message: null },
    onIndex(
      INDEX.reference,
      partitions.trackingNumber(claim.companyId, normaliseTracking(claim.tracking_number)),
      claim.claimId,
    ),
  );
}

/**
 * The three writes that create a claim, each conditional: its open marker (first: a refused marker
 * tells who holds the tracking number), the claim, and its first history entry.
 */
function creationWrites(claim: StoredClaim, by: string): TransactItem[] {
  return [
    txPut(
      {
        ...keys.openClaim(claim.companyId, claim.tracking_number),
        entity: 'openClaim',
        claimId: claim.claimId,
      },
      { ...IF_ABSENT, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' },
    ),
    txPut(claimItem(claim), IF_ABSENT),
    txPut(createdEntryItem(claim, by)),
  ];
}

/** Opens the claim: creates it, its open marker, its first history entry and its counters, or nothing. */
export async function openClaim(claim: StoredClaim, by: string): Promise<void> {
  try {
    await table.transact([
      ...creationWrites(claim, by),
      ...counterUpdates(claim.companyId, creationDeltas(claim)),
    ]);
  } catch (error) {
    const failed = transactionConditionFailures(error);
    if (failed?.[0])
      throw new OpenClaimExistsError(await openClaimId(claim.companyId, claim.tracking_number));
    throw error;
  }
}

export type OpenOutcome = 'created' | 'open_claim';

/**
 * Creates many claims of one run, 25 to a transaction (75 items: each claim's open marker, item and
 * first history entry). Without `count`, no counters: the run adds them once per batch
 * (functions/bulk); with it, the transaction that creates claims adds them to the counters too (a
 * few more items), so a claim is counted exactly when it is created. Ids are the run's own (derived
 * from the row), so a retry finds its earlier work: a claim that exists, or an open marker held by
 * the same claim id, is 'created'; a marker held by another claim is 'open_claim'. A transaction
 * refused for such rows is sent again without them.
 */
export async function openClaims(
  claims: StoredClaim[],
  by: string,
  { count = false }: { count?: boolean } = {},
): Promise<Map<string, OpenOutcome>> {
  const outcomes = new Map<string, OpenOutcome>();
  // A claim that would wait for its goods gets them from the sales data, when the order is there.
  claims = await withSalesData(claims);
  for (let start = 0; start < claims.length; start += 25) {
    let pending = claims.slice(start, start + 25);
    while (pending.length) {
      try {
        await table.transact([
          ...pending.flatMap((claim) => creationWrites(claim, by)),
          ...(count
            ? counterUpdates(
                pending[0]!.companyId,
                pending.reduce<CounterDeltas>(
                  (deltas, claim) => mergeDeltas(deltas, creationDeltas(claim)),
                  {},
                ),
              )
            : []),
        ]);
        for (const claim of pending) outcomes.set(claim.claimId, 'created');
        break;
      } catch (error) {
        const reasons = cancellationReasons(error);
        if (!reasons) throw error;
        const next: StoredClaim[] = [];
        for (const [index, claim] of pending.entries()) {
          const marker = reasons[index * 3];
          const item = reasons[index * 3 + 1];
          if (marker?.Code === 'ConditionalCheckFailed') {
            const holder =
              marker.Item?.claimId?.S ?? (await openClaimId(claim.companyId, claim.tracking_number));
            outcomes.set(claim.claimId, holder === claim.claimId ? 'created' : 'open_claim');
          } else if (item?.Code === 'ConditionalCheckFailed') outcomes.set(claim.claimId, 'created');
          else next.push(claim);
        }
        // Nothing was settled (a conflict with another writer): let the caller's retry try again.
        if (next.length === pending.length) throw error;
        pending = next;
      }
    }
  }
  return outcomes;
}

/**
 * The form's overwrite: the open investigation of the tracking number takes the new claim's
 * details (a history entry 'overwritten'), and is due as the new claim would be unless the carrier
 * has it already.
 */
export function replaceDetails(existing: StoredClaim, claim: StoredClaim, by: string): Promise<StoredClaim> {
  return changeClaim(existing, {
    mover: 'merchant',
    event: 'overwritten',
    to: existing.state,
    by,
    at: claim.createdAt,
    message: null,
    set: {
      tracking_number: claim.tracking_number,
      carrier: claim.carrier,
      reason_refund: claim.reason_refund,
      reference: claim.reference,
      currency: claim.currency,
      requestedCents: claim.requestedCents,
      lines: claim.lines,
      documents: claim.documents,
      actions: claim.actions,
      nextSyncAt: existing.claim_number ? existing.nextSyncAt : claim.nextSyncAt,
    },
  });
}
