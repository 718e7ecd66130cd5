import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, clientClock, messageKeyOf } from './api-client';
import { getToken, sessionEnd } from './session';

const encode = (value: unknown) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const token = (exp: number, id: string) =>
  `${encode({ alg: 'RS256' })}.${encode({ sub: 'u1', company: 'c1', exp, jti: id })}.sig`;
const NOW = 1_800_000_000;

function reply(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let calls: { url: string; authorization?: string; body?: unknown }[];

beforeEach(() => {
  localStorage.clear();
  calls = [];
  vi.spyOn(clientClock, 'now').mockReturnValue(NOW);
});
afterEach(() => vi.restoreAllMocks());

function serve(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  vi.stubGlobal('fetch', async (input: URL, init: RequestInit) => {
    const url = input.pathname;
    const headers = init.headers as Record<string, string>;
    calls.push({
      url,
      authorization: headers.authorization,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    });
    return handler(url, init);
  });
}

describe('the API client', () => {
  it('carries the Retry-After of a refusal, in seconds', async () => {
    serve(
      () =>
        new Response(JSON.stringify({ error: { code: 'auth.code_cooldown', message: 'wait' } }), {
          status: 429,
          headers: { 'content-type': 'application/json', 'retry-after': '42' },
        }),
    );
    const failure = await api('/api/public/user/verify', { body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ code: 'auth.code_cooldown', retryAfterSeconds: 42 });
  });

  it('sends the stored token on private calls and none on public ones', async () => {
    localStorage.setItem('parcel-audit.token', token(NOW + 3600, 'a'));
    serve(() => reply(200, { ok: true }));
    await api('/api/private/session');
    await api('/api/public/health');
    expect(calls.map((call) => call.authorization)).toEqual([`Bearer ${token(NOW + 3600, 'a')}`, undefined]);
  });

  it('refreshes an expiring token once for all the calls made at the same time', async () => {
    localStorage.setItem('parcel-audit.token', token(NOW + 10, 'old'));
    const fresh = token(NOW + 43_200, 'new');
    serve(async (url) => {
      if (url === '/api/public/user/refresh') {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return reply(200, { token: fresh });
      }
      return reply(200, { ok: true });
    });
    await Promise.all([api('/api/private/a'), api('/api/private/b'), api('/api/private/c')]);
    expect(calls.filter((call) => call.url === '/api/public/user/refresh')).toHaveLength(1);
    expect(
      calls.filter((call) => call.url !== '/api/public/user/refresh').map((call) => call.authorization),
    ).toEqual(Array(3).fill(`Bearer ${fresh}`));
    expect(getToken()).toBe(fresh);
  });

  it('ends the session when the refresh is refused', async () => {
    localStorage.setItem('parcel-audit.token', token(NOW - 10, 'old'));
    serve(() => reply(403, { error: { code: 'auth.reauthenticate', message: 'Re-Authenticate user!' } }));
    await expect(api('/api/private/session')).rejects.toMatchObject({ code: 'auth.reauthenticate' });
    expect(getToken()).toBeNull();
    expect(sessionEnd()).toBe('expired');
  });

  it('ends the session on a 403 Re-Authenticate answer to a call', async () => {
    localStorage.setItem('parcel-audit.token', token(NOW + 3600, 'a'));
    serve(() => reply(403, { error: { code: 'auth.reauthenticate', message: 'Re-Authenticate user!' } }));
    await expect(api('/api/private/session')).rejects.toBeInstanceOf(ApiError);
    expect(getToken()).toBeNull();
  });

  it('ends the session as revoked when the server has ended it, on a call or on the refresh', async () => {
    const ended = { error: { code: 'auth.session_ended', message: 'This session has ended: sign in again' } };
    localStorage.setItem('parcel-audit.token', token(NOW + 3600, 'a'));
    serve(() => reply(401, ended));
    await expect(api('/api/private/claims')).rejects.toMatchObject({
      messageKey: 'error.auth.session_ended',
    });
    expect(getToken()).toBeNull();
    expect(sessionEnd()).toBe('revoked');

    localStorage.setItem('parcel-audit.token', token(NOW - 10, 'old'));
    serve(() => reply(401, ended));
    await expect(api('/api/private/claims')).rejects.toMatchObject({ code: 'auth.reauthenticate' });
    expect(getToken()).toBeNull();
    expect(sessionEnd()).toBe('revoked');
  });

  it('keeps the session on other refusals and reports their code', async () => {
    localStorage.setItem('parcel-audit.token', token(NOW + 3600, 'a'));
    serve(() => reply(403, { error: { code: 'auth.not_admin', message: 'No Admin Access' } }));
    await expect(api('/api/private/admin')).rejects.toMatchObject({
      code: 'auth.not_admin',
      messageKey: 'error.auth.not_admin',
    });
    expect(getToken()).not.toBeNull();
  });

  it('turns a network failure into a network error', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/api/public/health')).rejects.toMatchObject({
      code: 'network',
      messageKey: 'error.network',
    });
  });
});

describe('the API client without a session', () => {
  it('does not call a private route and does not mark a session as ended', async () => {
    serve(() => reply(200, {}));
    await expect(api('/api/private/session')).rejects.toMatchObject({ code: 'auth.unauthenticated' });
    expect(calls).toEqual([]);
  });
});

describe('messageKeyOf', () => {
  it("gives an ApiError's catalog key", () => {
    expect(messageKeyOf(new ApiError('auth.not_admin', 403, 'No Admin Access'))).toBe('error.auth.not_admin');
    expect(messageKeyOf(new ApiError('network', 0, 'Network error'))).toBe('error.network');
  });

  it("gives 'error.server.internal' for anything else", () => {
    expect(messageKeyOf(new Error('boom'))).toBe('error.server.internal');
    expect(messageKeyOf('boom')).toBe('error.server.internal');
    expect(messageKeyOf(undefined)).toBe('error.server.internal');
  });
});
