/**
 * GET /api/private/user/decrypt: shows a carrier password to its company's client admin only: a
 * platform admin, even acting for the company, is refused (the route's access level lets platform
 * admins through, this endpoint does not). Every reveal is recorded (who, which credential, when);
 * the password never reaches a log.
 */
import { revealSchema } from '@shared/carriers/credentials';
import { recordAdminAction } from '../admin/admin-log';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { requireCredential, revealPassword } from './credential-store';

export const handler = endpoint(revealSchema, async ({ input, actor, request }) => {
  if (actor.role !== 'client_admin')
    throw new HttpError(
      'auth.client_admin_only',
      "Only the company's client admin can see a carrier password",
    );
  const credential = await requireCredential(actor.companyId, input.credentialId);
  const decryptedPassword = await revealPassword(
    credential,
    { userId: actor.userId, email: actor.email },
    clock.now(),
  );
  await recordAdminAction(actor, request, 'credential_revealed', actor.companyId, {
    credentialId: credential.credentialId,
    carrier: credential.carrier,
  });
  return ok({ decryptedPassword });
});
