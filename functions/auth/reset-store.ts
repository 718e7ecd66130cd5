/**
 * Password-reset links: a random token e-mailed to the person; only its digest is stored, for an
 * hour (TTL), and it is used once. Asking again replaces nothing: each link works until it expires
 * or one of them is used (using one removes the person's others).
 */

import { DeleteCommand, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { sha256Base64url } from '../lib/hash';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { userKey } from './user-store';

export const RESET_LIFETIME_SECONDS = 60 * 60;

export const resetDigest = (token: string) => sha256Base64url(token);
const resetKey = (digest: string) => ({ pk: `RESET#${digest}`, sk: 'RESET' });
/** Each person's links, listed under their company so that using one clears the others. */
const resetIndexKey = (companyId: string, userId: string, digest: string) => ({
  pk: `C#${companyId}`,
  sk: `RESETLINK#${userId}#${digest}`,
});

export interface ResetLink {
  companyId: string;
  userId: string;
  expiresAt: number;
}

export async function putResetLink(digest: string, link: ResetLink): Promise<void> {
  await dynamo.send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: env.TABLE_NAME,
            Item: { ...resetKey(digest), entity: 'resetLink', ...link, [TTL_ATTRIBUTE]: link.expiresAt },
          },
        },
        {
          Put: {
            TableName: env.TABLE_NAME,
            Item: {
              ...resetIndexKey(link.companyId, link.userId, digest),
              entity: 'resetLinkIndex',
              [TTL_ATTRIBUTE]: link.expiresAt,
            },
          },
        },
      ],
    }),
  );
}

export async function findResetLink(digest: string, now: number): Promise<ResetLink | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: resetKey(digest), ConsistentRead: true }),
  );
  if (!out.Item || out.Item.expiresAt <= now) return null;
  return { companyId: out.Item.companyId, userId: out.Item.userId, expiresAt: out.Item.expiresAt };
}

/** Sets the new password and uses up the link, together; false if the link was used meanwhile. */
export async function useResetLink(digest: string, link: ResetLink, passwordHash: string): Promise<boolean> {
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: env.TABLE_NAME,
              Key: resetKey(digest),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Update: {
              TableName: env.TABLE_NAME,
              Key: userKey(link.companyId, link.userId),
              ConditionExpression: 'attribute_exists(pk)',
              UpdateExpression: 'SET passwordHash = :hash',
              ExpressionAttributeValues: { ':hash': passwordHash },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException') return false;
    throw error;
  }
  await dropOtherLinks(link.companyId, link.userId);
  return true;
}

async function dropOtherLinks(companyId: string, userId: string) {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': `C#${companyId}`, ':prefix': `RESETLINK#${userId}#` },
    }),
  );
  for (const item of out.Items ?? []) {
    const digest = String(item.sk).split('#').pop()!;
    await dynamo.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: resetKey(digest) }));
    await dynamo.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: { pk: item.pk, sk: item.sk } }));
  }
}
