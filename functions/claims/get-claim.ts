/** GET /api/private/claims/{claimId}: the investigation's details and its whole history. */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { getClaimWithHistory } from './claim-queries';
import { claimView } from './claim-view';
import { favouriteHolder } from './notify';

/** No query fields: an unknown one is refused like everywhere else. */
const schema = z.strictObject({});

export const handler = endpoint(schema, async ({ actor: me, request }) => {
  const claimId = request.params.claimId ?? '';
  const found = /^[\w-]{1,64}$/.test(claimId) ? await getClaimWithHistory(me.companyId, claimId) : null;
  if (!found) throw NotFound('No such investigation');
  return ok({ claim: claimView(found.claim, favouriteHolder(me), clock.now()), history: found.history });
});
