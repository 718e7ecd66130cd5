/**
 * Sign-ups in progress and the account they become. A pending registration is keyed by a digest
 * of the e-mail address and expires (TTL) with its code; the code is stored hashed (scrypt). The
 * account is created in one transaction: company, its name guard, the admin, the e-mail guard,
 * and the removal of the pending registration, so a code is used once and an e-mail or a company
 * name is taken once, whatever runs at the same time.
 */
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { type Company, companyItem } from '../companies/company-store';
import { dynamo } from '../lib/aws/dynamo';
import { env } from '../lib/env';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import type { PendingRegistration } from './registration';
import { companyNameKey } from './registration';
import { emailDigest } from './throttle-store';
import { type User, userCreationItems } from './user-store';

const pendingKey = (email: string) => ({ pk: `REGISTRATION#${emailDigest(email)}`, sk: 'PENDING' });
const companyNameGuardKey = (name: string) => ({
  pk: `COMPANYNAME#${companyNameKey(name)}`,
  sk: 'COMPANYNAME',
});

export async function getPending(email: string): Promise<PendingRegistration | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: pendingKey(email), ConsistentRead: true }),
  );
  if (!out.Item) return null;
  return {
    codeHash: out.Item.codeHash,
    sentAt: out.Item.sentAt,
    expiresAt: out.Item.expiresAt,
    attempts: out.Item.attempts ?? 0,
  };
}

export async function putPending(email: string, pending: PendingRegistration): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: { ...pendingKey(email), entity: 'registration', ...pending, [TTL_ATTRIBUTE]: pending.expiresAt },
    }),
  );
}

/** Counts a wrong code; returns the attempts now used. */
export async function countWrongCode(email: string): Promise<number> {
  const out = await dynamo.send(
    new UpdateCommand({
      TableName: env.TABLE_NAME,
      Key: pendingKey(email),
      UpdateExpression: 'ADD attempts :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(out.Attributes?.attempts ?? 0);
}

export async function dropPending(email: string): Promise<void> {
  await dynamo.send(new DeleteCommand({ TableName: env.TABLE_NAME, Key: pendingKey(email) }));
}

export async function companyNameTaken(name: string): Promise<boolean> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: companyNameGuardKey(name), ConsistentRead: true }),
  );
  return Boolean(out.Item);
}

/** Records that a company of this name exists (for companies made outside sign-up: the seed, admins). */
export async function claimCompanyName(name: string, companyId: string): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: { ...companyNameGuardKey(name), entity: 'companyNameGuard', companyId },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

/** The company a name belongs to, compared as sign-up compares names. */
export async function findCompanyIdByName(name: string): Promise<string | null> {
  const out = await dynamo.send(
    new GetCommand({ TableName: env.TABLE_NAME, Key: companyNameGuardKey(name), ConsistentRead: true }),
  );
  return out.Item ? String(out.Item.companyId) : null;
}

export class AccountConflict extends Error {
  constructor(readonly reason: 'email' | 'company' | 'code') {
    super(`account not created: ${reason}`);
  }
}

/**
 * Creates a company with its first person. By default it also uses up the pending e-mail code (so
 * a code creates one account); a Google sign-up has no code.
 */
export async function createAccount(
  company: Company,
  admin: User,
  options: { consumesPendingCode?: boolean } = {},
): Promise<void> {
  const consumesPendingCode = options.consumesPendingCode ?? true;
  const [emailGuard, userItem] = userCreationItems(admin);
  const pending = {
    Delete: {
      TableName: env.TABLE_NAME,
      Key: pendingKey(admin.email_address),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
  try {
    await dynamo.send(
      new TransactWriteCommand({
        TransactItems: [
          ...(consumesPendingCode ? [pending] : []),
          {
            Put: {
              TableName: env.TABLE_NAME,
              Item: {
                ...companyNameGuardKey(company.name),
                entity: 'companyNameGuard',
                companyId: company.companyId,
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: env.TABLE_NAME,
              Item: companyItem(company),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          emailGuard!,
          userItem!,
        ],
      }),
    );
  } catch (error) {
    if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
    // The reasons come in the order of the items above.
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const failed = reasons.map((reason) => reason.Code === 'ConditionalCheckFailed');
    if (!consumesPendingCode) failed.unshift(false);
    if (failed[0]) throw new AccountConflict('code');
    if (failed[1]) throw new AccountConflict('company');
    throw new AccountConflict('email');
  }
}
