/** SalesDataUpload workflow tasks: one Lambda, its step named by the state's Parameters (functions/integrations/ingest-upload). */
import * as z from 'zod/mini';
import { ingestUpload, recordFailure } from '../integrations/ingest-upload';

const input = z.object({ step: z.enum(['ingest', 'fail']), companyId: z.string(), documentId: z.string() });

export async function handler(event: unknown): Promise<unknown> {
  const { step, companyId, documentId } = input.parse(event);
  if (step === 'ingest') return ingestUpload({ companyId, documentId });
  await recordFailure({ companyId, documentId });
  return { failed: true };
}
