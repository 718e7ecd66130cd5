/**
 * InvoiceAudit workflow's ReadInvoice task: the invoice read into shards (functions/audit/read-step),
 * in a Lambda of its own that holds the spreadsheet readers; the other tasks are ./audit-step.
 */
import * as z from 'zod/mini';
import { read } from '../audit/read-step';

const input = z.object({ step: z.literal('read'), companyId: z.string(), documentId: z.string() });

export async function handler(event: unknown): Promise<unknown> {
  const { companyId, documentId } = input.parse(event);
  return read({ companyId, documentId });
}
