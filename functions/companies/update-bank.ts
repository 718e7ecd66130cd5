/** PUT /api/private/company/bank: where refunds are paid (client admin). IBAN and BIC checked; the IBAN is
 * kept sealed (KMS envelope, bound to the company) and shown back masked. */
import { bankDetailsSchema, compact } from '@shared/companies/company';
import { endpoint } from '../http/endpoint';
import { NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { getCompany, saveBankDetails } from './company-store';
import { companyView } from './company-view';

export const handler = endpoint(bankDetailsSchema, async ({ input, actor }) => {
  const companyId = actor.companyId;
  await saveBankDetails(
    companyId,
    { bank_name: input.bank_name, IBAN: compact(input.IBAN), BIC: compact(input.BIC) },
    clock.now(),
  );
  const company = await getCompany(companyId);
  if (!company) throw NotFound('No such company');
  return ok(companyView(company));
});
