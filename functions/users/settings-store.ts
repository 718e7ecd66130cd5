/**
 * Per-person records under the company's key: tours finished, update notices seen, satisfaction
 * answers. Each is one small item, written idempotently (a repeated call changes nothing).
 */

import { createHash } from 'node:crypto';
import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../lib/aws/dynamo';
import { env } from '../lib/env';

const companyPk = (companyId: string) => `C#${companyId}`;
const noticeDigest = (path: string, notificationId: string) =>
  createHash('sha256').update(`${path}\n${notificationId}`).digest('base64url').slice(0, 22);

export async function finishedTours(companyId: string, userId: string): Promise<Set<string>> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': companyPk(companyId), ':prefix': `TOURDONE#${userId}#` },
    }),
  );
  return new Set((out.Items ?? []).map((item) => String(item.label)));
}

export async function markTourFinished(
  companyId: string,
  userId: string,
  label: string,
  route: string,
  now: Date,
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        pk: companyPk(companyId),
        sk: `TOURDONE#${userId}#${label}`,
        entity: 'tourDone',
        label,
        route,
        finishedAt: now.toISOString(),
      },
    }),
  );
}

export async function wasNotified(
  companyId: string,
  userId: string,
  path: string,
  notificationId: string,
): Promise<boolean> {
  const out = await dynamo.send(
    new QueryCommand({
      TableName: env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk AND sk = :sk',
      ExpressionAttributeValues: {
        ':pk': companyPk(companyId),
        ':sk': `NOTIFIED#${userId}#${noticeDigest(path, notificationId)}`,
      },
    }),
  );
  return (out.Items?.length ?? 0) > 0;
}

export async function markNotified(
  companyId: string,
  userId: string,
  path: string,
  notificationId: string,
  now: Date,
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        pk: companyPk(companyId),
        sk: `NOTIFIED#${userId}#${noticeDigest(path, notificationId)}`,
        entity: 'notified',
        path,
        notificationID: notificationId,
        notifiedAt: now.toISOString(),
      },
    }),
  );
}

export async function recordSatisfaction(
  companyId: string,
  userId: string,
  score: number,
  comment: string | undefined,
  now: Date,
): Promise<void> {
  await dynamo.send(
    new PutCommand({
      TableName: env.TABLE_NAME,
      Item: {
        pk: companyPk(companyId),
        sk: `SATISFACTION#${now.toISOString()}#${userId}`,
        entity: 'satisfaction',
        userId,
        score,
        comment,
        answeredAt: now.toISOString(),
      },
    }),
  );
}
