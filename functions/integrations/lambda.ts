/** The integrations area's Lambda: API keys, and the sales data a company's systems send. */
import { areaLambda } from '../http/lambda';
import { create as createKey, list as listKeys, revoke as revokeKey } from './api-keys';
import { handler as receiveOrders } from './receive-orders';
import { handler as getReport } from './report';

export const handler = areaLambda('integrations', {
  'list-api-keys': listKeys,
  'create-api-key': createKey,
  'revoke-api-key': revokeKey,
  'receive-orders': receiveOrders,
  'get-sales-data-report': getReport,
});
