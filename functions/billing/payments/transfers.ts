/**
 * Marking an invoice paid, and the bank transfer a platform admin records (the invoice's number as
 * the reference, the amount what is due). Apart from ./payments so that what records a transfer
 * (the admin area's Lambda) does not bundle the payment providers' SDKs (Stripe's is 240 KiB).
 *
 * Paying lifts a suspension at once (../overdue).
 */
import { amountDue, type BillingDocument } from '@shared/billing/documents';
import { HttpError, NotFound } from '../../http/errors';
import { keys } from '../../lib/table/keys';
import { IF_PRESENT, type TransactItem, table, txUpdate } from '../../lib/table/table';
import { getDocument } from '../ledger';
import { liftSuspensionIfPaid } from '../overdue';

/** The writes that mark an invoice paid: off the unpaid list, and off the company's overdue ones. */
export const markPaid = (companyId: string, number: string, by: string, at: string): TransactItem[] => [
  txUpdate(keys.billingDocument(companyId, number), {
    UpdateExpression:
      'SET #status = :paid, paidAt = :at, paidBy = :by, paymentPending = :no REMOVE gsi3pk, gsi3sk',
    ...IF_PRESENT,
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':paid': 'paid', ':at': at, ':by': by, ':no': false },
  }),
  txUpdate(keys.company(companyId), {
    UpdateExpression: 'DELETE overdueNumbers :number',
    ExpressionAttributeValues: { ':number': new Set([number]) },
  }),
];

/** A platform admin records a bank transfer: the reference names the invoice, the amount covers it. */
export async function recordTransfer(
  companyId: string,
  number: string,
  input: { reference: string; amountCents: number; receivedOn: string },
): Promise<BillingDocument> {
  const document = await getDocument(companyId, number);
  if (document?.type !== 'invoice') throw NotFound('No such invoice');
  if (!input.reference.toUpperCase().replace(/\s+/g, '').includes(number))
    throw new HttpError('billing.reference_mismatch', 'The reference does not name the invoice');
  const due = amountDue(document);
  if (due <= 0) throw new HttpError('billing.not_payable', 'Nothing is left to pay');
  if (input.amountCents !== due)
    throw new HttpError('billing.amount_mismatch', 'The amount is not what is due');
  await table.transact(markPaid(companyId, number, 'transfer', `${input.receivedOn}T12:00:00.000Z`));
  await liftSuspensionIfPaid(companyId);
  return (await getDocument(companyId, number)) as BillingDocument;
}
