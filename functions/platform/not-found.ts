/** Any /api path the route table does not know: a JSON 404 with a stable code. */
import { publicEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';

export const handler = publicEndpoint(null, async ({ request }) => {
  throw new HttpError(
    'route.not_found',
    `No route for ${request.event.requestContext.http.method} ${request.event.rawPath}`,
  );
});
