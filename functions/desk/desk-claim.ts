/**
 * One claim on the desk: read for a caller who works its company (a 403 before anything is read
 * otherwise), and answered with the merchant's view of it beside the desk's.
 */
import { getClaim } from '../claims/claim-queries';
import { claimView } from '../claims/claim-view';
import type { StoredClaim } from '../claims/stored-claim';
import { getCompany } from '../companies/company-store';
import type { Actor, HttpRequest } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { requireInScope } from './desk-scope';
import { deskDetail, rowOfClaim } from './desk-view';

/** The company and claim a desk path names, in the caller's scope, and the claim as it is. */
export async function deskClaimOf(
  actor: Actor,
  request: HttpRequest,
): Promise<{ companyId: string; claim: StoredClaim; companyName: string }> {
  const { companyId = '', claimId = '' } = request.params;
  await requireInScope(actor, companyId);
  if (!/^[\w-]{1,64}$/.test(claimId)) throw NotFound('No such investigation');
  const [claim, company] = await Promise.all([getClaim(companyId, claimId), getCompany(companyId)]);
  if (!claim) throw NotFound('No such investigation');
  return { companyId, claim, companyName: company?.name ?? companyId };
}

/** What a desk answer carries of a claim: the merchant's view, the desk's, and its lane's row. */
export const deskAnswer = (claim: StoredClaim, companyName: string, actor: Actor, today: Date) => ({
  claim: claimView(claim, `${actor.homeCompanyId}/${actor.userId}`, today),
  desk: deskDetail(claim, companyName, today),
  row: rowOfClaim(claim, companyName, today),
});
