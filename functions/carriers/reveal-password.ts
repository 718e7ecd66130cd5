/**
 * GET /api/private/user/decrypt: shows a carrier password to its company's client admin only.
 * Every reveal is recorded (who, which credential, when); the password never reaches a log.
 */
import { revealSchema } from '@shared/carriers/credentials';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { requireCredential, revealPassword } from './credential-store';

export const handler = endpoint(revealSchema, async ({ input, actor }) => {
  const credential = await requireCredential(actor.companyId, input.credentialId);
  const decryptedPassword = await revealPassword(
    credential,
    { userId: actor.userId, email: actor.email },
    clock.now(),
  );
  return ok({ decryptedPassword });
});
