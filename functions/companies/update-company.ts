/**
 * PUT /api/private/company: the company's details (client admin). Postal code and VAT number
 * checked for the country by the shared schema (a VAT number's check digits: 422
 * company.vat_check_digits), then the VAT number asked of VIES (`vat-confirmation.ts`: a number no
 * trader has is refused, 422 company.vat_not_registered; VIES out of service saves it unconfirmed).
 */
import { compact, companyDetailsSchema } from '@shared/companies/company';
import { endpoint } from '../http/endpoint';
import { HttpError, NotFound } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { getCompany, updateCompany } from './company-store';
import { companyView } from './company-view';
import { needsRegistry, vatCheckFor } from './vat-confirmation';
import { vatRegistry } from './vat-registry';

export const handler = endpoint(companyDetailsSchema, async ({ input, actor }) => {
  const companyId = actor.companyId;
  const vatNumber = compact(input.vat_number);
  const onFile = (await getCompany(companyId))?.vat_check;
  const answer = needsRegistry(input.country, vatNumber, onFile)
    ? await vatRegistry().check(input.country, vatNumber.slice(2))
    : undefined;
  if (answer?.status === 'unavailable')
    log.warn('VIES could not confirm a VAT number: saved unconfirmed', { companyId, reason: answer.reason });
  const now = clock.now();
  const vatCheck = vatCheckFor(input.country, vatNumber, onFile, answer, now);
  if (vatCheck === 'not_registered') {
    throw new HttpError(
      'company.vat_not_registered',
      'VIES, the EU VAT register, has no trader with this VAT number',
      [{ path: 'vat_number', code: 'custom', message: 'company.vatNotRegistered' }],
    );
  }
  await updateCompany(
    companyId,
    { ...input, vat_number: vatNumber, vat_check: vatCheck, zip_code: input.zip_code.toUpperCase() },
    now,
  );
  const company = await getCompany(companyId);
  if (!company) throw NotFound('No such company');
  return ok(companyView(company));
});
