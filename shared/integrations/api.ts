/**
 * The public API (issue 21): what each integration route takes. With the route table and the
 * reply schemas (shared/platform/replies.ts) it makes the OpenAPI document served at
 * /api/public/openapi.json (functions/platform/openapi.ts); a test fails for an integration route
 * missing here.
 */
import type * as z from 'zod/mini';
import { ordersBatchSchema } from './orders';

export const INTEGRATION_INPUTS: Record<
  string,
  { schema: z.ZodMiniType; summary: string; description: string }
> = {
  'receive-orders': {
    schema: ordersBatchSchema,
    summary: 'Send orders (up to 1,000 a call)',
    description:
      'Stores each order by its number and gives its goods lines to the open investigations of that order that wait for them; investigations opened later for it start complete. The same order sent again changes nothing. Amounts are text as a person types them ("80.00", "80,00"); dates are YYYY-MM-DD. An Idempotency-Key header makes a retried batch safe: the same key and body answer the first answer.',
  },
};
