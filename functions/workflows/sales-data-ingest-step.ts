/**
 * SalesDataFetch workflow's IngestFile task: a fetched file's orders read and stored
 * (functions/integrations/sftp-ingest), in a Lambda of its own that holds the spreadsheet readers;
 * the other tasks are ./sales-data-step.
 */
import * as z from 'zod/mini';
import { ingest } from '../integrations/sftp-ingest';

const input = z.object({
  step: z.literal('ingest'),
  companyId: z.string(),
  runId: z.string(),
  name: z.optional(z.string()),
  size: z.optional(z.number()),
  modifiedAt: z.optional(z.number()),
  digest: z.optional(z.string()),
});

export async function handler(event: unknown): Promise<unknown> {
  const { companyId, runId, name = '', size = 0, modifiedAt = 0, digest = '' } = input.parse(event);
  return ingest({ companyId, runId, name, size, modifiedAt, digest });
}
