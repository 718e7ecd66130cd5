/**
 * GET /api/private/tours: every guided tour with its steps (the element each points at, its words
 * in both languages), finished or not: the Tour menu entry replays a page's tour on request.
 */
import * as z from 'zod/mini';
import { tourWords } from '../admin/tours';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';

export const handler = endpoint(z.strictObject({}), async () =>
  ok({
    tours: [...(await tourWords()).values()].map(({ label, route, steps }) => ({ label, route, steps })),
  }),
);
