/**
 * POST /api/private/user/onboarded: the person finished (or skipped) onboarding. Their firstTime
 * flag goes off and they get a token that says so, keeping the time they signed in.
 */
import * as z from 'zod/mini';
import { getCompany } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { issueToken, sessionOf } from './session';
import { getUser, setUserFields } from './user-store';

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const { homeCompanyId: companyId, userId } = actor;
  await setUserFields(companyId, userId, { firstTime: false });
  const [user, company] = await Promise.all([getUser(companyId, userId), getCompany(actor.companyId)]);
  if (!user || !company) throw NotFound('No such user');
  const now = clock.now();
  return ok({ token: await issueToken(user, company, now, sessionOf(actor.claims)) });
});
