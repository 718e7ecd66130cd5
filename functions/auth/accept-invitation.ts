/**
 * POST /api/public/user/invitation/accept: the invited person chooses their password from the
 * e-mailed link; the link is used up and they are signed in.
 */
import { acceptInvitationSchema } from '@shared/team/team';
import { getCompany } from '../companies/company-store';
import { publicEndpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { acceptInvitation, tokenDigest } from '../team/member-store';
import { findValidInvitation, invalidInvitation } from './invitation';
import { hashPassword } from './password';
import { issueToken } from './session';

export const handler = publicEndpoint(acceptInvitationSchema, async ({ input }) => {
  const now = clock.now();
  const user = await findValidInvitation(input.token, now);
  if (!(await acceptInvitation(user, tokenDigest(input.token), await hashPassword(input.password), now)))
    throw invalidInvitation();
  const company = await getCompany(user.companyId);
  if (!company) throw invalidInvitation();
  return ok({ token: await issueToken({ ...user, verified: true }, company, now) });
});
