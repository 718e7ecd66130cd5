/**
 * PUT /api/private/admin/companies/{companyId}/subscription: a platform admin puts a company on a
 * plan from a day (the free audit month, starter, growth, scale). Recorded with who did it.
 */
import { subscriptionInputSchema, subscriptionOf } from '@shared/billing/plans';
import { putSubscription } from '../billing/subscription-store';
import { getCompany } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { recordAdminAction } from './admin-log';

export const handler = endpoint(subscriptionInputSchema, async ({ input, actor, request }) => {
  const companyId = request.params.companyId ?? '';
  if (!(await getCompany(companyId))) throw NotFound('No such company');
  // A platform admin's plan replaces the company's plans from its day on.
  await putSubscription(companyId, {
    segments: [{ planId: input.planId, from: input.startDate, to: null }],
    updatedAt: clock.now().toISOString(),
    updatedBy: actor.email,
  });
  const { endDate } = subscriptionOf(input.planId, input.startDate);
  await recordAdminAction(actor, request, 'subscription_set', companyId, {
    planId: input.planId,
    startDate: input.startDate,
  });
  log.info('subscription_set', { by: actor.userId, companyId, planId: input.planId });
  return ok({ companyId, planId: input.planId, startDate: input.startDate, endDate });
});
