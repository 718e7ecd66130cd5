/**
 * Changing an investigation that exists. Every change is one transaction: the claim (conditional
 * on its version), its history entry and its counters, so a retried or concurrent change applies
 * once or not at all. A change that lost the race throws ClaimChangedError: `retryOnChange` reads
 * the claim again and decides again, `unlessChanged` lets what happened meanwhile stand.
 */
import type { ActionKind } from '@shared/claims/actions';
import { normaliseClaimNumber } from '@shared/claims/carrier-mail';
import type { ClaimMover, ClaimState } from '@shared/claims/lifecycle';
import { canMove, STAGE_OF } from '@shared/claims/lifecycle';
import type { ClaimHistoryEntry, HistoryEvent } from '@shared/claims/schema';
import { feeLineWrites } from '../billing/fee-lines';
import { HttpError } from '../http/errors';
import { transactionConditionFailures } from '../lib/aws/dynamo';
import { counterUpdate } from '../lib/table/counter-update';
import { keys } from '../lib/table/keys';
import { IF_ABSENT, IF_PRESENT, type TransactItem, table, txDelete, txPut } from '../lib/table/table';
import { closingDay } from './claim-view';
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
import { scorecardDeltas } from './scorecard-counters';
import { claimItem, deskPlace, type StoredClaim } from './stored-claim';

// Defined beside the carrier e-mail rules (pure, for the mail reader's unit tests); kept exported here.
export { normaliseClaimNumber } from '@shared/claims/carrier-mail';

/** The history entry of the claim's current version, as a transaction's put. */
/** A history entry as a table item (with the index attributes it is given). */
export function historyItem(
  claim: StoredClaim,
  entry: ClaimHistoryEntry,
  indexes: Record<string, string> = {},
): Record<string, unknown> {
  return {
    ...keys.claimHistory(claim.companyId, claim.claimId, claim.version),
    entity: 'claimHistory',
    claimId: claim.claimId,
    ...entry,
    ...indexes,
  };
}

export function historyPut(
  claim: StoredClaim,
  entry: ClaimHistoryEntry,
  indexes: Record<string, string> = {},
): TransactItem {
  return txPut(historyItem(claim, entry, indexes));
}

/** ADDs of counter deltas to the company's stats items (claim stats, or another `entity`'s). */
export const counterUpdates = (companyId: string, deltas: CounterDeltas, entity = 'claimStats') =>
  Object.entries(deltas).map(([sk, counters]) =>
    counterUpdate(companyId, sk, Object.entries(counters), entity),
  );

/**
 * The claim changed since it was read (another change won): read it again and decide again. Not
 * caught, it answers 409 with the catalog's conflict message.
 */
export class ClaimChangedError extends HttpError {
  constructor() {
    super('resource.conflict', 'The investigation changed meanwhile; try again');
    this.name = 'ClaimChangedError';
  }
}

export interface ClaimChange {
  mover: ClaimMover;
  /** What the history records; null for bookkeeping that changes nothing a person sees (next sync). */
  event: HistoryEvent | null;
  to: ClaimState;
  by: string;
  at: string;
  message: string | null;
  /** The action the merchant answered, recorded in the history entry. */
  action?: ActionKind;
  /** The desk form's own id (a second click of the same form finds its move in the history). */
  moveId?: string;
  /** Other attributes the change sets (claim number, carrier message, amounts...). */
  set?: Partial<Omit<StoredClaim, 'claimId' | 'companyId' | 'state' | 'stage' | 'version' | 'counted'>>;
  /**
   * Writes that stand or fall with the change, in its transaction (a carrier mail's status, decided
   * once with the move it made). One failing its condition throws ClaimChangedError, as the claim's does.
   */
  alongside?: TransactItem[];
}

/** A closed claim going back to the carrier finds another investigation open on its tracking number. */
export class TrackingTakenError extends HttpError {
  constructor() {
    super('claim.tracking_exists', 'Another investigation is open for this tracking number');
    this.name = 'TrackingTakenError';
  }
}

/** Why a state change is refused: the lifecycle does not allow it for this mover. */
export class MoveRefusedError extends Error {
  constructor(
    readonly from: ClaimState,
    readonly to: ClaimState,
  ) {
    super(`An investigation cannot move from ${from} to ${to}`);
    this.name = 'MoveRefusedError';
  }
}

/**
 * Applies a change to the claim as read: its state (checked against the lifecycle), the other
 * attributes, a history entry and the counters, conditional on the claim not having changed since.
 * A change that keeps the state (new details, a new carrier message) is written the same way.
 */
export async function changeClaim(claim: StoredClaim, change: ClaimChange): Promise<StoredClaim> {
  const moving = change.to !== claim.state;
  if (moving && !canMove(change.mover, claim.state, change.to))
    throw new MoveRefusedError(claim.state, change.to);
  if (!moving && claim.state === 'stopped') throw new MoveRefusedError(claim.state, change.to);
  const next: StoredClaim = {
    ...claim,
    ...change.set,
    state: change.to,
    stage: STAGE_OF[change.to],
    version: claim.version + 1,
    updatedAt: change.at,
    ...(change.moveId ? { lastMoveId: change.moveId } : {}),
  };
  const closing = STAGE_OF[change.to] === 'closed';
  const reopening = STAGE_OF[claim.state] === 'closed' && !closing;
  // A closed claim waits for nothing: neither the carrier nor the merchant.
  if (closing) {
    next.nextSyncAt = null;
    next.actions = [];
  }
  // A claim stored before the desk was never counted on it: it is counted from nothing now.
  next.deskCounted = true;
  const [before, after] = [claim.deskCounted ? deskPlace(claim) : null, deskPlace(next)];
  if (after.lane !== before?.lane) next.deskSince = change.at;
  const numbered =
    next.claim_number && next.claim_number !== claim.claim_number
      ? [
          txPut({
            ...keys.claimNumber(next.companyId, next.carrier, normaliseClaimNumber(next.claim_number)),
            entity: 'claimNumber',
            claimId: next.claimId,
          }),
        ]
      : [];
  const deltas: CounterDeltas = mergeDeltas(
    mergeDeltas(actionDeltas(claim.actions, next.actions), facetDeltas(claim, next)),
    mergeDeltas(windowDeltas(closingDay(claim), closingDay(next)), deskDeltas(before, after)),
  );
  if (moving) {
    const counted = counterDeltas({
      carrier: next.carrier,
      issue: next.reason_refund,
      createdAt: next.createdAt,
      timeZone: next.timeZone ?? CLAIMS_TIME_ZONE,
      currency: next.currency,
      cents: next.requestedCents,
      at: change.at,
      from: claim.state,
      to: change.to,
      counted: claim.counted,
    });
    mergeDeltas(deltas, counted.deltas);
    next.counted = counted.counted;
  }
  // The carrier scorecards' desk figures (./scorecard-counters): in the same transaction, like the rest.
  const scored = scorecardDeltas(claim, {
    to: change.to,
    event: change.event,
    at: change.at,
    creditedCents: next.creditedCents ?? next.confirmedCents ?? next.requestedCents,
  });
  mergeDeltas(deltas, scored.deltas);
  if (scored.scoring) next.scoring = scored.scoring;
  // When the refund was credited: the Refunds list's order.
  if (change.to === 'credited' && claim.state !== 'credited') next.creditedAt = change.at;
  const item = claimItem(next);
  // A refund credited earns its success fee line; one reversed, the line's reversal (same transaction).
  const fees = moving ? await feeLineWrites(claim, next, change.at, change.message) : [];
  try {
    await table.transact([
      txPut(item, {
        ConditionExpression: 'attribute_exists(pk) AND version = :version',
        ExpressionAttributeValues: { ':version': claim.version },
      }),
      ...(change.event
        ? [
            historyPut(next, {
              at: change.at,
              event: change.event,
              from: moving ? claim.state : null,
              to: change.to,
              by: change.by,
              message: change.message,
              ...(change.action ? { action: change.action } : {}),
              ...(change.moveId ? { moveId: change.moveId } : {}),
            }),
          ]
        : []),
      ...counterUpdates(claim.companyId, deltas),
      ...fees,
      ...numbered,
      ...(change.alongside ?? []),
      // Back to the carrier after its denial: the tracking number is this claim's again, unless
      // another investigation took it meanwhile.
      ...(reopening
        ? [
            txPut(
              {
                ...keys.openClaim(claim.companyId, claim.tracking_number),
                entity: 'openClaim',
                claimId: claim.claimId,
              },
              IF_ABSENT,
            ),
          ]
        : []),
      // A closed claim frees its tracking number for a new investigation.
      ...(closing && STAGE_OF[claim.state] !== 'closed'
        ? [
            txDelete(keys.openClaim(claim.companyId, claim.tracking_number), {
              ConditionExpression: 'attribute_not_exists(pk) OR claimId = :claimId',
              ExpressionAttributeValues: { ':claimId': claim.claimId },
            }),
          ]
        : []),
    ]);
  } catch (error) {
    const failed = transactionConditionFailures(error);
    if (failed?.[0]) throw new ClaimChangedError();
    if (failed && reopening) throw new TrackingTakenError();
    if (failed) throw new ClaimChangedError();
    throw error;
  }
  return next;
}

/** Marks or unmarks the claim as a favourite of one person (no history: it is theirs, not the claim's). */
export async function setFavourite(
  claim: StoredClaim,
  userId: string,
  favourite: boolean,
): Promise<StoredClaim> {
  const favourites = favourite
    ? [...new Set([...claim.favourites, userId])]
    : claim.favourites.filter((id) => id !== userId);
  await table.update(keys.claim(claim.companyId, claim.claimId), {
    UpdateExpression: 'SET favourites = :favourites',
    ...IF_PRESENT,
    ExpressionAttributeValues: { ':favourites': favourites },
  });
  return { ...claim, favourites };
}

/**
 * Optimistic concurrency, written once: `change` decides on the claim as read and writes it
 * conditionally; when another writer changed it first, the claim is read again and `change`
 * decides again, `attempts` times in all (then the conflict is thrown). Null when there is no
 * claim (none to begin with, or gone when read again).
 */
export async function retryOnChange<T>(
  claim: StoredClaim | null,
  readAgain: () => Promise<StoredClaim | null>,
  change: (claim: StoredClaim) => Promise<T>,
  attempts = 3,
): Promise<T | null> {
  for (let attempt = 1; claim; attempt++) {
    try {
      return await change(claim);
    } catch (error) {
      if (!(error instanceof ClaimChangedError) || attempt >= attempts) throw error;
      claim = await readAgain();
    }
  }
  return null;
}

/** A change that yields to whatever changed the claim meanwhile: `meanwhile` is answered instead. */
export async function unlessChanged<T>(write: Promise<T>, meanwhile: T): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (error instanceof ClaimChangedError) return meanwhile;
    throw error;
  }
}
