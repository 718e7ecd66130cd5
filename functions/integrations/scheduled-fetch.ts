/**
 * The hourly SFTP fetch (EventBridge Scheduler in AWS, a timer locally): starts the SalesDataFetch
 * workflow of every company whose set-up is to be read (listed on an index, never found by a scan),
 * each run named after the company and the hour, so a job run twice in an hour starts each once.
 */
import { clock } from '../lib/clock';
import { forEachLimit } from '../lib/concurrency';
import { partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { startFetch } from './sftp-endpoints';

export async function handler(): Promise<{ started: number }> {
  const now = clock.now();
  const companies: string[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.queryIndex(INDEX.listing, partitions.sftpConfigs, {
      ExclusiveStartKey: cursor,
      ProjectionExpression: 'companyId',
    });
    for (const item of page.items) companies.push(String(item.companyId));
    cursor = page.cursor;
  } while (cursor);
  await forEachLimit(companies, 4, (companyId) => startFetch(companyId, 'hourly', now));
  return { started: companies.length };
}
