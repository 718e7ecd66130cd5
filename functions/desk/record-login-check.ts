/**
 * POST /api/private/desk/claims/{companyId}/{claimId}/login-check: whether the merchant's portal
 * login worked for the staff member who signed in with it (./portal-login.ts): a check of the
 * account done by a person, with what a check's outcome does (the account's status, the claim
 * waiting for the merchant, the e-mail that tells the merchant). Assigned provider staff only,
 * as the reveal: who never saw the login cannot say whether it worked.
 */
import { loginCheckSchema } from '@shared/claims/desk-sheet';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { deskClaimOf } from './desk-claim';
import { recordLoginCheck, requireLoginCredential, requireStaffMember } from './portal-login';

export const handler = endpoint(loginCheckSchema, async ({ input, actor, request }) => {
  requireStaffMember(actor);
  const { claim } = await deskClaimOf(actor, request);
  const credential = await requireLoginCredential(claim);
  const checked = await recordLoginCheck(claim, credential, input, actor, clock.now());
  return ok({
    credentialId: checked.credential.credentialId,
    status: checked.credential.status,
    statusReason: checked.credential.statusReason,
    merchantTold: checked.merchantTold,
  });
});
