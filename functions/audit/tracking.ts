/**
 * The carriers' tracking of a shard's shipments, for the rules that read it (late against the
 * commitment, lost, label never scanned, returned): asked through the connector with the company's
 * working account for each carrier. A carrier without a connector or an account, or one that cannot
 * answer now, leaves its shipments without tracking: those rules then find nothing, the others run.
 */

import type { Shipment, TrackingFacts } from '@shared/audit/rules/rule';
import { trackingFacts } from '@shared/audit/tracking-facts';
import type { CarrierId } from '@shared/carriers';
import { listCredentials, openPassword } from '../carriers/credential-store';
import { connectorFor } from '../connectors';
import { log } from '../lib/log';

export interface ShardTracking {
  facts: Map<string, TrackingFacts>;
  /** Carriers whose tracking could not be read (no account, no connector, an outage). */
  unavailable: string[];
}

export const trackingKey = (carrier: string, trackingNumber: string) => `${carrier}|${trackingNumber}`;

export async function trackShard(companyId: string, shipments: Shipment[]): Promise<ShardTracking> {
  const facts = new Map<string, TrackingFacts>();
  const unavailable: string[] = [];
  const byCarrier = new Map<string, string[]>();
  for (const shipment of shipments) {
    const numbers = byCarrier.get(shipment.carrier) ?? [];
    numbers.push(shipment.trackingNumber);
    byCarrier.set(shipment.carrier, numbers);
  }
  const credentials = await listCredentials(companyId);
  for (const [carrier, numbers] of byCarrier) {
    const credential = credentials.find((item) => item.carrier === carrier && item.status === 'active');
    const connector = connectorFor(carrier as CarrierId);
    if (!credential || !connector) {
      unavailable.push(carrier);
      continue;
    }
    try {
      const account = {
        carrier: carrier as CarrierId,
        username: credential.username,
        password: await openPassword(credential),
      };
      for (const tracked of await connector.trackShipments(account, numbers))
        if (tracked.found) facts.set(trackingKey(carrier, tracked.trackingNumber), trackingFacts(tracked));
    } catch (error) {
      log.warn('audit without tracking', { carrier, error: String(error) });
      unavailable.push(carrier);
    }
  }
  return { facts, unavailable };
}
