/** The bulk area's Lambda: submitting a bulk claim file and following its run. */
import { areaLambda } from '../http/lambda';
import { handler as checkWindows } from './check-windows';
import { handler as downloadBulkExport } from './download-bulk-export';
import { handler as getBulk } from './get-bulk';
import { handler as startBulk } from './start-bulk';

export const handler = areaLambda('bulk', {
  'start-bulk': startBulk,
  'check-bulk-windows': checkWindows,
  'get-bulk': getBulk,
  'download-bulk-export': downloadBulkExport,
});
