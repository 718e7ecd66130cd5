/**
 * GET /api/private/features: the tours (label, route) the caller has not finished yet, each with
 * its steps: the element each points at and its words in both languages (as the Admin Panel saved
 * them, or the defaults).
 */
import { TOURS } from '@shared/users/tours';
import * as z from 'zod/mini';
import { tourWords } from '../admin/tours';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { finishedTours } from './settings-store';

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const [done, words] = await Promise.all([finishedTours(actor.homeCompanyId, actor.userId), tourWords()]);
  return ok({
    features: TOURS.filter((tour) => !done.has(tour.label)).map(({ label, route, steps }) => ({
      label,
      route,
      steps,
      content: words.get(label)!.steps,
    })),
  });
});
