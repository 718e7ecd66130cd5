/** GET /api/private/desk/claims/{companyId}/{claimId}: a claim on the desk, its history and the moves it offers. */
import * as z from 'zod/mini';
import { getClaimWithHistory } from '../claims/claim-queries';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { deskAnswer, deskClaimOf } from './desk-claim';

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const { companyId, claim, companyName } = await deskClaimOf(actor, request);
  const found = await getClaimWithHistory(companyId, claim.claimId);
  if (!found) throw NotFound('No such investigation');
  const { claim: view, desk } = deskAnswer(found.claim, companyName, actor, clock.now());
  return ok({ claim: view, desk, history: found.history });
});
