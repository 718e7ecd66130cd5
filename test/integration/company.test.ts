/** The caller's company: details and bank details, client admins only to change them. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makePerson } from '../support/people';
import { tokenFor } from '../support/tokens';

const { dynamo } = await import('../../functions/lib/aws/dynamo');
const { env } = await import('../../functions/lib/env');
const { openSecret } = await import('../../functions/lib/secrets');
const { ibanContext } = await import('../../functions/companies/company-store');
const { keys } = await import('../../functions/lib/table/keys');
const { SANDBOX_NOT_REGISTERED, SANDBOX_UNAVAILABLE } = await import(
  '../../functions/companies/vat-registry/sandbox'
);

const details = {
  invoice_company_name: 'Boutique Durand SAS',
  vat_number: 'FR 40 303 265 045',
  invoicing_emails: ['compta@durand.example', 'factures@durand.example'],
  finance_email_address: 'finance@durand.example',
  claim_email_address: 'sav@durand.example',
  country: 'FR',
  city_name: 'Lyon',
  street_name: '12 rue de la République',
  zip_code: '69002',
};

async function admin() {
  const person = await makePerson({ role: 'client_admin' });
  return {
    person,
    token: await tokenFor({ role: 'client_admin', companyId: person.companyId, userId: person.userId }),
  };
}

describe('company details', () => {
  it('are saved by the client admin and read back by the company’s people', async () => {
    const { person, token } = await admin();
    const saved = await call('PUT', '/api/private/company', { token, body: details });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      companyId: person.companyId,
      details: { ...details, vat_number: 'FR40303265045' },
    });
    const member = await makePerson({ companyId: person.companyId });
    const read = await call('GET', '/api/private/company', {
      token: await tokenFor({ role: 'member', companyId: person.companyId, userId: member.userId }),
    });
    expect(read.body).toMatchObject({ details: { city_name: 'Lyon' } });
  });

  it('are refused with the failing fields and leave the company unchanged', async () => {
    const { token } = await admin();
    await call('PUT', '/api/private/company', { token, body: details });
    const refused = await call<{ error: { issues: { path: string; message: string }[] } }>(
      'PUT',
      '/api/private/company',
      {
        token,
        body: { ...details, country: 'BE', city_name: 'Bruxelles' },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues.map((issue) => issue.path).sort()).toEqual(['vat_number', 'zip_code']);
    expect((await call('GET', '/api/private/company', { token })).body).toMatchObject({
      details: { city_name: 'Lyon', country: 'FR' },
    });
  });

  it('are confirmed with VIES (the sandbox register here) when saved', async () => {
    const { token } = await admin();

    const saved = await call('PUT', '/api/private/company', { token, body: details });

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ vatCheck: { status: 'confirmed' } });
  });

  it('refuse a VAT number whose check digits are wrong: 422 company.vat_check_digits', async () => {
    const { token } = await admin();

    const refused = await call<{ error: { code: string; issues: { path: string; message: string }[] } }>(
      'PUT',
      '/api/private/company',
      { token, body: { ...details, vat_number: 'FR41303265045' } },
    );

    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('company.vat_check_digits');
    expect(refused.body.error.issues).toEqual([
      expect.objectContaining({ path: 'vat_number', code: 'company.vatCheckDigits' }),
    ]);
  });

  it('refuse a VAT number VIES has no trader for: 422 company.vat_not_registered, nothing saved', async () => {
    const { token } = await admin();
    await call('PUT', '/api/private/company', { token, body: details });

    const refused = await call<{ error: { code: string; issues: { path: string; message: string }[] } }>(
      'PUT',
      '/api/private/company',
      { token, body: { ...details, vat_number: SANDBOX_NOT_REGISTERED, city_name: 'Paris' } },
    );

    expect(refused.status).toBe(422);
    expect(refused.body.error.code).toBe('company.vat_not_registered');
    expect(refused.body.error.issues).toEqual([
      expect.objectContaining({ path: 'vat_number', code: 'company.vatNotRegistered' }),
    ]);
    expect((await call('GET', '/api/private/company', { token })).body).toMatchObject({
      details: { city_name: 'Lyon', vat_number: 'FR40303265045' },
    });
  });

  it('are saved, the VAT number unconfirmed, when VIES is out of service', async () => {
    const { token } = await admin();

    const saved = await call('PUT', '/api/private/company', {
      token,
      body: { ...details, vat_number: SANDBOX_UNAVAILABLE },
    });

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      details: { vat_number: SANDBOX_UNAVAILABLE },
      vatCheck: { status: 'not_confirmed' },
    });
  });

  it('save a British VAT number on its check digits (the United Kingdom is not in VIES)', async () => {
    const { token } = await admin();

    const saved = await call('PUT', '/api/private/company', {
      token,
      body: {
        ...details,
        country: 'GB',
        vat_number: 'GB 232 177 091',
        zip_code: 'SW1A 1AA',
        city_name: 'London',
      },
    });

    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ vatCheck: { status: 'not_in_vies' } });
  });

  it('cannot be changed by a member: No Admin Access', async () => {
    const member = await makePerson();
    const token = await tokenFor({ role: 'member', companyId: member.companyId, userId: member.userId });
    const response = await call('PUT', '/api/private/company', { token, body: details });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ error: { code: 'auth.not_admin', message: 'No Admin Access' } });
  });
});

describe('bank details', () => {
  it('are checked, saved sealed and shown back with the IBAN masked', async () => {
    const { person, token } = await admin();
    const saved = await call('PUT', '/api/private/company/bank', {
      token,
      body: { bank_name: 'BNP Paribas', IBAN: 'fr14 2004 1010 0505 0001 3m02 606', BIC: 'bnpafrpp' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      bank: { bank_name: 'BNP Paribas', IBAN: 'FR14 •••• 2606', BIC: 'BNPAFRPP' },
    });
    expect(saved.text).not.toContain('20041010050500013M02606');

    // At rest: sealed and bound to the company, never in clear (an older clear IBAN is removed).
    const { Item: item } = await dynamo.send(
      new GetCommand({ TableName: env.TABLE_NAME, Key: keys.company(person.companyId) }),
    );
    expect(JSON.stringify(item)).not.toContain('20041010050500013M02606');
    expect(item?.IBAN).toBeUndefined();
    expect(item?.IBAN_masked).toBe('FR14 •••• 2606');
    await expect(openSecret(item?.IBAN_sealed, ibanContext(person.companyId))).resolves.toBe(
      'FR1420041010050500013M02606',
    );
    await expect(openSecret(item?.IBAN_sealed, ibanContext('another-company'))).rejects.toThrow();
  });

  it('refuse an IBAN whose check digits are wrong', async () => {
    const { token } = await admin();
    const response = await call('PUT', '/api/private/company/bank', {
      token,
      body: { bank_name: 'BNP Paribas', IBAN: 'FR14 2004 1010 0505 0001 3M02 607', BIC: 'BNPAFRPP' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: { issues: [{ path: 'IBAN', code: 'bank.ibanInvalid' }] },
    });
  });
});

describe('finishing onboarding', () => {
  it('turns the first-time flag off in a new token', async () => {
    const person = await makePerson({ role: 'client_admin' });
    const token = await tokenFor({
      role: 'client_admin',
      companyId: person.companyId,
      userId: person.userId,
    });
    const response = await call<{ token: string }>('POST', '/api/private/user/onboarded', {
      token,
      body: {},
    });
    expect(response.status).toBe(200);
    const claims = JSON.parse(Buffer.from(response.body.token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ firstTime: false, sub: person.userId });
  });
});
