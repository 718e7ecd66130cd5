/**
 * GET /api/private/admin/sendouts/{companyId}/preview: the e-mail the company would be sent, as SES
 * renders its template, in the company's language, with its recipients. Platform admins only.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { previewSendout } from './sendouts';

export const handler = endpoint(z.strictObject({}), async ({ request }) => {
  const preview = await previewSendout(request.params.companyId ?? '');
  if (!preview) throw NotFound('No such company');
  return ok(preview);
});
