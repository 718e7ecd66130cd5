/**
 * POST /api/private/admin/companies/{companyId}/billing/{number}/transfer: a platform admin records
 * a bank transfer received for an invoice: its reference must name the invoice and its amount be
 * what the invoice asks. The invoice is then paid (and a suspension it caused lifted).
 */
import { transferInputSchema } from '@shared/billing/documents';
import { recordTransfer } from '../billing/payments/transfers';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { log } from '../lib/log';
import { recordAdminAction } from './admin-log';

export const handler = endpoint(transferInputSchema, async ({ input, actor, request }) => {
  const companyId = request.params.companyId ?? '';
  const number = request.params.number ?? '';
  const document = await recordTransfer(companyId, number, input);
  await recordAdminAction(actor, request, 'billing_transfer_recorded', companyId, {
    number,
    reference: input.reference,
    amountCents: String(input.amountCents),
    receivedOn: input.receivedOn,
  });
  log.info('transfer recorded', { by: actor.userId, companyId, number, amountCents: input.amountCents });
  return ok({ document });
});
