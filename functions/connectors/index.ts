/**
 * Which connector reaches a carrier. No carrier publishes an API to file a claim or read one (the
 * README's table of what is automated, issue 38): a carrier is reached through the sandbox carrier
 * where one is configured (the local runtime, tests), and otherwise has no connector: its claims
 * are filed and followed by our staff on the desk, and callers record that nothing was checked.
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

/**
 * Whether a connector files this claim and follows it (else the desk does): one reaches its carrier
 * and our staff have not filed it by hand (a claim the desk filed stays the desk's).
 */
export const connectorFiles = (claim: { carrier: string; filing?: unknown }): boolean =>
  !claim.filing && connectorFor(claim.carrier as CarrierId) !== null;
