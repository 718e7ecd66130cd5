/**
 * Sign-up records which versions of the Terms and of the Data Processing Agreement the person
 * accepted (shared/legal/documents.ts), and refuses other versions before writing anything.
 */
import { CURRENT_ACCEPTANCE, LEGAL_VERSIONS } from '@shared/legal/documents';
import { describe, expect, it } from 'vitest';
import { call, freshSource } from '../support/http';
import { latestCode } from '../support/mail';
import { newcomer as makeNewcomer } from '../support/people';
import { applyStackEnv } from '../support/stack-env';

applyStackEnv();
const { findUserByEmail, emailRegistered } = await import('../../functions/auth/user-store');
const { companyNameTaken, getPending } = await import('../../functions/auth/registration-store');

const newcomer = () => makeNewcomer('legal');

type Answer = { token?: string; error?: { code: string } };
const askCode = (person: ReturnType<typeof newcomer>) =>
  call('POST', '/api/public/user/verify', { body: person, source: freshSource() });
const verified = (person: ReturnType<typeof newcomer>, code: string, versions: object) =>
  call<Answer>('POST', '/api/public/user/verified', {
    body: { code, userData: { ...person, password: 'Strong-Pass-1', terms_accepted: true, ...versions } },
    source: freshSource(),
  });

describe('the legal texts accepted at sign-up', () => {
  it('are recorded on the new user with the versions in force and the moment of acceptance', async () => {
    const person = newcomer();
    await askCode(person);

    const created = await verified(person, await latestCode(person.email_address), CURRENT_ACCEPTANCE);

    expect(created.status).toBe(201);
    const user = await findUserByEmail(person.email_address);
    expect(user).toMatchObject({
      termsVersion: LEGAL_VERSIONS.terms,
      dataAgreementVersion: LEGAL_VERSIONS.dataAgreement,
      termsAcceptedAt: user?.createdAt,
    });
    expect(Date.parse(user!.termsAcceptedAt!)).not.toBeNaN();
  });

  it('are recorded by the one-call registration too', async () => {
    const person = newcomer();
    await askCode(person);

    const created = await call('POST', '/api/public/register', {
      body: {
        ...person,
        password: 'Strong-Pass-1',
        terms_accepted: true,
        ...CURRENT_ACCEPTANCE,
        code: await latestCode(person.email_address),
      },
      source: freshSource(),
    });

    expect(created.status).toBe(201);
    expect(await findUserByEmail(person.email_address)).toMatchObject({
      termsVersion: LEGAL_VERSIONS.terms,
      dataAgreementVersion: LEGAL_VERSIONS.dataAgreement,
    });
  });

  it.each([
    ['an outdated Terms version', { ...CURRENT_ACCEPTANCE, terms_version: '2020-01-01' }],
    [
      'an unknown Data Processing Agreement version',
      { ...CURRENT_ACCEPTANCE, data_agreement_version: '2099-12-31' },
    ],
  ])('refuses %s with a stable code, and changes no data', async (_case, versions) => {
    const person = newcomer();
    await askCode(person);
    const code = await latestCode(person.email_address);
    const pendingBefore = await getPending(person.email_address);

    const refused = await verified(person, code, versions);

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'legal.version_outdated' } });
    expect(await emailRegistered(person.email_address)).toBe(false);
    expect(await companyNameTaken(person.company)).toBe(false);
    expect(await findUserByEmail(person.email_address)).toBeNull();
    // The code is neither used up nor counted as a wrong try: the current versions still sign up.
    expect(await getPending(person.email_address)).toEqual(pendingBefore);
    expect((await verified(person, code, CURRENT_ACCEPTANCE)).status).toBe(201);
  });

  it('refuses a sign-up that does not say which versions were accepted', async () => {
    const person = newcomer();
    await askCode(person);

    const refused = await verified(person, await latestCode(person.email_address), {});

    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'request.invalid' } });
    expect(await emailRegistered(person.email_address)).toBe(false);
  });
});
