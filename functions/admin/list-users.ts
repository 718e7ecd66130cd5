/**
 * GET /api/private/admin/users?q=&cursor=: every person of every company, provider staff and
 * platform admins included, by e-mail (the `USERS` partition of the listing index; a search is the
 * start of the address), 50 a page: company, role, active, verified. Never a password hash or a
 * session. Platform admins only.
 */
import { usersQuerySchema } from '@shared/admin/directory';
import { normaliseEmail, type User } from '../auth/user-store';
import { decodeCursor, encodeCursor } from '../http/cursor';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { fromItem } from '../lib/table/item';
import { isSharedPosition, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { companyNames } from './list-credentials';

const isUsersCursor = isSharedPosition(INDEX.listing, partitions.users, 'USER#');

export const handler = endpoint(usersQuerySchema, async ({ input }) => {
  const search = input.q ? normaliseEmail(input.q) : '';
  const page = await table.queryIndex(INDEX.listing, partitions.users, {
    ...(search ? { sort: 'begins_with(#sk, :search)' } : {}),
    ...(search ? { ExpressionAttributeValues: { ':search': search } } : {}),
    Limit: 50,
    ExclusiveStartKey: decodeCursor(input.cursor, isUsersCursor),
  });
  const users = page.items.map((item) => fromItem<User>(item));
  const names = await companyNames(users.map((user) => user.companyId));
  return ok({
    users: users.map((user) => ({
      userId: user.userId,
      email: user.email_address,
      name: `${user.first_name} ${user.last_name}`.trim(),
      companyId: user.companyId,
      companyName: names.get(user.companyId) ?? user.companyId,
      role: user.role,
      active: user.active,
      verified: user.verified,
      createdAt: user.createdAt,
    })),
    cursor: encodeCursor(page.cursor),
  });
});
