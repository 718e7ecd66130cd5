/** DELETE /api/private/carrier/tracking-keys/{api}: the client admin removes one API's keys (its tracking is off). */
import { TRACKING_APIS, type TrackingApi } from '@shared/carriers/tracking-keys';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { deleteTrackingKeys } from './tracking-keys-store';

export const handler = endpoint(null, async ({ actor, request }) => {
  const api = request.params.api ?? '';
  if (
    !TRACKING_APIS.includes(api as TrackingApi) ||
    !(await deleteTrackingKeys(actor.companyId, api as TrackingApi))
  )
    throw NotFound('No keys for this tracking API');
  return ok({ deleted: true });
});
