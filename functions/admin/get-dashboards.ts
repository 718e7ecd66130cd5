/** GET /api/private/admin/companies/{companyId}/dashboards: whether a company's dashboards are open, locked or being prepared. */
import type { DashboardState } from '@shared/dashboards/catalog';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { keys } from '../lib/table/keys';
import { table } from '../lib/table/table';

export const handler = endpoint(z.strictObject({}), async ({ request }) => {
  const companyId = request.params.companyId ?? '';
  const company = await table.get(keys.company(companyId));
  if (company?.entity !== 'company') throw NotFound('No such company');
  return ok({ companyId, state: (company.dashboards as DashboardState | undefined) ?? 'open' });
});
