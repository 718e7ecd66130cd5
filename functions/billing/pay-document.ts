/**
 * POST /api/private/billing/documents/{number}/pay: the client admin starts paying an invoice by
 * card or SEPA Direct Debit; the answer says where the provider's checkout is. Off (503
 * 'billing.payments_off') when no provider is configured: the invoice is then paid by transfer.
 */
import { payInputSchema } from '@shared/billing/documents';
import { endpoint } from '../http/endpoint';
import { created } from '../http/responses';
import { startPayment } from './payments/payments';

export const handler = endpoint(payInputSchema, async ({ input, actor, request }) =>
  created(await startPayment(actor.companyId, request.params.number ?? '', input.method, actor.userId)),
);
