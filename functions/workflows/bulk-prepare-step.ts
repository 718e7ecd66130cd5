/**
 * BulkClaims workflow's Prepare task: the file read and checked into batches (functions/bulk/prepare-step),
 * in a Lambda of its own that holds the spreadsheet readers; the other tasks are ./bulk-step.
 */
import * as z from 'zod/mini';
import { prepare } from '../bulk/prepare-step';

const input = z.object({ step: z.literal('prepare'), companyId: z.string(), bulkId: z.string() });

export async function handler(event: unknown): Promise<unknown> {
  const { companyId, bulkId } = input.parse(event);
  return prepare({ companyId, bulkId });
}
