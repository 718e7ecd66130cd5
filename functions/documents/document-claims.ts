/**
 * The investigations that use a document (My Files asks before deleting one): read from the
 * company's claim list with one filter on the ids of the claims' documents. A document an open
 * investigation needs cannot be deleted (delete-document refuses it).
 */

import { STAGE_OF } from '@shared/claims/lifecycle';
import type { DocumentUse } from '@shared/documents/upload-requests';
import { toStoredClaim } from '../claims/stored-claim';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { getDocument } from './document-store';

/** The company's investigations whose documents include `documentId`, newest first. */
export async function claimsUsing(companyId: string, documentId: string): Promise<DocumentUse[]> {
  const uses: DocumentUse[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.queryIndex(INDEX.listing, partitions.claims(companyId), {
      FilterExpression: 'contains(documentIds, :document)',
      ExpressionAttributeValues: { ':document': documentId },
      ScanIndexForward: false,
      ExclusiveStartKey: start,
    });
    for (const item of page.items) {
      const claim = toStoredClaim(item);
      uses.push({
        claimId: claim.claimId,
        tracking_number: claim.tracking_number,
        reference: claim.reference,
        state: claim.state,
        open: STAGE_OF[claim.state] !== 'closed',
      });
    }
    start = page.cursor;
  } while (start);
  return uses;
}

export const handler = endpoint(null, async ({ actor, request }) => {
  const document = await getDocument(actor.companyId, request.params.documentId ?? '');
  if (!document) throw NotFound('No such document');
  return ok({ claims: await claimsUsing(actor.companyId, document.documentId) });
});
