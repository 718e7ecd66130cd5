/** The spec's other sign-up calls: one-call register, e-mail validation, 'I did not receive my code'. */
import { randomUUID } from 'node:crypto';
import { CURRENT_ACCEPTANCE } from '@shared/legal/documents';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { call } from '../support/http';
import { latestCode, mailTo } from '../support/mail';
import { newcomer as makeNewcomer } from '../support/people';

const newcomer = () => makeNewcomer('reg');

describe('POST /api/public/register', () => {
  it('creates the account from the form and its code, with a token when registerPage is set', async () => {
    const person = newcomer();
    await call('POST', '/api/public/user/verify', { body: person });
    const response = await call<{ token: string }>('POST', '/api/public/register', {
      body: {
        ...person,
        password: 'Strong-Pass-1',
        terms_accepted: true,
        ...CURRENT_ACCEPTANCE,
        code: await latestCode(person.email_address),
        registerPage: true,
      },
    });
    expect(response.status).toBe(201);
    expect(decodeJwt(response.body.token)).toMatchObject({
      email: person.email_address,
      role: 'client_admin',
    });
  });

  it('answers 403 when the company already has an admin', async () => {
    const person = newcomer();
    await call('POST', '/api/public/user/verify', { body: person });
    const response = await call('POST', '/api/public/register', {
      body: {
        ...person,
        company: 'Demo Merchant',
        password: 'Strong-Pass-1',
        terms_accepted: true,
        ...CURRENT_ACCEPTANCE,
        code: await latestCode(person.email_address),
      },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'auth.register_company_has_admin' } });
  });
});

describe('POST /api/public/user/email/validation', () => {
  it('says whether an address is free', async () => {
    expect(
      (
        await call('POST', '/api/public/user/email/validation', {
          body: { email_address: DEMO_LOGINS[0]!.email },
        })
      ).body,
    ).toEqual({ available: false });
    expect(
      (
        await call('POST', '/api/public/user/email/validation', {
          body: { email_address: `free-${randomUUID()}@x.example` },
        })
      ).body,
    ).toEqual({
      available: true,
    });
  });
});

describe('POST /api/public/slack', () => {
  it('tells the support team once for a sign-up in progress, and nothing for anyone else', async () => {
    const person = newcomer();
    await call('POST', '/api/public/user/verify', { body: person });
    for (let time = 0; time < 2; time++) {
      const response = await call('POST', '/api/public/slack', {
        body: { email_address: person.email_address, message: 'Nothing in spam either' },
      });
      expect(response.status).toBe(202);
    }
    const alerts = (await mailTo('support@parcel-audit.example')).filter((mail) =>
      mail.body.text?.includes(person.email_address),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.subject).toBe('[Parcel Audit] Verification code not received');

    const stranger = `nobody-${randomUUID()}@x.example`;
    expect((await call('POST', '/api/public/slack', { body: { email_address: stranger } })).status).toBe(202);
    expect(
      (await mailTo('support@parcel-audit.example')).some((mail) => mail.body.text?.includes(stranger)),
    ).toBe(false);
  });
});
