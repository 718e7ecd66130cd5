/**
 * Reading the desk: a lane's claims and the counts of every lane, through the desk's indexes and
 * counters only (never a scan), so a request reads the same whether the desk holds a hundred open
 * claims or a hundred thousand.
 *
 * A lane is read from the partition that fits the filters best: one company's (a company chosen,
 * or a staff member's few companies merged in order), one carrier's, or the whole lane. Filters the
 * partition does not answer (amount, assignee, days left outside the lane of claims to file) are
 * applied by DynamoDB as it reads, and each request reads at most `MAX_READ` index rows per
 * partition: a sparse filter answers a short page with a cursor instead of reading on.
 *
 * Positions: a claim's place in a lane is `<order>#<companyId>#<claimId>` (the order is the
 * deadline for claims to file, else when it entered the lane), the desk index's own sort key; a
 * cursor is the last position a page showed, so the next page starts after it in every partition.
 */
import { DESK_CLOSING_SOON_DAYS, DESK_LANES, type DeskCounts, type DeskLane } from '@shared/claims/desk';
import { DESK_STATS, deskCounter } from '../claims/counters';
import { Invalid } from '../http/errors';
import { fromItem } from '../lib/table/item';
import { keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type Cursor, type Item, table } from '../lib/table/table';
import type { DeskScope } from './desk-scope';

/** Rows a page shows. */
export const DESK_PAGE_SIZE = 50;
/** The most index rows one partition's query reads for one page (filters may keep few of them). */
const MAX_READ = 400;
/** A staff member's companies are merged in order; past this many, a company must be chosen. */
export const MAX_MERGED_COMPANIES = 25;

export interface LaneFilters {
  lane: DeskLane;
  carrier?: string;
  companyId?: string;
  /** A person's id, or 'none' for the claims nobody took. */
  assignee?: string;
  /** Claims whose window closes within so many days of today. */
  daysLeft?: number;
  /** In cents of the claim's currency. */
  amountMin?: number;
  amountMax?: number;
}

/** A lane's row as the index holds it (DESK_PROJECTION). */
export interface DeskIndexRow {
  companyId: string;
  claimId: string;
  tracking_number: string;
  carrier: string;
  reason_refund: string;
  reference: string;
  state: string;
  actions: string[];
  requestedCents: number;
  currency: string;
  claim_number: string | null;
  createdAt: string;
  version: number;
  assignee?: { userId: string; name: string } | null;
  pendingAnswers?: number;
  deskDecision?: boolean;
  creditSeen?: unknown;
  deskSince?: string;
  deskDeadline: string;
  deskDeadlineEstimated: boolean;
  /** Its place in the lane. */
  position: string;
}

const DAY_MS = 86_400_000;
const dayFrom = (today: Date, days: number) =>
  new Date(today.getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Above every character of a company or claim id: `<order>#~` ends every position of that order. */
const HIGH = '~';

/** Where a query reads: an index partition, and how its sort keys map to positions. */
interface Source {
  index: (typeof INDEX)['desk' | 'deskCompany' | 'deskCarrier'];
  partition: string;
  /** The company of every row, for a company's partition (its sort keys name none). */
  companyId?: string;
}

/** The lowest sort key of `source` that comes after `position` (exclusive bound), or null for the start. */
function afterKey(source: Source, position: string | undefined): string | null {
  if (!position) return null;
  if (!source.companyId) return position;
  const [order = '', companyId = '', claimId = ''] = position.split('#');
  if (source.companyId > companyId) return `${order}#`;
  if (source.companyId < companyId) return `${order}#${HIGH}`;
  return `${order}#${claimId}`;
}

/** A row's position from its item on the source. */
const positionOf = (source: Source, item: Item) => {
  const sortKey = String(item[source.index.sortKey]);
  if (!source.companyId) return sortKey;
  const [order, claimId] = sortKey.split('#');
  return `${order}#${source.companyId}#${claimId}`;
};

/** The filter DynamoDB applies while reading, for the filters the partition does not answer. */
function filterOf(
  filters: LaneFilters,
  source: Source,
  today: Date,
): {
  FilterExpression?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
  ExpressionAttributeNames?: Record<string, string>;
} {
  const parts: string[] = [];
  const values: Record<string, unknown> = {};
  const names: Record<string, string> = {};
  if (filters.carrier && source.index !== INDEX.deskCarrier) {
    parts.push('carrier = :carrier');
    values[':carrier'] = filters.carrier;
  }
  if (filters.assignee === 'none') parts.push('(attribute_not_exists(assignee) OR assignee = :null)');
  else if (filters.assignee) {
    parts.push('assignee.userId = :assignee');
    values[':assignee'] = filters.assignee;
  }
  if (filters.assignee === 'none') values[':null'] = null;
  if (filters.amountMin !== undefined) {
    parts.push('requestedCents >= :amountMin');
    values[':amountMin'] = filters.amountMin;
  }
  if (filters.amountMax !== undefined) {
    parts.push('requestedCents <= :amountMax');
    values[':amountMax'] = filters.amountMax;
  }
  if (filters.daysLeft !== undefined && filters.lane !== 'to_file') {
    parts.push('#deadline <= :deadline');
    names['#deadline'] = 'deskDeadline';
    values[':deadline'] = dayFrom(today, filters.daysLeft);
  }
  return parts.length
    ? {
        FilterExpression: parts.join(' AND '),
        ExpressionAttributeValues: values,
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
      }
    : {};
}

/** One partition's rows after `position`, up to `limit` matches or MAX_READ rows read. */
async function readSource(
  source: Source,
  filters: LaneFilters,
  position: string | undefined,
  limit: number,
  today: Date,
): Promise<{ rows: DeskIndexRow[]; frontier: string | null; reads: number }> {
  const after = afterKey(source, position);
  // Claims to file are ordered by deadline: 'closes within n days' is a range of the sort key.
  const before =
    filters.lane === 'to_file' && filters.daysLeft !== undefined
      ? `${dayFrom(today, filters.daysLeft)}#${HIGH}`
      : null;
  const sort =
    after && before
      ? '#sk BETWEEN :after AND :before'
      : after
        ? '#sk > :after'
        : before
          ? '#sk <= :before'
          : undefined;
  const filter = filterOf(filters, source, today);
  const rows: DeskIndexRow[] = [];
  let cursor: Cursor | undefined;
  let read = 0;
  let reads = 0;
  do {
    const page = await table.queryIndex(source.index, source.partition, {
      ...(sort ? { sort } : {}),
      ...filter,
      ExpressionAttributeValues: {
        ...filter.ExpressionAttributeValues,
        // BETWEEN is inclusive: '!' sorts below every character a position continues with.
        ...(after ? { ':after': before ? `${after}!` : after } : {}),
        ...(before ? { ':before': before } : {}),
      },
      // Unfiltered, the rows needed are the rows read; filtered, read ahead (bounded by MAX_READ).
      Limit: filter.FilterExpression
        ? Math.min(MAX_READ - read, Math.max(limit - rows.length, 10) * 2)
        : limit - rows.length,
      ExclusiveStartKey: cursor,
    });
    reads++;
    read += page.scanned;
    rows.push(
      ...page.items.map((item) => ({ ...fromItem<DeskIndexRow>(item), position: positionOf(source, item) })),
    );
    cursor = page.cursor;
  } while (cursor && rows.length < limit && read < MAX_READ);
  // Read up to here: rows past it are unknown until the next page.
  const frontier = cursor ? positionOf(source, cursor) : null;
  return { rows, frontier, reads };
}

/** The partitions a lane is read from, for the filters and the caller's scope. */
export function sourcesFor(filters: LaneFilters, scope: DeskScope): Source[] {
  const { lane } = filters;
  const companyPartition = (companyId: string): Source => ({
    index: INDEX.deskCompany,
    partition: partitions.deskCompany(lane, companyId),
    companyId,
  });
  if (filters.companyId) return [companyPartition(filters.companyId)];
  if (scope.kind === 'assigned') {
    if (scope.companyIds.length > MAX_MERGED_COMPANIES)
      throw Invalid(`Choose a company: more than ${MAX_MERGED_COMPANIES} are assigned to you`);
    return scope.companyIds.map(companyPartition);
  }
  if (filters.carrier)
    return [{ index: INDEX.deskCarrier, partition: partitions.deskCarrier(lane, filters.carrier) }];
  return [{ index: INDEX.desk, partition: partitions.desk(lane) }];
}

/**
 * A page of a lane: its rows in the lane's order after `position`, the position to carry on from
 * (null at the end), and how many queries it took (the bench prints it).
 */
export async function lanePage(
  filters: LaneFilters,
  scope: DeskScope,
  position: string | undefined,
  today: Date,
  limit = DESK_PAGE_SIZE,
): Promise<{ rows: DeskIndexRow[]; next: string | null; reads: number }> {
  const sources = sourcesFor(filters, scope);
  const parts = await Promise.all(
    sources.map((source) => readSource(source, filters, position, limit, today)),
  );
  // Every partition is known up to its frontier: the merged page stops at the nearest one.
  const frontiers = parts.map((part) => part.frontier).filter((value): value is string => value !== null);
  const bound = frontiers.length ? frontiers.sort()[0]! : null;
  const merged = parts
    .flatMap((part) => part.rows)
    .filter((row) => bound === null || row.position <= bound)
    .sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  const rows = merged.slice(0, limit);
  const next = merged.length > limit ? rows.at(-1)!.position : bound;
  return { rows, next, reads: parts.reduce((sum, part) => sum + part.reads, 0) };
}

/** A cursor is a position: `<order>#<companyId>#<claimId>`, nothing else. */
const POSITION = /^[0-9TZ:.-]{10,30}#[\w-]{1,64}#[\w-]{1,64}$/;

export const encodePosition = (position: string | null) =>
  position === null ? null : Buffer.from(position).toString('base64url');

export function decodePosition(cursor: string | undefined): string | undefined {
  if (!cursor) return undefined;
  const position = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!POSITION.test(position)) throw Invalid('The cursor is not valid');
  return position;
}

/**
 * The lanes' counts and the deadlines of the claims to file, for the companies of the scope (or
 * the one chosen) and, with a carrier, that carrier's: one batched read of the companies' desk
 * counters.
 */
export async function laneCounts(
  companyIds: string[],
  carrier: string | undefined,
  today: Date,
): Promise<{ counts: DeskCounts; closingSoon: number; windowClosed: number }> {
  const items = companyIds.length
    ? await table.batchGet(companyIds.map((companyId) => keys.stats(companyId, DESK_STATS)))
    : [];
  const counts = Object.fromEntries(DESK_LANES.map((lane) => [lane, 0])) as DeskCounts;
  let closingSoon = 0;
  let windowClosed = 0;
  const first = today.toISOString().slice(0, 10);
  const last = dayFrom(today, DESK_CLOSING_SOON_DAYS);
  for (const item of items) {
    for (const lane of DESK_LANES) {
      const name = carrier ? deskCounter.laneOfCarrier(lane, carrier) : deskCounter.lane(lane);
      counts[lane] += Number(item[name] ?? 0);
    }
    for (const [name, value] of Object.entries(item)) {
      if (!name.startsWith('due_')) continue;
      const day = name.slice('due_'.length);
      if (day < first) windowClosed += Number(value);
      else if (day <= last) closingSoon += Number(value);
    }
  }
  return { counts, closingSoon, windowClosed };
}
