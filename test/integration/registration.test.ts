/** Sign-up: POST /api/public/user/verify, the e-mailed code, POST /api/public/user/verified. */
import { CURRENT_ACCEPTANCE } from '@shared/legal/documents';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { call } from '../support/http';
import { latestCode, mailTo } from '../support/mail';
import { freshSource, newcomer as makeNewcomer } from '../support/people';

const newcomer = () => makeNewcomer('founder');

const verify = (body: unknown) =>
  call<{ error?: { code: string } }>('POST', '/api/public/user/verify', { body });
const verified = (code: string, userData: unknown) =>
  call<{ token?: string; error?: { code: string; message: string } }>('POST', '/api/public/user/verified', {
    body: { code, userData },
  });
const account = (person: ReturnType<typeof newcomer>) => ({
  ...person,
  password: 'Strong-Pass-1',
  terms_accepted: true,
  ...CURRENT_ACCEPTANCE,
});

describe('signing up', () => {
  it('e-mails a code, and the code creates the company with its client admin, signed in', async () => {
    const person = newcomer();
    const sent = await verify(person);
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ sent: true, expiresInSeconds: 600, resendAfterSeconds: 60 });
    const [mail] = await mailTo(person.email_address);
    expect(mail?.subject).toMatch(/^Your Parcel Audit verification code: \d{6}$/);

    const created = await verified(await latestCode(person.email_address), account(person));
    expect(created.status).toBe(201);
    expect(decodeJwt(created.body.token!)).toMatchObject({
      role: 'client_admin',
      admin: true,
      verified: true,
      firstTime: true,
      companyName: person.company,
      email: person.email_address,
    });
    const login = await call('POST', '/api/public/login', {
      body: { email_address: person.email_address, password: 'Strong-Pass-1' },
      source: freshSource(),
    });
    expect(login.status).toBe(200);
  });

  it('writes the code e-mail in French for a French sign-up', async () => {
    const person = newcomer();
    await verify({ ...person, locale: 'fr' });
    const [mail] = await mailTo(person.email_address);
    expect(mail?.subject).toMatch(/^Votre code de vérification Parcel Audit\u00a0: \d{6}$/);
  });

  it('answers 409 for an e-mail address already registered', async () => {
    const taken = DEMO_LOGINS[0]!.email;
    const response = await verify({ ...newcomer(), email_address: taken.toUpperCase() });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { code: 'auth.email_taken' } });
  });

  it('answers 400 when the company already has an admin, whatever the case and accents', async () => {
    const response = await verify({ ...newcomer(), company: '  demo MERCHANT ' });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'auth.company_has_admin' } });
  });

  it('sends a new code once a minute at most', async () => {
    const person = newcomer();
    expect((await verify(person)).status).toBe(200);
    const again = await verify(person);
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ error: { code: 'auth.code_cooldown' } });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await mailTo(person.email_address)).toHaveLength(1);
  });

  it('keeps the code sent before a refused second request valid (the form sent twice within the minute)', async () => {
    const person = newcomer();
    await verify(person);
    const code = await latestCode(person.email_address);
    const again = await verify(person);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    const created = await verified(code, account(person));
    expect(created.status).toBe(201);
  });

  it('counts wrong codes and gives up after 5, even for the right code', async () => {
    const person = newcomer();
    await verify(person);
    const code = await latestCode(person.email_address);
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await verified(wrong, account(person));
    expect(first.status).toBe(400);
    expect(first.body).toMatchObject({
      error: { code: 'auth.code_invalid', message: 'Wrong code: 4 attempts left' },
    });
    for (let attempt = 2; attempt <= 5; attempt++) await verified(wrong, account(person));
    const right = await verified(code, account(person));
    expect(right.status).toBe(400);
    expect(right.body).toMatchObject({ error: { code: 'auth.code_expired' } });
  });

  it('uses a code once, even when sent twice at the same time', async () => {
    const person = newcomer();
    await verify(person);
    const code = await latestCode(person.email_address);
    const answers = await Promise.all([verified(code, account(person)), verified(code, account(person))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 400]);
  });

  it('asks for a code first when none was sent', async () => {
    const response = await verified('123456', account(newcomer()));
    expect(response.body).toMatchObject({ error: { code: 'auth.code_expired' } });
  });

  it('refuses a weak password, a refused terms box and fields the server sets', async () => {
    const person = newcomer();
    const weak = await call<{ error: { issues: { path: string; code: string; message: string }[] } }>(
      'POST',
      '/api/public/user/verified',
      {
        body: {
          code: '123456',
          userData: {
            ...account(person),
            password: 'weakpassword',
            terms_accepted: false,
            role: 'platform_admin',
          },
        },
      },
    );
    expect(weak.status).toBe(400);
    expect(weak.body.error.issues.map((issue) => [issue.path, issue.code])).toEqual(
      expect.arrayContaining([
        ['userData.password', 'password.needsUpper'],
        ['userData.terms_accepted', 'register.termsRequired'],
        ['userData', expect.any(String)],
      ]),
    );
  });
});
