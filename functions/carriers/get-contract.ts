/** GET /api/private/carrier/credentials/{credentialId}/contract: the account's contract terms (none entered: the published rules only). */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { getContract } from './contract-store';
import { requireCredential } from './credential-store';

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const credential = await requireCredential(actor.companyId, request.params.credentialId ?? '');
  return ok({ contract: await getContract(credential.companyId, credential.credentialId) });
});
