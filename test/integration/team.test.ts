/**
 * The team: members listed without provider staff, invitations sent by the SendInvitation workflow
 * (queued -> processing -> sent), the invited person's link, and removal.
 */
import { randomUUID } from 'node:crypto';
import type { MemberView } from '@shared/team/team';
import { describe, expect, it, vi } from 'vitest';
import { call } from '../support/http';
import { invitationLink, mailTo } from '../support/mail';
import { freshSource, makeCompany, makePerson } from '../support/people';
import { tokenFor } from '../support/tokens';

async function adminOfNewCompany() {
  const companyId = await makeCompany();
  const admin = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({
    role: 'client_admin',
    companyId,
    userId: admin.userId,
    first_name: 'Camille',
    last_name: 'Martin',
  });
  return { companyId, admin, token };
}

const invitee = () => ({
  first_name: 'Hugo',
  last_name: 'Bernard',
  email_address: `invitee-${randomUUID().slice(0, 8)}@shop.example`,
});
const list = async (token: string) =>
  (await call<{ members: MemberView[] }>('GET', '/api/private/company/member', { token })).body.members;

describe('the team', () => {
  it('lists the company’s people, never provider staff nor other companies', async () => {
    const { companyId, admin, token } = await adminOfNewCompany();
    await makePerson({ role: 'member', companyId });
    await makePerson({ role: 'provider_staff', companyId });
    await makePerson({ role: 'member' });
    const members = await list(token);
    expect(members).toHaveLength(2);
    expect(members.find((member) => member.isMe)?.userId).toBe(admin.userId);
    expect(members.every((member) => member.role !== ('provider_staff' as string))).toBe(true);
  });

  it('invites a person: 202 queued at once, then the workflow e-mails the link and marks it sent', async () => {
    const { token } = await adminOfNewCompany();
    const person = invitee();
    const added = await call<{ member: MemberView }>('POST', '/api/private/company/member/add', {
      token,
      body: { member: person, adminPage: false },
    });
    expect(added.status).toBe(202);
    expect(added.body.member).toMatchObject({
      email_address: person.email_address,
      invitation_status: 'queued',
      role: 'member',
    });

    const link = await invitationLink(person.email_address);
    const [mail] = await mailTo(person.email_address);
    expect(mail?.subject).toBe('Camille Martin invites you to Parcel Audit');
    await vi.waitFor(async () => {
      expect(
        (await list(token)).find((member) => member.email_address === person.email_address)
          ?.invitation_status,
      ).toBe('sent');
    });
    expect(link).toMatch(/\/invitation\?token=[\w-]{40,}/);
  });

  it('lets the invited person choose a password once, and signs them in', async () => {
    const { token, companyId } = await adminOfNewCompany();
    const person = invitee();
    await call('POST', '/api/private/company/member/add', { token, body: { member: person } });
    const inviteToken = new URL(await invitationLink(person.email_address)).searchParams.get('token')!;

    const who = await call('GET', `/api/public/user/invitation?token=${encodeURIComponent(inviteToken)}`);
    expect(who.body).toMatchObject({ email_address: person.email_address, first_name: 'Hugo' });

    const accepted = await call<{ token: string }>('POST', '/api/public/user/invitation/accept', {
      body: { token: inviteToken, password: 'Member-Pass-7' },
    });
    expect(accepted.status).toBe(200);
    const claims = JSON.parse(Buffer.from(accepted.body.token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ company: companyId, role: 'member', verified: true });

    const again = await call('POST', '/api/public/user/invitation/accept', {
      body: { token: inviteToken, password: 'Member-Pass-8' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: { code: 'team.invitation_invalid' } });
    const login = await call('POST', '/api/public/login', {
      body: { email_address: person.email_address, password: 'Member-Pass-7' },
      source: freshSource(),
    });
    expect(login.status).toBe(200);
    expect(
      (await list(token)).find((member) => member.email_address === person.email_address)?.invitation_status,
    ).toBe('accepted');
  });

  it('answers 409 for an address that is already taken, and queues nothing', async () => {
    const { token } = await adminOfNewCompany();
    const existing = await makePerson();
    const response = await call('POST', '/api/private/company/member/add', {
      token,
      body: { member: { first_name: 'A', last_name: 'B', email_address: existing.email } },
    });
    expect(response.status).toBe(409);
    expect(response.body).toMatchObject({ error: { code: 'team.member_taken' } });
    expect(await list(token)).toHaveLength(1);
  });

  it('refuses an invitation from a member: No Admin Access', async () => {
    const member = await makePerson();
    const token = await tokenFor({ role: 'member', companyId: member.companyId, userId: member.userId });
    const response = await call('POST', '/api/private/company/member/add', {
      token,
      body: { member: invitee() },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ error: { code: 'auth.not_admin' } });
  });

  it('removes a member, frees the address, and never removes the admin themself or another company’s people', async () => {
    const { companyId, admin, token } = await adminOfNewCompany();
    const member = await makePerson({ companyId });
    const stranger = await makePerson();
    expect(
      (await call('POST', '/api/private/company/member/delete', { token, body: { email: stranger.email } }))
        .status,
    ).toBe(404);
    expect(
      (await call('POST', '/api/private/company/member/delete', { token, body: { email: admin.email } }))
        .body,
    ).toMatchObject({
      error: { code: 'team.cannot_delete_self' },
    });
    expect(
      (await call('POST', '/api/private/company/member/delete', { token, body: { email: member.email } }))
        .status,
    ).toBe(200);
    expect((await list(token)).map((person) => person.userId)).toEqual([admin.userId]);
    const reinvited = await call('POST', '/api/private/company/member/add', {
      token,
      body: { member: { first_name: 'Back', last_name: 'Again', email_address: member.email } },
    });
    expect(reinvited.status).toBe(202);
  });

  it('refuses an invitation link that does not exist', async () => {
    const response = await call('POST', '/api/public/user/invitation/accept', {
      body: { token: 'x'.repeat(43), password: 'Member-Pass-7' },
    });
    expect(response.body).toMatchObject({ error: { code: 'team.invitation_invalid' } });
  });
});
