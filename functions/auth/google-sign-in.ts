/** GET /api/public/user/google/login: signs in the account whose e-mail a verified Google ID token carries. */
import { googleLoginSchema } from '@shared/identity/google';
import { getCompany } from '../companies/company-store';
import { publicEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { verifyGoogleIdToken } from './google';
import { issueToken } from './session';
import { findUserByEmail, normaliseEmail } from './user-store';

export const handler = publicEndpoint(googleLoginSchema, async ({ input }) => {
  const google = await verifyGoogleIdToken(input.token);
  // The address in the query must be the one Google vouches for.
  if (normaliseEmail(google.email) !== normaliseEmail(input.email))
    throw new HttpError('auth.google_invalid', 'The Google sign-in could not be verified');
  const user = await findUserByEmail(google.email);
  if (!user?.active) throw new HttpError('auth.invalid_credentials', 'No account uses this Google address');
  if (!user.access) throw new HttpError('auth.processing', 'Your data is still being processed');
  const company = await getCompany(user.companyId);
  if (!company?.active) throw new HttpError('auth.company_inactive', 'This company account is not active');
  return ok({ token: await issueToken(user, company, clock.now()) });
});
