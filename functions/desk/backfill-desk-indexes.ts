/**
 * Puts what was stored before the desk's deadlines and the merchant's refunds (issue 38) where the
 * new reads look for it, once per company, idempotently (infra/backfill-desk-indexes.ts):
 * - the platform's own company on the lookup index (`PLATFORMCOS`): the deadline digest finds the
 *   platform admins through it;
 * - each assignment of the platform's provider staff under its company (`STAFFOF#<companyId>`,
 *   with the staff member's own company): the digest finds a company's staff through it;
 * - each credited claim on the Refunds list (the attention index's `REFUNDS#<companyId>`);
 * - each claim on the desk's lanes and counters (./backfill-desk-claims.ts).
 * What was written by this version is only read.
 */

import { toStoredClaim } from '../claims/stored-claim';
import { conditionally, setFields } from '../lib/aws/dynamo';
import { collections, keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type Cursor, IF_PRESENT, table } from '../lib/table/table';
import { listMembers } from '../team/member-store';
import { backfillDeskClaims } from './backfill-desk-claims';

export interface DeskBackfill {
  platform: boolean;
  assignments: number;
  refunds: number;
  /** Claims put on the desk. */
  desk: number;
}

/** The platform company on the lookup index, and its staff's assignments under their companies. */
async function backfillPlatform(companyId: string): Promise<Pick<DeskBackfill, 'platform' | 'assignments'>> {
  const company = await table.get(keys.company(companyId), { consistent: true });
  if (company?.kind !== 'platform') return { platform: false, assignments: 0 };
  let platform = false;
  if (!company[INDEX.lookup.partitionKey]) {
    await table.update(keys.company(companyId), {
      ...IF_PRESENT,
      ...setFields(onIndex(INDEX.lookup, partitions.platformCompanies, companyId)),
    });
    platform = true;
  }
  let assignments = 0;
  const staff = (await listMembers(companyId)).filter((user) => user.role === 'provider_staff');
  for (const user of staff) {
    for (const item of await table.queryAll(collections.staffCompanies(user.userId), {
      ConsistentRead: true,
    })) {
      if (item[INDEX.lookup.partitionKey]) continue;
      const assigned = String(item.companyId);
      await table.update(keys.staffAssignment(user.userId, assigned), {
        ...IF_PRESENT,
        ...setFields({
          ...onIndex(INDEX.lookup, partitions.staffOfCompany(assigned), user.userId),
          homeCompanyId: companyId,
        }),
      });
      assignments++;
    }
  }
  return { platform, assignments };
}

/** The company's credited claims not yet on the Refunds list. */
async function backfillRefunds(companyId: string): Promise<number> {
  let added = 0;
  let cursor: Cursor | undefined;
  do {
    const page = await table.queryIndex(INDEX.listing, partitions.claims(companyId), {
      ExclusiveStartKey: cursor,
    });
    for (const item of page.items) {
      if (item.state !== 'credited' || item[INDEX.attention.partitionKey]) continue;
      const claim = toStoredClaim(item);
      const place = onIndex(
        INDEX.attention,
        partitions.refunds(companyId),
        `${claim.creditedAt ?? claim.updatedAt}#${claim.claimId}`,
      );
      const set = setFields(place);
      // Unless it changed meanwhile: a change writes its places itself.
      const written = await conditionally(
        table.update(keys.claim(companyId, claim.claimId), {
          ...set,
          ConditionExpression: 'attribute_exists(pk) AND version = :version',
          ExpressionAttributeValues: { ...set.ExpressionAttributeValues, ':version': claim.version },
        }),
      );
      if (written) added++;
    }
    cursor = page.cursor;
  } while (cursor);
  return added;
}

export async function backfillDeskIndexes(companyId: string): Promise<DeskBackfill> {
  return {
    ...(await backfillPlatform(companyId)),
    refunds: await backfillRefunds(companyId),
    desk: await backfillDeskClaims(companyId),
  };
}
