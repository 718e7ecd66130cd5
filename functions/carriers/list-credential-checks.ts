/** GET /api/private/carrier/credentials/{credentialId}/checks: the account's last checks, newest first. */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { getCredential, listChecks } from './credential-store';

export const CHECK_HISTORY_SHOWN = 20;

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const credential = await getCredential(actor!.companyId, request.params.credentialId ?? '');
  if (!credential) throw NotFound('No such carrier credential');
  return ok({ checks: await listChecks(credential.companyId, credential.credentialId, CHECK_HISTORY_SHOWN) });
});
