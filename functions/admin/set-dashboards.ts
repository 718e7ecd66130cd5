/**
 * PUT /api/private/admin/companies/{companyId}/dashboards: a platform admin opens a company's
 * dashboards, locks them (its people are told to contact customer success) or marks them as being
 * prepared ('we are working on it'). Home and every dashboard read it on each request, so the
 * change holds at once. Recorded in the logs with who did it.
 */
import { dashboardStateSchema } from '@shared/dashboards/catalog';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { isConditionFailed } from '../lib/aws/dynamo';
import { log } from '../lib/log';
import { keys } from '../lib/table/keys';
import { IF_PRESENT, table } from '../lib/table/table';
import { recordAdminAction } from './admin-log';

export const handler = endpoint(dashboardStateSchema, async ({ input, actor, request }) => {
  const companyId = request.params.companyId ?? '';
  try {
    await table.update(keys.company(companyId), {
      ...IF_PRESENT,
      UpdateExpression: 'SET dashboards = :state',
      ExpressionAttributeValues: { ':state': input.state },
    });
  } catch (error) {
    if (isConditionFailed(error)) throw NotFound('No such company');
    throw error;
  }
  await recordAdminAction(actor, request, 'dashboards_set', companyId, { state: input.state });
  log.info('dashboards state set', { by: actor.userId, companyId, state: input.state });
  return ok({ companyId, state: input.state });
});
