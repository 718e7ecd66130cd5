/**
 * GET /api/private/billing/plan-change?planId=: what choosing a plan (or 'none': cancelling) would
 * change and cost, today, before the client admin confirms it (shared/billing/plan-change).
 */
import { planChangeQuerySchema } from '@shared/billing/plan-change';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { previewPlanChange } from './plan-changes';

export const handler = endpoint(planChangeQuerySchema, async ({ input, actor }) =>
  ok(await previewPlanChange(actor.companyId, input.planId)),
);
