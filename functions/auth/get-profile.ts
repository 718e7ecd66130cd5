/** GET /api/private/user/profile: the caller's own details. */
import type { ProfileView } from '@shared/identity/profile';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { getUser, type User } from './user-store';

export const profileView = (user: User): ProfileView => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email_address: user.email_address,
  job_title: user.job_title ?? '',
  phone_number: user.phone_number ?? '',
});

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const user = await getUser(actor.homeCompanyId, actor.userId);
  if (!user) throw NotFound('No such user');
  return ok(profileView(user));
});
