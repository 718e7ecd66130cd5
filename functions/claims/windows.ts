/**
 * Which parcels are past their carrier's claim window for the issue, from the carrier's own
 * tracking (issue 24, item 9): the single form asks before filing one, the bulk wizard flags each
 * such line for confirmation, and the bulk run refuses them unless the values were confirmed. A
 * parcel whose tracking cannot tell (no connector or account, the carrier down, the parcel unknown)
 * is not flagged; once filed, the claim shows its window from the carrier's dates.
 */
import { type CarrierId, type ClaimType, normaliseTracking } from '@shared/carriers/carriers';
import { listCredentials, portalAccount, preferredCredential } from '../carriers/credential-store';
import { connectorFor } from '../connectors/index';
import { log } from '../lib/log';
import { claimWindow } from './claim-window';

export interface WindowQuery {
  carrier: string;
  tracking_number: string;
  issue: ClaimType;
}

/** The rows (by index) past their window, with the day it closed. */
export async function closedWindows(
  companyId: string,
  rows: readonly WindowQuery[],
  now: Date,
): Promise<Map<number, string>> {
  const closed = new Map<number, string>();
  const byCarrier = new Map<string, number[]>();
  rows.forEach((row, index) => {
    const group = byCarrier.get(row.carrier);
    if (group) group.push(index);
    else byCarrier.set(row.carrier, [index]);
  });
  const credentials = byCarrier.size ? await listCredentials(companyId) : [];
  for (const [carrier, indexes] of byCarrier) {
    const connector = connectorFor(carrier as CarrierId);
    const credential = preferredCredential(credentials, carrier);
    if (!connector || !credential) continue;
    try {
      const account = await portalAccount(credential);
      const numbers = [...new Set(indexes.map((index) => normaliseTracking(rows[index]!.tracking_number)))];
      const tracked = new Map(
        (await connector.trackShipments(account, numbers)).map((shipment) => [
          shipment.trackingNumber,
          shipment,
        ]),
      );
      for (const index of indexes) {
        const row = rows[index]!;
        const shipment = tracked.get(normaliseTracking(row.tracking_number));
        if (shipment?.found !== true) continue;
        const window = claimWindow(carrier, row.issue, shipment, now);
        if (window && window.daysLeft < 0) closed.set(index, window.closesOn);
      }
    } catch (failure) {
      log.warn('claim windows not checked', { carrier, error: String(failure) });
    }
  }
  return closed;
}
