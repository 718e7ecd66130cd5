/**
 * GET /api/private/session: who the server takes the caller to be, from the verified token. The
 * web uses it to confirm a stored token is still accepted before showing private pages.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';

export const handler = endpoint(z.strictObject({}), async ({ actor }) =>
  ok({ userId: actor.userId, companyId: actor.companyId, role: actor.role, email: actor.email }),
);
