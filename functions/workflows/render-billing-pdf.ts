/**
 * The BillingPdf workflow's task: renders one billing document in one language and stores it in
 * S3 (its own Lambda, so pdfkit stays out of the billing API's). Rendering is deterministic (the
 * same document gives the same bytes), so a retried task writes the same file.
 */
import * as z from 'zod/mini';
import { documentFrom } from '../billing/ledger';
import { renderDocumentPdf } from '../billing/pdf/render';
import { pdfObjectKey } from '../billing/pdf-store';
import { writeObject } from '../lib/aws/s3';
import { keys } from '../lib/table/keys';
import { IF_PRESENT, table } from '../lib/table/table';

const inputSchema = z.object({ companyId: z.string(), number: z.string(), locale: z.enum(['en', 'fr']) });

export async function handler(input: unknown): Promise<{ key: string; bytes: number }> {
  const { companyId, number, locale } = z.parse(inputSchema, input);
  const item = await table.get(keys.billingDocument(companyId, number), { consistent: true });
  if (!item) throw new Error(`No billing document ${number}`);
  const pdf = await renderDocumentPdf({ ...documentFrom(item), locale });
  const key = pdfObjectKey(companyId, number, locale);
  await writeObject(key, pdf, 'application/pdf');
  await table.update(keys.billingDocument(companyId, number), {
    UpdateExpression: 'SET hasPdf = :yes',
    ...IF_PRESENT,
    ExpressionAttributeValues: { ':yes': true },
  });
  return { key, bytes: pdf.byteLength };
}
