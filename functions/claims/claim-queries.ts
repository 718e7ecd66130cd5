/**
 * Reading investigations: by id (one, a batch, with its history), the company's list and its
 * waiting list a page at a time from their indexes, by order number, the sync job's due list, the
 * open investigation of tracking numbers, and the claim center's counters.
 */
import { normaliseTracking } from '@shared/carriers/carriers';
import type { ActionKind } from '@shared/claims/actions';
import type { FilterList } from '@shared/claims/filters';
import type { ClaimHistoryEntry } from '@shared/claims/schema';
import { fromItem } from '../lib/table/item';
import { collections, isPositionOn, keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { FACETS } from './counters';
import { referencePartition, type StoredClaim, toStoredClaim } from './stored-claim';

export async function openClaimId(companyId: string, trackingNumber: string): Promise<string | null> {
  const marker = await table.get(keys.openClaim(companyId, trackingNumber), { consistent: true });
  return (marker?.claimId as string | undefined) ?? null;
}

/** The open investigation of each tracking number that has one (batched reads). */
export async function openClaimIds(
  companyId: string,
  trackingNumbers: string[],
): Promise<Map<string, string>> {
  const markerKeys = [...new Set(trackingNumbers)].map((trackingNumber) => ({
    trackingNumber,
    key: keys.openClaim(companyId, trackingNumber),
  }));
  // A marker is known by its key: the tracking number it was asked for.
  const bySortKey = new Map(markerKeys.map(({ trackingNumber, key }) => [key.sk, trackingNumber]));
  const markers = await table.batchGet(markerKeys.map(({ key }) => key));
  return new Map(markers.map((marker) => [bySortKey.get(marker.sk as string)!, marker.claimId as string]));
}

/** The company's claims of these ids that exist, by id (batched reads, consistent). */
export async function getClaims(companyId: string, claimIds: string[]): Promise<Map<string, StoredClaim>> {
  const items = await table.batchGet(
    [...new Set(claimIds)].map((claimId) => keys.claim(companyId, claimId)),
    { consistent: true },
  );
  return new Map(items.map((item) => [item.claimId as string, toStoredClaim(item)]));
}

export async function getClaim(companyId: string, claimId: string): Promise<StoredClaim | null> {
  const item = await table.get(keys.claim(companyId, claimId), { consistent: true });
  return item ? toStoredClaim(item) : null;
}

/** The claim and its history, oldest entry first, in one query. */
export async function getClaimWithHistory(
  companyId: string,
  claimId: string,
): Promise<{ claim: StoredClaim; history: ClaimHistoryEntry[] } | null> {
  let claim: StoredClaim | null = null;
  const history: ClaimHistoryEntry[] = [];
  for (const item of await table.queryAll(collections.claimWithHistory(companyId, claimId))) {
    if (item.entity === 'claim' && item.claimId === claimId) claim = toStoredClaim(item);
    else if (item.entity === 'claimHistory' && item.claimId === claimId) {
      const { at, event, from, to, by, message, action } = item as unknown as ClaimHistoryEntry;
      history.push({ at, event, from, to, by, message, ...(action ? { action } : {}) });
    }
  }
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

/** A cursor of the company's claim list (listClaims). */
export const isListCursor = (companyId: string) =>
  isPositionOn(INDEX.listing, partitions.claims(companyId), companyId);

/** A cursor of the company's waiting list (listWaitingClaims). */
export const isWaitingCursor = (companyId: string) =>
  isPositionOn(INDEX.attention, partitions.attention(companyId), companyId);

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
    const out = await table.queryIndex(index, partition, {
      ...(range ? { sort: '#sk BETWEEN :low AND :high' } : {}),
      FilterExpression: filtered ? filter.conditions.join(' AND ') : undefined,
      ...(Object.keys(filter.names).length ? { ExpressionAttributeNames: filter.names } : {}),
      ExpressionAttributeValues: {
        ...filter.values,
        ...(range ? { ':low': range.low, ':high': range.high } : {}),
      },
      ScanIndexForward: false,
      Limit: filtered ? Math.min(500, MAX_ITEMS_READ - read) : limit - items.length,
      ExclusiveStartKey: start,
    });
    read += out.scanned;
    for (const item of out.items) {
      items.push(toStoredClaim(item));
      // More may follow: carry on after the last claim returned.
      if (items.length === limit) return { items, cursor: positionOn(index, item) };
    }
    start = out.cursor;
  } while (start && read < MAX_ITEMS_READ);
  return { items, cursor: start ?? null };
}

/**
 * The company's claims whose tracking number or order reference is exactly `q` (as the indexes
 * normalise them), newest first: two queries on the reference index, whatever the number of claims.
 */
export async function exactMatches(companyId: string, q: string): Promise<StoredClaim[]> {
  const [byReference, byTracking] = await Promise.all([
    table.queryIndex(INDEX.reference, referencePartition(companyId, q), { Limit: 100 }),
    table.queryIndex(INDEX.reference, partitions.trackingNumber(companyId, normaliseTracking(q)), {
      Limit: 100,
    }),
  ]);
  const claims = new Map(
    byReference.items
      .filter((item) => item.entity === 'claim')
      .map((item) => [item.claimId as string, toStoredClaim(item)]),
  );
  const missing = byTracking.items.map((item) => item.claimId as string).filter((id) => !claims.has(id));
  for (const [claimId, claim] of await getClaims(companyId, missing)) claims.set(claimId, claim);
  return [...claims.values()].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.claimId.localeCompare(a.claimId),
  );
}

/** Whether a claim passes the list's filters (those listClaims gives DynamoDB), read in memory. */
function passes(claim: StoredClaim, filters: ClaimFilters): boolean {
  const value = (attribute: string) => (claim as unknown as Record<string, unknown>)[attribute];
  for (const [list, chosen] of Object.entries(filters.lists) as [FilterList, string[]][])
    if (chosen.length && !chosen.includes(String(value(LIST_ATTRIBUTE[list]) ?? ''))) return false;
  if (filters.lox && claim.is_lox_claim !== true) return false;
  if (filters.ownerId && claim.ownerId !== filters.ownerId) return false;
  if (filters.favouriteOf && !claim.favourites.includes(filters.favouriteOf)) return false;
  const day = claim.createdAt.slice(0, 10);
  return (!filters.from || day >= filters.from) && (!filters.to || day <= filters.to);
}

/**
 * A page of the company's claims, newest first, from the listing index. Filters are applied by
 * DynamoDB while reading the company's partition; a page may come back short with a cursor when
 * the filter is selective, and the next call carries on from there. A search (`q`) first looks for
 * the tracking number or order reference exactly (exactMatches): found, they are the whole answer,
 * on the first page whatever the number of claims; not found, the search reads the list for
 * tracking numbers that start with it and references that contain it.
 */
export async function listClaims(
  companyId: string,
  filters: ClaimFilters,
  limit: number,
  cursor?: Record<string, unknown>,
): Promise<{ items: StoredClaim[]; cursor: Record<string, unknown> | null }> {
  if (filters.q && !cursor) {
    const exact = await exactMatches(companyId, filters.q);
    if (exact.length)
      return { items: exact.filter((claim) => passes(claim, filters)).slice(0, limit), cursor: null };
  }
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
    partitions.claims(companyId),
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
    partitions.attention(companyId),
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
    const page = await table.queryIndex(INDEX.reference, referencePartition(companyId, orderNumber), {
      ExclusiveStartKey: start,
    });
    for (const item of page.items) claims.push(toStoredClaim(item));
    start = page.cursor;
  } while (start);
  return claims;
}

/** Claims due for the carrier, across companies, the most overdue first. */
export async function claimsDueForSync(
  now: string,
  limit: number,
): Promise<{ companyId: string; claimId: string }[]> {
  const page = await table.queryIndex(INDEX.lookup, partitions.claimSync, {
    sort: '#sk <= :now',
    ExpressionAttributeValues: { ':now': `${now}#~` },
    Limit: limit,
  });
  return page.items.map((item) => ({ companyId: item.companyId as string, claimId: item.claimId as string }));
}

/** The counters items named by their sort keys (see ./counters), in batched reads. */
export async function readClaimStats(
  companyId: string,
  statsKeys: string[],
): Promise<Record<string, Record<string, number>>> {
  const items = await table.batchGet([...new Set(statsKeys)].map((sk) => keys.stats(companyId, sk)));
  return Object.fromEntries(items.map((item) => [item.sk as string, fromItem<Record<string, number>>(item)]));
}
