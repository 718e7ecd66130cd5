/** GET /api/private/carrier/credentials: the company's carrier accounts, without their passwords. */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { credentialView, listCredentials } from './credential-store';

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const credentials = (await listCredentials(actor.companyId)).map(credentialView);
  credentials.sort((a, b) => a.carrier.localeCompare(b.carrier) || a.username.localeCompare(b.username));
  return ok({ credentials });
});
