/**
 * POST /api/private/user/sign-out: ends the caller's session (this sign-in and every token refreshed
 * from it), so a copy of its token left behind no longer acts; the person's other sessions go on.
 */
import { signOutSchema } from '@shared/identity/session';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { endSession } from './session-state';

export const handler = endpoint(signOutSchema, async ({ actor }) => {
  await endSession(actor.claims, clock.now());
  return ok({ signedOut: true });
});
