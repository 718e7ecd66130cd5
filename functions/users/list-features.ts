/** GET /api/private/features: the tours (label, route) the caller has not finished yet. */
import { TOURS } from '@shared/users/tours';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { finishedTours } from './settings-store';

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const done = await finishedTours(actor.homeCompanyId, actor.userId);
  return ok({
    features: TOURS.filter((tour) => !done.has(tour.label)).map(({ label, route, steps }) => ({
      label,
      route,
      steps,
    })),
  });
});
