/**
 * The carriers' tracking of a shard's shipments, for the rules that read it (late against the
 * commitment, lost, label never scanned, returned): asked of the carrier's tracking API when the
 * merchant entered its keys, else through the connector with the company's working account. A
 * carrier without keys, connector or account, or one that cannot answer now, leaves its shipments
 * without tracking: those rules then find nothing, the others run.
 */

import type { Shipment, TrackingFacts } from '@shared/audit/rules/rule';
import { trackingFacts } from '@shared/audit/tracking-facts';
import type { CarrierId } from '@shared/carriers/carriers';
import { trackingApiFor } from '@shared/carriers/tracking-keys';
import { listCredentials, portalAccount } from '../carriers/credential-store';
import { openTrackingKeys } from '../carriers/tracking-keys-store';
import { connectorFor } from '../connectors';
import type { TrackedShipment } from '../connectors/connector';
import { trackingClientFor } from '../connectors/tracking';
import { env } from '../lib/env';
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
  // The keys are opened only when a carrier of the shard has a tracking API.
  const apiKeys = [...byCarrier.keys()].some((carrier) => trackingApiFor(carrier as CarrierId))
    ? await openTrackingKeys(companyId)
    : null;
  const options = env.TRACKING_API_ORIGIN ? { baseUrl: env.TRACKING_API_ORIGIN } : undefined;
  for (const [carrier, numbers] of byCarrier) {
    const found = (tracked: TrackedShipment[]) => {
      for (const one of tracked)
        if (one.found) facts.set(trackingKey(carrier, one.trackingNumber), trackingFacts(one));
    };
    // The carrier's tracking API first, with the merchant's keys; else the portal account.
    const client = trackingClientFor(carrier as CarrierId, apiKeys, options);
    if (client) {
      try {
        found(await client.track(numbers));
        continue;
      } catch (error) {
        log.warn('tracking API unavailable', { carrier, api: client.api, error: String(error) });
      }
    }
    const credential = credentials.find((item) => item.carrier === carrier && item.status === 'active');
    const connector = connectorFor(carrier as CarrierId);
    if (!credential || !connector) {
      unavailable.push(carrier);
      continue;
    }
    try {
      found(await connector.trackShipments(await portalAccount(credential), numbers));
    } catch (error) {
      log.warn('audit without tracking', { carrier, error: String(error) });
      unavailable.push(carrier);
    }
  }
  return { facts, unavailable };
}
