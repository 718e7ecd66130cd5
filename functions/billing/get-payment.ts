/**
 * GET /api/private/billing/payments/{paymentId}: a payment the company started (the sandbox
 * checkout page shows it: invoice, amount, method, status).
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { getPayment } from './payments/payments';

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const payment = await getPayment(actor.companyId, request.params.paymentId ?? '');
  if (!payment) throw NotFound('No such payment');
  const { paymentId, number, method, provider, amountCents, currency, status } = payment;
  return ok({ paymentId, number, method, provider, amountCents, currency, status });
});
