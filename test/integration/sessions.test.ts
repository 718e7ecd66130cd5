/**
 * Sessions end when their person may no longer act (issue 17, item 1; ../shared/QUALITY.md 15):
 * removed from the team, person or company deactivated, role changed, password changed or reset,
 * signed out. Each old token then gets 401 auth.session_ended on a read and on a write, and the
 * refresh refuses it; the sessions that should go on, do.
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../support/http';
import { mailTo } from '../support/mail';
import { freshSource, makeCompany, makePerson, type Person } from '../support/people';
import { tokenFor } from '../support/tokens';

const { setUserStanding } = await import('../../functions/auth/user-store');
const { claimCompanyName } = await import('../../functions/auth/registration-store');

const PLATFORM = 'parcel-audit-platform';

async function signIn(person: Pick<Person, 'email' | 'password'>): Promise<string> {
  const response = await call<{ token: string }>('POST', '/api/public/login', {
    body: { email_address: person.email, password: person.password },
    source: freshSource(),
  });
  expect(response.status).toBe(200);
  return response.body.token;
}

const read = (token: string) => call('GET', '/api/private/claims', { token });
/** A write the person may make: marking a notice read (no carrier account needed). */
const write = (token: string) =>
  call('POST', '/api/private/user/notified', {
    token,
    body: { path: '/home', notificationID: 'sessions-test' },
  });
const refresh = (token: string) =>
  call<{ token?: string }>('POST', '/api/public/user/refresh', { body: { token } });

/** The token acts: a read and a write go through. */
async function expectActs(token: string) {
  expect((await read(token)).status).toBe(200);
  expect((await write(token)).status).toBeLessThan(300);
}

/** The token's session has ended: 401 session_ended on a read and a write, and no refresh. */
async function expectEnded(token: string) {
  for (const response of [await read(token), await write(token)]) {
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'auth.session_ended' } });
  }
  const renewed = await refresh(token);
  expect(renewed.status).toBe(401);
  expect(renewed.body).toMatchObject({ error: { code: 'auth.session_ended' } });
  expect(renewed.body.token).toBeUndefined();
}

describe('sessions end when their person may no longer act', () => {
  it('a member removed from the team', async () => {
    const companyId = await makeCompany();
    const admin = await makePerson({ companyId, role: 'client_admin' });
    const member = await makePerson({ companyId });
    const adminToken = await signIn(admin);
    const memberToken = await signIn(member);
    await expectActs(memberToken);
    const removed = await call('POST', '/api/private/company/member/delete', {
      token: adminToken,
      body: { email: member.email },
    });
    expect(removed.status).toBe(200);
    await expectEnded(memberToken);
    await expectActs(adminToken);
  });

  it('a person deactivated, and every person of a deactivated company', async () => {
    const person = await makePerson();
    const token = await signIn(person);
    await setUserStanding(person.companyId, person.userId, { active: false });
    await expectEnded(token);

    const other = await makePerson();
    const otherToken = await signIn(other);
    await expectActs(otherToken);
    expect((await setCompanyStatus(other.companyId, false)).status).toBe(200);
    await expectEnded(otherToken);
  });

  it('a person whose role changed signs in again to act with the new one', async () => {
    const person = await makePerson({ role: 'client_admin' });
    const token = await signIn(person);
    await setUserStanding(person.companyId, person.userId, { role: 'member' });
    await expectEnded(token);
    expect(decodeJwt(await signIn(person)).role).toBe('member');
  });

  it('a password change ends every other session; the one that changed it goes on', async () => {
    const person = await makePerson();
    const here = await signIn(person);
    const elsewhere = await signIn(person);
    const elsewhereRefreshed = (await refresh(elsewhere)).body.token!;
    const changed = await call<{ token: string }>('POST', '/api/private/user/password', {
      token: here,
      body: {
        current_password: person.password,
        password: 'Another-Horse-43',
        password_confirmation: 'Another-Horse-43',
      },
      source: freshSource(),
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await expectEnded(elsewhere);
    await expectEnded(elsewhereRefreshed);
    await expectEnded(here);
    // The new token keeps this session (same sid), at the new version.
    const next = changed.body.token;
    expect(decodeJwt(next)).toMatchObject({ sid: decodeJwt(here).sid, sv: 1 });
    await expectActs(next);
    expect((await refresh(next)).status).toBe(200);
  });

  it('a password reset ends every session', async () => {
    const person = await makePerson();
    const token = await signIn(person);
    await call('POST', '/api/public/user/password/request', { body: { email_address: person.email } });
    let resetToken = '';
    await vi.waitFor(async () => {
      resetToken =
        /reset_token=([\w-]+)/.exec((await mailTo(person.email)).at(-1)?.body.text ?? '')?.[1] ?? '';
      expect(resetToken).not.toBe('');
    });
    const reset = await call('POST', '/api/public/user/password/reset', {
      body: { reset_token: resetToken, email: person.email, password: 'Reset-Horse-44' },
    });
    expect(reset.status).toBe(200);
    await expectEnded(token);
    await expectActs(await signIn({ email: person.email, password: 'Reset-Horse-44' }));
  });

  it('a sign-out ends that session, its refreshed tokens too, and no other', async () => {
    const person = await makePerson();
    const leaving = await signIn(person);
    const staying = await signIn(person);
    const leavingRefreshed = (await refresh(leaving)).body.token!;
    expect((await call('POST', '/api/private/user/sign-out', { token: leaving, body: {} })).status).toBe(200);
    await expectEnded(leaving);
    await expectEnded(leavingRefreshed);
    await expectActs(staying);
    // Signing out twice (two tabs, a double click) is not an error: the second is refused as ended.
    expect((await call('POST', '/api/private/user/sign-out', { token: leaving, body: {} })).status).toBe(401);
  });

  it('a removed person can be invited back; their old token stays dead', async () => {
    const companyId = await makeCompany();
    const admin = await makePerson({ companyId, role: 'client_admin' });
    const member = await makePerson({ companyId });
    const memberToken = await signIn(member);
    const adminToken = await signIn(admin);
    await call('POST', '/api/private/company/member/delete', {
      token: adminToken,
      body: { email: member.email },
    });
    const back = await call('POST', '/api/private/company/member/add', {
      token: adminToken,
      body: { member: { first_name: 'Back', last_name: 'Again', email_address: member.email } },
    });
    expect(back.status).toBe(202);
    await expectEnded(memberToken);
  });
});

/** A platform admin activates or deactivates a company, as the Admin Panel does. */
async function setCompanyStatus(companyId: string, active: boolean) {
  const ops = await tokenFor({ role: 'platform_admin', companyId: PLATFORM, userId: `ops-${randomUUID()}` });
  return call('PUT', `/api/private/admin/companies/${companyId}/status`, {
    token: ops,
    body: { active, reason: active ? 'Paid again' : 'Unpaid for months' },
  });
}

// ../shared/QUALITY.md 23: undoing the cause of an end does not bring the session back.
describe('a session ended for a cause stays ended when the cause is undone', () => {
  it('a company deactivated, then active again: old sessions and their refreshes stay ended', async () => {
    // Prepare: a person signed in twice (one token refreshed) before the deactivation.
    const person = await makePerson();
    const token = await signIn(person);
    const refreshed = (await refresh(await signIn(person))).body.token!;
    await expectActs(token);
    // Act: deactivated, then activated again before anyone called with the old tokens.
    expect((await setCompanyStatus(person.companyId, false)).status).toBe(200);
    expect((await setCompanyStatus(person.companyId, true)).status).toBe(200);
    // Assess: the old sessions stay ended; a new sign-in acts and refreshes.
    await expectEnded(token);
    await expectEnded(refreshed);
    const again = await signIn(person);
    await expectActs(again);
    const renewed = await refresh(again);
    expect(renewed.status).toBe(200);
    await expectActs(renewed.body.token!);
  });

  it('a company deactivated, then active again: a session switched into it stays ended', async () => {
    const name = `Stays ended ${randomUUID().slice(0, 8)}`;
    const client = await makeCompany(name);
    await claimCompanyName(name, client);
    const admin = await makePerson({ role: 'platform_admin', companyId: PLATFORM });
    const switched = await call<{ token: string }>('POST', '/api/private/company/switch', {
      token: await signIn(admin),
      body: { account: name },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    await expectActs(switched.body.token);
    expect((await setCompanyStatus(client, false)).status).toBe(200);
    expect((await setCompanyStatus(client, true)).status).toBe(200);
    await expectEnded(switched.body.token);
  });

  it('a person deactivated, then active again', async () => {
    const person = await makePerson();
    const token = await signIn(person);
    expect(await setUserStanding(person.companyId, person.userId, { active: false })).toBe(true);
    expect(await setUserStanding(person.companyId, person.userId, { active: true })).toBe(true);
    await expectEnded(token);
    await expectActs(await signIn(person));
  });

  it('a role changed, then set back', async () => {
    const person = await makePerson({ role: 'client_admin' });
    const token = await signIn(person);
    expect(await setUserStanding(person.companyId, person.userId, { role: 'member' })).toBe(true);
    expect(await setUserStanding(person.companyId, person.userId, { role: 'client_admin' })).toBe(true);
    await expectEnded(token);
    const again = await signIn(person);
    expect(decodeJwt(again).role).toBe('client_admin');
    await expectActs(again);
  });

  it('setting what is already there ends no session', async () => {
    const person = await makePerson();
    const token = await signIn(person);
    expect(await setUserStanding(person.companyId, person.userId, { role: 'member' })).toBe(false);
    expect(await setUserStanding(person.companyId, person.userId, { active: true })).toBe(false);
    await expectActs(token);
  });
});
