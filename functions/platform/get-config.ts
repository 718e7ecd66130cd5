/** GET /api/public/config: what the web needs to know of this deployment (which sign-in options are on). */
import * as z from 'zod/mini';
import { publicEndpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { env } from '../lib/env';

export const handler = publicEndpoint(z.strictObject({}), async () =>
  ok({
    googleClientId: env.GOOGLE_CLIENT_ID ?? null,
    recaptchaSiteKey: env.RECAPTCHA_SECRET && env.RECAPTCHA_SITE_KEY ? env.RECAPTCHA_SITE_KEY : null,
  }),
);
