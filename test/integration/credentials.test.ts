/**
 * Carrier credentials: client admins add, edit, delete and reveal; passwords are sealed at rest,
 * bound to company and credential, never in a response; internal portal URLs are refused.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { CredentialView } from '@shared/carriers/credentials';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { openSandboxAccount } from '../support/sandbox-carrier';
import { tokenFor } from '../support/tokens';

const { dynamo } = await import('../../functions/lib/aws/dynamo');
const { env } = await import('../../functions/lib/env');
const { openSecret } = await import('../../functions/lib/secrets');

const PASSWORD = 'Portal-Secret-2026!';

async function company() {
  const companyId = await makeCompany();
  const admin = await makePerson({ role: 'client_admin', companyId });
  const member = await makePerson({ role: 'member', companyId });
  return {
    companyId,
    admin: await tokenFor({ role: 'client_admin', companyId, userId: admin.userId }),
    member: await tokenFor({ role: 'member', companyId, userId: member.userId }),
  };
}

const add = (token: string, body: Record<string, unknown> = {}) =>
  call<{ credential: CredentialView }>('POST', '/api/private/carrier/credentials', {
    token,
    body: {
      carrier: 'ups',
      username: 'shop-ups',
      password: PASSWORD,
      portal_url: 'https://www.ups.com',
      ...body,
    },
  });

describe('carrier credentials', () => {
  it('are added by the client admin and listed to the company without the password', async () => {
    const { admin, member } = await company();
    const login = await openSandboxAccount('ups', { password: PASSWORD });
    const added = await add(admin, { username: login.username });
    expect(added.status).toBe(201);
    expect(added.body.credential).toMatchObject({
      carrier: 'ups',
      username: login.username,
      status: 'active',
    });
    expect(added.text).not.toContain(PASSWORD);
    const listed = await call<{ credentials: CredentialView[] }>('GET', '/api/private/carrier/credentials', {
      token: member,
    });
    expect(listed.body.credentials.map((credential) => credential.credentialId)).toEqual([
      added.body.credential.credentialId,
    ]);
    expect(listed.text).not.toContain(PASSWORD);
  });

  it('store the password sealed, bound to its company and credential', async () => {
    const { admin, companyId } = await company();
    const added = await add(admin);
    const credentialId = added.body.credential.credentialId;
    const item = (
      await dynamo.send(
        new GetCommand({
          TableName: env.TABLE_NAME,
          Key: { pk: `C#${companyId}`, sk: `CREDENTIAL#${credentialId}` },
        }),
      )
    ).Item!;
    expect(JSON.stringify(item)).not.toContain(PASSWORD);
    expect(item.secret).toMatchObject({ wrappedKey: expect.any(String), ciphertext: expect.any(String) });
    await expect(
      openSecret(item.secret, { purpose: 'carrier-credential', companyId, credentialId }),
    ).resolves.toBe(PASSWORD);
    await expect(
      openSecret(item.secret, { purpose: 'carrier-credential', companyId: 'another-company', credentialId }),
    ).rejects.toThrow();
  });

  it('are revealed to the client admin only, and every reveal is recorded', async () => {
    const { admin, member, companyId } = await company();
    const { credentialId } = (await add(admin)).body.credential;
    const revealed = await call('GET', `/api/private/user/decrypt?credentialId=${credentialId}`, {
      token: admin,
    });
    expect(revealed.body).toEqual({ decryptedPassword: PASSWORD });
    const refused = await call('GET', `/api/private/user/decrypt?credentialId=${credentialId}`, {
      token: member,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'auth.not_admin', message: 'No Admin Access' } });
    // A platform admin acting for the company (its token names the company) never reads it.
    const ops = await makePerson({ role: 'platform_admin' });
    const actingFor = await tokenFor({
      role: 'platform_admin',
      companyId,
      homeCompanyId: ops.companyId,
      userId: ops.userId,
    });
    const platform = await call('GET', `/api/private/user/decrypt?credentialId=${credentialId}`, {
      token: actingFor,
    });
    expect(platform.status).toBe(403);
    expect(platform.body).toMatchObject({ error: { code: 'auth.client_admin_only' } });
    expect(platform.text).not.toContain(PASSWORD);
    const { QueryCommand } = await import('@aws-sdk/lib-dynamodb');
    const reveals = await dynamo.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': `C#${companyId}`, ':prefix': 'REVEAL#' },
      }),
    );
    expect(reveals.Items).toHaveLength(1);
    expect(reveals.Items?.[0]).toMatchObject({ credentialId, carrier: 'ups' });
  });

  it('are edited, keeping the password unless a new one is given, and deleted', async () => {
    const { admin } = await company();
    const { credentialId } = (await add(admin)).body.credential;
    const edited = await call<{ credential: CredentialView }>(
      'PUT',
      `/api/private/carrier/credentials/${credentialId}`,
      {
        token: admin,
        body: { carrier: 'ups', username: 'renamed', password: '', comment: 'Main account' },
      },
    );
    expect(edited.body.credential).toMatchObject({ username: 'renamed', comment: 'Main account' });
    expect(
      (await call('GET', `/api/private/user/decrypt?credentialId=${credentialId}`, { token: admin })).body,
    ).toEqual({ decryptedPassword: PASSWORD });
    await call('PUT', `/api/private/carrier/credentials/${credentialId}`, {
      token: admin,
      body: { carrier: 'ups', username: 'renamed', password: 'New-Secret-1' },
    });
    expect(
      (await call('GET', `/api/private/user/decrypt?credentialId=${credentialId}`, { token: admin })).body,
    ).toEqual({ decryptedPassword: 'New-Secret-1' });
    expect(
      (await call('DELETE', `/api/private/carrier/credentials/${credentialId}`, { token: admin })).status,
    ).toBe(200);
    expect(
      (await call('DELETE', `/api/private/carrier/credentials/${credentialId}`, { token: admin })).status,
    ).toBe(404);
  });

  it('cannot be changed by a member, nor touched across companies', async () => {
    const first = await company();
    const second = await company();
    const { credentialId } = (await add(first.admin)).body.credential;
    expect((await add(first.member)).body).toMatchObject({ error: { code: 'auth.not_admin' } });
    expect(
      (await call('DELETE', `/api/private/carrier/credentials/${credentialId}`, { token: first.member }))
        .status,
    ).toBe(403);
    expect(
      (await call('DELETE', `/api/private/carrier/credentials/${credentialId}`, { token: second.admin }))
        .status,
    ).toBe(404);
    expect(
      (await call('GET', `/api/private/user/decrypt?credentialId=${credentialId}`, { token: second.admin }))
        .status,
    ).toBe(404);
    const list = await call<{ credentials: unknown[] }>('GET', '/api/private/carrier/credentials', {
      token: second.admin,
    });
    expect(list.body.credentials).toEqual([]);
  });

  it('refuse a portal URL on an internal address, and require carrier, username and password', async () => {
    const { admin } = await company();
    for (const portal_url of [
      'https://127.0.0.1',
      'https://169.254.169.254/latest',
      'https://10.0.0.1',
      'http://www.ups.com',
    ]) {
      const response = await add(admin, { portal_url });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: { issues: [{ path: 'portal_url', code: 'credentials.portalUrlInvalid' }] },
      });
    }
    const missing = await call<{ error: { issues: { path: string }[] } }>(
      'POST',
      '/api/private/carrier/credentials',
      { token: admin, body: {} },
    );
    expect(missing.body.error.issues.map((issue) => issue.path).sort()).toEqual([
      'carrier',
      'password',
      'username',
    ]);
  });
});
