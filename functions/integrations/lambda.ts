/** The integrations area's Lambda: API keys, and the sales data a company's systems send. */
import { areaLambda } from '../http/lambda';
import { create as createKey, list as listKeys, revoke as revokeKey } from './api-keys';
import { handler as receiveOrders } from './receive-orders';
import { handler as getReport } from './report';
import { check, disconnect, fetchNow, get, problems, save } from './sftp-endpoints';
import { complete as completeUpload, request as requestUpload } from './upload-files';

export const handler = areaLambda('integrations', {
  'list-api-keys': listKeys,
  'create-api-key': createKey,
  'revoke-api-key': revokeKey,
  'receive-orders': receiveOrders,
  'get-sales-data-report': getReport,
  'request-file-upload': requestUpload,
  'complete-file-upload': completeUpload,
  'get-sftp': get,
  'save-sftp': save,
  'disconnect-sftp': disconnect,
  'check-sftp': check,
  'fetch-sftp': fetchNow,
  'get-sftp-file-problems': problems,
});
