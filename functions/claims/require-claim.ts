import { NotFound } from '../http/errors';
import { getClaim } from './claim-queries';
import type { StoredClaim } from './stored-claim';

/** The company's claim, or the 404 every claim route answers for one it does not have. */
export async function requireClaim(companyId: string, claimId: string): Promise<StoredClaim> {
  const claim = /^[\w-]{1,64}$/.test(claimId) ? await getClaim(companyId, claimId) : null;
  if (!claim) throw NotFound('No such investigation');
  return claim;
}
