/** GET /api/private/company: the caller's company, as its people see it. */
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { getCompany } from './company-store';
import { companyView } from './company-view';

export const handler = endpoint(z.strictObject({}), async ({ actor }) => {
  const company = await getCompany(actor.companyId);
  if (!company) throw NotFound('No such company');
  return ok(companyView(company));
});
