/**
 * GET /api/private/admin/sendouts?cursor=: the companies whose carrier accounts do not work (active
 * companies only), with each failing account (never its password), the company's language and its
 * last send-out. Platform admins only.
 */
import * as z from 'zod/mini';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { isSharedPosition, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { failingCompanies } from './sendouts';

const querySchema = z.strictObject({ cursor: z.optional(z.string().check(z.maxLength(2048))) });

const isFailingCursor = isSharedPosition(
  INDEX.listing,
  partitions.credentialsByStatus('not_working'),
  'CREDENTIAL#',
  'C#',
);

export const handler = endpoint(querySchema, async ({ input }) => {
  const page = await failingCompanies(decodeCursor(input.cursor, isFailingCursor));
  return ok({ companies: page.companies, cursor: encodeCursor(page.cursor) });
});
