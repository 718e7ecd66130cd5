/**
 * POST /api/private/desk/companies/{companyId}/inbound-address: makes the company's inbound claims
 * address (`claims+<token>@<inbound domain>`), which staff give carriers as the reply address, or
 * answers the one it has: made once, stable after.
 */
import { emptyMailInputSchema } from '@shared/claims/carrier-mail';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { requireInScope } from './desk-scope';
import { ensureCompanyAddress } from './inbound-address';

export const handler = endpoint(emptyMailInputSchema, async ({ actor, request }) => {
  const { companyId = '' } = request.params;
  await requireInScope(actor, companyId);
  return ok({ companyId, address: await ensureCompanyAddress(companyId) });
});
