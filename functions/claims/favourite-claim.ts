/** PUT /api/private/claims/{claimId}/favourite: the caller's favourite toggle (e-mails on each update). */
import { favouriteSchema } from '@shared/claims/schema';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { claimView } from './claim-view';
import { setFavourite } from './claim-writes';
import { favouriteHolder } from './notify';
import { requireClaim } from './require-claim';

export const handler = endpoint(favouriteSchema, async ({ input, actor: me, request }) => {
  const claim = await requireClaim(me.companyId, request.params.claimId ?? '');
  const holder = favouriteHolder(me);
  const updated = await setFavourite(claim, holder, input.favourite);
  return ok({ claim: claimView(updated, holder, clock.now()) });
});
