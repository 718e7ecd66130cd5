/**
 * A company's people and their invitations in the table. Members live under their company's key
 * (`C#<companyId>` / `USER#<userId>`), so listing them is one query on the company's partition.
 * Invitation links are found by the digest of their token (`INVITE#<digest>`), single use.
 */

import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import type { InvitationStatus } from '@shared/validation/team';
import { emailGuardKey, toUser, type User, userKey } from '../auth/user-store';
import { dynamo, isConditionFailed } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { sha256Base64url } from '../lib/hash';
import { TTL_ATTRIBUTE } from '../lib/table/schema';

export const tokenDigest = (token: string) => sha256Base64url(token);
const inviteKey = (tokenHash: string) => ({ pk: `INVITE#${tokenHash}`, sk: 'INVITE' });
export async function listMembers(companyId: string): Promise<User[]> {
  const users: User[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: env.TABLE_NAME,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :user)',
        ExpressionAttributeValues: { ':pk': `C#${companyId}`, ':user': 'USER#' },
        ExclusiveStartKey: cursor,
      }),
    );
    users.push(...(page.Items ?? []).map(toUser));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return users;
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
    await dynamo.send(
      new UpdateCommand({
        TableName: env.TABLE_NAME,
        Key: userKey(companyId, userId),
        ConditionExpression: 'invitation.invitationId = :id',
        UpdateExpression: `SET ${sets.join(', ')}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: values,
      }),
    );
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
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: { ...inviteKey(tokenHash), entity: 'inviteLink', companyId, userId, [TTL_ATTRIBUTE]: expiresAt },
    }),
  );
}

export async function findInviteLink(
  tokenHash: string,
): Promise<{ companyId: string; userId: string } | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: inviteKey(tokenHash), ConsistentRead: true }),
  );
  return out.Item ? { companyId: out.Item.companyId, userId: out.Item.userId } : null;
}

/** Sets the invited person's password and uses up the link, together. False if the link was already used. */
export async function acceptInvitation(
  user: User,
  tokenHash: string,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: env.TABLE_NAME,
              Key: inviteKey(tokenHash),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Update: {
              TableName: env.TABLE_NAME,
              Key: userKey(user.companyId, user.userId),
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
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
}

/** Removes a person: their user item and their e-mail guard, so the address can be invited again. */
export async function deleteMember(user: User): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Delete: {
            TableName: env.TABLE_NAME,
            Key: userKey(user.companyId, user.userId),
            ConditionExpression: 'attribute_exists(pk)',
          },
        },
        { Delete: { TableName: env.TABLE_NAME, Key: emailGuardKey(user.email_address) } },
      ],
    }),
  );
  if (user.invitation?.tokenHash) {
    await dynamo.send(
      new DeleteCommand({ TableName: env.TABLE_NAME, Key: inviteKey(user.invitation.tokenHash) }),
    );
  }
}
