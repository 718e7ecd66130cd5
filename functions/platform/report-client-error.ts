/**
 * POST /api/public/client-errors: the browser reports a failure a person hit (a page part that
 * would not load even after a reload, an unexpected error), so that we see it in the logs.
 * Sizes are capped by the schema and the log line is structured, so input cannot forge lines.
 */
import { clientErrorSchema } from '@shared/platform/client-error';
import { publicEndpoint } from '../http/endpoint';
import { accepted } from '../http/responses';
import { log } from '../lib/log';

export const handler = publicEndpoint(clientErrorSchema, async ({ input, request }) => {
  log.warn('client error', {
    ...input,
    requestId: request.requestId,
    userAgent: request.event.requestContext.http.userAgent.slice(0, 200),
  });
  return accepted({ received: true });
});
