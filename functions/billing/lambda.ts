/** The billing area's Lambda: the subscription and its usage. */
import { areaLambda } from '../http/lambda';
import { handler as getSubscription } from './get-subscription';

export const handler = areaLambda('billing', { 'get-subscription': getSubscription });
