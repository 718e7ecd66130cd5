/** DELETE /api/private/carrier/credentials/{credentialId}: the client admin removes a carrier account, and its contract terms. */
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { deleteContract } from './contract-store';
import { deleteCredential } from './credential-store';

export const handler = endpoint(null, async ({ actor, request }) => {
  if (!(await deleteCredential(actor.companyId, request.params.credentialId ?? '')))
    throw NotFound('No such carrier credential');
  await deleteContract(actor.companyId, request.params.credentialId ?? '');
  return ok({ deleted: true });
});
