/**
 * POST /api/private/claims/{claimId}/stop: stops the investigation, for good (the web asks first).
 * After it nothing edits, changes or reopens the claim; its history stays.
 */
import { canStop } from '@shared/claims/lifecycle';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { claimView } from './claim-view';
import { changeClaim } from './claim-writes';
import { favouriteHolder, tellFavourites } from './notify';
import { requireClaim } from './require-claim';

/** The stop must say it was confirmed: a stray POST does not end an investigation. */
const schema = z.strictObject({ confirm: z.literal(true) });

export const handler = endpoint(schema, async ({ actor: me, request }) => {
  const claim = await requireClaim(me.companyId, request.params.claimId ?? '');
  if (!canStop(claim.state))
    throw new HttpError('claim.not_editable', 'This investigation can no longer be changed');
  const now = clock.now();
  // A claim changed meanwhile answers 409 (ClaimChangedError): the person tries again.
  const stopped = await changeClaim(claim, {
    mover: 'merchant',
    event: 'stopped',
    to: 'stopped',
    by: me.email,
    at: now.toISOString(),
    message: null,
  });
  await tellFavourites(stopped, null);
  return ok({ claim: claimView(stopped, favouriteHolder(me), now) });
});
