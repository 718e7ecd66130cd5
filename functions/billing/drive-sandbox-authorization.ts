/**
 * POST /api/private/billing/plan-changes/{authorizationId}/sandbox: the sandbox's card
 * authentication page (only when the sandbox is the provider): 'authorize' passes the card's
 * authentication, 'decline' is the bank refusing it. Each is a signed webhook event delivered to
 * the webhook handler, as the real provider's would be.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { deliverSandboxEvent } from './drive-sandbox';
import { sandboxEvent } from './payments/sandbox';
import { getPlanChange } from './plan-changes';

const inputSchema = z.strictObject({
  outcome: z.enum(['authorize', 'decline'], { error: 'form.required' }),
});

export const handler = endpoint(inputSchema, async ({ input, actor, request }) => {
  const change = await getPlanChange(actor.companyId, request.params.authorizationId ?? '');
  if (change.status !== 'authenticating')
    throw new HttpError('resource.conflict', 'This authentication is over');
  const now = clock.now();
  const type = input.outcome === 'authorize' ? 'authorization.succeeded' : 'authorization.failed';
  const data = { authorizationId: change.authorizationId, companyId: change.companyId };
  return ok({ outcome: await deliverSandboxEvent(sandboxEvent(type, data, now), now) });
});
