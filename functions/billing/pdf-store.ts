/**
 * Billing documents as PDF files in S3 (`billing/<companyId>/<number>.<locale>.pdf`). The PDF is
 * rendered by a workflow of its own (BillingPdf: one Task, its own Lambda), because pdfkit alone
 * weighs about 900 KB bundled: the billing API's Lambda stays small and starts fast. A document is
 * rendered in its customer's language when issued; the other language on the first download that
 * asks for it. Each rendering is started once per document and language (the execution's name).
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { BillingDocument } from '@shared/billing/documents';
import { sfn } from '../lib/aws/sfn';
import { workflowArn } from '../lib/env';
import { log } from '../lib/log';

export type PdfLocale = 'en' | 'fr';

export const pdfObjectKey = (companyId: string, number: string, locale: PdfLocale) =>
  `billing/${companyId}/${number}.${locale}.pdf`;

/** Starts the rendering of one document in one language (a second start of the same is a no-op). */
export async function startPdf(companyId: string, number: string, locale: PdfLocale): Promise<void> {
  try {
    await sfn.send(
      new StartExecutionCommand({
        stateMachineArn: workflowArn('BillingPdf'),
        name: `pdf-${number}-${locale}-${companyId}`.slice(0, 80),
        input: JSON.stringify({ companyId, number, locale }),
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'ExecutionAlreadyExists') return;
    log.error('billing pdf not started', { companyId, number, error: String(error) });
    throw error;
  }
}

/** Starts the PDFs of documents just issued, in their customers' language. */
export async function startPdfRendering(documents: BillingDocument[]): Promise<void> {
  for (const document of documents) await startPdf(document.companyId, document.number, document.locale);
}
