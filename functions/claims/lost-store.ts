/**
 * The lost packages list in the table, in the company's own partition (no index needed):
 * - `LOST#<last movement>#<carrier>#<tracking>`, one per lost parcel, read newest silence first;
 * - `LOSTSCAN`: when the last look was, each account's outcome, the number of lost parcels.
 */
import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { LostPackagesPage, LostPackageView } from '@shared/claims/lost';
import { dynamo } from '../lib/aws/dynamo';
import { env } from '../lib/env';

/** A lost parcel as stored: what the list shows of it, and the account that found it. */
export type StoredLost = Omit<LostPackageView, 'days_left_to_claim' | 'claimId'> & { account: string };

export interface LostScan {
  scannedAt: string;
  carriers: LostPackagesPage['carriers'];
  total: number;
}

const partition = (companyId: string) => `C#${companyId}`;
const SCAN_SK = 'LOSTSCAN';
export const lostSk = (parcel: StoredLost) =>
  `LOST#${parcel.lastMovementAt}#${parcel.carrier}#${parcel.tracking_number}`;

/** The stored list of a company: every lost parcel item (keys and account). */
export async function storedLost(companyId: string): Promise<{ sk: string; account: string }[]> {
  const items: { sk: string; account: string }[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const out = await dynamo.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :lost)',
        ExpressionAttributeValues: { ':pk': partition(companyId), ':lost': 'LOST#' },
        ProjectionExpression: 'sk, account',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of out.Items ?? [])
      items.push({ sk: item.sk as string, account: item.account as string });
    start = out.LastEvaluatedKey;
  } while (start);
  return items;
}

/** Writes puts and deletes 25 at a time, sending again what DynamoDB left unprocessed. */
async function writeAll(requests: Record<string, unknown>[]): Promise<void> {
  for (let start = 0; start < requests.length; start += 25) {
    let pending: Record<string, unknown>[] = requests.slice(start, start + 25);
    for (let attempt = 0; pending.length; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
      const out = await dynamo.send(
        // biome-ignore lint/suspicious/noExplicitAny: the document client's request union
        new BatchWriteCommand({ RequestItems: { [env.TABLE_NAME]: pending as any } }),
      );
      pending = (out.UnprocessedItems?.[env.TABLE_NAME] as Record<string, unknown>[] | undefined) ?? [];
    }
  }
}

/** Replaces the company's list: deletes the `stale` items, writes the `found` parcels, then the scan's record. */
export async function replaceLost(
  companyId: string,
  stale: { sk: string }[],
  found: StoredLost[],
  scan: LostScan,
): Promise<void> {
  await writeAll([
    ...stale.map((item) => ({ DeleteRequest: { Key: { pk: partition(companyId), sk: item.sk } } })),
    ...found.map((parcel) => ({
      PutRequest: {
        Item: { pk: partition(companyId), sk: lostSk(parcel), entity: 'lostPackage', ...parcel },
      },
    })),
  ]);
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: { pk: partition(companyId), sk: SCAN_SK, entity: 'lostScan', ...scan },
    }),
  );
}

export async function lastScan(companyId: string): Promise<LostScan | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: { pk: partition(companyId), sk: SCAN_SK } }),
  );
  return out.Item ? (out.Item as unknown as LostScan) : null;
}

/** Whether a page cursor is one of this company's lost parcel keys. */
export const isLostKey = (companyId: string, key: Record<string, unknown>) =>
  key.pk === partition(companyId) && typeof key.sk === 'string' && key.sk.startsWith('LOST#');

/** A page of the company's lost parcels, newest silence first (the key attributes dropped). */
export async function lostItemsPage(
  companyId: string,
  limit: number,
  cursor: Record<string, unknown> | undefined,
): Promise<{ parcels: StoredLost[]; next: Record<string, unknown> | undefined }> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :lost)',
      ExpressionAttributeValues: { ':pk': partition(companyId), ':lost': 'LOST#' },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: cursor,
    }),
  );
  const parcels = (out.Items ?? []).map(
    ({ pk: _pk, sk: _sk, entity: _entity, ...parcel }) => parcel as unknown as StoredLost,
  );
  return { parcels, next: out.LastEvaluatedKey };
}
