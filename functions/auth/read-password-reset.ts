/** GET /api/public/user/password/requested: the e-mail a reset link is for, or 400 when the link is not valid. */
import { resetLookupSchema } from '@shared/identity/password-reset';
import { publicEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { findResetLink, resetDigest } from './reset-store';
import { getUser } from './user-store';

export const invalidReset = () =>
  new HttpError('auth.reset_invalid', 'This password reset link is not valid any more');

export const handler = publicEndpoint(resetLookupSchema, async ({ input }) => {
  const link = await findResetLink(resetDigest(input.reset_token), Math.floor(clock.now().getTime() / 1000));
  const user = link ? await getUser(link.companyId, link.userId) : null;
  if (!user?.active) throw invalidReset();
  return ok({ email: user.email_address });
});
