/** The caller's own profile and password. */
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { freshSource, makePerson } from '../support/people';
import { tokenFor } from '../support/tokens';

async function signedIn() {
  const person = await makePerson();
  return {
    person,
    token: await tokenFor({ role: 'member', companyId: person.companyId, userId: person.userId }),
  };
}

describe('profile', () => {
  it('reads and updates names, job title and phone, with a token carrying the new names', async () => {
    const { person, token } = await signedIn();
    expect((await call('GET', '/api/private/user/profile', { token })).body).toMatchObject({
      email_address: person.email,
      first_name: 'Ada',
    });
    const updated = await call<{ profile: unknown; token: string }>('PUT', '/api/private/user/profile', {
      token,
      body: {
        first_name: 'Grace',
        last_name: 'Hopper',
        job_title: 'Head of logistics',
        phone_number: '+33 6 12 34 56 78',
      },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.profile).toMatchObject({ first_name: 'Grace', job_title: 'Head of logistics' });
    expect(decodeJwt(updated.body.token)).toMatchObject({
      first_name: 'Grace',
      last_name: 'Hopper',
      sub: person.userId,
    });
  });

  it('refuses an e-mail change or a role through the profile, and an empty name', async () => {
    const { token } = await signedIn();
    const response = await call('PUT', '/api/private/user/profile', {
      token,
      body: {
        first_name: '',
        last_name: 'X',
        job_title: '',
        phone_number: '',
        email_address: 'new@example.test',
        role: 'client_admin',
      },
    });
    expect(response.status).toBe(400);
  });
});

describe('changing the password', () => {
  it('needs the current password, then the new one works and the old one does not', async () => {
    const { person, token } = await signedIn();
    const wrong = await call('POST', '/api/private/user/password', {
      token,
      body: { current_password: 'Not-It-123', password: 'New-Pass-42' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      error: {
        code: 'auth.wrong_password',
        issues: [{ path: 'current_password', code: 'profile.wrongPassword' }],
      },
    });
    const changed = await call('POST', '/api/private/user/password', {
      token,
      body: { current_password: person.password, password: 'New-Pass-42' },
    });
    expect(changed.status).toBe(200);
    const login = (password: string) =>
      call('POST', '/api/public/login', {
        body: { email_address: person.email, password },
        source: freshSource(),
      });
    expect((await login(person.password)).status).toBe(401);
    expect((await login('New-Pass-42')).status).toBe(200);
  });

  it('applies the password rules to the new one', async () => {
    const { person, token } = await signedIn();
    const response = await call('POST', '/api/private/user/password', {
      token,
      body: { current_password: person.password, password: 'Short1a' },
    });
    expect(response.body).toMatchObject({
      error: { code: 'request.invalid', issues: [{ path: 'password', code: 'password.tooShort' }] },
    });
  });
});
