/**
 * GET /api/private/billing/documents: the company's billing documents (invoices, credit notes,
 * statements), newest first, with what is still owed per currency and which payment methods work.
 * The client admin's (and platform admins'): members see the subscription and usage only.
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { listDocuments, outstanding } from './ledger';
import { paymentProvider } from './payments/index';

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const documents = await listDocuments(actor.companyId);
  return ok({
    documents,
    outstanding: outstanding(documents),
    /** The provider that takes card and debit payments; null: transfer only. */
    payments: paymentProvider()?.name ?? null,
  });
});
