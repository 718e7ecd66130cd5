/**
 * POST /api/private/company/member/add: the client admin invites a person. Answers 202 at once
 * with the invitation 'queued'; the SendInvitation workflow e-mails it (its execution is named
 * after the invitation, so a retried start sends one e-mail). 409 when the address is taken.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import type { Role } from '@shared/identity/access';
import { addMemberSchema } from '@shared/team/team';
import type * as z from 'zod/mini';
import { createUser, EmailTaken, type User } from '../auth/user-store';
import type { Actor } from '../http/endpoint';
import { endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { accepted } from '../http/responses';
import { sfn } from '../lib/aws/sfn';
import { clock } from '../lib/clock';
import { workflowArn } from '../lib/env';
import { randomId } from '../lib/ids';
import { memberView } from './member-view';

/**
 * Invites a person into `companyId` with `role`: the user is created (409 when the address is
 * taken) and the SendInvitation workflow started. Team Members invites members; the Admin Panel
 * invites provider staff into the platform's own company.
 */
export async function invitePerson(
  actor: Actor,
  input: z.infer<typeof addMemberSchema>,
  companyId: string,
  role: Extract<Role, 'member' | 'provider_staff'>,
): Promise<User> {
  const now = clock.now();
  const invitationId = randomId(12);
  const user: User = {
    userId: randomId(12),
    companyId,
    email_address: input.member.email_address,
    first_name: input.member.first_name,
    last_name: input.member.last_name,
    role,
    active: true,
    verified: false,
    access: actor.claims.access,
    dashboard: actor.claims.dashboard,
    firstTime: true,
    locale: input.locale,
    invitation: { invitationId, status: 'queued', invitedBy: actor.userId, invitedAt: now.toISOString() },
    createdAt: now.toISOString(),
  };
  try {
    await createUser(user);
  } catch (error) {
    if (error instanceof EmailTaken)
      throw new HttpError('team.member_taken', 'This e-mail address is already taken');
    throw error;
  }
  const inviterName = `${actor.claims.first_name} ${actor.claims.last_name}`.trim() || actor.email;
  await sfn.send(
    new StartExecutionCommand({
      stateMachineArn: workflowArn('SendInvitation'),
      name: invitationId,
      input: JSON.stringify({ companyId: user.companyId, userId: user.userId, invitationId, inviterName }),
    }),
  );
  return user;
}

export const handler = endpoint(addMemberSchema, async ({ input, actor }) => {
  const user = await invitePerson(actor, input, actor.companyId, 'member');
  return accepted({ member: memberView(user, actor.userId) });
});
