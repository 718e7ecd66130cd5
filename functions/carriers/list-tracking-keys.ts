/** GET /api/private/carrier/tracking-keys: which tracking APIs have the company's keys (never the keys). */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { listTrackingKeys } from './tracking-keys-store';

export const handler = endpoint(z.strictObject({}), async ({ actor }) =>
  ok({ apis: await listTrackingKeys(actor.companyId) }),
);
