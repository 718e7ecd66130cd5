/**
 * A company's people and their invitations in the table. Members live under their company's key
 * (`C#<companyId>` / `USER#<userId>`), so listing them is one query on the company's partition.
 * Invitation links are found by the digest of their token (`INVITE#<digest>`), single use.
 */

import type { InvitationStatus } from '@shared/team/team';
import { emailGuardKey, toUser, type User } from '../auth/user-store';
import { cancellationReasons, isConditionFailed } from '../lib/aws/dynamo';
import { sha256Base64url } from '../lib/hash';
import { collections, keys } from '../lib/table/keys';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { IF_PRESENT, table, txDelete, txUpdate } from '../lib/table/table';

export const tokenDigest = (token: string) => sha256Base64url(token);

export async function listMembers(companyId: string): Promise<User[]> {
  return (await table.queryAll(collections.users(companyId))).map(toUser);
}

/** Moves an invitation to a status, only if it is still the same invitation (a stale run changes nothing). */
export async function setInvitationStatus(
  companyId: string,
  userId: string,
  invitationId: string,
  status: InvitationStatus,
  now: Date,
  extra: { tokenHash?: string; expiresAt?: number } = {},
): Promise<boolean> {
  const sets = ['invitation.#status = :status', 'invitation.updatedAt = :now'];
  const values: Record<string, unknown> = {
    ':status': status,
    ':now': now.toISOString(),
    ':id': invitationId,
  };
  if (extra.tokenHash) {
    sets.push('invitation.tokenHash = :tokenHash', 'invitation.expiresAt = :expiresAt');
    values[':tokenHash'] = extra.tokenHash;
    values[':expiresAt'] = extra.expiresAt;
  }
  try {
    await table.update(keys.user(companyId, userId), {
      ConditionExpression: 'invitation.invitationId = :id',
      UpdateExpression: `SET ${sets.join(', ')}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: values,
    });
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export async function putInviteLink(
  tokenHash: string,
  companyId: string,
  userId: string,
  expiresAt: number,
): Promise<void> {
  await table.put({
    ...keys.invite(tokenHash),
    entity: 'inviteLink',
    companyId,
    userId,
    [TTL_ATTRIBUTE]: expiresAt,
  });
}

export async function findInviteLink(
  tokenHash: string,
): Promise<{ companyId: string; userId: string } | null> {
  const item = await table.get(keys.invite(tokenHash), { consistent: true });
  return item ? { companyId: item.companyId as string, userId: item.userId as string } : null;
}

/** Sets the invited person's password and uses up the link, together. False if the link was already used. */
export async function acceptInvitation(
  user: User,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  try {
    await table.transact([
      txDelete(keys.invite(tokenHash), IF_PRESENT),
      txUpdate(keys.user(user.companyId, user.userId), {
        ConditionExpression: 'invitation.tokenHash = :hash',
        UpdateExpression:
          'SET passwordHash = :password, verified = :true, invitation.#status = :accepted, invitation.updatedAt = :now',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':hash': tokenHash,
          ':password': passwordHash,
          ':true': true,
          ':accepted': 'accepted',
          ':now': now.toISOString(),
        },
      }),
    ]);
    return true;
  } catch (error) {
    if (cancellationReasons(error)) return false;
    throw error;
  }
}

/** Removes a person: their user item and their e-mail guard, so the address can be invited again. */
export async function deleteMember(user: User): Promise<void> {
  await table.transact([
    txDelete(keys.user(user.companyId, user.userId), IF_PRESENT),
    txDelete(emailGuardKey(user.email_address)),
  ]);
  if (user.invitation?.tokenHash) await table.delete(keys.invite(user.invitation.tokenHash));
}
