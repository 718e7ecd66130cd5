/**
 * The VAT register this deployment asks (as the payment provider is chosen in
 * functions/billing/payments/index.ts): VIES, at VIES_URL, unless VAT_REGISTRY=sandbox, which the
 * local runtime sets (a laptop and the tests never call the European Commission).
 */
import { env } from '../../lib/env';
import type { VatRegistry } from './registry';
import { sandboxRegistry } from './sandbox';
import { viesRegistry } from './vies';

let registry: VatRegistry | undefined;

export function vatRegistry(): VatRegistry {
  registry ??=
    env.VAT_REGISTRY === 'sandbox' ? sandboxRegistry() : viesRegistry(env.VIES_URL, env.VIES_TIMEOUT_MS);
  return registry;
}
