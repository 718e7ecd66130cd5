/**
 * Paying invoices. A payment (`C#<co>` / `PAYMENT#<id>`) is started by the client admin with the
 * provider, which later tells how it went through its webhook. Each webhook event is handled once:
 * a marker per provider and event id is put in the same transaction as what the event changes, so a
 * replayed or duplicated delivery changes nothing. A bank transfer (the invoice's number as the
 * reference) is recorded by a platform admin and marks the invoice paid the same way (./transfers).
 *
 * Paying lifts a suspension at once (./overdue).
 */
import { amountDue, type BillingDocument } from '@shared/billing/documents';
import { HttpError, NotFound } from '../../http/errors';
import { cancellationReasons } from '../../lib/aws/dynamo';
import { clock } from '../../lib/clock';
import { env } from '../../lib/env';
import { randomId } from '../../lib/ids';
import { log } from '../../lib/log';
import { fromItem } from '../../lib/table/item';
import { keys } from '../../lib/table/keys';
import { IF_ABSENT, IF_PRESENT, type TransactItem, table, txPut, txUpdate } from '../../lib/table/table';
import { getDocument } from '../ledger';
import { liftSuspensionIfPaid } from '../overdue';
import { paymentProvider } from './index';
import type { PaymentEvent, PaymentMethod, PaymentProvider } from './provider';
import { markPaid } from './transfers';

export interface StoredPayment {
  paymentId: string;
  companyId: string;
  number: string;
  method: PaymentMethod;
  provider: PaymentProvider['name'];
  providerRef: string;
  amountCents: number;
  currency: string;
  status: 'started' | 'processing' | 'succeeded' | 'failed';
  startedAt: string;
  startedBy: string;
  updatedAt: string;
}

export async function getPayment(companyId: string, paymentId: string): Promise<StoredPayment | null> {
  const item = await table.get(keys.payment(companyId, paymentId), { consistent: true });
  return item ? fromItem<StoredPayment>(item) : null;
}

/** The invoice, if it still asks for money and no payment of it is processing. */
async function payableInvoice(companyId: string, number: string): Promise<BillingDocument> {
  const document = await getDocument(companyId, number);
  if (document?.type !== 'invoice') throw NotFound('No such invoice');
  if (amountDue(document) <= 0) throw new HttpError('billing.not_payable', 'Nothing is left to pay');
  if (document.paymentPending) throw new HttpError('billing.payment_pending', 'A payment is processing');
  return document;
}

/** Starts a payment of the invoice with the provider: where to send the person. */
export async function startPayment(
  companyId: string,
  number: string,
  method: PaymentMethod,
  by: string,
): Promise<{ paymentId: string; redirectUrl: string }> {
  const provider = paymentProvider();
  if (!provider) throw new HttpError('billing.payments_off', 'No payment provider is configured');
  const document = await payableInvoice(companyId, number);
  const paymentId = randomId(12);
  const at = clock.now().toISOString();
  const started = await provider.start({
    paymentId,
    companyId,
    number,
    amountCents: amountDue(document),
    currency: document.currency,
    method,
    returnUrl: new URL(`/billing?paid=${encodeURIComponent(number)}`, env.APP_URL).toString(),
  });
  const payment: StoredPayment = {
    paymentId,
    companyId,
    number,
    method,
    provider: provider.name,
    providerRef: started.providerRef,
    amountCents: amountDue(document),
    currency: document.currency,
    status: 'started',
    startedAt: at,
    startedBy: by,
    updatedAt: at,
  };
  await table.put({ ...keys.payment(companyId, paymentId), entity: 'payment', ...payment }, IF_ABSENT);
  return { paymentId, redirectUrl: started.redirectUrl };
}

/**
 * Applies one verified provider event, once: 'duplicate' when it was handled before, 'unknown'
 * when it names no payment of ours.
 */
export async function applyPaymentEvent(
  provider: PaymentProvider['name'],
  event: PaymentEvent,
): Promise<'applied' | 'duplicate' | 'unknown'> {
  const payment = await getPayment(event.companyId, event.paymentId);
  if (!payment || payment.number !== event.number || payment.provider !== provider) return 'unknown';
  const at = clock.now().toISOString();
  const documentWrites: TransactItem[] =
    event.type === 'succeeded'
      ? markPaid(payment.companyId, payment.number, payment.method, at)
      : [
          txUpdate(keys.billingDocument(payment.companyId, payment.number), {
            UpdateExpression: 'SET paymentPending = :pending',
            ...IF_PRESENT,
            ExpressionAttributeValues: { ':pending': event.type === 'processing' },
          }),
        ];
  try {
    await table.transact([
      txPut(
        { ...keys.webhookEvent(provider, event.eventId), entity: 'webhookEvent', at, type: event.type },
        IF_ABSENT,
      ),
      txUpdate(keys.payment(payment.companyId, payment.paymentId), {
        UpdateExpression: 'SET #status = :status, updatedAt = :at',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':status': event.type, ':at': at },
      }),
      ...documentWrites,
    ]);
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.Code === 'ConditionalCheckFailed') return 'duplicate';
    throw error;
  }
  log.info('payment event', {
    provider,
    type: event.type,
    companyId: payment.companyId,
    number: payment.number,
  });
  if (event.type === 'succeeded') await liftSuspensionIfPaid(payment.companyId);
  return 'applied';
}
