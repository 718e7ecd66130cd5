/**
 * GET /api/private/admin/log?companyId=&cursor=: the audit log of admin actions, newest first: all
 * of them, or one company's. Platform admins only.
 */
import { adminLogQuerySchema } from '@shared/admin/directory';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { isLogCursor, listAdminLog } from './admin-log';

export const handler = endpoint(adminLogQuerySchema, async ({ input }) => {
  const companyId = input.companyId || undefined;
  const page = await listAdminLog(companyId, decodeCursor(input.cursor, isLogCursor(companyId)));
  return ok({ entries: page.entries, cursor: encodeCursor(page.cursor) });
});
