/**
 * POST /api/private/carrier/credentials/{credentialId}/check: the client admin asks for a check now.
 * At most one check per credential every 30 seconds: a carrier may lock a portal account after
 * repeated sign-ins, and the merchant must not lock themselves out by clicking.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { claimCooldown } from '../lib/cooldown';
import { checkCredential } from './credential-check';
import { credentialView, requireCredential } from './credential-store';

export const MANUAL_CHECK_COOLDOWN_SECONDS = 30;

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const credential = await requireCredential(actor.companyId, request.params.credentialId ?? '');
  const now = Math.floor(clock.now().getTime() / 1000);
  const slot = `credential-check#${credential.companyId}#${credential.credentialId}`;
  if (!(await claimCooldown(slot, now, MANUAL_CHECK_COOLDOWN_SECONDS))) {
    throw new HttpError(
      'carrier.check_cooldown',
      'This account was checked less than 30 seconds ago',
      undefined,
      {
        'retry-after': String(MANUAL_CHECK_COOLDOWN_SECONDS),
      },
    );
  }
  const checked = await checkCredential(credential, 'manual', actor.email, clock.now);
  return ok({ credential: credentialView(checked.credential), check: checked.check });
});
