/**
 * POST /api/private/user/password: a new password, with the current one. Wrong current passwords
 * count towards the sign-in throttle, so a stolen session cannot be used to guess the password.
 */
import { changePasswordSchema } from '@shared/identity/profile';
import { clientIp } from '../http/client-ip';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { assertMayAttempt } from './attempt-guard';
import { hashPassword, verifyPassword } from './password';
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
  await setPasswordHash(user.companyId, user.userId, await hashPassword(input.password));
  return ok({ changed: true });
});
