/**
 * Lost packages (claim center): the parcels of the company's carrier accounts that the carrier has
 * lost track of (shared/claims/lost: scanned, past due, no movement for days), so the merchant can
 * open an investigation before the carrier's window closes.
 *
 * A look at the carriers reads each working account's shipments of the last 90 days through the
 * connector (the list, then their tracking in batches) and replaces the company's stored list:
 * - `LOST#<last movement>#<carrier>#<tracking>` in the company's partition, one per lost parcel,
 *   read newest silence first a page at a time (no index needed: the company's own partition);
 * - `LOSTSCAN`: when the last look was, each account's outcome, the number of lost parcels.
 * An account the carrier refused or could not answer for keeps the parcels found before; a parcel
 * that moved again (delivered, returned) leaves the list at the next look.
 *
 * The look runs daily for every company with a working account (./scheduled-lost) and when the
 * merchant asks for it (at most once a minute per company).
 */

import { BatchWriteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CarrierId } from '@shared/carriers';
import {
  LOST_PAGE_SIZE,
  type LostPackagesPage,
  type LostPackageView,
  type LostScanOutcome,
  lostListQuerySchema,
  lostParcel,
  lostScanSchema,
} from '@shared/claims/lost';
import { listCredentials, openPassword } from '../carriers/credential-store';
import {
  CarrierRefusedError,
  ConnectorRejectedError,
  ConnectorUnavailableError,
} from '../connectors/connector';
import { connectorFor } from '../connectors/index';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { type Actor, endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { dynamo } from '../lib/aws/dynamo';
import { clock } from '../lib/clock';
import { forEachLimit } from '../lib/concurrency';
import { claimCooldown } from '../lib/cooldown';
import { env } from '../lib/env';
import { openClaimIds } from './claim-store';
import { daysLeftInWindow } from './claim-view';

const LOOK_BACK_DAYS = 90;
const SCAN_COOLDOWN_SECONDS = 60;
const DAY_MS = 86_400_000;

type StoredLost = Omit<LostPackageView, 'days_left_to_claim' | 'claimId'> & { account: string };

interface LostScan {
  scannedAt: string;
  carriers: LostPackagesPage['carriers'];
  total: number;
}

const partition = (companyId: string) => `C#${companyId}`;
const SCAN_SK = 'LOSTSCAN';
const lostSk = (parcel: StoredLost) =>
  `LOST#${parcel.lastMovementAt}#${parcel.carrier}#${parcel.tracking_number}`;
const accountKey = (carrier: string, username: string) => `${carrier}/${username}`;

/** The stored list of a company: every lost parcel item (keys and account). */
async function storedLost(companyId: string): Promise<{ sk: string; account: string }[]> {
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

/** Looks at every working carrier account of the company and replaces its stored list. */
export async function scanLostPackages(companyId: string, now: Date): Promise<LostScan> {
  const since = new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS).toISOString().slice(0, 10);
  const credentials = (await listCredentials(companyId)).filter(
    (credential) => credential.status === 'active',
  );
  const carriers: LostScan['carriers'] = [];
  const found: StoredLost[] = [];
  const scanned = new Set<string>();
  await forEachLimit(credentials, 2, async (credential) => {
    const carrier = credential.carrier as CarrierId;
    const report = (outcome: LostScanOutcome, shipments = 0) => {
      carriers.push({ carrier, username: credential.username, outcome, shipments });
    };
    const connector = connectorFor(carrier);
    if (!connector) return report('no_connector');
    const account = { carrier, username: credential.username, password: await openPassword(credential) };
    try {
      const shipments = await connector.listShipments(account, since);
      const tracked = await connector.trackShipments(
        account,
        shipments.map((shipment) => shipment.trackingNumber),
      );
      for (const parcel of tracked) {
        if (!parcel.found) continue;
        const signal = lostParcel(parcel, now);
        if (!signal) continue;
        found.push({
          carrier,
          tracking_number: parcel.trackingNumber,
          service: parcel.service,
          shippedAt: parcel.shippedAt,
          scheduledDeliveryAt: parcel.scheduledDeliveryAt,
          ...signal,
          account: accountKey(carrier, credential.username),
        });
      }
      scanned.add(accountKey(carrier, credential.username));
      report('scanned', shipments.length);
    } catch (error) {
      if (error instanceof ConnectorRejectedError) return report('refused');
      if (error instanceof ConnectorUnavailableError || error instanceof CarrierRefusedError)
        return report('unavailable');
      throw error;
    }
  });

  const keep = new Set(found.map(lostSk));
  const existing = await storedLost(companyId);
  // What an unread account found before stays; what a read account no longer shows goes.
  const stale = existing.filter((item) => scanned.has(item.account) && !keep.has(item.sk));
  await writeAll([
    ...stale.map((item) => ({ DeleteRequest: { Key: { pk: partition(companyId), sk: item.sk } } })),
    ...found.map((parcel) => ({
      PutRequest: {
        Item: { pk: partition(companyId), sk: lostSk(parcel), entity: 'lostPackage', ...parcel },
      },
    })),
  ]);
  const stored = new Set(existing.map((item) => item.sk));
  for (const item of stale) stored.delete(item.sk);
  for (const sk of keep) stored.add(sk);
  const total = stored.size;
  const scan: LostScan = { scannedAt: now.toISOString(), carriers, total };
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: { pk: partition(companyId), sk: SCAN_SK, entity: 'lostScan', ...scan },
    }),
  );
  return scan;
}

async function lastScan(companyId: string): Promise<LostScan | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: { pk: partition(companyId), sk: SCAN_SK } }),
  );
  return out.Item ? (out.Item as unknown as LostScan) : null;
}

async function lostPage(
  me: Actor,
  pageNumber: number,
  cursorText: string | undefined,
  limit = LOST_PAGE_SIZE,
): Promise<LostPackagesPage> {
  const cursor = decodeCursor(
    cursorText,
    (key) => key.pk === partition(me.companyId) && typeof key.sk === 'string' && key.sk.startsWith('LOST#'),
  );
  const [scan, credentials, out] = await Promise.all([
    lastScan(me.companyId),
    listCredentials(me.companyId),
    dynamo.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :lost)',
        ExpressionAttributeValues: { ':pk': partition(me.companyId), ':lost': 'LOST#' },
        ScanIndexForward: false,
        Limit: limit,
        ExclusiveStartKey: cursor,
      }),
    ),
  ]);
  const parcels = (out.Items ?? []) as unknown as (StoredLost & { sk: string })[];
  const claims = await openClaimIds(
    me.companyId,
    parcels.map((parcel) => parcel.tracking_number),
  );
  const today = clock.now();
  return {
    active: credentials.some(
      (credential) => credential.status === 'active' && connectorFor(credential.carrier as CarrierId),
    ),
    pageNumber,
    scannedAt: scan?.scannedAt ?? null,
    carriers: scan?.carriers ?? [],
    total: scan?.total ?? 0,
    packages: parcels.map(({ sk: _sk, account: _account, ...parcel }) => ({
      ...parcel,
      // Not delivered: the window counts from the shipment or the scheduled delivery.
      days_left_to_claim: daysLeftInWindow(parcel.carrier, 'lost', { ...parcel, deliveredAt: null }, today),
      claimId: claims.get(parcel.tracking_number) ?? null,
    })),
    cursor: encodeCursor(out.LastEvaluatedKey),
  };
}

/** GET /api/private/lost-packages?page=N&cursor=…: a page of the company's lost parcels. */
export const listHandler = endpoint(lostListQuerySchema, async ({ input, actor }) =>
  ok(await lostPage(actor as Actor, input.page ?? 1, input.cursor, input.limit)),
);

/** POST /api/private/lost-packages/scan: look at the carriers now (once a minute), then page 1. */
export const scanHandler = endpoint(lostScanSchema, async ({ actor }) => {
  const me = actor as Actor;
  const now = clock.now();
  if (
    !(await claimCooldown(
      `lost-scan#${me.companyId}`,
      Math.floor(now.getTime() / 1000),
      SCAN_COOLDOWN_SECONDS,
    ))
  )
    throw new HttpError('claim.scan_cooldown', 'Looked at the carriers less than a minute ago');
  await scanLostPackages(me.companyId, now);
  return ok(await lostPage(me, 1, undefined));
});
