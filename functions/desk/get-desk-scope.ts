/**
 * GET /api/private/desk/scope: what the desk's filters offer the caller: the companies whose claims
 * they work, and the people claims can be given to (the platform's admins and provider staff).
 */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { listMembers } from '../team/member-store';
import { deskScope, scopeCompanies } from './desk-scope';

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const [companies, people] = await Promise.all([
    scopeCompanies(await deskScope(actor)),
    listMembers(actor.homeCompanyId),
  ]);
  return ok({
    companies,
    assignees: people
      .filter((user) => user.active && (user.role === 'provider_staff' || user.role === 'platform_admin'))
      .map((user) => ({
        userId: user.userId,
        name: `${user.first_name} ${user.last_name}`.trim() || user.email_address,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  });
});
