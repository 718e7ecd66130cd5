/**
 * The audit log of admin actions (issue 22): who did what, to which company, when and from where,
 * for every action of a platform admin (and the few a client admin takes on the platform's side:
 * revealing a carrier password). Entries are kept at least two years (DynamoDB TTL) and never
 * changed. Items: `ADMINLOG#<yyyy-mm>` / `<at>#<id>` (one partition per month: the panel reads the
 * newest months first), and, for an entry about a company, on the listing index under
 * `ADMINLOG#<companyId>` by time (one company's history).
 */
import { ADMIN_LOG_DAYS, type AdminAction, type AdminLogEntry } from '@shared/admin/directory';
import { addMonths } from '@shared/billing/plans';
import type { Actor, HttpRequest } from '../http/endpoint';
import { clock } from '../lib/clock';
import { randomId } from '../lib/ids';
import { log } from '../lib/log';
import { fromItem } from '../lib/table/item';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX, TTL_ATTRIBUTE } from '../lib/table/schema';
import { type Cursor, type Item, table } from '../lib/table/table';

/** Records one admin action. A failure to record is logged: the action itself has happened. */
export async function recordAdminAction(
  actor: Pick<Actor, 'userId' | 'email' | 'role'>,
  request: Pick<HttpRequest, 'sourceIp'> | null,
  action: AdminAction,
  companyId: string | null,
  details: Record<string, string> = {},
  now = clock.now(),
): Promise<AdminLogEntry> {
  const at = now.toISOString();
  const entry: AdminLogEntry = {
    entryId: randomId(8),
    at,
    action,
    userId: actor.userId,
    email: actor.email,
    role: actor.role,
    companyId,
    details,
    sourceIp: request?.sourceIp ?? 'scheduled',
  };
  try {
    await table.put({
      ...keys.adminLogEntry(at, entry.entryId),
      entity: 'adminLog',
      ...entry,
      ...(companyId
        ? onIndex(INDEX.listing, partitions.adminLogOf(companyId), `${at}#${entry.entryId}`)
        : {}),
      [TTL_ATTRIBUTE]: Math.floor(now.getTime() / 1000) + ADMIN_LOG_DAYS * 86_400,
    });
  } catch (error) {
    log.error('admin action not recorded', { action, companyId, error: String(error) });
  }
  return entry;
}

const entryOf = (item: Item) => {
  const { entryId, at, action, userId, email, role, companyId, details, sourceIp } =
    fromItem<AdminLogEntry>(item);
  return { entryId, at, action, userId, email, role, companyId: companyId ?? null, details, sourceIp };
};

const PAGE = 50;
/** How many months back the log is read (its TTL: two years). */
const MONTHS_KEPT = 25;

/**
 * A page of the log, newest first: one company's (the listing index), or everyone's (month by
 * month, from the cursor's month back). The cursor is the position to go on from.
 */
export async function listAdminLog(
  companyId: string | undefined,
  cursor: Cursor | undefined,
  now = clock.now(),
): Promise<{ entries: AdminLogEntry[]; cursor: Cursor | undefined }> {
  if (companyId) {
    const page = await table.queryIndex(INDEX.listing, partitions.adminLogOf(companyId), {
      ScanIndexForward: false,
      Limit: PAGE,
      ExclusiveStartKey: cursor,
    });
    return { entries: page.items.map(entryOf), cursor: page.cursor };
  }
  const entries: AdminLogEntry[] = [];
  const thisMonth = now.toISOString().slice(0, 7);
  let month = typeof cursor?.pk === 'string' ? cursor.pk.slice('ADMINLOG#'.length) : thisMonth;
  let start = cursor;
  for (let back = 0; back < MONTHS_KEPT && entries.length < PAGE; back++) {
    const page = await table.query(
      { pk: `ADMINLOG#${month}`, prefix: month },
      { ScanIndexForward: false, Limit: PAGE - entries.length, ExclusiveStartKey: start },
    );
    entries.push(...page.items.map(entryOf));
    if (page.cursor) return { entries, cursor: page.cursor };
    start = undefined;
    month = addMonths(`${month}-01`, -1).slice(0, 7);
    // A full page at a month's end: go on from the end of the month before.
    if (entries.length >= PAGE)
      return { entries, cursor: { pk: `ADMINLOG#${month}`, sk: `${month}\u{10FFFF}` } };
  }
  return { entries, cursor: undefined };
}

/** Whether a cursor from the client is a position in the log (of `companyId`, when one is asked). */
export function isLogCursor(companyId: string | undefined) {
  return (key: Cursor): boolean => {
    if (companyId)
      return (
        Object.keys(key).length === 4 &&
        key[INDEX.listing.partitionKey] === partitions.adminLogOf(companyId) &&
        typeof key.pk === 'string' &&
        key.pk.startsWith('ADMINLOG#')
      );
    return (
      Object.keys(key).length === 2 &&
      /^ADMINLOG#\d{4}-\d{2}$/.test(String(key.pk)) &&
      typeof key.sk === 'string'
    );
  };
}
