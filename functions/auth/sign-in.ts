/**
 * POST /api/public/login: e-mail and password in, a session token out. Throttled per account and
 * per source before the password is checked; unknown addresses take the same path and the same
 * time as known ones (a scrypt check against a stand-in hash), so answers reveal nothing.
 */
import { loginSchema } from '@shared/identity/identity';
import { getCompany } from '../companies/company-store';
import { clientIp } from '../http/client-ip';
import { publicEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { assertMayAttempt, blockedError } from './attempt-guard';
import { hashPassword, verifyPassword } from './password';
import { issueToken } from './session';
import { clearAccountAttempts, emailDigest, recordFailure } from './throttle-store';
import { findUserByEmail } from './user-store';

let standIn: Promise<string> | undefined;
const standInHash = () => {
  standIn ??= hashPassword('stand-in for addresses that belong to nobody');
  return standIn;
};

const invalid = () => new HttpError('auth.invalid_credentials', 'Incorrect e-mail address or password');

export const handler = publicEndpoint(loginSchema, async ({ input, request }) => {
  const now = clock.now();
  const seconds = Math.floor(now.getTime() / 1000);
  const ip = clientIp(request);
  await assertMayAttempt(input.email_address, ip, seconds);

  const user = await findUserByEmail(input.email_address);
  const passwordOk = await verifyPassword(input.password, user?.passwordHash ?? (await standInHash()));
  if (user?.active && !user.passwordHash) {
    throw new HttpError('auth.password_disabled', 'Password sign-in is not enabled for this account');
  }
  if (!user?.active || !passwordOk) {
    const nowBlocked = await recordFailure(input.email_address, ip, seconds);
    log.info('sign-in failed', {
      account: emailDigest(input.email_address).slice(0, 12),
      ip,
      blocked: nowBlocked,
    });
    throw nowBlocked ? blockedError() : invalid();
  }
  await clearAccountAttempts(input.email_address);
  if (!user.access) throw new HttpError('auth.processing', 'Your data is still being processed');
  const company = await getCompany(user.companyId);
  if (!company?.active) throw new HttpError('auth.company_inactive', 'This company account is not active');
  // Suspended for an overdue invoice: the client admin signs in to pay; the others are told why.
  if (company.suspension && user.role !== 'client_admin' && user.role !== 'platform_admin')
    throw new HttpError('auth.suspended', 'The company is suspended for an overdue invoice');
  return ok({ token: await issueToken(user, company, now) });
});
