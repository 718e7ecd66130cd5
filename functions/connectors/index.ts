/**
 * Which connector reaches a carrier. Real carriers get their own connectors in later issues; until
 * then a carrier is reached through the sandbox carrier where one is configured (the local runtime,
 * tests), and otherwise has no connector: callers record that nothing was checked.
 */
import type { CarrierId } from '@shared/carriers/carriers';
import { env } from '../lib/env';
import type { CarrierConnector } from './connector';
import { sandboxConnector } from './sandbox';

const REAL_CONNECTORS: Partial<Record<CarrierId, CarrierConnector>> = {};

let sandbox: CarrierConnector | undefined;

export function connectorFor(carrier: CarrierId): CarrierConnector | null {
  const real = REAL_CONNECTORS[carrier];
  if (real) return real;
  if (!env.CARRIER_SANDBOX_URL) return null;
  sandbox ??= sandboxConnector(env.CARRIER_SANDBOX_URL, env.CARRIER_TIMEOUT_MS);
  return sandbox;
}
