/**
 * POST /api/public/user/verify: the first step of sign-up. Checks that the e-mail is free (409)
 * and that the company has no admin yet (400), then e-mails a 6-digit code (stored hashed, valid
 * 10 minutes). Asking again sends a new code, once a minute at most (429 with Retry-After), and at
 * most 5 an hour per address and 20 an hour per source (429 auth.limit_reached; limits.ts).
 */
import { verifyRequestSchema } from '@shared/identity/registration';
import { clientIp } from '../http/client-ip';
import { publicEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { takeQuotas } from '../lib/quota';
import { sendMail } from '../notifications/mailer';
import { verificationCodeMail } from '../notifications/templates';
import { LIMITS, LimitReached } from './limits';
import { hashPassword } from './password';
import { CODE, newVerificationCode, resendWait } from './registration';
import { companyNameTaken, getPending, putPending } from './registration-store';
import { emailRegistered } from './user-store';

export const handler = publicEndpoint(verifyRequestSchema, async ({ input, request }) => {
  const now = Math.floor(clock.now().getTime() / 1000);
  if (await emailRegistered(input.email_address)) {
    throw new HttpError('auth.email_taken', 'This e-mail address is already registered');
  }
  if (await companyNameTaken(input.company)) {
    throw new HttpError(
      'auth.company_has_admin',
      'This company already has an admin: ask them to add you from the team page',
    );
  }
  const cooldown = resendWait(await getPending(input.email_address), now);
  if (cooldown > 0) {
    throw new HttpError('auth.code_cooldown', 'A code was sent less than a minute ago', undefined, {
      'retry-after': String(cooldown),
    });
  }
  // Codes e-mailed per address and per source per hour, whatever the cool-down.
  const wait = await takeQuotas(
    [
      [LIMITS.codeMailsPerAddress, input.email_address],
      [LIMITS.codeMailsPerSource, clientIp(request)],
    ],
    now,
  );
  if (wait > 0) throw LimitReached(wait);
  const code = newVerificationCode();
  await putPending(input.email_address, {
    codeHash: await hashPassword(code),
    sentAt: now,
    expiresAt: now + CODE.lifetimeSeconds,
    attempts: 0,
  });
  await sendMail(
    input.email_address,
    verificationCodeMail(input.locale ?? 'en', input.first_name, code, CODE.lifetimeSeconds / 60),
  );
  return ok({
    sent: true,
    expiresInSeconds: CODE.lifetimeSeconds,
    resendAfterSeconds: CODE.resendCooldownSeconds,
  });
});
