/** POST /api/private/bulk-claims/windows: the bulk wizard's lines past their carrier's claim window. */
import { bulkWindowsSchema } from '@shared/bulk/schema';
import { closedWindows } from '../claims/windows';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';

export const handler = endpoint(bulkWindowsSchema, async ({ input, actor }) => {
  const closed = await closedWindows(actor.companyId, input.rows, clock.now());
  return ok({ closed: [...closed].map(([index, closesOn]) => ({ index, closesOn })) });
});
