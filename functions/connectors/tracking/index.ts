/**
 * Which tracking client answers for a carrier, built from the merchant's keys to that carrier's
 * tracking API. Without keys there is no client: tracking through the carrier's API is off.
 *
 * Clients built with the default options are kept (per API and keys, the keys only as a digest) so
 * that a warm Lambda reuses its OAuth tokens instead of asking for one per invocation.
 */
import type { CarrierId } from '@shared/carriers/carriers';
import { type TrackingApi, type TrackingKeys, trackingApiFor } from '@shared/carriers/tracking-keys';
import { sha256Base64url } from '../../lib/hash';
import { dhlTrackingClient } from './dhl';
import { fedexTrackingClient } from './fedex';
import type { TrackingClient, TrackingClientOptions } from './http';
import { laPosteTrackingClient } from './laposte';
import { upsTrackingClient } from './ups';

export {
  TrackingAuthError,
  type TrackingClient,
  type TrackingClientOptions,
  TrackingOutageError,
} from './http';

/** The keys a merchant has entered, per tracking API (an API without keys is absent or null). */
export type MerchantTrackingKeys = { [A in TrackingApi]?: TrackingKeys<A> | null };

const KEPT_CLIENTS = 200;
const kept = new Map<string, TrackingClient>();

export function trackingClientFor(
  carrier: CarrierId,
  keys: MerchantTrackingKeys | null,
  options?: TrackingClientOptions,
): TrackingClient | null {
  const api = trackingApiFor(carrier);
  if (!api || !keys?.[api]) return null;
  if (options) return build(api, keys, options);
  const id = `${api}\u0000${sha256Base64url(JSON.stringify(keys[api]))}`;
  let client = kept.get(id);
  if (!client) {
    client = build(api, keys, {});
    if (kept.size >= KEPT_CLIENTS) kept.delete(kept.keys().next().value!);
    kept.set(id, client);
  }
  return client;
}

function build(api: TrackingApi, keys: MerchantTrackingKeys, options: TrackingClientOptions): TrackingClient {
  switch (api) {
    case 'ups':
      return upsTrackingClient(keys.ups!, options);
    case 'fedex':
      return fedexTrackingClient(keys.fedex!, options);
    case 'dhl':
      return dhlTrackingClient(keys.dhl!, options);
    case 'la_poste':
      return laPosteTrackingClient(keys.la_poste!, options);
  }
}
