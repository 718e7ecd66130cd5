/** POST /api/private/user/notified: the caller has seen an update notice; it does not show again. */
import { notifySchema } from '@shared/users/settings';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { markNotified } from './settings-store';

export const handler = endpoint(notifySchema, async ({ input, actor }) => {
  await markNotified(actor.homeCompanyId, actor.userId, input.path, input.notificationID, clock.now());
  return ok({ notified: true });
});
