/** GET /api/private/bulk-claims/{bulkId}: a run's progress (n / total) and outcome. */
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { getRun, runView, type StoredBulkRun } from './bulk-store';

export async function requireRun(companyId: string, bulkId: string): Promise<StoredBulkRun> {
  const run = /^[\w-]{8,64}$/.test(bulkId) ? await getRun(companyId, bulkId) : null;
  if (!run) throw NotFound('No such bulk file');
  return run;
}

export const handler = endpoint(null, async ({ actor, request }) => {
  const run = await requireRun(actor.companyId, request.params.bulkId ?? '');
  return ok({ run: runView(run) });
});
