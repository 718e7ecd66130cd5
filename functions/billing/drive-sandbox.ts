/**
 * POST /api/private/billing/payments/{paymentId}/sandbox: the sandbox checkout's buttons (only when
 * the sandbox is the provider). 'pay' settles the payment, 'fail' fails it, 'process' leaves it
 * processing (a SEPA debit on its way: the invoice is not suspended for it) until 'pay' or 'fail'
 * comes. Each outcome is a signed webhook event delivered to the webhook handler, as the real
 * provider's would be.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { env } from '../lib/env';
import { paymentProvider } from './payments/index';
import { getPayment, type StoredPayment } from './payments/payments';
import { SANDBOX_SIGNATURE_HEADER, type SandboxEvent, sandboxEvent, signSandbox } from './payments/sandbox';
import { receiveWebhook } from './receive-webhook';

const inputSchema = z.strictObject({
  outcome: z.enum(['pay', 'fail', 'process'], { error: 'form.required' }),
});

const TYPES = { pay: 'payment.succeeded', fail: 'payment.failed', process: 'payment.processing' } as const;

export const handler = endpoint(inputSchema, async ({ input, actor, request }) => {
  const payment = await getPayment(actor.companyId, request.params.paymentId ?? '');
  if (!payment) throw NotFound('No such payment');
  return ok({ outcome: await settleSandboxPayment(payment, input.outcome, clock.now()) });
});

/**
 * What the sandbox checkout's button sends: the provider's signed event for the payment, handed to
 * the webhook handler as the provider would deliver it (the demo's seed pays one invoice so).
 */
export async function settleSandboxPayment(
  payment: StoredPayment,
  outcome: z.infer<typeof inputSchema>['outcome'],
  now: Date,
) {
  if (payment.status === 'succeeded' || payment.status === 'failed')
    throw new HttpError('resource.conflict', 'This payment is settled');
  return deliverSandboxEvent(
    sandboxEvent(
      TYPES[outcome],
      { paymentId: payment.paymentId, companyId: payment.companyId, number: payment.number },
      now,
    ),
    now,
  );
}

/** A sandbox event signed and handed to the webhook handler, as the sandbox provider would send it. */
export async function deliverSandboxEvent(event: SandboxEvent, now: Date) {
  if (paymentProvider()?.name !== 'sandbox' || !env.PAYMENTS_SANDBOX_SECRET)
    throw NotFound('No sandbox provider');
  const body = JSON.stringify(event);
  const signature = signSandbox(body, env.PAYMENTS_SANDBOX_SECRET, Math.floor(now.getTime() / 1000));
  return receiveWebhook('sandbox', body, { [SANDBOX_SIGNATURE_HEADER]: signature });
}
