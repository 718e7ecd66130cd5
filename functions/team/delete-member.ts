/** POST /api/private/company/member/delete: the client admin removes a person of their company (not themselves). */
import { deleteMemberSchema } from '@shared/team/team';
import { findUserByEmail } from '../auth/user-store';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { deleteMember } from './member-store';
import { isListed } from './member-view';

export const handler = endpoint(deleteMemberSchema, async ({ input, actor }) => {
  const user = await findUserByEmail(input.email);
  // Someone of another company, or provider staff, is 'not found' here: nothing to learn by asking.
  if (!user || user.companyId !== actor.companyId || !isListed(user)) throw NotFound('No such member');
  if (user.userId === actor.userId)
    throw new HttpError('team.cannot_delete_self', 'You cannot remove yourself');
  await deleteMember(user);
  return ok({ deleted: true });
});
