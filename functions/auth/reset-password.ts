/**
 * POST /api/public/user/password/reset: the new password, with the link's token and the e-mail it
 * was sent to. Uses the link up, clears failed sign-ins (lifting a block), and answers the user.
 */
import { resetPasswordSchema } from '@shared/identity/password-reset';
import { publicEndpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { hashPassword } from './password';
import { invalidReset } from './read-password-reset';
import { findResetLink, resetDigest, useResetLink } from './reset-store';
import { clearAccountAttempts } from './throttle-store';
import { getUser, normaliseEmail } from './user-store';

export const handler = publicEndpoint(resetPasswordSchema, async ({ input }) => {
  const digest = resetDigest(input.reset_token);
  const link = await findResetLink(digest, Math.floor(clock.now().getTime() / 1000));
  const user = link ? await getUser(link.companyId, link.userId) : null;
  if (!link || !user?.active || normaliseEmail(user.email_address) !== normaliseEmail(input.email))
    throw invalidReset();
  if (!(await useResetLink(digest, link, await hashPassword(input.password)))) throw invalidReset();
  await clearAccountAttempts(user.email_address);
  return ok({
    user: { email_address: user.email_address, first_name: user.first_name, last_name: user.last_name },
  });
});
