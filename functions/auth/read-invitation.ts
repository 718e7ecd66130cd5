/** GET /api/public/user/invitation: who an invitation link is for, so its page can greet them. */
import { invitationTokenSchema } from '@shared/team/team';
import { getCompany } from '../companies/company-store';
import { publicEndpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { findValidInvitation } from './invitation';

export const handler = publicEndpoint(invitationTokenSchema, async ({ input }) => {
  const user = await findValidInvitation(input.token, clock.now());
  const company = await getCompany(user.companyId);
  return ok({
    email_address: user.email_address,
    first_name: user.first_name,
    companyName: company?.name ?? '',
  });
});
