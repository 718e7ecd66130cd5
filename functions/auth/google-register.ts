/**
 * POST /api/public/user/google/register: sign-up with Google. The verified Google address stands
 * in for the e-mailed code; the company and its first person (client admin, no password: they
 * sign in with Google) are created as in the e-mail sign-up. 401 when the company already exists.
 */
import { googleRegisterSchema } from '@shared/identity/google';
import { publicEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { json } from '../http/responses';
import { clock } from '../lib/clock';
import { verifyGoogleIdToken } from './google';
import { newAccount, requireCurrentLegalVersions } from './registration';
import { AccountConflict, companyNameTaken, createAccount } from './registration-store';
import { issueToken } from './session';
import { emailRegistered } from './user-store';

export const handler = publicEndpoint(googleRegisterSchema, async ({ input }) => {
  requireCurrentLegalVersions(input);
  const google = await verifyGoogleIdToken(input.token);
  if (await emailRegistered(google.email))
    throw new HttpError('auth.email_taken', 'This e-mail address is already registered');
  const companyExists = () =>
    new HttpError(
      'auth.google_company_exists',
      'This company already has an admin: ask them to add you from the team page',
    );
  if (await companyNameTaken(input.company)) throw companyExists();
  const now = clock.now();
  // No password: this person signs in with Google.
  const { company, admin } = newAccount(
    {
      companyName: input.company,
      email: google.email,
      first_name: google.given_name || google.email.split('@')[0]!,
      last_name: google.family_name,
      job_title: input.job_title,
      locale: input.locale,
      legal: input,
    },
    now,
  );
  try {
    await createAccount(company, admin, { consumesPendingCode: false });
  } catch (error) {
    if (!(error instanceof AccountConflict)) throw error;
    if (error.reason === 'company') throw companyExists();
    throw new HttpError('auth.email_taken', 'This e-mail address is already registered');
  }
  return json(201, { token: await issueToken(admin, company, now) });
});
