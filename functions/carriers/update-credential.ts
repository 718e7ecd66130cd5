/** PUT /api/private/carrier/credentials/{credentialId}: the client admin edits an account; a new password is sealed. */
import { credentialUpdateSchema } from '@shared/validation/credentials';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { credentialView, getCredential, putCredential, sealPassword } from './credential-store';

export const handler = endpoint(credentialUpdateSchema, async ({ input, actor, request }) => {
  const companyId = actor!.companyId;
  const existing = await getCredential(companyId, request.params.credentialId ?? '');
  if (!existing) throw NotFound('No such carrier credential');
  const { password, ...details } = input;
  const updated = {
    ...existing,
    ...Object.fromEntries(Object.entries(details).map(([key, value]) => [key, value ?? ''])),
    carrier: details.carrier,
    username: details.username,
    // A changed password is checked again by the next credential check.
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
  return ok({ credential: credentialView(updated) });
});
