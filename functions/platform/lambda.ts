/** The platform area's Lambda: health and the API's JSON 404. */
import { areaLambda } from '../http/lambda';
import { handler as getHealth } from './get-health';
import { handler as notFound } from './not-found';

export const handler = areaLambda('platform', { 'get-health': getHealth, 'not-found': notFound });
