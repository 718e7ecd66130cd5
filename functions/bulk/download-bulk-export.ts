/**
 * GET /api/private/bulk-claims/{bulkId}/export: a five-minute link to the CSV of the rows that did
 * not become claims (removed: an open claim or a repeat; rejected: a rule), formula-safe.
 */
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { downloadLink } from '../lib/aws/s3';
import { requireRun } from './get-bulk';

export const handler = endpoint(null, async ({ actor, request }) => {
  const run = await requireRun(actor.companyId, request.params.bulkId ?? '');
  if (!run.exportKey) throw NotFound('Nothing was left out of this file');
  return ok(await downloadLink(run.exportKey, `${run.fileName.replace(/\.[^.]*$/, '')}-removed.csv`));
});
