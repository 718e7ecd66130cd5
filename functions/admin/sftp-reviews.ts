/**
 * The team's review of SFTP set-ups (issue 21, spec: 'processing / under team review'):
 * - GET /api/private/admin/sftp-reviews: the set-ups whose first file waits, oldest first, each
 *   with the file's headers and first rows and the mapping the headers suggest;
 * - PUT /api/private/admin/sftp-reviews/{companyId}: saves the mapping every file of the company
 *   is read with; the set-up is working and a fetch starts (it reads the waiting file too).
 * Platform admins only; each decision is in the admin log.
 */
import { type SftpSample, sftpReviewSchema, suggestMapping } from '@shared/integrations/sftp';
import { normaliseHeader } from '@shared/sheets/headers';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { Conflict, Invalid, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { startFetch } from '../integrations/sftp-endpoints';
import { changeSftpConfig, getSftpConfig, type StoredSftpConfig } from '../integrations/sftp-store';
import { fromItem } from '../lib/table/item';
import { partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { recordAdminAction } from './admin-log';
import { companyNames } from './list-credentials';

export const list = endpoint(z.strictObject({}), async () => {
  const page = await table.queryIndex(INDEX.attention, partitions.sftpReviews, { Limit: 50 });
  const configs = page.items
    .map((item) => fromItem<StoredSftpConfig>(item))
    .filter((config) => config.sample);
  const names = await companyNames(configs.map((config) => config.companyId));
  return ok({
    reviews: configs.map((config) => ({
      companyId: config.companyId,
      companyName: names.get(config.companyId) ?? config.companyId,
      host: config.host,
      directory: config.directory,
      since: config.problemAt ?? config.setUpAt,
      sample: config.sample as SftpSample,
      suggested: suggestMapping((config.sample as SftpSample).headers),
    })),
  });
});

export const decide = endpoint(sftpReviewSchema, async ({ input, actor, request }) => {
  const companyId = request.params.companyId ?? '';
  const config = /^[\w-]{4,64}$/.test(companyId) ? await getSftpConfig(companyId) : null;
  if (!config) throw NotFound('No SFTP set-up for this company');
  if (config.state !== 'processing' || !config.sample)
    throw Conflict('This set-up is not waiting for a review');
  const headers = new Set(config.sample.headers.map(normaliseHeader));
  const unknown = Object.entries(input.mapping).filter(([, header]) => !headers.has(normaliseHeader(header)));
  if (unknown.length)
    throw Invalid(
      'A mapped header is not in the file',
      unknown.map(([column]) => ({
        path: `mapping.${column}`,
        code: 'custom',
        message: 'integration.sftp.unknownHeader',
      })),
    );
  await changeSftpConfig(companyId, () => ({
    state: 'working',
    mapping: input.mapping,
    sample: null,
    problem: null,
  }));
  await recordAdminAction(actor, request, 'sftp_mapping_saved', companyId, {
    columns: String(Object.keys(input.mapping).length),
  });
  await startFetch(companyId, 'review');
  return ok({ saved: true });
});
