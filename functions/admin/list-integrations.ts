/**
 * GET /api/private/admin/integrations?cursor=: every company's API keys, newest first, from the
 * keys' listing (an index): the company, the key (name, preview, made by and when, last used,
 * revoked; never a secret or its digest) and what the company's sales data brought (orders
 * received, refused batches, the last batch). Platform admins only.
 */
import { pageQuerySchema } from '@shared/admin/directory';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { keyView, type StoredKey } from '../integrations/api-key-store';
import { readReports } from '../integrations/report';
import { fromItem } from '../lib/table/item';
import { isSharedPosition, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { companyNames } from './list-credentials';

const isKeysCursor = isSharedPosition(INDEX.listing, partitions.apiKeys, 'APIKEY#');

export const handler = endpoint(pageQuerySchema, async ({ input }) => {
  const page = await table.queryIndex(INDEX.listing, partitions.apiKeys, {
    ScanIndexForward: false,
    Limit: 50,
    ExclusiveStartKey: decodeCursor(input.cursor, isKeysCursor),
  });
  const stored = page.items.map((item) => fromItem<StoredKey>(item));
  const companyIds = stored.map((key) => key.companyId);
  const [names, reports] = await Promise.all([companyNames(companyIds), readReports(companyIds)]);
  return ok({
    integrations: stored.map((key) => {
      const report = reports.get(key.companyId);
      return {
        companyId: key.companyId,
        companyName: names.get(key.companyId) ?? key.companyId,
        key: keyView(key),
        ordersReceived: report?.ordersReceived ?? 0,
        refusedBatches: report?.refusedBatches ?? 0,
        lastReceivedAt: report?.lastReceivedAt ?? null,
      };
    }),
    cursor: encodeCursor(page.cursor),
  });
});
