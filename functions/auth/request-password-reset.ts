/**
 * POST /api/public/user/password/request: e-mails a reset link valid one hour. Always answers 202
 * the same way, whether the address belongs to someone or not, and sends one e-mail a minute and
 * five an hour at most per address; a source asking more than 20 times an hour gets 429.
 */

import { randomBytes } from 'node:crypto';
import { resetRequestSchema } from '@shared/identity/password-reset';
import { clientIp } from '../http/client-ip';
import { publicEndpoint } from '../http/endpoint';
import { accepted } from '../http/responses';
import { clock } from '../lib/clock';
import { claimCooldown } from '../lib/cooldown';
import { env } from '../lib/env';
import { takeQuotas } from '../lib/quota';
import { sendMail } from '../notifications/mailer';
import { passwordResetMail } from '../notifications/templates';
import { LIMITS, LimitReached } from './limits';
import { putResetLink, RESET_LIFETIME_SECONDS, resetDigest } from './reset-store';
import { emailDigest } from './throttle-store';
import { findUserByEmail } from './user-store';

export const handler = publicEndpoint(resetRequestSchema, async ({ input, request }) => {
  const now = Math.floor(clock.now().getTime() / 1000);
  // Per source, whatever the address: the answer says nothing of whether the address is known.
  const wait = await takeQuotas([[LIMITS.resetMailsPerSource, clientIp(request)]], now);
  if (wait > 0) throw LimitReached(wait);
  const user = await findUserByEmail(input.email_address);
  // Per address, silently: a refusal here would tell that the address belongs to someone.
  if (
    user?.active &&
    (await claimCooldown(`reset#${emailDigest(input.email_address)}`, now, 60)) &&
    (await takeQuotas([[LIMITS.resetMailsPerAddress, input.email_address]], now)) === 0
  ) {
    const token = randomBytes(32).toString('base64url');
    await putResetLink(resetDigest(token), {
      companyId: user.companyId,
      userId: user.userId,
      expiresAt: now + RESET_LIFETIME_SECONDS,
    });
    const link = new URL('/forgotPassword/reset', env.APP_URL);
    link.searchParams.set('reset_token', token);
    await sendMail(
      user.email_address,
      passwordResetMail(input.locale ?? user.locale ?? 'en', user.first_name, link.toString()),
    );
  }
  return accepted({ requested: true });
});
