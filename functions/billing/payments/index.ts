/**
 * The payment provider this deployment uses: Stripe when its key is configured, else the sandbox
 * when its secret is (locally), else none (card and debit payments are off: invoices are paid by
 * bank transfer with their number as the reference, and a platform admin records it).
 */
import { clock } from '../../lib/clock';
import { env } from '../../lib/env';
import type { PaymentProvider } from './provider';
import { sandboxProvider } from './sandbox';
import { stripeProvider } from './stripe';

let provider: PaymentProvider | null | undefined;

export function paymentProvider(): PaymentProvider | null {
  if (provider === undefined) {
    if (env.STRIPE_SECRET_KEY) provider = stripeProvider(env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET);
    else if (env.PAYMENTS_SANDBOX_SECRET)
      provider = sandboxProvider(env.PAYMENTS_SANDBOX_SECRET, env.APP_URL, () => clock.now());
    else provider = null;
  }
  return provider;
}

/** The provider a webhook path names, if it is the one configured. */
export function providerNamed(name: string): PaymentProvider | null {
  const current = paymentProvider();
  return current?.name === name ? current : null;
}
