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

describe('a card’s authentication for a plan', () => {
  it('opens a Checkout Session in setup mode, on the wire as Stripe takes it', async () => {
    // A local server answering as Stripe's API does: the request is read as Stripe would read it.
    const { createServer } = await import('node:http');
    const requests: { path: string; body: URLSearchParams; idempotency: string | undefined }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        requests.push({
          path: request.url ?? '',
          body: new URLSearchParams(body),
          idempotency: request.headers['idempotency-key'] as string | undefined,
        });
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            id: 'cs_test_setup',
            object: 'checkout.session',
            url: 'https://checkout.stripe.com/c/pay/cs_test_setup',
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    try {
      const local = stripeProvider('sk_test_offline', SECRET, { host: '127.0.0.1', port, protocol: 'http' });
      const started = await local.authorize({
        authorizationId: 'auth-1',
        companyId: 'co-1',
        description: 'Parcel Audit plan growth from 2026-12-20',
        returnUrl: 'https://app.example/billing?plan=auth-1',
      });
      expect(started).toEqual({
        redirectUrl: 'https://checkout.stripe.com/c/pay/cs_test_setup',
        providerRef: 'cs_test_setup',
      });
      const [sent] = requests;
      expect(sent?.path).toBe('/v1/checkout/sessions');
      expect(sent?.idempotency).toBe('setup-auth-1');
      expect(sent?.body.get('mode')).toBe('setup');
      expect(sent?.body.get('currency')).toBe('eur');
      expect(sent?.body.get('metadata[authorizationId]')).toBe('auth-1');
      expect(sent?.body.get('setup_intent_data[metadata][companyId]')).toBe('co-1');
    } finally {
      server.close();
    }
  });

  it('reads a completed setup session as authorized and an expired one as declined', async () => {
    const setup = (type: string) =>
      JSON.stringify({
        id: `evt_setup_${type.replaceAll('.', '_')}`,
        object: 'event',
        type,
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            object: 'checkout.session',
            id: 'cs_test_setup',
            mode: 'setup',
            metadata: { authorizationId: 'auth-1', companyId: 'co-1' },
          },
        },
      });
    const completed = setup('checkout.session.completed');
    expect(await provider.verify(completed, { 'stripe-signature': signed(completed) })).toEqual([
      {
        eventId: 'evt_setup_checkout_session_completed',
        type: 'authorized',
        authorizationId: 'auth-1',
        companyId: 'co-1',
      },
    ]);
    const expired = setup('checkout.session.expired');
    expect((await provider.verify(expired, { 'stripe-signature': signed(expired) }))[0]).toMatchObject({
      type: 'declined',
    });
  });
});
