/** The platform area's Lambda: health, browser error reports, the public API's OpenAPI document and the API's JSON 404. */
import { areaLambda } from '../http/lambda';
import { handler as getConfig } from './get-config';
import { handler as getHealth } from './get-health';
import { handler as getSession } from './get-session';
import { handler as notFound } from './not-found';
import { handler as getOpenApi } from './openapi';
import { handler as reportClientError } from './report-client-error';

export const handler = areaLambda('platform', {
  'get-health': getHealth,
  'get-config': getConfig,
  'get-session': getSession,
  'get-openapi': getOpenApi,
  'report-client-error': reportClientError,
  'not-found': notFound,
});
