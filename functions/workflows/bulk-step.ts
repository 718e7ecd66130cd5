/**
 * BulkClaims workflow tasks after the prepare step (./bulk-prepare-step): one Lambda, its step named
 * by the state's Parameters (functions/bulk/run-steps).
 */
import * as z from 'zod/mini';
import { createBatch, fail, finish } from '../bulk/run-steps';

const input = z.object({
  step: z.enum(['batch', 'finish', 'fail']),
  companyId: z.string(),
  bulkId: z.string(),
  index: z.optional(z.number()),
});

export async function handler(event: unknown): Promise<unknown> {
  const { step, companyId, bulkId, index } = input.parse(event);
  const run = { companyId, bulkId };
  switch (step) {
    case 'batch':
      return createBatch({ ...run, index: index ?? 0 });
    case 'finish':
      return finish(run);
    case 'fail':
      await fail(run);
      return { failed: true };
  }
}
