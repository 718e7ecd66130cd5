/**
 * The Stripe provider's webhook side, offline: events signed as Stripe signs them (the SDK's own
 * test signer) verify on the raw body and become payment events; a forged or altered body, a
 * wrong secret or a stale signature are refused; events we do not follow give nothing.
 */
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { WebhookRejected } from './provider';
import { stripeProvider } from './stripe';

const SECRET = 'whsec_test_0123456789abcdef';
const stripe = new Stripe('sk_test_offline');
const provider = stripeProvider('sk_test_offline', SECRET);

function event(type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_${type.replaceAll('.', '_')}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        object: 'checkout.session',
        id: 'cs_test_1',
        metadata: { paymentId: 'pay-1', companyId: 'co-1', number: 'F-2026-000007' },
        ...session,
      },
    },
  });
}

const signed = (payload: string, secret = SECRET, timestamp?: number) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp ? { timestamp } : {}) });

describe('Stripe webhooks', () => {
  it('turn a card payment completed, a debit processing, then settled or failed, into payment events', async () => {
    const paid = event('checkout.session.completed', { payment_status: 'paid' });
    expect(await provider.verify(paid, { 'stripe-signature': signed(paid) })).toEqual([
      {
        eventId: 'evt_checkout_session_completed',
        type: 'succeeded',
        paymentId: 'pay-1',
        companyId: 'co-1',
        number: 'F-2026-000007',
      },
    ]);
    const debit = event('checkout.session.completed', { payment_status: 'unpaid' });
    expect((await provider.verify(debit, { 'stripe-signature': signed(debit) }))[0]?.type).toBe('processing');
    const settled = event('checkout.session.async_payment_succeeded', { payment_status: 'paid' });
    expect((await provider.verify(settled, { 'stripe-signature': signed(settled) }))[0]?.type).toBe(
      'succeeded',
    );
    const failed = event('checkout.session.async_payment_failed', { payment_status: 'unpaid' });
    expect((await provider.verify(failed, { 'stripe-signature': signed(failed) }))[0]?.type).toBe('failed');
    const other = event('checkout.session.expired', {});
    expect(await provider.verify(other, { 'stripe-signature': signed(other) })).toEqual([]);
  });

  it('refuse a forged, altered, re-serialised or stale request', async () => {
    const paid = event('checkout.session.completed', { payment_status: 'paid' });
    await expect(provider.verify(paid, {})).rejects.toBeInstanceOf(WebhookRejected);
    await expect(
      provider.verify(paid, { 'stripe-signature': signed(paid, 'whsec_someone_else') }),
    ).rejects.toBeInstanceOf(WebhookRejected);
    const altered = paid.replace('F-2026-000007', 'F-2026-000008');
    await expect(provider.verify(altered, { 'stripe-signature': signed(paid) })).rejects.toBeInstanceOf(
      WebhookRejected,
    );
    // Parsed and serialised again (spaces added): the signature no longer holds.
    const reserialised = JSON.stringify(JSON.parse(paid), null, 2);
    await expect(provider.verify(reserialised, { 'stripe-signature': signed(paid) })).rejects.toBeInstanceOf(
      WebhookRejected,
    );
    const hourAgo = Math.floor(Date.now() / 1000) - 3_600;
    await expect(
      provider.verify(paid, { 'stripe-signature': signed(paid, SECRET, hourAgo) }),
    ).rejects.toBeInstanceOf(WebhookRejected);
  });

  it('refuses every request when no webhook secret is configured', async () => {
    const unsigned = stripeProvider('sk_test_offline', undefined);
    const paid = event('checkout.session.completed', { payment_status: 'paid' });
    await expect(unsigned.verify(paid, { 'stripe-signature': signed(paid) })).rejects.toBeInstanceOf(
      WebhookRejected,
    );
  });
});
