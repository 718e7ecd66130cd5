/**
 * POST /api/private/user/password: a new password, with the current one. Wrong current passwords
 * count towards the sign-in throttle, so a stolen session cannot be used to guess the password.
 * A new password ends every other session of the person; the answer carries this session's new token.
 */
import { changePasswordSchema } from '@shared/identity/profile';
import { getCompany } from '../companies/company-store';
import { clientIp } from '../http/client-ip';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { assertMayAttempt } from './attempt-guard';
import { hashPassword, verifyPassword } from './password';
import { issueToken, sessionOf } from './session';
import { recordFailure } from './throttle-store';
import { getUser, setPasswordHash } from './user-store';

export const handler = endpoint(changePasswordSchema, async ({ input, actor, request }) => {
  const user = await getUser(actor.homeCompanyId, actor.userId);
  if (!user) throw NotFound('No such user');
  const seconds = Math.floor(clock.now().getTime() / 1000);
  const ip = clientIp(request);
  await assertMayAttempt(user.email_address, ip, seconds);
  if (!user.passwordHash || !(await verifyPassword(input.current_password, user.passwordHash))) {
    await recordFailure(user.email_address, ip, seconds);
    throw new HttpError('auth.wrong_password', 'The current password is not right', [
      { path: 'current_password', code: 'custom', message: 'profile.wrongPassword' },
    ]);
  }
  // Every session of this person ends, this one goes on with a token of the new version.
  const sessionEpoch = await setPasswordHash(user.companyId, user.userId, await hashPassword(input.password));
  const company = await getCompany(actor.companyId);
  if (!company) throw NotFound('No such company');
  const token = await issueToken({ ...user, sessionEpoch }, company, clock.now(), sessionOf(actor.claims));
  return ok({ changed: true, token });
});
