/**
 * Per-person records under the company's key: tours finished, update notices seen, satisfaction
 * answers. Each is one small item, written idempotently (a repeated call changes nothing).
 */

import { createHash } from 'node:crypto';
import { collections, keys } from '../lib/table/keys';
import { table } from '../lib/table/table';

const noticeDigest = (path: string, notificationId: string) =>
  createHash('sha256').update(`${path}\n${notificationId}`).digest('base64url').slice(0, 22);

export async function finishedTours(companyId: string, userId: string): Promise<Set<string>> {
  const { items } = await table.query(collections.toursDone(companyId, userId));
  return new Set(items.map((item) => String(item.label)));
}

export async function markTourFinished(
  companyId: string,
  userId: string,
  label: string,
  route: string,
  now: Date,
  ended?: 'completed' | 'skipped',
): Promise<void> {
  await table.put({
    ...keys.tourDone(companyId, userId, label),
    entity: 'tourDone',
    label,
    route,
    ...(ended ? { ended } : {}),
    finishedAt: now.toISOString(),
  });
}

export async function wasNotified(
  companyId: string,
  userId: string,
  path: string,
  notificationId: string,
): Promise<boolean> {
  return Boolean(await table.get(keys.notified(companyId, userId, noticeDigest(path, notificationId))));
}

/** The notice ids among `notificationIds` the person was already notified of (one batched read). */
export async function notifiedAmong(
  companyId: string,
  userId: string,
  path: string,
  notificationIds: string[],
): Promise<string[]> {
  const found = await table.batchGet(
    notificationIds.map((id) => keys.notified(companyId, userId, noticeDigest(path, id))),
    { attributes: ['notificationID'] },
  );
  const seen = new Set(found.map((item) => String(item.notificationID)));
  return notificationIds.filter((id) => seen.has(id));
}

export async function markNotified(
  companyId: string,
  userId: string,
  path: string,
  notificationId: string,
  now: Date,
): Promise<void> {
  await table.put({
    ...keys.notified(companyId, userId, noticeDigest(path, notificationId)),
    entity: 'notified',
    path,
    notificationID: notificationId,
    notifiedAt: now.toISOString(),
  });
}

export async function recordSatisfaction(
  companyId: string,
  userId: string,
  score: number,
  comment: string | undefined,
  now: Date,
): Promise<void> {
  await table.put({
    ...keys.satisfaction(companyId, now.toISOString(), userId),
    entity: 'satisfaction',
    userId,
    score,
    comment,
    answeredAt: now.toISOString(),
  });
}
