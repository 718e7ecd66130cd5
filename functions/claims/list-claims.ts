/**
 * GET /api/private/claims: My claims, newest first, a page at a time with a cursor, filtered by
 * the claim center's lists (carrier, state, stage, issue, source), favourites and a search on the
 * tracking number or the order reference. Served by the listing index, never a scan.
 */
import { claimListQuerySchema } from '@shared/claims/schema';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { type Actor, endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { listClaims, listingPartition } from './claim-store';
import { claimView } from './claim-view';
import { favouriteHolder } from './notify';

export const DEFAULT_PAGE = 25;

export const handler = endpoint(claimListQuerySchema, async ({ input, actor }) => {
  const me = actor as Actor;
  const viewer = favouriteHolder(me);
  const page = await listClaims(
    me.companyId,
    {
      carrier: input.carrier,
      state: input.state,
      stage: input.stage,
      reason_refund: input.reason_refund,
      claim_source: input.claim_source,
      favouriteOf: input.favourite ? viewer : undefined,
      q: input.q || undefined,
    },
    input.limit ?? DEFAULT_PAGE,
    // A cursor is only ever a position in the caller's own company's list.
    decodeCursor(
      input.cursor,
      (key) => key.gsi2pk === listingPartition(me.companyId) && key.pk === `C#${me.companyId}`,
    ),
  );
  const today = clock.now();
  return ok({
    claims: page.items.map((claim) => claimView(claim, viewer, today)),
    cursor: encodeCursor(page.cursor),
  });
});
