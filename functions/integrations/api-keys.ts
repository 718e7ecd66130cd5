/**
 * The company's API keys (client admin):
 * - GET /api/private/integration/keys: every key, newest first (name, preview, made by and when,
 *   last used, revoked), never a secret;
 * - POST /api/private/integration/keys: makes a key and answers it this once (201);
 * - DELETE /api/private/integration/keys/{keyId}: revokes it; the next request with it gets 401.
 */
import { apiKeyInputSchema } from '@shared/integrations/api-keys';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { created, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { createKey, keyView, listKeys, revokeKey, TooManyKeys } from './api-key-store';

export const list = endpoint(z.strictObject({}), async ({ actor }) =>
  ok({ keys: (await listKeys(actor.companyId)).map(keyView) }),
);

export const create = endpoint(apiKeyInputSchema, async ({ input, actor }) => {
  try {
    const { key, secret } = await createKey(actor.companyId, input.name, actor.email, clock.now());
    return created({ key: keyView(key), apiKey: secret });
  } catch (error) {
    if (error instanceof TooManyKeys)
      throw new HttpError('integration.too_many_keys', 'The company has as many API keys in use as it may');
    throw error;
  }
});

export const revoke = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const keyId = request.params.keyId ?? '';
  if (!/^[0-9a-f]{16}$/.test(keyId) || !(await revokeKey(actor.companyId, keyId, clock.now())))
    throw NotFound('No such API key in use');
  return ok({ revoked: true });
});
