/** GET /api/private/carrier/credentials/{credentialId}/checks: the account's last checks, newest first. */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { listChecks, requireCredential } from './credential-store';

export const CHECK_HISTORY_SHOWN = 20;

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const credential = await requireCredential(actor.companyId, request.params.credentialId ?? '');
  return ok({ checks: await listChecks(credential.companyId, credential.credentialId, CHECK_HISTORY_SHOWN) });
});
