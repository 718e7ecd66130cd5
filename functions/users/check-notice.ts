/** GET /api/private/user/notify: whether the caller still has to see an update notice on a page. */
import { notifySchema } from '@shared/users/settings';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { wasNotified } from './settings-store';

export const handler = endpoint(notifySchema, async ({ input, actor }) =>
  ok({
    needsNotifying: !(await wasNotified(actor.homeCompanyId, actor.userId, input.path, input.notificationID)),
  }),
);
