/** GET /api/private/lost-packages?page=N&cursor=…: a page of the company's lost parcels. */
import { lostListQuerySchema } from '@shared/claims/lost';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { lostPage } from './lost-packages';

export const handler = endpoint(lostListQuerySchema, async ({ input, actor }) =>
  ok(await lostPage(actor.companyId, input.page ?? 1, input.cursor, input.limit)),
);
