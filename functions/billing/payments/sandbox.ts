/**
 * The sandbox payment provider: what a card or debit provider does, without one. Starting a payment
 * sends the person to the app's sandbox checkout page (/billing/checkout/<paymentId>), where they
 * (or a test) choose an outcome: paid, failed, or processing now and paid later (as a SEPA debit
 * goes). Each outcome is a webhook event signed like Stripe's (`t=<seconds>,v1=<HMAC-SHA256 of
 * "<t>.<raw body>">`) and handled by the same webhook route as a real provider's, so signatures,
 * replays and duplicates are checked the same way. A card's authentication goes the same way, to
 * /billing/authorize/<authorizationId>: the person authenticates (or the bank declines).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import * as z from 'zod/mini';
import {
  type PaymentProvider,
  type PaymentStart,
  type ProviderEvent,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookRejected,
} from './provider';

export const SANDBOX_SIGNATURE_HEADER = 'sandbox-signature';

const paymentEventSchema = z.strictObject({
  id: z.string(),
  type: z.enum(['payment.processing', 'payment.succeeded', 'payment.failed']),
  created: z.number(),
  data: z.strictObject({ paymentId: z.string(), companyId: z.string(), number: z.string() }),
});
const authorizationEventSchema = z.strictObject({
  id: z.string(),
  type: z.enum(['authorization.succeeded', 'authorization.failed']),
  created: z.number(),
  data: z.strictObject({ authorizationId: z.string(), companyId: z.string() }),
});
const eventSchema = z.union([paymentEventSchema, authorizationEventSchema]);
export type SandboxEvent = z.infer<typeof eventSchema>;

const hmac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('hex');

/** The signature header of a body signed at `seconds`. */
export const signSandbox = (body: string, secret: string, seconds: number) =>
  `t=${seconds},v1=${hmac(secret, `${seconds}.${body}`)}`;

/** A sandbox event, as the sandbox would send it. */
export function sandboxEvent<E extends SandboxEvent>(type: E['type'], data: E['data'], now: Date): E {
  return { id: `evt_${randomUUID()}`, type, created: Math.floor(now.getTime() / 1000), data } as E;
}

function verifySignature(body: string, header: string | undefined, secret: string, now: Date): void {
  const parts = Object.fromEntries(
    (header ?? '').split(',').map((part) => part.split('=', 2) as [string, string]),
  );
  const seconds = Number(parts.t);
  if (!parts.t || !parts.v1 || !Number.isInteger(seconds)) throw new WebhookRejected('no signature');
  const expected = Buffer.from(hmac(secret, `${seconds}.${body}`));
  const given = Buffer.from(parts.v1);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new WebhookRejected('signature does not match');
  if (Math.abs(now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS)
    throw new WebhookRejected('signed too long ago');
}

export function sandboxProvider(secret: string, appUrl: string, now: () => Date): PaymentProvider {
  return {
    name: 'sandbox',
    async start(payment: PaymentStart) {
      return {
        redirectUrl: new URL(`/billing/checkout/${encodeURIComponent(payment.paymentId)}`, appUrl).toString(),
        providerRef: `sandbox_${payment.paymentId}`,
      };
    },
    async authorize(authorization) {
      const id = encodeURIComponent(authorization.authorizationId);
      return {
        redirectUrl: new URL(`/billing/authorize/${id}`, appUrl).toString(),
        providerRef: `sandbox_${authorization.authorizationId}`,
      };
    },
    async verify(rawBody, headers): Promise<ProviderEvent[]> {
      verifySignature(rawBody, headers[SANDBOX_SIGNATURE_HEADER], secret, now());
      let parsed: ReturnType<typeof eventSchema.safeParse>;
      try {
        parsed = eventSchema.safeParse(JSON.parse(rawBody));
      } catch {
        throw new WebhookRejected('not JSON');
      }
      if (!parsed.success) throw new WebhookRejected('not a sandbox event');
      const event = parsed.data;
      if ('authorizationId' in event.data)
        return [
          {
            eventId: event.id,
            type: event.type === 'authorization.succeeded' ? 'authorized' : 'declined',
            ...event.data,
          },
        ];
      const outcome = { 'payment.processing': 'processing', 'payment.succeeded': 'succeeded' } as const;
      return [
        {
          eventId: event.id,
          type: outcome[event.type as keyof typeof outcome] ?? 'failed',
          ...event.data,
        },
      ];
    },
  };
}
