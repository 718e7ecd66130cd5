/**
 * GET /api/private/billing/plan-changes/{authorizationId}: a plan change waiting for the card's
 * authentication, or how it ended (applied, declined, stale), with the preview confirmed.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { getPlanChange } from './plan-changes';

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const change = await getPlanChange(actor.companyId, request.params.authorizationId ?? '');
  return ok({ authorizationId: change.authorizationId, status: change.status, preview: change.preview });
});
