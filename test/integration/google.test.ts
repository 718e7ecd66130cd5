/**
 * Google sign-in and sign-up, with ID tokens from a local test issuer whose keys this suite makes,
 * and reCAPTCHA against a local verification endpoint.
 */
import { randomUUID } from 'node:crypto';
import { CURRENT_ACCEPTANCE, LEGAL_VERSIONS } from '@shared/legal/documents';
import { decodeJwt, importJWK, SignJWT } from 'jose';
import { describe, expect, inject, it } from 'vitest';
import { TEST_GOOGLE_CLIENT_ID, TEST_GOOGLE_ISSUER } from '../support/google-fakes';
import { call } from '../support/http';
import { freshSource } from '../support/people';

// After ../support/people, which points the back end at the local stack.
const { findUserByEmail, emailRegistered } = await import('../../functions/auth/user-store');

async function googleToken(
  claims: Record<string, unknown>,
  options: { issuer?: string; audience?: string; expiresIn?: string } = {},
) {
  const key = await importJWK(inject('googlePrivateJwk') as never, 'RS256');
  return new SignJWT({ email_verified: true, given_name: 'Zoé', family_name: 'Garnier', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
    .setIssuer(options.issuer ?? TEST_GOOGLE_ISSUER)
    .setAudience(options.audience ?? TEST_GOOGLE_CLIENT_ID)
    .setSubject(`google-${randomUUID()}`)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(key);
}

const register = (token: string, company = `Google Shop ${randomUUID().slice(0, 8)}`) =>
  call<{ token?: string }>('POST', '/api/public/user/google/register', {
    body: { token, company, job_title: 'CEO', terms_accepted: true, ...CURRENT_ACCEPTANCE },
  });
const signIn = (email: string, token: string) =>
  call<{ token?: string }>(
    'GET',
    `/api/public/user/google/login?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}&uid=x`,
  );

describe('Google sign-up and sign-in', () => {
  it('creates the company from a verified Google identity, then signs in with Google only', async () => {
    const email = `zoe-${randomUUID().slice(0, 8)}@gmail.example`;
    const created = await register(await googleToken({ email }));
    expect(created.status).toBe(201);
    expect(decodeJwt(created.body.token!)).toMatchObject({
      email,
      role: 'client_admin',
      first_name: 'Zoé',
      firstTime: true,
    });

    const signedIn = await signIn(email, await googleToken({ email }));
    expect(signedIn.status).toBe(200);
    const withPassword = await call('POST', '/api/public/login', {
      body: { email_address: email, password: 'Anything-123' },
      source: freshSource(),
    });
    expect(withPassword.status).toBe(405);
  });

  it('records the legal versions accepted, and refuses outdated ones before creating anything', async () => {
    const stale = `zoe-${randomUUID().slice(0, 8)}@gmail.example`;
    const refused = await call('POST', '/api/public/user/google/register', {
      body: {
        token: await googleToken({ email: stale }),
        company: `Google Shop ${randomUUID().slice(0, 8)}`,
        job_title: 'CEO',
        terms_accepted: true,
        ...CURRENT_ACCEPTANCE,
        terms_version: '2020-01-01',
      },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'legal.version_outdated' } });
    expect(await emailRegistered(stale)).toBe(false);

    const email = `zoe-${randomUUID().slice(0, 8)}@gmail.example`;
    expect((await register(await googleToken({ email }))).status).toBe(201);
    expect(await findUserByEmail(email)).toMatchObject({
      termsVersion: LEGAL_VERSIONS.terms,
      dataAgreementVersion: LEGAL_VERSIONS.dataAgreement,
    });
  });

  it('refuses tokens for another audience or issuer, expired, unverified e-mails, or another address than the query', async () => {
    const email = `zoe-${randomUUID().slice(0, 8)}@gmail.example`;
    await register(await googleToken({ email }));
    for (const token of [
      await googleToken({ email }, { audience: 'someone-else.apps.googleusercontent.com' }),
      await googleToken({ email }, { issuer: 'https://evil.example' }),
      await googleToken({ email }, { expiresIn: '-1m' }),
      await googleToken({ email, email_verified: false }),
    ]) {
      const response = await signIn(email, token);
      expect(response.status).toBe(401);
      expect(response.body).toMatchObject({ error: { code: 'auth.google_invalid' } });
    }
    const mismatch = await signIn('other@gmail.example', await googleToken({ email }));
    expect(mismatch.body).toMatchObject({ error: { code: 'auth.google_invalid' } });
  });

  it('answers 401 when the company already exists, and 401 to a Google address without an account', async () => {
    const taken = await register(
      await googleToken({ email: `x-${randomUUID().slice(0, 8)}@gmail.example` }),
      'Demo Merchant',
    );
    expect(taken.status).toBe(401);
    expect(taken.body).toMatchObject({ error: { code: 'auth.google_company_exists' } });
    const email = `nobody-${randomUUID().slice(0, 8)}@gmail.example`;
    expect((await signIn(email, await googleToken({ email }))).body).toMatchObject({
      error: { code: 'auth.invalid_credentials' },
    });
  });

  it('tells the web that Google sign-in is on', async () => {
    expect((await call('GET', '/api/public/config')).body).toEqual({
      googleClientId: TEST_GOOGLE_CLIENT_ID,
      recaptchaSiteKey: 'test-site-key',
    });
  });
});

describe('reCAPTCHA', () => {
  const check = (token: string) =>
    call('GET', `/api/public/recaptcha?captchaToken=${token}&action=register&siteKey=site`);

  it('answers 202 for a passing token', async () => {
    expect((await check('good-token')).status).toBe(202);
  });

  it('answers 403 for a failing token or a low score', async () => {
    expect((await check('bad-token')).body).toMatchObject({ error: { code: 'auth.captcha_failed' } });
    expect((await check('low-score')).status).toBe(403);
  });
});
