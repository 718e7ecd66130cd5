/**
 * Provider staff (issue 22): people of the platform's own company with the role provider_staff, who
 * act for the client companies assigned to them: claims work, no billing (billing routes are the
 * client admin's), no carrier passwords (shown to the company's client admin only), and never in a
 * merchant's team list. An assignment is one item (`STAFF#<userId>` / `COMPANY#<companyId>`): the
 * company switch requires it, and every request of a staff member acting for a company checks it
 * is still there (session-state.ts), so removing it ends that session at once. The item is also on
 * the lookup index under its company (`STAFFOF#<companyId>`, with the staff member's own company),
 * so the staff of a company are found from it (functions/desk/deadline-recipients.ts).
 *
 * Routes (platform admins only):
 * - GET /api/private/admin/staff: the provider staff, each with the companies assigned;
 * - POST /api/private/admin/staff: invites a person as provider staff into the platform's own
 *   company (the invitation e-mail, as for a team member);
 * - PUT /api/private/admin/staff/{userId}/companies/{companyId}: assigns one;
 * - DELETE /api/private/admin/staff/{userId}/companies/{companyId}: removes one.
 */
import { addMemberSchema } from '@shared/team/team';
import * as z from 'zod/mini';
import { getUser } from '../auth/user-store';
import { getCompany } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { accepted, ok } from '../http/responses';
import { clock } from '../lib/clock';
import { collections, keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { invitePerson } from '../team/add-member';
import { listMembers } from '../team/member-store';
import { recordAdminAction } from './admin-log';
import { companyNames } from './list-credentials';

export const list = endpoint(z.strictObject({}), async ({ actor }) => {
  const staff = (await listMembers(actor.homeCompanyId)).filter((user) => user.role === 'provider_staff');
  const assigned = await Promise.all(
    staff.map(async (user) =>
      (await table.queryAll(collections.staffCompanies(user.userId), { ConsistentRead: true })).map((item) =>
        String(item.companyId),
      ),
    ),
  );
  const names = await companyNames(assigned.flat());
  return ok({
    staff: staff.map((user, index) => ({
      userId: user.userId,
      email: user.email_address,
      name: `${user.first_name} ${user.last_name}`.trim(),
      active: user.active,
      companies: (assigned[index] ?? []).map((companyId) => ({
        companyId,
        name: names.get(companyId) ?? companyId,
      })),
    })),
  });
});

export const invite = endpoint(addMemberSchema, async ({ input, actor, request }) => {
  const user = await invitePerson(actor, input, actor.homeCompanyId, 'provider_staff');
  await recordAdminAction(actor, request, 'staff_invited', null, { staff: user.email_address });
  return accepted({
    staff: {
      userId: user.userId,
      email: user.email_address,
      name: `${user.first_name} ${user.last_name}`.trim(),
      active: user.active,
      companies: [],
    },
  });
});

/** The staff member (of the caller's own company, with the role) and the client company, or a 404. */
async function staffAndCompany(homeCompanyId: string, userId: string, companyId: string) {
  const [user, company] = await Promise.all([getUser(homeCompanyId, userId), getCompany(companyId)]);
  if (user?.role !== 'provider_staff') throw NotFound('No such provider staff member');
  if (!company) throw NotFound('No such company');
  if (company.kind !== 'merchant')
    throw new HttpError('auth.forbidden', 'Staff act for client companies only');
  return { user, company };
}

export const assign = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const { userId = '', companyId = '' } = request.params;
  const { user, company } = await staffAndCompany(actor.homeCompanyId, userId, companyId);
  await table.put({
    ...keys.staffAssignment(user.userId, company.companyId),
    // The company's staff, found from the company (the desk's deadline digest); gone with the item.
    ...onIndex(INDEX.lookup, partitions.staffOfCompany(company.companyId), user.userId),
    entity: 'staffAssignment',
    userId: user.userId,
    companyId: company.companyId,
    homeCompanyId: actor.homeCompanyId,
    at: clock.now().toISOString(),
    by: actor.email,
  });
  await recordAdminAction(actor, request, 'staff_assigned', company.companyId, { staff: user.email_address });
  return ok({ userId: user.userId, companyId: company.companyId, assigned: true });
});

export const unassign = endpoint(z.strictObject({}), async ({ actor, request }) => {
  const { userId = '', companyId = '' } = request.params;
  const { user, company } = await staffAndCompany(actor.homeCompanyId, userId, companyId);
  await table.delete(keys.staffAssignment(user.userId, company.companyId));
  await recordAdminAction(actor, request, 'staff_unassigned', company.companyId, {
    staff: user.email_address,
  });
  return ok({ userId: user.userId, companyId: company.companyId, assigned: false });
});
