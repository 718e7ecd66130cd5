/**
 * The Admin Panel's back end (issue 22): the directory of client companies (search by name, status
 * filter, pages with a cursor, each company's figures), deactivation (sessions end at once, sign-in
 * refused with a clear message, scheduled work stops) and reactivation (all as before), a sign-in
 * block lifted only for a real account, and an audit log entry for each admin action.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { call, errorCode as codeOf } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { putWorkingCredential } = await import('../support/credentials');
const { handler: checkCredentials } = await import('../../functions/carriers/scheduled-checks');
const { addToDirectory } = await import('../../functions/companies/company-store');
const { claimCompanyName } = await import('../../functions/auth/registration-store');
const { keys } = await import('../../functions/lib/table/keys');
const { table } = await import('../../functions/lib/table/table');

const ops = () =>
  tokenFor({ role: 'platform_admin', companyId: 'parcel-audit-platform', userId: `ops-${randomUUID()}` });

const companies = async (token: string, query: Record<string, string>) =>
  call<Reply<'list-companies'>>('GET', `/api/private/admin/companies?${new URLSearchParams(query)}`, {
    token,
  });

const setStatus = async (token: string, companyId: string, active: boolean, reason = 'Contract ended') =>
  call<Reply<'set-company-status'>>('PUT', `/api/private/admin/companies/${companyId}/status`, {
    token,
    body: { active, reason },
  });

const log = async (token: string, companyId: string) =>
  (await call<Reply<'list-admin-log'>>('GET', `/api/private/admin/log?companyId=${companyId}`, { token }))
    .body.entries;

describe('the directory of client companies', () => {
  it('finds companies by the start of their name, pages with a cursor, and gives each its figures', async () => {
    const token = await ops();
    const stem = `Zebra ${randomUUID().slice(0, 6)}`;
    const ids: string[] = [];
    for (let index = 0; index < 23; index++) ids.push(await makeCompany(`${stem} Boutique ${index}`));
    await putWorkingCredential(ids[0]!, `cred-${randomUUID()}`, 'ups');

    // Accents and case do not matter: the name as company names are compared.
    const first = await companies(token, { q: stem.toLowerCase() });
    expect(first.status).toBe(200);
    expect(first.body.companies).toHaveLength(20);
    expect(first.body.cursor).toBeTruthy();
    const second = await companies(token, { q: stem, cursor: first.body.cursor! });
    expect(second.body.companies).toHaveLength(3);
    expect(second.body.cursor).toBeNull();
    const all = [...first.body.companies, ...second.body.companies];
    expect(new Set(all.map((row) => row.companyId))).toEqual(new Set(ids));
    const withUps = all.find((row) => row.companyId === ids[0])!;
    expect(withUps).toMatchObject({
      active: true,
      suspended: false,
      planId: 'free_audit',
      carriers: ['ups'],
      credentialsWorking: 1,
      credentialsNotWorking: 0,
      lastAuditAt: null,
      claimsOpen: 0,
      recovered: {},
    });

    // A cursor of another list, or made up, is refused.
    const forged = Buffer.from(JSON.stringify({ pk: 'C#x', sk: 'CLAIM#1' })).toString('base64url');
    expect((await companies(token, { cursor: forged })).status).toBe(400);
    // A client admin is refused.
    const admin = await tokenFor({ role: 'client_admin', companyId: ids[0]!, userId: `a-${randomUUID()}` });
    expect((await companies(admin, { q: stem })).status).toBe(403);
  });
});

describe('the directory backfill', () => {
  it('puts a company created before the directory in it, once', async () => {
    const companyId = `old-${randomUUID()}`;
    const name = `Ancienne ${randomUUID().slice(0, 6)}`;
    await table.put({
      ...keys.company(companyId),
      entity: 'company',
      companyId,
      name,
      kind: 'merchant',
      active: true,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const token = await ops();
    expect((await companies(token, { q: name })).body.companies).toEqual([]);
    expect(await addToDirectory(companyId)).toBe(true);
    expect(await addToDirectory(companyId)).toBe(false);
    expect((await companies(token, { q: name })).body.companies.map((row) => row.companyId)).toEqual([
      companyId,
    ]);

    // Its people too, in the list of users.
    const email = `ancien-${randomUUID().slice(0, 8)}@example.test`;
    await table.put({
      ...keys.user(companyId, 'old-user'),
      entity: 'user',
      userId: 'old-user',
      companyId,
      email_address: email,
      first_name: 'Old',
      last_name: 'Timer',
      role: 'client_admin',
      active: true,
      verified: true,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    const { addUsersToDirectory } = await import('../../functions/auth/user-store');
    const users = async () =>
      (await call<Reply<'list-users'>>('GET', `/api/private/admin/users?q=${email}`, { token })).body.users;
    expect(await users()).toEqual([]);
    expect(await addUsersToDirectory(companyId)).toBe(1);
    expect(await addUsersToDirectory(companyId)).toBe(0);
    expect((await users()).map((user) => user.companyId)).toEqual([companyId]);
  });
});

describe('deactivating a client company', () => {
  it('ends its sessions at once, refuses sign-in with a clear message, stops its checks; reactivation restores all', async () => {
    const token = await ops();
    const companyId = await makeCompany(`Closing ${randomUUID().slice(0, 6)}`);
    const person = await makePerson({ role: 'client_admin', companyId });
    const session = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
    await putWorkingCredential(companyId, `cred-${randomUUID()}`, 'ups');
    expect((await call('GET', '/api/private/claims', { token: session })).status).toBe(200);

    // A reason is required.
    expect((await setStatus(token, companyId, false, '')).status).toBe(400);
    expect((await setStatus(token, companyId, false)).status).toBe(200);
    const ended = await call('GET', '/api/private/claims', { token: session });
    expect(ended.status).toBe(401);
    expect(codeOf(ended)).toBe('auth.session_ended');
    const signIn = await call('POST', '/api/public/login', {
      body: { email_address: person.email, password: person.password },
    });
    expect(codeOf(signIn)).toBe('auth.company_inactive');
    const inactive = await companies(token, { q: 'Closing', status: 'inactive' });
    expect(inactive.body.companies.map((row) => row.companyId)).toContain(companyId);
    expect(
      (await companies(token, { q: 'Closing', status: 'active' })).body.companies.map((row) => row.companyId),
    ).not.toContain(companyId);
    // Its carrier accounts are not checked while it is deactivated.
    const run = await checkCredentials();
    expect(run.paused).toBeGreaterThanOrEqual(1);

    expect((await setStatus(token, companyId, true, 'Contract renewed')).status).toBe(200);
    const again = await call('POST', '/api/public/login', {
      body: { email_address: person.email, password: person.password },
    });
    expect(again.status).toBe(200);
    const entries = await log(token, companyId);
    expect(entries.map((entry) => entry.action)).toEqual(['company_activated', 'company_deactivated']);
    expect(entries[1]).toMatchObject({
      companyId,
      role: 'platform_admin',
      details: { reason: 'Contract ended' },
    });
    expect(entries[1]!.sourceIp).toMatch(/\d/);
  });

  it('keeps the platform’s own company active', async () => {
    expect((await setStatus(await ops(), 'parcel-audit-platform', false)).status).toBe(403);
    expect((await setStatus(await ops(), 'no-such-company', false)).status).toBe(404);
  });
});

describe('lifting a sign-in block', () => {
  it('is done for a real account only, and logged', async () => {
    const token = await ops();
    const refused = await call('POST', '/api/private/admin/user/unblock', {
      token,
      body: { email: `nobody-${randomUUID()}@example.test` },
    });
    expect(refused.status).toBe(404);
    expect(codeOf(refused)).toBe('admin.no_such_account');
    const person = await makePerson();
    expect(
      (await call('POST', '/api/private/admin/user/unblock', { token, body: { email: person.email } }))
        .status,
    ).toBe(200);
    expect((await log(token, person.companyId)).map((entry) => entry.action)).toEqual(['signin_unblocked']);
  });
});

describe('the users of every company', () => {
  it('are found by the start of their e-mail address, with their company and role, page after page', async () => {
    const token = await ops();
    const stem = `people-${randomUUID().slice(0, 6)}`;
    const companyId = await makeCompany(`People ${stem}`);
    const { createUser } = await import('../../functions/auth/user-store');
    for (let index = 0; index < 3; index++)
      await createUser({
        userId: `u-${stem}-${index}`,
        companyId,
        email_address: `${stem}-${index}@Example.test`,
        first_name: 'Ada',
        last_name: `N${index}`,
        role: index === 0 ? 'client_admin' : 'member',
        active: index !== 2,
        verified: true,
        access: true,
        dashboard: true,
        firstTime: false,
        createdAt: new Date().toISOString(),
      });
    const found = await call<Reply<'list-users'>>('GET', `/api/private/admin/users?q=${stem.toUpperCase()}`, {
      token,
    });
    expect(found.status).toBe(200);
    expect(found.body.users.map((user) => [user.email, user.role, user.active, user.companyName])).toEqual([
      [`${stem}-0@example.test`, 'client_admin', true, `People ${stem}`],
      [`${stem}-1@example.test`, 'member', true, `People ${stem}`],
      [`${stem}-2@example.test`, 'member', false, `People ${stem}`],
    ]);
    expect(JSON.stringify(found.body)).not.toMatch(/passwordHash|sessionEpoch|endedSessions/);
  });
});

describe('invoices to be paid', () => {
  it('lists every company’s unpaid invoices by due date, with what is still due', async () => {
    const token = await ops();
    const companyId = await makeCompany(`Debtor ${randomUUID().slice(0, 6)}`);
    const { feeLineItem } = await import('../../functions/billing/fee-lines');
    const { generateDocuments } = await import('../../functions/billing/issue-documents');
    await table.put(
      feeLineItem({
        companyId,
        claimId: `claim-${randomUUID()}`,
        claimVersion: 3,
        kind: 'success_fee',
        trackingNumber: '1Z999AA10123456784',
        carrier: 'ups',
        claimNumber: null,
        currency: 'EUR',
        creditedCents: 10_000,
        feePercent: 30,
        feeCents: 3_000,
        at: new Date().toISOString(),
        carrierMessage: null,
        creditLine: null,
        reverses: null,
      }),
    );
    const [invoice] = await generateDocuments(companyId);
    const found: Reply<'list-unpaid'>['invoices'] = [];
    let cursor: string | null = null;
    do {
      const page: { body: Reply<'list-unpaid'> } = await call<Reply<'list-unpaid'>>(
        'GET',
        `/api/private/admin/invoices${cursor ? `?cursor=${cursor}` : ''}`,
        { token },
      );
      found.push(...page.body.invoices);
      cursor = page.body.cursor;
    } while (cursor);
    expect(found.find((row) => row.number === invoice!.number)).toMatchObject({
      companyId,
      status: 'due',
      totalCents: 3_600,
      dueCents: 3_600,
      paymentPending: false,
    });
    const dues = found.map((row) => row.dueDate);
    expect([...dues].sort()).toEqual(dues);
  });
});

describe('the audit log', () => {
  it('records plans, company switches and dashboards set by admins, newest first, and pages everyone’s', async () => {
    const token = await ops();
    const name = `Logged ${randomUUID().slice(0, 6)}`;
    const companyId = await makeCompany(name);
    await claimCompanyName(name, companyId);
    await call('PUT', `/api/private/admin/companies/${companyId}/subscription`, {
      token,
      body: { planId: 'growth', startDate: '2026-11-01' },
    });
    await call('PUT', `/api/private/admin/companies/${companyId}/dashboards`, {
      token,
      body: { state: 'locked' },
    });
    expect(
      (await call('POST', '/api/private/company/switch', { token, body: { account: name } })).status,
    ).toBe(200);
    const entries = await log(token, companyId);
    expect(entries.map((entry) => entry.action)).toEqual([
      'company_switched',
      'dashboards_set',
      'subscription_set',
    ]);
    expect(entries[2]!.details).toEqual({ planId: 'growth', startDate: '2026-11-01' });
    const everyone = await call<Reply<'list-admin-log'>>('GET', '/api/private/admin/log', { token });
    expect(everyone.status).toBe(200);
    expect(everyone.body.entries.length).toBeGreaterThanOrEqual(3);
    const times = everyone.body.entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
  });
});
