/**
 * Credential checks: on add and on a sign-in change, on demand (client admin, with a cool-down),
 * and on schedule; a refusal by the carrier makes the credential 'not working' with the reason and
 * a history entry; an unreachable carrier changes nothing but is recorded as such.
 */
import type { CredentialCheck, CredentialView } from '@shared/carriers/credentials';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import {
  changeSandboxAccount,
  openSandboxAccount,
  type SandboxLogin,
  sandboxOutage,
} from '../support/sandbox-carrier';
import { tokenFor } from '../support/tokens';

const { handler: runScheduledChecks } = await import('../../functions/carriers/scheduled-checks');

async function company() {
  const companyId = await makeCompany();
  const admin = await makePerson({ role: 'client_admin', companyId });
  const member = await makePerson({ role: 'member', companyId });
  return {
    admin: await tokenFor({ role: 'client_admin', companyId, userId: admin.userId }),
    member: await tokenFor({ role: 'member', companyId, userId: member.userId }),
  };
}

const add = (token: string, login: SandboxLogin) =>
  call<{ credential: CredentialView }>('POST', '/api/private/carrier/credentials', {
    token,
    body: { carrier: login.carrier, username: login.username, password: login.password },
  });

const list = async (token: string) =>
  (await call<{ credentials: CredentialView[] }>('GET', '/api/private/carrier/credentials', { token })).body
    .credentials;

const history = async (token: string, credentialId: string) =>
  (
    await call<{ checks: CredentialCheck[] }>(
      'GET',
      `/api/private/carrier/credentials/${credentialId}/checks`,
      { token },
    )
  ).body.checks;

describe('carrier credential checks', () => {
  it('check a new credential with the carrier at once and say what they reached', async () => {
    const { admin } = await company();
    const added = await add(admin, await openSandboxAccount('ups'));
    expect(added.status).toBe(201);
    expect(added.body.credential).toMatchObject({
      status: 'active',
      statusReason: null,
      checkedAt: expect.any(String),
      lastCheck: { outcome: 'working', trigger: 'added', connector: 'sandbox', by: expect.any(String) },
    });
  });

  it('mark a wrong password or a locked account not working, with the reason', async () => {
    const { admin } = await company();
    const wrong = await add(admin, { ...(await openSandboxAccount('dpd')), password: 'not-the-password' });
    expect(wrong.body.credential).toMatchObject({
      status: 'not_working',
      statusReason: 'invalid_credentials',
    });
    expect(wrong.text).not.toContain('not-the-password');
    const locked = await add(admin, await openSandboxAccount('gls', { locked: true }));
    expect(locked.body.credential).toMatchObject({ status: 'not_working', statusReason: 'account_locked' });
  });

  it('run on demand for the client admin only, at most every 30 seconds, and keep the history', async () => {
    const { admin, member } = await company();
    const login = await openSandboxAccount('colissimo');
    const { credentialId } = (await add(admin, login)).body.credential;
    await changeSandboxAccount(login, { password: 'Changed-At-La-Poste-1' });

    expect(
      (await call('POST', `/api/private/carrier/credentials/${credentialId}/check`, { token: member }))
        .status,
    ).toBe(403);
    const checked = await call<{ credential: CredentialView; check: CredentialCheck }>(
      'POST',
      `/api/private/carrier/credentials/${credentialId}/check`,
      { token: admin, body: {} },
    );
    expect(checked.status).toBe(200);
    expect(checked.body.credential).toMatchObject({
      status: 'not_working',
      statusReason: 'invalid_credentials',
    });
    expect(checked.body.check).toMatchObject({ outcome: 'invalid_credentials', trigger: 'manual' });

    const again = await call('POST', `/api/private/carrier/credentials/${credentialId}/check`, {
      token: admin,
      body: {},
    });
    expect(again.status).toBe(429);
    expect(again.body).toMatchObject({ error: { code: 'carrier.check_cooldown' } });
    expect(again.headers.get('retry-after')).toBe('30');

    // The member reads the history too; newest first.
    expect((await history(member, credentialId)).map((check) => [check.trigger, check.outcome])).toEqual([
      ['manual', 'invalid_credentials'],
      ['added', 'working'],
    ]);

    // The admin types the new password: checked again, working again.
    const fixed = await call<{ credential: CredentialView }>(
      'PUT',
      `/api/private/carrier/credentials/${credentialId}`,
      {
        token: admin,
        body: { carrier: 'colissimo', username: login.username, password: 'Changed-At-La-Poste-1' },
      },
    );
    expect(fixed.body.credential).toMatchObject({
      status: 'active',
      lastCheck: { trigger: 'updated', outcome: 'working' },
    });
    // Editing only the comment does not sign in again.
    const commented = await call<{ credential: CredentialView }>(
      'PUT',
      `/api/private/carrier/credentials/${credentialId}`,
      {
        token: admin,
        body: { carrier: 'colissimo', username: login.username, comment: 'Main account' },
      },
    );
    expect(commented.body.credential.lastCheck).toEqual(fixed.body.credential.lastCheck);
    expect(await history(admin, credentialId)).toHaveLength(3);
  });

  it('leave the status alone when the carrier cannot be reached, and say so', async () => {
    const { admin } = await company();
    const login = await openSandboxAccount('tnt');
    await sandboxOutage('tnt', true);
    try {
      const added = await add(admin, login);
      expect(added.body.credential).toMatchObject({
        status: 'active',
        checkedAt: null,
        lastCheck: { outcome: 'unreachable', connector: 'sandbox' },
      });
    } finally {
      await sandboxOutage('tnt', false);
    }
  });

  it('run on schedule over every active credential, and find the one whose password changed at the carrier', async () => {
    const { admin } = await company();
    const kept = await openSandboxAccount('fedex');
    const changed = await openSandboxAccount('fedex');
    const failing = await openSandboxAccount('fedex');
    const keptId = (await add(admin, kept)).body.credential.credentialId;
    const changedId = (await add(admin, changed)).body.credential.credentialId;
    const failingId = (await add(admin, { ...failing, password: 'wrong-one' })).body.credential.credentialId;
    await changeSandboxAccount(changed, { password: 'Changed-At-FedEx-1' });
    // Already failing: the schedule leaves it for the merchant to fix, even if it would work now.
    await changeSandboxAccount(failing, { password: 'wrong-one' });

    const summary = await runScheduledChecks();
    expect(summary.checked).toBeGreaterThanOrEqual(2);
    expect(summary.notWorking).toBeGreaterThanOrEqual(1);

    const byId = Object.fromEntries(
      (await list(admin)).map((credential) => [credential.credentialId, credential]),
    );
    expect(byId[keptId]).toMatchObject({
      status: 'active',
      lastCheck: { trigger: 'schedule', outcome: 'working', by: null },
    });
    expect(byId[changedId]).toMatchObject({
      status: 'not_working',
      statusReason: 'invalid_credentials',
      lastCheck: { trigger: 'schedule' },
    });
    expect(byId[failingId]).toMatchObject({ status: 'not_working', lastCheck: { trigger: 'added' } });
    expect((await history(admin, changedId)).map((check) => check.trigger)).toEqual(['schedule', 'added']);
  });
});
