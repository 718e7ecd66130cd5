/**
 * POST /api/public/user/verified: the code from the e-mail and the registration form. A right
 * code creates the company and its first user, its client admin, and signs them in (201 with a
 * token); a wrong one counts against 5 attempts; an expired or used-up one asks for a new code.
 * Tries are limited per address and per source per hour too (limits.ts), across codes.
 */
import { type VerifiedRequest, verifiedRequestSchema } from '@shared/identity/registration';
import { clientIp } from '../http/client-ip';
import { publicEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { json } from '../http/responses';
import { clock } from '../lib/clock';
import { takeQuotas } from '../lib/quota';
import { LIMITS, LimitReached } from './limits';
import { hashPassword, verifyPassword } from './password';
import { CODE, codeUsable, newAccount, requireCurrentLegalVersions } from './registration';
import {
  AccountConflict,
  countWrongCode,
  createAccount,
  dropPending,
  getPending,
} from './registration-store';
import { issueToken } from './session';

const expired = () => new HttpError('auth.code_expired', 'This code has expired: ask for a new one');

/** Checks the code and creates the account; returns the new admin's session token. */
export async function completeRegistration(
  code: string,
  form: VerifiedRequest['userData'],
  source: string,
): Promise<string> {
  // Before the limits and the code: an outdated acceptance uses up neither a try nor the code.
  requireCurrentLegalVersions(form);
  const now = clock.now();
  const seconds = Math.floor(now.getTime() / 1000);
  // Every try counts, per address and per source per hour, before the code is looked at: a new
  // code does not reset them, and concurrent guesses cannot pass the limit together.
  const wait = await takeQuotas(
    [
      [LIMITS.codeTriesPerAddress, form.email_address],
      [LIMITS.codeTriesPerSource, source],
    ],
    seconds,
  );
  if (wait > 0) throw LimitReached(wait);
  const pending = await getPending(form.email_address);
  const usable = codeUsable(pending, seconds);
  if (usable === 'too_many_attempts') await dropPending(form.email_address);
  if (usable !== 'ok' || !pending) throw expired();
  if (!(await verifyPassword(code, pending.codeHash))) {
    const used = await countWrongCode(form.email_address);
    throw new HttpError(
      'auth.code_invalid',
      `Wrong code: ${Math.max(0, CODE.maxAttempts - used)} attempts left`,
    );
  }

  const { company, admin } = newAccount(
    {
      companyName: form.company,
      email: form.email_address,
      first_name: form.first_name,
      last_name: form.last_name,
      job_title: form.job_title,
      phone_number: form.phone_number,
      locale: form.locale,
      passwordHash: await hashPassword(form.password),
      legal: form,
    },
    now,
  );
  try {
    await createAccount(company, admin);
  } catch (error) {
    if (!(error instanceof AccountConflict)) throw error;
    if (error.reason === 'code') throw expired();
    if (error.reason === 'company') {
      throw new HttpError(
        'auth.company_has_admin',
        'This company already has an admin: ask them to add you from the team page',
      );
    }
    throw new HttpError('auth.email_taken', 'This e-mail address is already registered');
  }
  return issueToken(admin, company, now);
}

export const handler = publicEndpoint(verifiedRequestSchema, async ({ input, request }) =>
  json(201, { token: await completeRegistration(input.code, input.userData, clientIp(request)) }),
);
