/**
 * PUT /api/private/carrier/tracking-keys: the client admin enters the company's keys to one
 * carrier tracking API; they are sealed at once, and the audit reads parcels' tracking there.
 */
import { trackingKeysInputSchema } from '@shared/carriers/tracking-keys';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { putTrackingKeys } from './tracking-keys-store';

export const handler = endpoint(trackingKeysInputSchema, async ({ input, actor }) =>
  ok({ keys: await putTrackingKeys(actor.companyId, input, actor, clock.now().toISOString()) }),
);
