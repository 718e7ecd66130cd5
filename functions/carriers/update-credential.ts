/**
 * PUT /api/private/carrier/credentials/{credentialId}: the client admin edits an account; a new
 * password is sealed, and a changed carrier, username or password is checked with the carrier again.
 */
import { credentialUpdateSchema } from '@shared/carriers/credentials';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { checkCredential } from './credential-check';
import { credentialView, putCredential, requireCredential, sealPassword } from './credential-store';

export const handler = endpoint(credentialUpdateSchema, async ({ input, actor, request }) => {
  const companyId = actor.companyId;
  const existing = await requireCredential(companyId, request.params.credentialId ?? '');
  const { password, ...details } = input;
  const updated = {
    ...existing,
    ...Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value ?? ''])),
    carrier: details.carrier,
    username: details.username,
    ...(password
      ? {
          secret: await sealPassword(companyId, existing.credentialId, password),
          status: 'active' as const,
          statusReason: null,
        }
      : {}),
    updatedAt: clock.now().toISOString(),
  };
  await putCredential(updated);
  const signInChanged =
    Boolean(password) || updated.carrier !== existing.carrier || updated.username !== existing.username;
  if (!signInChanged) return ok({ credential: credentialView(updated) });
  const checked = await checkCredential(updated, 'updated', actor.email, clock.now);
  return ok({ credential: credentialView(checked.credential) });
});
