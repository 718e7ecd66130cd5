/**
 * InvoiceAudit workflow tasks after the read (./audit-read-step): one Lambda, its step named by the
 * state's Parameters (functions/audit/run-steps).
 */
import * as z from 'zod/mini';
import { auditShard, fail, record } from '../audit/run-steps';

const input = z.object({
  step: z.enum(['shard', 'record', 'fail']),
  companyId: z.string(),
  documentId: z.string(),
  index: z.optional(z.number()),
});

export async function handler(event: unknown): Promise<unknown> {
  const { step, companyId, documentId, index } = input.parse(event);
  const run = { companyId, documentId };
  switch (step) {
    case 'shard':
      return auditShard({ ...run, index: index ?? 0 });
    case 'record':
      return record(run);
    case 'fail':
      await fail(run);
      return { failed: true };
  }
}
