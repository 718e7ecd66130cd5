/** GET /api/private/company/member: the company's people, invitations with their status; provider staff hidden. */
import { listMembersSchema } from '@shared/team/team';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { listMembers } from './member-store';
import { isListed, memberView } from './member-view';

export const handler = endpoint(listMembersSchema, async ({ actor }) => {
  const users = await listMembers(actor.companyId);
  const members = users
    .filter(isListed)
    .map((user) => memberView(user, actor.userId))
    .sort((a, b) => `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`));
  return ok({ members });
});
