/** PUT /api/private/user/profile: names, job title and phone; answers a token whose names are current. */
import { profileSchema } from '@shared/identity/profile';
import { getCompany } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { profileView } from './get-profile';
import { issueToken, sessionOf } from './session';
import { getUser, setUserFields } from './user-store';

export const handler = endpoint(profileSchema, async ({ input, actor }) => {
  const { homeCompanyId: companyId, userId } = actor;
  await setUserFields(companyId, userId, {
    first_name: input.first_name,
    last_name: input.last_name,
    job_title: input.job_title,
    phone_number: input.phone_number,
  });
  const [user, company] = await Promise.all([getUser(companyId, userId), getCompany(actor.companyId)]);
  if (!user || !company) throw NotFound('No such user');
  return ok({
    profile: profileView(user),
    token: await issueToken(user, company, clock.now(), sessionOf(actor.claims)),
  });
});
