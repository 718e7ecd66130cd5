/** GET /api/public/health: the platform is up, and which version answers. */
import * as z from 'zod/mini';
import pkg from '../../package.json' with { type: 'json' };
import { publicEndpoint } from '../http/endpoint';
import { ok } from '../http/responses';

export const handler = publicEndpoint(z.strictObject({}), async () =>
  ok({ status: 'ok', version: pkg.version }),
);
