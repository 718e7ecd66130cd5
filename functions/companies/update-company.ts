/** PUT /api/private/company: the company's details (client admin). VAT and postal code checked for the country. */
import { compact, companyDetailsSchema } from '@shared/companies/company';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { getCompany, updateCompany } from './company-store';
import { companyView } from './company-view';

export const handler = endpoint(companyDetailsSchema, async ({ input, actor }) => {
  const companyId = actor.companyId;
  await updateCompany(
    companyId,
    { ...input, vat_number: compact(input.vat_number), zip_code: input.zip_code.toUpperCase() },
    clock.now(),
  );
  const company = await getCompany(companyId);
  if (!company) throw NotFound('No such company');
  return ok(companyView(company));
});
