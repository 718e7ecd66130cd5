/**
 * Lost packages (claim center): the parcels of the company's carrier accounts that the carrier has
 * lost track of (shared/claims/lost: scanned, past due, no movement for days), so the merchant can
 * open an investigation before the carrier's window closes.
 *
 * A look at the carriers reads each working account's shipments of the last 90 days through the
 * connector (the list, then their tracking in batches) and replaces the company's stored list
 * (./lost-store). An account the carrier refused or could not answer for keeps the parcels found
 * before; a parcel that moved again (delivered, returned) leaves the list at the next look.
 *
 * The look runs daily for every company with a working account (./scheduled-lost) and when the
 * merchant asks for it (at most once a minute per company).
 */

import type { CarrierId } from '@shared/carriers/carriers';
import { LOST_PAGE_SIZE, type LostPackagesPage, type LostScanOutcome, lostParcel } from '@shared/claims/lost';
import { listCredentials, portalAccount } from '../carriers/credential-store';
import {
  CarrierRefusedError,
  ConnectorRejectedError,
  ConnectorUnavailableError,
} from '../connectors/connector';
import { connectorFor } from '../connectors/index';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { clock } from '../lib/clock';
import { forEachLimit } from '../lib/concurrency';
import { openClaimIds } from './claim-queries';
import { claimWindow } from './claim-window';
import {
  isLostKey,
  type LostScan,
  lastScan,
  lostItemsPage,
  lostSk,
  replaceLost,
  type StoredLost,
  storedLost,
} from './lost-store';

const LOOK_BACK_DAYS = 90;
const DAY_MS = 86_400_000;

const accountKey = (carrier: string, username: string) => `${carrier}/${username}`;

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
    const account = await portalAccount(credential);
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

  const keep = new Set(found.map((parcel) => lostSk(companyId, parcel)));
  const existing = await storedLost(companyId);
  // What an unread account found before stays; what a read account no longer shows goes.
  const stale = existing.filter((item) => scanned.has(item.account) && !keep.has(item.sk));
  const stored = new Set(existing.map((item) => item.sk));
  for (const item of stale) stored.delete(item.sk);
  for (const sk of keep) stored.add(sk);
  const scan: LostScan = { scannedAt: now.toISOString(), carriers, total: stored.size };
  await replaceLost(companyId, stale, found, scan);
  return scan;
}

/** A page of the company's lost parcels, with the last look's outcome and each parcel's open claim. */
export async function lostPage(
  companyId: string,
  pageNumber: number,
  cursorText: string | undefined,
  limit = LOST_PAGE_SIZE,
): Promise<LostPackagesPage> {
  const cursor = decodeCursor(cursorText, (key) => isLostKey(companyId, key));
  const [scan, credentials, { parcels, next }] = await Promise.all([
    lastScan(companyId),
    listCredentials(companyId),
    lostItemsPage(companyId, limit, cursor),
  ]);
  const claims = await openClaimIds(
    companyId,
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
    packages: parcels.map(({ account: _account, ...parcel }) => {
      // Not delivered: the window counts from the shipment or the scheduled delivery.
      const window = claimWindow(parcel.carrier, 'lost', { ...parcel, deliveredAt: null }, today);
      return {
        ...parcel,
        days_left_to_claim: window?.daysLeft ?? null,
        window_closes_on: window?.closesOn ?? null,
        claimId: claims.get(parcel.tracking_number) ?? null,
      };
    }),
    cursor: encodeCursor(next),
  };
}
