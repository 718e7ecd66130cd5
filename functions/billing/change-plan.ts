/**
 * POST /api/private/billing/plan-change: the client admin confirms the change previewed. A
 * downgrade, a cancellation or keeping the current plan holds at once; a start or an upgrade
 * answers where the card is authenticated (the change holds once the provider confirms it).
 */
import { planChangeInputSchema } from '@shared/billing/plan-change';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { requestPlanChange } from './plan-changes';

export const handler = endpoint(planChangeInputSchema, async ({ input, actor }) =>
  ok(await requestPlanChange(actor.companyId, input, actor.email)),
);
