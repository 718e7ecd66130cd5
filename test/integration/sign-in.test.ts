/**
 * POST /api/public/login: the spec's answers (401, 403 processing, 405), the token it issues, and
 * throttling per account and per source ending in the block.
 */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { call } from '../support/http';
import { freshSource, makePerson } from '../support/people';
import { tokenFor } from '../support/tokens';

const { recordFailure } = await import('../../functions/auth/throttle-store');

const login = (
  email: string,
  password: string,
  source = freshSource(),
  headers: Record<string, string> = {},
) =>
  call<{ token?: string; error?: { code: string } }>('POST', '/api/public/login', {
    body: { email_address: email, password },
    source,
    headers,
  });

describe('signing in', () => {
  it('signs the demo client admin in with a token carrying the spec’s claims', async () => {
    const admin = DEMO_LOGINS.find((demo) => demo.role === 'client_admin')!;
    const response = await login(admin.email, admin.password);
    expect(response.status).toBe(200);
    const claims = decodeJwt(response.body.token!);
    expect(claims).toMatchObject({
      company: 'demo-merchant',
      role: 'client_admin',
      admin: true,
      verified: true,
      dashboard: true,
      access: true,
      firstTime: false,
      email: admin.email,
      first_name: 'Camille',
      iss: 'https://parcel-audit.local',
      aud: 'parcel-audit-web',
    });
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(12 * 3600);
    const session = await call('GET', '/api/private/session', { token: response.body.token });
    expect(session.body).toMatchObject({ companyId: 'demo-merchant', role: 'client_admin' });
  });

  it('accepts the address in any case and with spaces around it', async () => {
    const person = await makePerson();
    expect((await login(`  ${person.email.toUpperCase()} `, person.password)).status).toBe(200);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const person = await makePerson();
    const wrong = await login(person.email, 'Wrong-Password-1');
    const unknown = await login('nobody-here@example.test', 'Wrong-Password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toMatchObject({ error: { code: 'auth.invalid_credentials' } });
  });

  it('answers 403 while the account’s data is being processed, once the password is right', async () => {
    const person = await makePerson({ access: false });
    expect((await login(person.email, 'Wrong-Password-1')).status).toBe(401);
    const response = await login(person.email, person.password);
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'auth.processing' } });
  });

  it('answers 405 when the account has no password sign-in', async () => {
    const person = await makePerson({ password: null });
    const response = await login(person.email, 'Anything-123');
    expect(response.status).toBe(405);
    expect(response.body).toMatchObject({ error: { code: 'auth.password_disabled' } });
  });

  it('refuses a deactivated person like a wrong password', async () => {
    const person = await makePerson({ active: false });
    expect((await login(person.email, person.password)).body).toMatchObject({
      error: { code: 'auth.invalid_credentials' },
    });
  });

  it('refuses bad input with 400 and names the fields', async () => {
    const response = await call<{ error: { issues: { path: string; code: string; message: string }[] } }>(
      'POST',
      '/api/public/login',
      {
        body: { email_address: 'not-an-address', password: '', admin: true },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.issues.map((issue) => [issue.path, issue.code])).toEqual(
      expect.arrayContaining([
        ['email_address', 'form.invalidEmail'],
        ['password', 'form.required'],
      ]),
    );
  });
});

describe('sign-in throttling', () => {
  it('makes the account wait after 5 consecutive failures, even with the right password', async () => {
    const person = await makePerson();
    const source = freshSource();
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await login(person.email, `Wrong-${attempt}-Password`, source)).status).toBe(401);
    }
    const waiting = await login(person.email, person.password, source);
    expect(waiting.status).toBe(429);
    expect(waiting.body).toMatchObject({ error: { code: 'auth.throttled' } });
    expect(Number(waiting.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('blocks the account at 100 consecutive failures until the block is lifted', async () => {
    const person = await makePerson();
    const longAgo = Math.floor(Date.now() / 1000) - 10 ** 6;
    for (let failure = 1; failure < 100; failure++)
      await recordFailure(person.email, `203.0.113.${failure % 200}`, longAgo);
    const hundredth = await login(person.email, 'Wrong-Password-100');
    expect(hundredth.status).toBe(403);
    expect(hundredth.body).toMatchObject({ error: { code: 'auth.blocked' } });
    expect((await login(person.email, person.password)).body).toMatchObject({
      error: { code: 'auth.blocked' },
    });
  });

  it('lets a platform admin lift the block', async () => {
    const person = await makePerson();
    const longAgo = Math.floor(Date.now() / 1000) - 10 ** 6;
    for (let failure = 0; failure < 100; failure++) await recordFailure(person.email, '203.0.113.7', longAgo);
    expect((await login(person.email, person.password)).body).toMatchObject({
      error: { code: 'auth.blocked' },
    });
    const ops = await tokenFor({
      role: 'platform_admin',
      companyId: 'parcel-audit-platform',
      userId: 'ops-unblock',
    });
    const lifted = await call('POST', '/api/private/admin/user/unblock', {
      token: ops,
      body: { email: person.email },
    });
    expect(lifted.status).toBe(200);
    expect((await login(person.email, person.password)).status).toBe(200);
  });

  it('slows one source failing across many accounts', async () => {
    const source = freshSource();
    for (let attempt = 0; attempt < 30; attempt++) {
      expect(
        (await login(`spray-${attempt}-${Date.now()}@example.test`, 'Guess-123456', source)).status,
      ).toBe(401);
    }
    const person = await makePerson();
    const response = await login(person.email, person.password, source);
    expect(response.status).toBe(429);
    expect((await login(person.email, person.password)).status).toBe(200);
  });

  it('counts a source by its connection: a forged viewer-address or origin header changes nothing', async () => {
    const source = freshSource();
    for (let attempt = 0; attempt < 30; attempt++) {
      const forged = {
        'cloudfront-viewer-address': `203.0.113.${attempt}:443`,
        'x-origin-verify': 'guessed-secret',
      };
      expect(
        (await login(`forged-${attempt}-${Date.now()}@example.test`, 'Guess-123456', source, forged)).status,
      ).toBe(401);
    }
    const person = await makePerson();
    const again = { 'cloudfront-viewer-address': '198.51.100.7:443', 'x-forwarded-for': '198.51.100.7' };
    expect((await login(person.email, person.password, source, again)).status).toBe(429);
  });

  it('forgets the count after a successful sign-in', async () => {
    const person = await makePerson();
    const source = freshSource();
    for (let attempt = 1; attempt <= 4; attempt++)
      await login(person.email, `Wrong-${attempt}-Password`, source);
    expect((await login(person.email, person.password, source)).status).toBe(200);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect((await login(person.email, `Wrong-${attempt}-Again`, source)).status).toBe(401);
    }
  });
});
