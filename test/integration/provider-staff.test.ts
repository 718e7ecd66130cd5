/**
 * Provider staff (issue 22): a staff member of the platform acts only for the companies a platform
 * admin assigned; acting for one, they work claims but reach no billing and no carrier password,
 * and are not in its team list; removing the assignment ends that session at once.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { call, errorCode as codeOf } from '../support/http';
import { invitationLink } from '../support/mail';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { claimCompanyName } = await import('../../functions/auth/registration-store');

const PLATFORM = 'parcel-audit-platform';
describe('provider staff', () => {
  it('act for assigned companies only, with claims work and no billing or secrets, until unassigned', async () => {
    const ops = await tokenFor({
      role: 'platform_admin',
      companyId: PLATFORM,
      userId: `ops-${randomUUID()}`,
    });
    const staff = await makePerson({ role: 'provider_staff', companyId: PLATFORM });
    const staffToken = await tokenFor({ role: 'provider_staff', companyId: PLATFORM, userId: staff.userId });
    const name = `Assisted ${randomUUID().slice(0, 6)}`;
    const companyId = await makeCompany(name);
    await claimCompanyName(name, companyId);
    await makePerson({ role: 'client_admin', companyId });
    const switchTo = () =>
      call<Reply<'switch-company'>>('POST', '/api/private/company/switch', {
        token: staffToken,
        body: { account: name },
      });

    expect(codeOf(await switchTo())).toBe('company.switch_forbidden');
    const path = `/api/private/admin/staff/${staff.userId}/companies/${companyId}`;
    expect((await call('PUT', path, { token: ops })).status).toBe(200);
    const listed = await call<Reply<'list-staff'>>('GET', '/api/private/admin/staff', { token: ops });
    expect(listed.body.staff.find((member) => member.userId === staff.userId)?.companies).toEqual([
      { companyId, name },
    ]);

    const switched = await switchTo();
    expect(switched.status).toBe(200);
    const acting = switched.body.token;
    expect((await call('GET', '/api/private/claims', { token: acting })).status).toBe(200);
    expect((await call('GET', '/api/private/billing/documents', { token: acting })).status).toBe(403);
    expect((await call('GET', '/api/private/billing/fees', { token: acting })).status).toBe(403);
    const team = await call<Reply<'list-members'>>('GET', '/api/private/company/member', { token: acting });
    expect(team.status).toBe(200);
    expect(JSON.stringify(team.body)).not.toContain(staff.email);
    // Another company, not assigned: refused.
    const stranger = `Stranger ${randomUUID().slice(0, 6)}`;
    await claimCompanyName(stranger, await makeCompany(stranger));
    const refused = await call('POST', '/api/private/company/switch', {
      token: acting,
      body: { account: stranger },
    });
    expect(codeOf(refused)).toBe('company.switch_forbidden');

    expect((await call('DELETE', path, { token: ops })).status).toBe(200);
    const ended = await call('GET', '/api/private/claims', { token: acting });
    expect(ended.status).toBe(401);
    expect(codeOf(ended)).toBe('auth.session_ended');
    expect(codeOf(await switchTo())).toBe('company.switch_forbidden');
    const log = await call<Reply<'list-admin-log'>>('GET', `/api/private/admin/log?companyId=${companyId}`, {
      token: ops,
    });
    expect(log.body.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['staff_assigned', 'staff_unassigned', 'company_switched']),
    );
  });
});

describe('inviting provider staff', () => {
  it('puts the person in the platform’s company as provider staff, e-mails the invitation, and logs it', async () => {
    const ops = await tokenFor({
      role: 'platform_admin',
      companyId: PLATFORM,
      userId: `ops-${randomUUID()}`,
    });
    const email = `staff-${randomUUID().slice(0, 8)}@parcel-audit.example`;
    const body = { member: { email_address: email, first_name: 'Inès', last_name: 'Martin' }, locale: 'fr' };
    const invited = await call<Reply<'invite-staff'>>('POST', '/api/private/admin/staff', {
      token: ops,
      body,
    });
    expect(invited.status).toBe(202);
    expect(invited.body.staff).toMatchObject({ email, name: 'Inès Martin', companies: [] });
    const listed = await call<Reply<'list-staff'>>('GET', '/api/private/admin/staff', { token: ops });
    expect(listed.body.staff.map((member) => member.email)).toContain(email);

    const token = new URL(await invitationLink(email)).searchParams.get('token')!;
    const accepted = await call<{ token: string }>('POST', '/api/public/user/invitation/accept', {
      body: { token, password: 'Staff-Pass-42' },
    });
    expect(accepted.status).toBe(200);
    const claims = JSON.parse(Buffer.from(accepted.body.token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ company: PLATFORM, role: 'provider_staff' });

    // The same address twice: refused, nothing changed.
    expect(codeOf(await call('POST', '/api/private/admin/staff', { token: ops, body }))).toBe(
      'team.member_taken',
    );
    const log = await call<Reply<'list-admin-log'>>('GET', '/api/private/admin/log', { token: ops });
    expect(log.body.entries.find((entry) => entry.details.staff === email)?.action).toBe('staff_invited');
  });
});
