/**
 * Puts claims stored before issue 24 where the new reads look for them, once, idempotently:
 * - each claim's first history entry on the reference index by tracking number (My claims' exact
 *   search finds the claim by it);
 * - the ids of each claim's documents on the claim item (`documentIds`: My Files' usage check and
 *   the delete refusal read them).
 * A claim already written by this version has both: it is only read. Run once per company after the
 * deploy (`npx tsx infra/backfill-claim-indexes.ts`, or `backfillClaimIndexes` from a script).
 */
import { normaliseTracking } from '@shared/carriers/carriers';
import { isConditionFailed } from '../lib/aws/dynamo';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { toStoredClaim } from './stored-claim';

export async function backfillClaimIndexes(companyId: string): Promise<{ claims: number; updated: number }> {
  let claims = 0;
  let updated = 0;
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.queryIndex(INDEX.listing, partitions.claims(companyId), {
      ExclusiveStartKey: cursor,
    });
    for (const item of page.items) {
      claims++;
      const claim = toStoredClaim(item);
      let changed = false;
      const ids = claim.documents.map((document) => document.documentId);
      if (ids.length && JSON.stringify(item.documentIds ?? []) !== JSON.stringify(ids)) {
        await table.update(keys.claim(companyId, claim.claimId), {
          UpdateExpression: 'SET documentIds = :ids',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':ids': ids },
        });
        changed = true;
      }
      const index = onIndex(
        INDEX.reference,
        partitions.trackingNumber(companyId, normaliseTracking(claim.tracking_number)),
        claim.claimId,
      );
      try {
        // The first history entry (version 1) of a claim that has it, not yet on the index.
        await table.update(keys.claimHistory(companyId, claim.claimId, 1), {
          UpdateExpression: 'SET #p = :p, #s = :s',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(#p)',
          ExpressionAttributeNames: { '#p': INDEX.reference.partitionKey, '#s': INDEX.reference.sortKey },
          ExpressionAttributeValues: {
            ':p': index[INDEX.reference.partitionKey],
            ':s': index[INDEX.reference.sortKey],
          },
        });
        changed = true;
      } catch (error) {
        if (!isConditionFailed(error)) throw error;
      }
      if (changed) updated++;
    }
    cursor = page.cursor;
  } while (cursor);
  return { claims, updated };
}
