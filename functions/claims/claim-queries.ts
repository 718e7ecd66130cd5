/**
 * Reading investigations: by id (one, a batch, with its history), the company's list and its
 * waiting list a page at a time from their indexes, by order number, the sync job's due list, the
 * open investigation of tracking numbers, and the claim center's counters.
 */
import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { normaliseTracking } from '@shared/carriers';
import type { ActionKind } from '@shared/claims/actions';
import type { FilterList } from '@shared/claims/filters';
import type { ClaimHistoryEntry } from '@shared/claims/schema';
import { INDEX } from '../../infra/table';
import { dynamo } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { FACETS } from './counters';
import {
  attentionPartition,
  claimKey,
  listingPartition,
  openKey,
  referencePartition,
  type StoredClaim,
  SYNC_PARTITION,
  toStoredClaim,
} from './stored-claim';

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
