/**
 * The lost packages list in the table, in the company's own partition (no index needed; keys in
 * functions/lib/table/keys):
 * - `LOST#<last movement>#<carrier>#<tracking>`, one per lost parcel, read newest silence first;
 * - `LOSTSCAN`: when the last look was, each account's outcome, the number of lost parcels.
 */
import type { LostPackagesPage, LostPackageView } from '@shared/claims/lost';
import { fromItem } from '../lib/table/item';
import { collections, hasExactly, keys, tenantPartition } from '../lib/table/keys';
import { type Cursor, table } from '../lib/table/table';

/** A lost parcel as stored: what the list shows of it, and the account that found it. */
export type StoredLost = Omit<LostPackageView, 'days_left_to_claim' | 'window_closes_on' | 'claimId'> & {
  account: string;
};

export interface LostScan {
  scannedAt: string;
  carriers: LostPackagesPage['carriers'];
  total: number;
}

const lostKey = (companyId: string, parcel: StoredLost) =>
  keys.lostParcel(companyId, parcel.lastMovementAt, parcel.carrier, parcel.tracking_number);

/** What tells one stored parcel from another in the company's list (its sort key). */
export const lostSk = (companyId: string, parcel: StoredLost) => lostKey(companyId, parcel).sk;

/** The stored list of a company: every lost parcel item (its sort key and account). */
export async function storedLost(companyId: string): Promise<{ sk: string; account: string }[]> {
  const items = await table.queryAll(collections.lostParcels(companyId), {
    ProjectionExpression: 'sk, account',
  });
  return items.map((item) => ({ sk: item.sk as string, account: item.account as string }));
}

/** Replaces the company's list: deletes the `stale` items, writes the `found` parcels, then the scan's record. */
export async function replaceLost(
  companyId: string,
  stale: { sk: string }[],
  found: StoredLost[],
  scan: LostScan,
): Promise<void> {
  await table.batchWrite({
    deletes: stale.map((item) => ({ pk: tenantPartition(companyId), sk: item.sk })),
    puts: found.map((parcel) => ({ ...lostKey(companyId, parcel), entity: 'lostPackage', ...parcel })),
  });
  await table.put({ ...keys.lostScan(companyId), entity: 'lostScan', ...scan });
}

export async function lastScan(companyId: string): Promise<LostScan | null> {
  const item = await table.get(keys.lostScan(companyId));
  return item ? fromItem<LostScan>(item) : null;
}

/** Whether a page cursor is one of this company's lost parcel keys. */
export const isLostKey = (companyId: string, key: Record<string, unknown>) => {
  const { pk, prefix } = collections.lostParcels(companyId);
  return hasExactly(key, ['pk', 'sk']) && key.pk === pk && (key.sk as string).startsWith(prefix);
};

/** A page of the company's lost parcels, newest silence first (the key attributes dropped). */
export async function lostItemsPage(
  companyId: string,
  limit: number,
  cursor: Cursor | undefined,
): Promise<{ parcels: StoredLost[]; next: Cursor | undefined }> {
  const page = await table.query(collections.lostParcels(companyId), {
    ScanIndexForward: false,
    Limit: limit,
    ExclusiveStartKey: cursor,
  });
  return { parcels: page.items.map((item) => fromItem<StoredLost>(item)), next: page.cursor };
}
