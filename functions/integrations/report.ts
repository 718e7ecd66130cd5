/**
 * The sales data's report (issue 21): one counters item per company (`C#<co>` / `SALESDATA#REPORT`),
 * added to by each batch (orders received, investigations completed) and each refused batch (when,
 * and its first problem). GET /api/private/integration/report gives it to the company's people,
 * with the SFTP set-up's state and last fetch, and the last file received.
 */
import type { SalesDataReport } from '@shared/integrations/orders';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { keys } from '../lib/table/keys';
import { table, txUpdate } from '../lib/table/table';
import { getSftpConfig, listSftpFiles, sftpFileView } from './sftp-store';

const reportKey = (companyId: string) => keys.stats(companyId, 'SALESDATA#REPORT');

const batchCount = (orders: number, completed: number, at: string) => ({
  UpdateExpression:
    'ADD batches :one, ordersReceived :orders, claimsCompleted :completed SET entity = :entity, lastReceivedAt = :at',
  ExpressionAttributeValues: {
    ':one': 1,
    ':orders': orders,
    ':completed': completed,
    ':entity': 'salesDataReport',
    ':at': at,
  },
});

export async function countBatch(companyId: string, orders: number, completed: number, at: string) {
  await table.update(reportKey(companyId), batchCount(orders, completed, at));
}

/** The same count, as an item of the transaction that records the batch (an SFTP file). */
export const countBatchItem = (companyId: string, orders: number, completed: number, at: string) =>
  txUpdate(reportKey(companyId), batchCount(orders, completed, at));

export async function countRefusal(
  companyId: string,
  problem: { path: string; message: string },
  at: string,
) {
  await table.update(reportKey(companyId), {
    UpdateExpression:
      'ADD refusedBatches :one SET entity = :entity, lastRefusedAt = :at, lastRefusal = :problem',
    ExpressionAttributeValues: { ':one': 1, ':entity': 'salesDataReport', ':at': at, ':problem': problem },
  });
}

const reportOf = (item: Record<string, unknown> | undefined): SalesDataReport => ({
  batches: Number(item?.batches ?? 0),
  ordersReceived: Number(item?.ordersReceived ?? 0),
  claimsCompleted: Number(item?.claimsCompleted ?? 0),
  refusedBatches: Number(item?.refusedBatches ?? 0),
  lastReceivedAt: (item?.lastReceivedAt as string | undefined) ?? null,
  lastRefusedAt: (item?.lastRefusedAt as string | undefined) ?? null,
  lastRefusal: (item?.lastRefusal as SalesDataReport['lastRefusal'] | undefined) ?? null,
});

export async function readReport(companyId: string): Promise<SalesDataReport> {
  return reportOf(await table.get(reportKey(companyId)));
}

/** The reports of several companies, by company id (one batched read). */
export async function readReports(companyIds: string[]): Promise<Map<string, SalesDataReport>> {
  const ids = [...new Set(companyIds)];
  const items = await table.batchGet(ids.map(reportKey));
  const byPk = new Map(items.map((item) => [String(item.pk), item]));
  return new Map(ids.map((id) => [id, reportOf(byPk.get(reportKey(id).pk))]));
}

/** The report, with where the SFTP set-up stands (its state, last fetch, problem) and the last file received. */
export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const [report, config, [lastFile]] = await Promise.all([
    readReport(actor.companyId),
    getSftpConfig(actor.companyId),
    listSftpFiles(actor.companyId, 1),
  ]);
  return ok({
    report,
    sftp: config ? { state: config.state, lastFetchAt: config.lastFetchAt, problem: config.problem } : null,
    lastFile: lastFile ? sftpFileView(lastFile) : null,
  });
});
