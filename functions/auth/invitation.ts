/** Invitation links: a token is valid while its link exists, is the latest one sent, and has not expired. */
import { HttpError } from '../http/errors';
import { findInviteLink, tokenDigest } from '../team/member-store';
import { getUser, type User } from './user-store';

export const invalidInvitation = () =>
  new HttpError('team.invitation_invalid', 'This invitation link is not valid any more');

export async function findValidInvitation(token: string, now: Date): Promise<User> {
  const tokenHash = tokenDigest(token);
  const link = await findInviteLink(tokenHash);
  const user = link ? await getUser(link.companyId, link.userId) : null;
  const invitation = user?.invitation;
  if (
    !user ||
    !invitation ||
    invitation.tokenHash !== tokenHash ||
    (invitation.expiresAt ?? 0) <= now.getTime() / 1000
  ) {
    throw invalidInvitation();
  }
  return user;
}
