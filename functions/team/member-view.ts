/** What the team page shows of a person; provider staff never appear in a team list. */
import type { MemberView } from '@shared/team/team';
import type { User } from '../auth/user-store';

export function isListed(user: User): boolean {
  return user.role === 'client_admin' || user.role === 'member';
}

export function memberView(user: User, callerId: string): MemberView {
  return {
    userId: user.userId,
    first_name: user.first_name,
    last_name: user.last_name,
    email_address: user.email_address,
    role: user.role === 'client_admin' ? 'client_admin' : 'member',
    active: user.active,
    invitation_status: user.invitation?.status ?? null,
    isMe: user.userId === callerId,
  };
}
