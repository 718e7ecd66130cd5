/** Password reset: request (same answer for everyone), the one-hour single-use link, the new password. */
import { describe, expect, it, vi } from 'vitest';
import { call } from '../support/http';
import { mailTo } from '../support/mail';
import { freshSource, makePerson } from '../support/people';

const { recordFailure } = await import('../../functions/auth/throttle-store');

async function resetToken(email: string): Promise<string> {
  let token = '';
  await vi.waitFor(async () => {
    const text = (await mailTo(email)).at(-1)?.body.text ?? '';
    token = /reset_token=([\w-]+)/.exec(text)?.[1] ?? '';
    expect(token).not.toBe('');
  });
  return token;
}

const login = (email: string, password: string) =>
  call('POST', '/api/public/login', { body: { email_address: email, password }, source: freshSource() });

describe('password reset', () => {
  it('answers the same for a known and an unknown address, and mails only the known one', async () => {
    const person = await makePerson();
    const known = await call('POST', '/api/public/user/password/request', {
      body: { email_address: person.email },
    });
    const unknown = await call('POST', '/api/public/user/password/request', {
      body: { email_address: 'nobody-reset@example.test' },
    });
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual(unknown.body);
    expect((await mailTo(person.email))[0]?.subject).toBe('Reset your Parcel Audit password');
    expect(await mailTo('nobody-reset@example.test')).toEqual([]);
  });

  it('sets the new password once through the link, and the old one stops working', async () => {
    const person = await makePerson();
    await call('POST', '/api/public/user/password/request', {
      body: { email_address: person.email, locale: 'fr' },
    });
    expect((await mailTo(person.email))[0]?.subject).toBe('Réinitialisez votre mot de passe Parcel Audit');
    const token = await resetToken(person.email);

    const lookup = await call('GET', `/api/public/user/password/requested?reset_token=${token}`);
    expect(lookup.body).toEqual({ email: person.email });

    const reset = await call('POST', '/api/public/user/password/reset', {
      body: { reset_token: token, email: person.email, password: 'Brand-New-9' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({ user: { email_address: person.email } });
    expect((await login(person.email, person.password)).status).toBe(401);
    expect((await login(person.email, 'Brand-New-9')).status).toBe(200);

    const again = await call('POST', '/api/public/user/password/reset', {
      body: { reset_token: token, email: person.email, password: 'Other-New-9' },
    });
    expect(again.body).toMatchObject({ error: { code: 'auth.reset_invalid' } });
    expect((await call('GET', `/api/public/user/password/requested?reset_token=${token}`)).status).toBe(400);
  });

  it('refuses the link with another e-mail address', async () => {
    const person = await makePerson();
    await call('POST', '/api/public/user/password/request', { body: { email_address: person.email } });
    const token = await resetToken(person.email);
    const response = await call('POST', '/api/public/user/password/reset', {
      body: { reset_token: token, email: 'other@example.test', password: 'Brand-New-9' },
    });
    expect(response.body).toMatchObject({ error: { code: 'auth.reset_invalid' } });
  });

  it('lifts a sign-in block', async () => {
    const person = await makePerson();
    const longAgo = Math.floor(Date.now() / 1000) - 10 ** 6;
    for (let failure = 0; failure < 100; failure++) await recordFailure(person.email, '203.0.113.9', longAgo);
    expect((await login(person.email, person.password)).body).toMatchObject({
      error: { code: 'auth.blocked' },
    });
    await call('POST', '/api/public/user/password/request', { body: { email_address: person.email } });
    const token = await resetToken(person.email);
    await call('POST', '/api/public/user/password/reset', {
      body: { reset_token: token, email: person.email, password: 'Brand-New-9' },
    });
    expect((await login(person.email, 'Brand-New-9')).status).toBe(200);
  });

  it('sends one e-mail a minute at most per address', async () => {
    const person = await makePerson();
    for (let ask = 0; ask < 3; ask++)
      await call('POST', '/api/public/user/password/request', { body: { email_address: person.email } });
    expect(await mailTo(person.email)).toHaveLength(1);
  });
});
