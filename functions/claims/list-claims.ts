/**
 * GET /api/private/claims: My claims, newest first, a page at a time with a cursor, filtered by
 * the claim center's nine lists, the provider-originated switch, claimed by me, favourites, a range
 * of creation days and a search on the tracking number or the order reference. Served by the
 * listing index (the days are a key range on it), never a scan.
 */
import { FILTER_LISTS } from '@shared/claims/filters';
import { claimListQuerySchema } from '@shared/claims/schema';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { isListCursor, listClaims } from './claim-queries';
import { claimView } from './claim-view';
import { favouriteHolder } from './notify';

export const DEFAULT_PAGE = 25;

export const handler = endpoint(claimListQuerySchema, async ({ input, actor: me }) => {
  const viewer = favouriteHolder(me);
  const page = await listClaims(
    me.companyId,
    {
      lists: Object.fromEntries(FILTER_LISTS.map((list) => [list, input[list] ?? []])),
      lox: input.is_lox_claim === 'true',
      ownerId: input.claimedBy === 'me' ? me.userId : undefined,
      favouriteOf: input.favourite ? viewer : undefined,
      from: input.from,
      to: input.to,
      q: input.q || undefined,
    },
    input.limit ?? DEFAULT_PAGE,
    // A cursor is only ever a position in the caller's own company's list.
    decodeCursor(input.cursor, isListCursor(me.companyId)),
  );
  const today = clock.now();
  return ok({
    claims: page.items.map((claim) => claimView(claim, viewer, today)),
    cursor: encodeCursor(page.cursor),
  });
});
