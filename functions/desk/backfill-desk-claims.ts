/**
 * Puts a company's claims stored before the claims desk on it, once (issue 38): each claim item is
 * written again with its desk index attributes and deadline, and the company's desk counters take it
 * in the same transaction, conditional on the claim being as read and not counted yet. A claim a
 * person or the carrier changed meanwhile was counted by that change: it is left alone. Run again,
 * it only reads (infra/backfill-desk-indexes.ts runs it with the desk's other backfills).
 */
import { counterUpdates } from '../claims/claim-writes';
import { deskDeltas } from '../claims/counters';
import { claimItem, deskPlace, toStoredClaim } from '../claims/stored-claim';
import { transactionConditionFailures } from '../lib/aws/dynamo';
import { partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type Cursor, table, txPut } from '../lib/table/table';

export async function backfillDeskClaims(companyId: string): Promise<number> {
  let placed = 0;
  let cursor: Cursor | undefined;
  do {
    const page = await table.queryIndex(INDEX.listing, partitions.claims(companyId), {
      ExclusiveStartKey: cursor,
    });
    for (const item of page.items) {
      if (item.entity !== 'claim' || item.deskCounted) continue;
      const claim = toStoredClaim(item);
      const next = { ...claim, deskCounted: true, deskSince: claim.deskSince ?? claim.updatedAt };
      try {
        await table.transact([
          txPut(claimItem(next), {
            ConditionExpression:
              'attribute_exists(pk) AND version = :version AND attribute_not_exists(deskCounted)',
            ExpressionAttributeValues: { ':version': claim.version },
          }),
          ...counterUpdates(companyId, deskDeltas(null, deskPlace(next))),
        ]);
        placed++;
      } catch (error) {
        if (!transactionConditionFailures(error)) throw error;
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return placed;
}
