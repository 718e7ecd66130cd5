/**
 * GET /api/private/action-required: the company's investigations waiting for the merchant, newest
 * first, a page at a time with a cursor, optionally those waiting for one kind. Served by the sparse
 * attention index (only waiting claims are on it), never a scan.
 */
import { actionListQuerySchema } from '@shared/claims/actions';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { isWaitingCursor, listWaitingClaims } from './claim-queries';
import { actionItem } from './claim-view';

export const handler = endpoint(actionListQuerySchema, async ({ input, actor: me }) => {
  const page = await listWaitingClaims(
    me.companyId,
    input.kind,
    input.limit ?? 25,
    // A cursor is only ever a position in the caller's own company's list.
    decodeCursor(input.cursor, isWaitingCursor(me.companyId)),
  );
  return ok({ claims: page.items.map(actionItem), cursor: encodeCursor(page.cursor) });
});
