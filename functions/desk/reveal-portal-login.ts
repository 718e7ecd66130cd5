/**
 * POST /api/private/desk/claims/{companyId}/{claimId}/login: the merchant's portal login for the
 * claim's carrier (./portal-login.ts), to a provider staff member assigned to the company only; a
 * platform admin is refused (no assigned staff), another company's staff too. Each reveal is kept
 * in the account's reveal history and in the admin log; the password reaches no log line (the
 * logger redacts a `password` anywhere).
 */

import { carrierById } from '@shared/carriers/carriers';
import * as z from 'zod/mini';
import { recordAdminAction } from '../admin/admin-log';
import { revealPassword } from '../carriers/credential-store';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { deskClaimOf } from './desk-claim';
import { requireLoginCredential, requireStaffMember } from './portal-login';

export const handler = endpoint(z.strictObject({}), async ({ actor, request }) => {
  requireStaffMember(actor);
  const { companyId, claim } = await deskClaimOf(actor, request);
  const credential = await requireLoginCredential(claim);
  const password = await revealPassword(
    credential,
    { userId: actor.userId, email: actor.email },
    clock.now(),
  );
  await recordAdminAction(actor, request, 'credential_revealed', companyId, {
    credentialId: credential.credentialId,
    carrier: credential.carrier,
    claimId: claim.claimId,
    via: 'desk',
  });
  return ok({
    credentialId: credential.credentialId,
    carrier: credential.carrier,
    username: credential.username,
    password,
    portalUrl: credential.portal_url || carrierById(credential.carrier)?.portalUrl || '',
  });
});
