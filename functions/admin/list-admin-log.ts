/**
 * GET /api/private/admin/log?companyId=&cursor=: the audit log of admin actions, newest first: all
 * of them, or one company's, each with its company's name (one batched read per page). Platform
 * admins only.
 */
import { adminLogQuerySchema } from '@shared/admin/directory';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { isLogCursor, listAdminLog } from './admin-log';
import { companyNames } from './list-credentials';

export const handler = endpoint(adminLogQuerySchema, async ({ input }) => {
  const companyId = input.companyId || undefined;
  const page = await listAdminLog(companyId, decodeCursor(input.cursor, isLogCursor(companyId)));
  const ids = page.entries.flatMap((entry) => (entry.companyId ? [entry.companyId] : []));
  const names = ids.length ? await companyNames(ids) : new Map<string, string>();
  return ok({
    entries: page.entries.map((entry) => ({
      ...entry,
      companyName: entry.companyId ? (names.get(entry.companyId) ?? null) : null,
    })),
    cursor: encodeCursor(page.cursor),
  });
});
