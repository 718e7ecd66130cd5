/**
 * The Stripe provider (the official `stripe` SDK): a Checkout Session per payment, by card or SEPA
 * Direct Debit, with the payment's ids in its metadata. Webhooks are verified on the raw body with
 * the endpoint's signing secret (a body parsed and serialised again no longer verifies). Events
 * followed: a completed session (paid at once by card, or processing for a debit), and the later
 * success or failure of a debit. A card's authentication for a plan is a session in setup mode: the
 * card is saved for the subscription's invoices once the person passed 3-D Secure on Stripe's page
 * (completed: authorized); a setup session that expires unfinished is declined.
 */
import Stripe from 'stripe';
import { type PaymentProvider, type ProviderEvent, WebhookRejected } from './provider';

/** Where the Stripe API is (its own by default; a local server in the tests). */
type ApiAddress = Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>;

export function stripeProvider(
  secretKey: string,
  webhookSecret: string | undefined,
  api: ApiAddress = {},
): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000, ...api });
  return {
    name: 'stripe',
    async start(payment) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          allowed_payment_method_types: [payment.method],
          client_reference_id: payment.number,
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: payment.currency.toLowerCase(),
                unit_amount: payment.amountCents,
                product_data: { name: `Invoice ${payment.number}` },
              },
            },
          ],
          metadata: { paymentId: payment.paymentId, companyId: payment.companyId, number: payment.number },
          payment_intent_data: { metadata: { paymentId: payment.paymentId, number: payment.number } },
          success_url: payment.returnUrl,
          cancel_url: payment.returnUrl,
        },
        // The same payment started twice opens one session.
        { idempotencyKey: `checkout-${payment.paymentId}` },
      );
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { redirectUrl: session.url, providerRef: session.id };
    },
    async authorize(authorization) {
      const metadata = { authorizationId: authorization.authorizationId, companyId: authorization.companyId };
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          allowed_payment_method_types: ['card'],
          currency: 'eur',
          client_reference_id: authorization.authorizationId,
          custom_text: { submit: { message: authorization.description } },
          metadata,
          setup_intent_data: { metadata },
          success_url: authorization.returnUrl,
          cancel_url: authorization.returnUrl,
        },
        { idempotencyKey: `setup-${authorization.authorizationId}` },
      );
      if (!session.url) throw new Error('Stripe returned no checkout URL');
      return { redirectUrl: session.url, providerRef: session.id };
    },
    async verify(rawBody, headers): Promise<ProviderEvent[]> {
      if (!webhookSecret) throw new WebhookRejected('no webhook secret configured');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, headers['stripe-signature'] ?? '', webhookSecret);
      } catch {
        throw new WebhookRejected('signature does not match');
      }
      return stripeEvents(event);
    },
  };
}

/** The payment and authorization events a Stripe event means (none for those we do not follow). */
export function stripeEvents(event: Stripe.Event): ProviderEvent[] {
  const outcome: Record<string, 'succeeded' | 'failed' | undefined> = {
    'checkout.session.async_payment_succeeded': 'succeeded',
    'checkout.session.async_payment_failed': 'failed',
  };
  if (!event.type.startsWith('checkout.session.')) return [];
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.mode === 'setup') {
    const { authorizationId, companyId } = session.metadata ?? {};
    if (!authorizationId || !companyId) return [];
    const setupOutcome: Record<string, 'authorized' | 'declined' | undefined> = {
      'checkout.session.completed': 'authorized',
      'checkout.session.expired': 'declined',
    };
    const type = setupOutcome[event.type];
    return type ? [{ eventId: event.id, type, authorizationId, companyId }] : [];
  }
  const { paymentId, companyId, number } = session.metadata ?? {};
  if (!paymentId || !companyId || !number) return [];
  let type: 'succeeded' | 'failed' | 'processing' | undefined = outcome[event.type];
  if (event.type === 'checkout.session.completed')
    type = session.payment_status === 'paid' ? 'succeeded' : 'processing';
  return type ? [{ eventId: event.id, type, paymentId, companyId, number }] : [];
}
