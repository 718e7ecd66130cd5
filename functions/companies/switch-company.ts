/**
 * POST /api/private/company/switch: act for another company, named by its account name. An
 * unknown name and a company one may not act for get the same access error; every switch is
 * recorded under both companies (who, from, to, when).
 */
import { switchCompanySchema } from '@shared/companies/company-switch';
import { recordAdminAction } from '../admin/admin-log';
import { findCompanyIdByName } from '../auth/registration-store';
import { issueToken, sessionOf } from '../auth/session';
import { getUser } from '../auth/user-store';
import { endpoint } from '../http/endpoint';
import { HttpError, NotAdmin } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';
import { ancestry, getCompany, recordCompanySwitch } from './company-store';
import { maySwitch } from './switching';

const forbidden = () =>
  new HttpError('company.switch_forbidden', 'This account is unknown or not available to you');

export const handler = endpoint(switchCompanySchema, async ({ input, actor, request }) => {
  const now = clock.now();
  const { homeCompanyId, userId, role } = actor;
  // The spec's 'No Admin Access' for a member: switching is for admins (and assigned provider staff).
  if (role === 'member') throw NotAdmin();
  const targetId = await findCompanyIdByName(input.account);
  const target = targetId ? await getCompany(targetId) : null;
  const chain = target ? await ancestry(target.companyId) : [];
  const assigned =
    role === 'provider_staff' && target
      ? Boolean(await table.get(keys.staffAssignment(userId, target.companyId), { consistent: true }))
      : false;
  if (!target || !maySwitch(role, homeCompanyId, target, chain, assigned)) {
    log.info('company switch refused', { userId, from: actor.companyId });
    throw forbidden();
  }
  const user = await getUser(homeCompanyId, userId);
  if (!user?.active) throw forbidden();

  const record = {
    userId,
    email: user.email_address,
    role,
    from: actor.companyId,
    to: target.companyId,
    at: now.toISOString(),
  };
  await recordCompanySwitch(homeCompanyId, record);
  await recordAdminAction(actor, request, 'company_switched', target.companyId, { from: actor.companyId });
  log.info('company switch', { userId, from: actor.companyId, to: target.companyId });
  return ok({
    token: await issueToken(user, target, now, sessionOf(actor.claims)),
    company: { companyId: target.companyId, name: target.name },
  });
});
