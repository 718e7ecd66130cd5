/**
 * GET /api/private/admin/credentials?status=&cursor=: carrier accounts across companies by status
 * (not working by default), least recently checked first, from the status listing (an index):
 * company, carrier, user name, why it fails and when it was last checked. Never the password: the
 * sealed secret is not even read out of the item. Platform admins only.
 */
import { credentialsQuerySchema } from '@shared/admin/directory';
import { credentialsByStatus } from '../carriers/credential-store';
import type { Company } from '../companies/company-store';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { fromItem } from '../lib/table/item';
import { isSharedPosition, keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';

const isStatusCursor = (status: string) =>
  isSharedPosition(INDEX.listing, partitions.credentialsByStatus(status), 'CREDENTIAL#');

/** The names of the companies, by id (one batched read of a few attributes). */
export async function companyNames(companyIds: string[]): Promise<Map<string, string>> {
  const items = await table.batchGet(
    [...new Set(companyIds)].map((companyId) => keys.company(companyId)),
    { attributes: ['companyId', 'name'] },
  );
  return new Map(items.map((item) => [String(item.companyId), fromItem<Company>(item).name]));
}

export const handler = endpoint(credentialsQuerySchema, async ({ input }) => {
  const page = await credentialsByStatus(
    input.status,
    decodeCursor(input.cursor, isStatusCursor(input.status)),
  );
  const names = await companyNames(page.credentials.map((credential) => credential.companyId));
  return ok({
    credentials: page.credentials.map((credential) => ({
      companyId: credential.companyId,
      companyName: names.get(credential.companyId) ?? credential.companyId,
      credentialId: credential.credentialId,
      carrier: credential.carrier,
      username: credential.username,
      status: credential.status,
      reason: credential.statusReason,
      checkedAt: credential.checkedAt,
    })),
    cursor: encodeCursor(page.nextKey),
  });
});
