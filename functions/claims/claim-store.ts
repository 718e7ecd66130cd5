/**
 * Investigations in the table, under their company:
 * - the claim `C#<co>` / `CLAIM#<id>` (ids are time-ordered), listed newest first on the listing
 *   index (`CLAIMS#<co>`), and, while the carrier may still move it, on the lookup index under
 *   `CLAIMSYNC` ordered by when it is next due (the sync job's work list, across companies);
 * - its history `CLAIM#<id>#H#<at>#<n>`, read with the claim in one query;
 * - `OPEN#<tracking number>`, held while the claim is not closed: a tracking number has at most one
 *   open investigation, enforced by a conditional write, not by a read first;
 * - the counters (./counters) the claim center reads.
 * Every change is one transaction: the claim (conditional on its version), its history entry and
 * its counters, so a retried or concurrent change applies once or not at all.
 */
import {
  BatchGetCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { normaliseTracking } from '@shared/carriers';
import { type ActionItem, type ActionKind, normaliseReference } from '@shared/claims/actions';
import type { FilterList } from '@shared/claims/filters';
import type { ClaimMover, ClaimState } from '@shared/claims/lifecycle';
import { canMove, STAGE_OF } from '@shared/claims/lifecycle';
import type { ClaimAudit, ClaimHistoryEntry, ClaimView, HistoryEvent } from '@shared/claims/schema';
import { INDEX } from '../../infra/table';
import { cancellationReasons, dynamo, transactionConditionFailures } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import {
  type AmountKind,
  actionDeltas,
  type CounterDeltas,
  counterDeltas,
  FACETS,
  facetDeltas,
  mergeDeltas,
  statsKeys,
} from './counters';

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
    'requested_amount' | 'confirmed_amount' | 'credited_amount' | 'favourite' | 'days_left_to_claim' | 'audit'
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
  Partial<Pick<StoredClaim, 'state' | 'claim_source' | 'nextSyncAt' | 'shipment' | 'audit'>>;

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

const claimKey = (companyId: string, claimId: string) => ({ pk: `C#${companyId}`, sk: `CLAIM#${claimId}` });
const openKey = (companyId: string, trackingNumber: string) => ({
  pk: `C#${companyId}`,
  sk: `OPEN#${trackingNumber}`,
});

export const listingPartition = (companyId: string) => `CLAIMS#${companyId}`;
export const SYNC_PARTITION = 'CLAIMSYNC';

export const attentionPartition = (companyId: string) => `ATTENTION#${companyId}`;
export const referencePartition = (companyId: string, reference: string) =>
  `REF#${companyId}#${normaliseReference(reference)}`;

function indexAttributes(claim: StoredClaim): Record<string, string> {
  const attributes: Record<string, string> = {
    [INDEX.listing.partitionKey]: listingPartition(claim.companyId),
    [INDEX.listing.sortKey]: `${claim.createdAt}#${claim.claimId}`,
    [INDEX.reference.partitionKey]: referencePartition(claim.companyId, claim.reference),
    [INDEX.reference.sortKey]: claim.claimId,
  };
  if (claim.nextSyncAt) {
    attributes[INDEX.lookup.partitionKey] = SYNC_PARTITION;
    attributes[INDEX.lookup.sortKey] = `${claim.nextSyncAt}#${claim.companyId}#${claim.claimId}`;
  }
  // Sparse: only claims waiting for the merchant are on the action-required index.
  if (claim.actions.length) {
    attributes[INDEX.attention.partitionKey] = attentionPartition(claim.companyId);
    attributes[INDEX.attention.sortKey] = `${claim.createdAt}#${claim.claimId}`;
  }
  return attributes;
}

const INDEX_ATTRIBUTES = new Set<string>(
  Object.values(INDEX).flatMap((index) => [index.partitionKey, index.sortKey]),
);

/** The claim as a table item: its keys, its attributes and its index attributes. */
export function claimItem(claim: StoredClaim): Record<string, unknown> {
  return {
    ...claimKey(claim.companyId, claim.claimId),
    entity: 'claim',
    ...claim,
    ...indexAttributes(claim),
  };
}

export function toStoredClaim(item: Record<string, unknown>): StoredClaim {
  const claim: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(item)) {
    if (name !== 'pk' && name !== 'sk' && name !== 'entity' && !INDEX_ATTRIBUTES.has(name))
      claim[name] = value;
  }
  return claim as unknown as StoredClaim;
}

/** History entries sort by the claim version they record: one per change, in order. */
const historySortKey = (claimId: string, version: number) =>
  `CLAIM#${claimId}#H#${String(version).padStart(6, '0')}`;

function historyPut(claim: StoredClaim, entry: ClaimHistoryEntry) {
  return {
    Put: {
      TableName: env.TABLE_NAME,
      Item: {
        pk: `C#${claim.companyId}`,
        sk: historySortKey(claim.claimId, claim.version),
        entity: 'claimHistory',
        claimId: claim.claimId,
        ...entry,
      },
    },
  };
}

/** ADDs of counter deltas to the company's stats items (claim stats, or another `entity`'s). */
export function counterUpdates(companyId: string, deltas: CounterDeltas, entity = 'claimStats') {
  return Object.entries(deltas).map(([sk, counters]) => {
    const names: Record<string, string> = {};
    const values: Record<string, number> = {};
    const parts = Object.entries(counters).map(([name, delta], index) => {
      names[`#c${index}`] = name;
      values[`:c${index}`] = delta;
      return `#c${index} :c${index}`;
    });
    return {
      Update: {
        TableName: env.TABLE_NAME,
        Key: { pk: `C#${companyId}`, sk },
        UpdateExpression: `SET entity = :entity ADD ${parts.join(', ')}`,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ...values, ':entity': entity },
      },
    };
  });
}

export class OpenClaimExistsError extends Error {
  constructor(readonly claimId: string | null) {
    super('This tracking number already has an open investigation');
    this.name = 'OpenClaimExistsError';
  }
}

/** The claim changed since it was read (another change won): read it again and decide again. */
export class ClaimChangedError extends Error {
  constructor() {
    super('The investigation changed meanwhile');
    this.name = 'ClaimChangedError';
  }
}

/** A new claim's counter deltas: one more claim, of its carrier, in its first state, waiting for its actions. */
export const creationDeltas = (claim: StoredClaim) =>
  mergeDeltas(
    mergeDeltas(
      counterDeltas({
        carrier: claim.carrier,
        currency: claim.currency,
        cents: claim.requestedCents,
        at: claim.createdAt,
        from: null,
        to: claim.state,
        counted: [],
      }).deltas,
      actionDeltas([], claim.actions),
    ),
    facetDeltas(null, claim),
  );

/**
 * The three writes that create a claim, each conditional: its open marker (first: a refused marker
 * tells who holds the tracking number), the claim, and its first history entry.
 */
function creationWrites(claim: StoredClaim, by: string) {
  return [
    {
      Put: {
        TableName: env.TABLE_NAME,
        Item: {
          ...openKey(claim.companyId, claim.tracking_number),
          entity: 'openClaim',
          claimId: claim.claimId,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    },
    {
      Put: {
        TableName: env.TABLE_NAME,
        Item: claimItem(claim),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    historyPut(claim, {
      at: claim.createdAt,
      event: 'created',
      from: null,
      to: claim.state,
      by,
      message: null,
    }),
  ];
}

/** Creates the claim, its open marker, its first history entry and its counters, or nothing. */
export async function createClaim(claim: StoredClaim, by: string): Promise<void> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          ...creationWrites(claim, by),
          ...counterUpdates(claim.companyId, creationDeltas(claim)),
        ],
      }),
    );
  } catch (error) {
    const failed = transactionConditionFailures(error);
    if (failed?.[0])
      throw new OpenClaimExistsError(await openClaimId(claim.companyId, claim.tracking_number));
    throw error;
  }
}

export type BulkOutcome = 'created' | 'open_claim';

/**
 * Creates many claims of one run, 25 to a transaction (75 items: each claim's open marker, item and
 * first history entry). Without `count`, no counters: the run adds them once per batch
 * (functions/bulk); with it, the transaction that creates claims adds them to the counters too (a
 * few more items), so a claim is counted exactly when it is created. Ids are the run's own (derived
 * from the row), so a retry finds its earlier work: a claim that exists, or an open marker held by
 * the same claim id, is 'created'; a marker held by another claim is 'open_claim'. A transaction
 * refused for such rows is sent again without them.
 */
export async function createClaimsOnce(
  claims: StoredClaim[],
  by: string,
  { count = false }: { count?: boolean } = {},
): Promise<Map<string, BulkOutcome>> {
  const outcomes = new Map<string, BulkOutcome>();
  for (let start = 0; start < claims.length; start += 25) {
    let pending = claims.slice(start, start + 25);
    while (pending.length) {
      try {
        await dynamo.send(
          new TransactWriteCommand({
            TransactItems: [
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
            ],
          }),
        );
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

export async function openClaimId(companyId: string, trackingNumber: string): Promise<string | null> {
  const out = await dynamo.send(
    new GetCommand({
      TableName: env.TABLE_NAME,
      Key: openKey(companyId, trackingNumber),
      ConsistentRead: true,
    }),
  );
  return (out.Item?.claimId as string | undefined) ?? null;
}

/** The open investigation of each tracking number that has one (one batched read). */
export async function openClaimIds(
  companyId: string,
  trackingNumbers: string[],
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  const unique = [...new Set(trackingNumbers)];
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] = unique
      .slice(start, start + 100)
      .map((trackingNumber) => openKey(companyId, trackingNumber));
    while (keys.length) {
      const out = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [env.TABLE_NAME]: { Keys: keys } } }),
      );
      for (const item of out.Responses?.[env.TABLE_NAME] ?? [])
        found.set((item.sk as string).slice('OPEN#'.length), item.claimId as string);
      keys = (out.UnprocessedKeys?.[env.TABLE_NAME]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return found;
}

/** The company's claims of these ids that exist, by id (batched reads, consistent, retrying what DynamoDB left unread). */
export async function getClaims(companyId: string, claimIds: string[]): Promise<Map<string, StoredClaim>> {
  const found = new Map<string, StoredClaim>();
  const unique = [...new Set(claimIds)];
  for (let start = 0; start < unique.length; start += 100) {
    let keys: Record<string, unknown>[] = unique
      .slice(start, start + 100)
      .map((claimId) => claimKey(companyId, claimId));
    while (keys.length) {
      const out = await dynamo.send(
        new BatchGetCommand({ RequestItems: { [env.TABLE_NAME]: { Keys: keys, ConsistentRead: true } } }),
      );
      for (const item of out.Responses?.[env.TABLE_NAME] ?? []) {
        const claim = toStoredClaim(item);
        found.set(claim.claimId, claim);
      }
      keys = (out.UnprocessedKeys?.[env.TABLE_NAME]?.Keys as Record<string, unknown>[] | undefined) ?? [];
    }
  }
  return found;
}

export async function getClaim(companyId: string, claimId: string): Promise<StoredClaim | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: claimKey(companyId, claimId), ConsistentRead: true }),
  );
  return out.Item ? toStoredClaim(out.Item) : null;
}

/** The claim and its history, oldest entry first, in one query. */
export async function getClaimWithHistory(
  companyId: string,
  claimId: string,
): Promise<{ claim: StoredClaim; history: ClaimHistoryEntry[] } | null> {
  let claim: StoredClaim | null = null;
  const history: ClaimHistoryEntry[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `C#${companyId}`, ':prefix': `CLAIM#${claimId}` },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) {
      if (item.entity === 'claim' && item.claimId === claimId) claim = toStoredClaim(item);
      else if (item.entity === 'claimHistory' && item.claimId === claimId) {
        const { at, event, from, to, by, message, action } = item as unknown as ClaimHistoryEntry;
        history.push({ at, event, from, to, by, message, ...(action ? { action } : {}) });
      }
    }
    start = out.LastEvaluatedKey;
  } while (start);
  return claim ? { claim, history } : null;
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
  /** Other attributes the change sets (claim number, carrier message, amounts...). */
  set?: Partial<Omit<StoredClaim, 'claimId' | 'companyId' | 'state' | 'stage' | 'version' | 'counted'>>;
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
  };
  const closing = STAGE_OF[change.to] === 'closed';
  // A closed claim waits for nothing: neither the carrier nor the merchant.
  if (closing) {
    next.nextSyncAt = null;
    next.actions = [];
  }
  const deltas: CounterDeltas = mergeDeltas(
    actionDeltas(claim.actions, next.actions),
    facetDeltas(claim, next),
  );
  if (moving) {
    const counted = counterDeltas({
      carrier: next.carrier,
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
  const item = claimItem(next);
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: env.TABLE_NAME,
              Item: item,
              ConditionExpression: 'attribute_exists(pk) AND version = :version',
              ExpressionAttributeValues: { ':version': claim.version },
            },
          },
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
                }),
              ]
            : []),
          ...counterUpdates(claim.companyId, deltas),
          // A closed claim frees its tracking number for a new investigation.
          ...(closing && STAGE_OF[claim.state] !== 'closed'
            ? [
                {
                  Delete: {
                    TableName: env.TABLE_NAME,
                    Key: openKey(claim.companyId, claim.tracking_number),
                    ConditionExpression: 'attribute_not_exists(pk) OR claimId = :claimId',
                    ExpressionAttributeValues: { ':claimId': claim.claimId },
                  },
                },
              ]
            : []),
        ],
      }),
    );
  } catch (error) {
    if (transactionConditionFailures(error)) throw new ClaimChangedError();
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
  await dynamo.send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: claimKey(claim.companyId, claim.claimId),
      UpdateExpression: 'SET favourites = :favourites',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':favourites': favourites },
    }),
  );
  return { ...claim, favourites };
}

export interface ClaimFilters {
  /** The filter lists (shared/claims/filters), by the list's name. */
  lists: Partial<Record<FilterList, string[]>>;
  lox?: boolean;
  ownerId?: string;
  favouriteOf?: string;
  /** Days of creation, inclusive (YYYY-MM-DD). */
  from?: string;
  to?: string;
  q?: string;
}

/** The claim attribute each filter list reads. */
const LIST_ATTRIBUTE: Record<FilterList, string> = {
  carrier: 'carrier',
  state: 'state',
  stage: 'stage',
  reason_refund: 'reason_refund',
  claim_source: 'claim_source',
  ...FACETS,
};

/** Where a page ended on an index: the key to carry on from after `item`. */
const positionOn = (index: (typeof INDEX)[keyof typeof INDEX], item: Record<string, unknown>) => ({
  pk: item.pk,
  sk: item.sk,
  [index.partitionKey]: item[index.partitionKey],
  [index.sortKey]: item[index.sortKey],
});

/** The most items one list request reads through while filtering, so a selective filter stays bounded. */
const MAX_ITEMS_READ = 2000;

/**
 * A page of claims from one partition of an index, newest first. Filters are applied by DynamoDB
 * while reading; a filtered read stops after MAX_ITEMS_READ items, so a page may come back short
 * with a cursor, and the next call carries on from there.
 */
async function pageOnIndex(
  index: (typeof INDEX)[keyof typeof INDEX],
  partition: string,
  filter: { conditions: string[]; names: Record<string, string>; values: Record<string, unknown> },
  limit: number,
  cursor?: Record<string, unknown>,
  /** Bounds of the index's sort key, inclusive. */
  range?: { low: string; high: string },
): Promise<{ items: StoredClaim[]; cursor: Record<string, unknown> | null }> {
  const filtered = filter.conditions.length > 0;
  const items: StoredClaim[] = [];
  let start = cursor;
  let read = 0;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        IndexName: index.name,
        KeyConditionExpression: range ? '#ipk = :ipk AND #isk BETWEEN :low AND :high' : '#ipk = :ipk',
        FilterExpression: filtered ? filter.conditions.join(' AND ') : undefined,
        ExpressionAttributeNames: {
          ...filter.names,
          '#ipk': index.partitionKey,
          ...(range ? { '#isk': index.sortKey } : {}),
        },
        ExpressionAttributeValues: {
          ...filter.values,
          ':ipk': partition,
          ...(range ? { ':low': range.low, ':high': range.high } : {}),
        },
        ScanIndexForward: false,
        Limit: filtered ? Math.min(500, MAX_ITEMS_READ - read) : limit - items.length,
        ExclusiveStartKey: start,
      }),
    );
    read += out.ScannedCount ?? 0;
    for (const item of out.Items ?? []) {
      items.push(toStoredClaim(item));
      // More may follow: carry on after the last claim returned.
      if (items.length === limit) return { items, cursor: positionOn(index, item) };
    }
    start = out.LastEvaluatedKey;
  } while (start && read < MAX_ITEMS_READ);
  return { items, cursor: start ?? null };
}

/**
 * A page of the company's claims, newest first, from the listing index. Filters are applied by
 * DynamoDB while reading the company's partition; a page may come back short with a cursor when
 * the filter is selective, and the next call carries on from there.
 */
export async function listClaims(
  companyId: string,
  filters: ClaimFilters,
  limit: number,
  cursor?: Record<string, unknown>,
): Promise<{ items: StoredClaim[]; cursor: Record<string, unknown> | null }> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const conditions: string[] = [];
  for (const [list, chosen] of Object.entries(filters.lists) as [FilterList, string[]][]) {
    if (!chosen.length) continue;
    names[`#${list}`] = LIST_ATTRIBUTE[list];
    const placeholders = chosen.map((value, index) => {
      values[`:${list}${index}`] = value;
      return `:${list}${index}`;
    });
    conditions.push(`#${list} IN (${placeholders.join(', ')})`);
  }
  if (filters.lox) {
    values[':lox'] = true;
    conditions.push('is_lox_claim = :lox');
  }
  if (filters.ownerId) {
    values[':owner'] = filters.ownerId;
    conditions.push('ownerId = :owner');
  }
  if (filters.favouriteOf) {
    values[':me'] = filters.favouriteOf;
    conditions.push('contains(favourites, :me)');
  }
  if (filters.q) {
    values[':q'] = normaliseTracking(filters.q);
    values[':qRaw'] = filters.q;
    names['#tracking'] = 'tracking_number';
    names['#reference'] = 'reference';
    conditions.push('(begins_with(#tracking, :q) OR contains(#reference, :qRaw))');
  }
  return pageOnIndex(
    INDEX.listing,
    listingPartition(companyId),
    { conditions, names, values },
    limit,
    cursor,
    // The listing's sort key starts with the creation date-time: a day range is a key range.
    filters.from || filters.to
      ? { low: filters.from ?? '0000', high: `${filters.to ?? '9999-12-31'}~` }
      : undefined,
  );
}

/** What the action-required list shows of a claim. */
export const actionItem = (claim: StoredClaim): ActionItem => ({
  claimId: claim.claimId,
  tracking_number: claim.tracking_number,
  carrier: claim.carrier,
  reference: claim.reference,
  reason_refund: claim.reason_refund,
  state: claim.state,
  actions: claim.actions,
  createdAt: claim.createdAt,
});

/**
 * A page of the company's claims waiting for the merchant, newest first, from the sparse attention
 * index (only such claims are on it); `kind` keeps those waiting for one kind of action.
 */
export async function listWaitingClaims(
  companyId: string,
  kind: ActionKind | undefined,
  limit: number,
  cursor?: Record<string, unknown>,
): Promise<{ items: StoredClaim[]; cursor: Record<string, unknown> | null }> {
  return pageOnIndex(
    INDEX.attention,
    attentionPartition(companyId),
    kind
      ? { conditions: ['contains(actions, :kind)'], names: {}, values: { ':kind': kind } }
      : { conditions: [], names: {}, values: {} },
    limit,
    cursor,
  );
}

/** The company's claims for one order number (as the reference index keys it: spaces dropped, upper case). */
export async function claimsForOrder(companyId: string, orderNumber: string): Promise<StoredClaim[]> {
  const claims: StoredClaim[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        IndexName: INDEX.reference.name,
        KeyConditionExpression: '#rpk = :rpk',
        ExpressionAttributeNames: { '#rpk': INDEX.reference.partitionKey },
        ExpressionAttributeValues: { ':rpk': referencePartition(companyId, orderNumber) },
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? []) claims.push(toStoredClaim(item));
    start = out.LastEvaluatedKey;
  } while (start);
  return claims;
}

/** Claims due for the carrier, across companies, the most overdue first. */
export async function claimsDueForSync(
  now: string,
  limit: number,
): Promise<{ companyId: string; claimId: string }[]> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      IndexName: INDEX.lookup.name,
      KeyConditionExpression: '#pk = :pk AND #sk <= :now',
      ExpressionAttributeNames: { '#pk': INDEX.lookup.partitionKey, '#sk': INDEX.lookup.sortKey },
      ExpressionAttributeValues: { ':pk': SYNC_PARTITION, ':now': `${now}#~` },
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map((item) => ({
    companyId: item.companyId as string,
    claimId: item.claimId as string,
  }));
}

/** The counters items named by `keys` (at most 100), in one BatchGetItem call (retrying leftovers). */
export async function readClaimStats(
  companyId: string,
  keys: string[],
): Promise<Record<string, Record<string, number>>> {
  const stats: Record<string, Record<string, number>> = {};
  let wanted: Record<string, unknown>[] = [...new Set(keys)].map((sk) => ({ pk: `C#${companyId}`, sk }));
  while (wanted.length) {
    const out = await dynamo.send(
      new BatchGetCommand({ RequestItems: { [env.TABLE_NAME]: { Keys: wanted } } }),
    );
    for (const item of out.Responses?.[env.TABLE_NAME] ?? []) {
      const { pk: _pk, sk, entity: _entity, ...counters } = item;
      stats[sk as string] = counters as Record<string, number>;
    }
    wanted = (out.UnprocessedKeys?.[env.TABLE_NAME]?.Keys ?? []) as Record<string, unknown>[];
  }
  return stats;
}

export { statsKeys };
