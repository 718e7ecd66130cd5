/**
 * The Stripe provider (the official `stripe` SDK): a Checkout Session per payment, by card or SEPA
 * Direct Debit, with the payment's ids in its metadata. Webhooks are verified on the raw body with
 * the endpoint's signing secret (a body parsed and serialised again no longer verifies). Events
 * followed: a completed session (paid at once by card, or processing for a debit), and the later
 * success or failure of a debit.
 */
import Stripe from 'stripe';
import { type PaymentEvent, type PaymentProvider, WebhookRejected } from './provider';

export function stripeProvider(secretKey: string, webhookSecret: string | undefined): PaymentProvider {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 10_000 });
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
    async verify(rawBody, headers): Promise<PaymentEvent[]> {
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

/** The payment events a Stripe event means (none for the events we do not follow). */
export function stripeEvents(event: Stripe.Event): PaymentEvent[] {
  const outcome: Record<string, PaymentEvent['type'] | undefined> = {
    'checkout.session.async_payment_succeeded': 'succeeded',
    'checkout.session.async_payment_failed': 'failed',
  };
  if (!event.type.startsWith('checkout.session.')) return [];
  const session = event.data.object as Stripe.Checkout.Session;
  const { paymentId, companyId, number } = session.metadata ?? {};
  if (!paymentId || !companyId || !number) return [];
  let type = outcome[event.type];
  if (event.type === 'checkout.session.completed')
    type = session.payment_status === 'paid' ? 'succeeded' : 'processing';
  return type ? [{ eventId: event.id, type, paymentId, companyId, number }] : [];
}
