/** POST /api/public/user/refresh: bounded, one successor per token, current claims. */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { freshSource, makePerson } from '../support/people';
import { b64, claimsFor, tokenFor } from '../support/tokens';

const { signSessionToken } = await import('../../functions/lib/session-token');

const refresh = (token: string) =>
  call<{ token?: string; error?: { code: string; message: string } }>('POST', '/api/public/user/refresh', {
    body: { token },
  });

async function signedIn() {
  const person = await makePerson();
  const response = await call<{ token: string }>('POST', '/api/public/login', {
    body: { email_address: person.email, password: person.password },
    source: freshSource(),
  });
  return { person, token: response.body.token };
}

describe('token refresh', () => {
  it('exchanges a token for a new one with the same person and company', async () => {
    const { person, token } = await signedIn();
    const response = await refresh(token);
    expect(response.status).toBe(200);
    const before = decodeJwt(token);
    const after = decodeJwt(response.body.token!);
    expect(after).toMatchObject({
      sub: person.userId,
      company: person.companyId,
      auth_time: before.auth_time,
    });
    expect(after.jti).not.toBe(before.jti);
  });

  it('gives concurrent refreshes of one token one and the same successor', async () => {
    const { token } = await signedIn();
    const answers = await Promise.all(Array.from({ length: 8 }, () => refresh(token)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((answer) => answer.body.token)).size).toBe(1);
    expect((await refresh(token)).body.token).toBe(answers[0]?.body.token);
  });

  it('accepts a token that expired within the grace period', async () => {
    const { person } = await signedIn();
    const thirteenHoursAgo = new Date(Date.now() - 13 * 3600 * 1000);
    const expired = await tokenFor(
      { role: 'member', companyId: person.companyId, userId: person.userId },
      thirteenHoursAgo,
    );
    expect((await call('GET', '/api/private/session', { token: expired })).status).toBe(403);
    expect((await refresh(expired)).status).toBe(200);
  });

  it('asks to sign in again after 30 days since the last sign-in', async () => {
    const { person } = await signedIn();
    const old = Math.floor(Date.now() / 1000) - 31 * 24 * 3600;
    const token = await signSessionToken(
      {
        ...claimsFor({ role: 'member', companyId: person.companyId, userId: person.userId }),
        auth_time: old,
      },
      new Date(),
    );
    const response = await refresh(token);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({
      error: { code: 'auth.reauthenticate', message: 'Re-Authenticate user!' },
    });
  });

  it('refuses tokens of people who do not exist, forged tokens and garbage', async () => {
    const ghost = await signSessionToken(
      claimsFor({ role: 'member', companyId: 'no-company', userId: 'no-user' }),
      new Date(),
    );
    expect((await refresh(ghost)).status).toBe(401);
    const { token } = await signedIn();
    const [, payload] = token.split('.');
    expect((await refresh(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`)).status).toBe(403);
    expect((await refresh('garbage')).status).toBe(403);
  });

  it('refuses input that is not a token', async () => {
    expect((await call('POST', '/api/public/user/refresh', { body: {} })).status).toBe(400);
    expect(
      (await call('POST', '/api/public/user/refresh', { body: { token: 'x'.repeat(9000) } })).status,
    ).toBe(400);
  });
});
