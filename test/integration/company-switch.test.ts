/** The company hierarchy and switching: who may act for which company, and every switch recorded. */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { call } from '../support/http';
import { freshSource, makePerson } from '../support/people';

const { putCompany } = await import('../../functions/companies/company-store');
const { claimCompanyName } = await import('../../functions/auth/registration-store');
const { dynamo } = await import('../../functions/lib/aws/dynamo');
const { env } = await import('../../functions/lib/env');

async function family() {
  const id = randomUUID().slice(0, 8);
  const createdAt = new Date().toISOString();
  const parent = {
    companyId: `parent-${id}`,
    name: `Group ${id}`,
    kind: 'merchant' as const,
    active: true,
    createdAt,
  };
  const child = {
    ...parent,
    companyId: `child-${id}`,
    name: `Group ${id} Spain`,
    parentCompanyId: parent.companyId,
  };
  for (const company of [parent, child]) {
    await putCompany(company);
    await claimCompanyName(company.name, company.companyId);
  }
  const admin = await makePerson({ role: 'client_admin', companyId: parent.companyId });
  const login = await call<{ token: string }>('POST', '/api/public/login', {
    body: { email_address: admin.email, password: admin.password },
    source: freshSource(),
  });
  return { parent, child, admin, token: login.body.token };
}

const switchTo = (token: string, account: string) =>
  call<{ token: string; company: { companyId: string; name: string } }>(
    'POST',
    '/api/private/company/switch',
    { token, body: { account } },
  );

describe('company hierarchy', () => {
  it('shows the company with the companies below it', async () => {
    const { parent, child, token } = await family();
    const response = await call('GET', '/api/private/company/hierarchy', { token });
    expect(response.body).toEqual({
      companies: [
        {
          companyId: parent.companyId,
          name: parent.name,
          active: true,
          children: [{ companyId: child.companyId, name: child.name, active: true, children: [] }],
        },
      ],
    });
  });
});

describe('switching company', () => {
  it('lets a client admin act for a company below theirs, keeps them themselves, and records it', async () => {
    const { parent, child, admin, token } = await family();
    const switched = await switchTo(token, `  ${child.name.toUpperCase()} `);
    expect(switched.status).toBe(200);
    expect(decodeJwt(switched.body.token)).toMatchObject({
      company: child.companyId,
      companyName: child.name,
      home_company: parent.companyId,
      sub: admin.userId,
    });

    const childView = await call('GET', '/api/private/company', { token: switched.body.token });
    expect(childView.body).toMatchObject({ companyId: child.companyId });
    const profile = await call('GET', '/api/private/user/profile', { token: switched.body.token });
    expect(profile.body).toMatchObject({ email_address: admin.email });

    const refreshed = await call<{ token: string }>('POST', '/api/public/user/refresh', {
      body: { token: switched.body.token },
    });
    expect(decodeJwt(refreshed.body.token)).toMatchObject({
      company: child.companyId,
      home_company: parent.companyId,
    });

    const back = await switchTo(switched.body.token, parent.name);
    expect(decodeJwt(back.body.token)).toMatchObject({ company: parent.companyId });
    expect(decodeJwt(back.body.token).home_company).toBeUndefined();

    for (const companyId of [parent.companyId, child.companyId]) {
      const records = await dynamo.send(
        new QueryCommand({
          TableName: env.TABLE_NAME,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :switch)',
          ExpressionAttributeValues: { ':pk': `C#${companyId}`, ':switch': 'SWITCH#' },
        }),
      );
      expect(records.Items?.some((item) => item.userId === admin.userId && item.to === child.companyId)).toBe(
        true,
      );
    }
  });

  it('gives the same access error for an unknown account and one outside the hierarchy', async () => {
    const { token } = await family();
    const unknown = await switchTo(token, 'No Such Account Anywhere');
    const outside = await switchTo(token, 'Demo Merchant');
    expect(unknown.status).toBe(403);
    expect(outside.status).toBe(403);
    expect(unknown.body).toEqual(outside.body);
    expect(unknown.body).toMatchObject({ error: { code: 'company.switch_forbidden' } });
  });

  it('lets a platform admin act for any company, as a platform admin', async () => {
    const ops = DEMO_LOGINS.find((login) => login.role === 'platform_admin')!;
    const login = await call<{ token: string }>('POST', '/api/public/login', {
      body: { email_address: ops.email, password: ops.password },
      source: freshSource(),
    });
    const switched = await switchTo(login.body.token, 'Demo Merchant');
    expect(switched.status).toBe(200);
    expect(decodeJwt(switched.body.token)).toMatchObject({
      company: 'demo-merchant',
      role: 'platform_admin',
      home_company: 'parcel-audit-platform',
    });
    const team = await call<{ members: { email_address: string }[] }>('GET', '/api/private/company/member', {
      token: switched.body.token,
    });
    expect(team.body.members.map((member) => member.email_address)).toContain('admin@demo-merchant.example');
  });

  it('refuses a member: No Admin Access', async () => {
    const member = await makePerson();
    const login = await call<{ token: string }>('POST', '/api/public/login', {
      body: { email_address: member.email, password: member.password },
      source: freshSource(),
    });
    const response = await switchTo(login.body.token, 'Demo Merchant');
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'auth.not_admin' } });
  });
});
