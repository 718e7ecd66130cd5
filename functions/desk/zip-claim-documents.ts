/**
 * POST /api/private/desk/claims/{companyId}/{claimId}/documents-zip: the claim's documents as one
 * zip for the carrier (./claim-zip.ts): made once per version of the claim, answered as a
 * five-minute link (the file never passes through this answer).
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { claimZipLink } from './claim-zip';
import { deskClaimOf } from './desk-claim';

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const { claim } = await deskClaimOf(actor, request);
  return ok(await claimZipLink(claim));
});
