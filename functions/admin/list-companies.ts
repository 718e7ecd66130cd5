/**
 * GET /api/private/admin/companies?q=&status=&cursor=: the Admin Panel's directory of client
 * companies, a page at a time, with each one's status, plan, carrier accounts, last audit, open
 * claims, amount recovered and billing state. Platform admins only.
 */
import { companiesQuerySchema } from '@shared/admin/directory';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { directoryPage, directoryRows, isDirectoryCursor } from './directory';

export const handler = endpoint(companiesQuerySchema, async ({ input }) => {
  const page = await directoryPage(input, decodeCursor(input.cursor, isDirectoryCursor));
  return ok({ companies: await directoryRows(page.companies), cursor: encodeCursor(page.cursor) });
});
