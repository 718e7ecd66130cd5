/**
 * POST /api/public/user/password/request: e-mails a reset link valid one hour. Always answers 202
 * the same way, whether the address belongs to someone or not, and sends one e-mail a minute at
 * most per address.
 */

import { randomBytes } from 'node:crypto';
import { resetRequestSchema } from '@shared/identity/password-reset';
import { publicEndpoint } from '../http/endpoint';
import { accepted } from '../http/responses';
import { clock } from '../lib/clock';
import { claimCooldown } from '../lib/cooldown';
import { env } from '../lib/env';
import { sendMail } from '../notifications/mailer';
import { passwordResetMail } from '../notifications/templates';
import { putResetLink, RESET_LIFETIME_SECONDS, resetDigest } from './reset-store';
import { emailDigest } from './throttle-store';
import { findUserByEmail } from './user-store';

export const handler = publicEndpoint(resetRequestSchema, async ({ input }) => {
  const now = Math.floor(clock.now().getTime() / 1000);
  const user = await findUserByEmail(input.email_address);
  if (user?.active && (await claimCooldown(`reset#${emailDigest(input.email_address)}`, now, 60))) {
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
