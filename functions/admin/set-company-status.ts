/**
 * PUT /api/private/admin/companies/{companyId}/status: a platform admin deactivates a client
 * company (its people's sessions end at once: every request checks the company is active; they
 * cannot sign in, told why; its scheduled work stops) or activates it again (all is as it was, but
 * the sessions the deactivation ended stay ended: its people sign in again).
 * The reason is kept in the audit log. The platform's own company cannot be deactivated.
 */
import { companyStatusInputSchema } from '@shared/admin/directory';
import { getCompany, setCompanyActive } from '../companies/company-store';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { recordAdminAction } from './admin-log';

export const handler = endpoint(companyStatusInputSchema, async ({ input, actor, request }) => {
  const companyId = request.params.companyId ?? '';
  const company = await getCompany(companyId);
  if (!company) throw NotFound('No such company');
  if (company.kind !== 'merchant') throw new HttpError('auth.forbidden', 'The platform company stays active');
  const now = clock.now();
  if (company.active !== input.active) await setCompanyActive(companyId, input.active, now);
  await recordAdminAction(
    actor,
    request,
    input.active ? 'company_activated' : 'company_deactivated',
    companyId,
    {
      reason: input.reason,
    },
  );
  log.info('company status set', { by: actor.userId, companyId, active: input.active });
  return ok({ companyId, active: input.active });
});
