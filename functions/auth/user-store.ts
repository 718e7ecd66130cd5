/**
 * People in the table. A user lives under their company (`C#<companyId>` / `USER#<userId>`), is
 * found by e-mail through the lookup index, and owns a guard item `EMAIL#<email>` written in the
 * same transaction so that an e-mail address belongs to one account only.
 */
import { GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '@shared/access';
import type { InvitationStatus } from '@shared/validation/team';
import { dynamo } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { INDEX } from '../lib/table/schema';

export interface User {
  userId: string;
  companyId: string;
  email_address: string;
  first_name: string;
  last_name: string;
  job_title?: string;
  phone_number?: string;
  role: Role;
  active: boolean;
  verified: boolean;
  /** The company's data has been processed: the spec's `access` token flag. */
  access: boolean;
  dashboard: boolean;
  firstTime: boolean;
  passwordHash?: string;
  locale?: 'en' | 'fr';
  invitation?: Invitation;
  createdAt: string;
}

/** A team invitation, kept on the invited person's user item. */
export interface Invitation {
  invitationId: string;
  status: InvitationStatus;
  invitedBy: string;
  invitedAt: string;
  /** Digest of the token in the latest e-mail; only that link works. */
  tokenHash?: string;
  expiresAt?: number;
  updatedAt?: string;
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export const userKey = (companyId: string, userId: string) => ({
  pk: `C#${companyId}`,
  sk: `USER#${userId}`,
});
export const emailGuardKey = (email: string) => ({ pk: `EMAIL#${normaliseEmail(email)}`, sk: 'EMAIL' });

export class EmailTaken extends Error {}

/** The writes that create a user: the e-mail guard and the user item, both only if absent. */
export function userCreationItems(user: User) {
  const email = normaliseEmail(user.email_address);
  return [
    {
      Put: {
        TableName: env.TABLE_NAME,
        Item: {
          ...emailGuardKey(email),
          entity: 'emailGuard',
          companyId: user.companyId,
          userId: user.userId,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Put: {
        TableName: env.TABLE_NAME,
        Item: {
          ...userKey(user.companyId, user.userId),
          [INDEX.lookup.partitionKey]: `EMAIL#${email}`,
          [INDEX.lookup.sortKey]: 'USER',
          entity: 'user',
          ...user,
          email_address: email,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
}

export async function createUser(user: User): Promise<void> {
  try {
    await dynamo.send(new TransactWriteCommand({ TransactItems: userCreationItems(user) }));
  } catch (error) {
    if ((error as { name?: string }).name === 'TransactionCanceledException')
      throw new EmailTaken(user.email_address);
    throw error;
  }
}

export async function emailRegistered(email: string): Promise<boolean> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: emailGuardKey(email), ConsistentRead: true }),
  );
  return Boolean(out.Item);
}

export async function getUser(companyId: string, userId: string): Promise<User | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: userKey(companyId, userId) }),
  );
  return out.Item ? toUser(out.Item) : null;
}

/** A user item as stored, without its keys. */
export function toUser(item: Record<string, unknown>): User {
  const { pk: _pk, sk: _sk, gsi1pk: _g1, gsi1sk: _g2, entity: _entity, ...user } = item;
  return user as unknown as User;
}

export async function findUserByEmail(email: string): Promise<User | null> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      IndexName: INDEX.lookup.name,
      KeyConditionExpression: '#pk = :pk AND #sk = :sk',
      ExpressionAttributeNames: { '#pk': INDEX.lookup.partitionKey, '#sk': INDEX.lookup.sortKey },
      ExpressionAttributeValues: { ':pk': `EMAIL#${normaliseEmail(email)}`, ':sk': 'USER' },
      Limit: 1,
    }),
  );
  const item = out.Items?.[0];
  return item ? toUser(item) : null;
}
