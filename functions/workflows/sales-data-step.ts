/**
 * SalesDataFetch workflow tasks but the ingest (./sales-data-ingest-step): one Lambda, its step named
 * by the state's Parameters (functions/integrations/sftp-run).
 */
import * as z from 'zod/mini';
import { archive, fail, fetch, fileFailed, finish, list } from '../integrations/sftp-run';

const input = z.object({
  step: z.enum(['list', 'fetch', 'archive', 'fileFailed', 'finish', 'fail']),
  companyId: z.string(),
  runId: z.string(),
  name: z.optional(z.string()),
  size: z.optional(z.number()),
  modifiedAt: z.optional(z.number()),
  /** The error a file's step failed with past its retries (`States.Timeout`...). */
  error: z.optional(z.string()),
});

export async function handler(event: unknown): Promise<unknown> {
  const { step, companyId, runId, name = '', size = 0, modifiedAt = 0, error } = input.parse(event);
  const run = { companyId, runId };
  const file = { ...run, name, size, modifiedAt };
  switch (step) {
    case 'list':
      return list(run);
    case 'fetch':
      return fetch(file);
    case 'archive':
      return archive(file);
    case 'fileFailed':
      await fileFailed(file, error);
      return { failed: true };
    case 'finish':
      return finish(run);
    case 'fail':
      await fail(run);
      return { failed: true };
  }
}
