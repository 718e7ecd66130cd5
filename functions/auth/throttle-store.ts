/**
 * Sign-in attempt counters in the table. Accounts are keyed by a digest of the e-mail address, so
 * addresses that belong to nobody leave no readable trace; sources by IP address, expiring with
 * their window. Counters move by atomic updates, so concurrent failures all count.
 */

import { isConditionFailed } from '../lib/aws/dynamo';
import { sha256Base64url } from '../lib/hash';
import { keys } from '../lib/table/keys';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { type AccountAttempts, type SourceAttempts, shouldBlock, THROTTLE } from './throttle';
import { normaliseEmail } from './user-store';

const ACCOUNT_MEMORY_SECONDS = 30 * 24 * 3600;

export const emailDigest = (email: string) => sha256Base64url(normaliseEmail(email));
const accountKey = (email: string) => keys.throttleAccount(emailDigest(email));
const sourceKey = keys.throttleSource;

export async function readAttempts(
  email: string,
  ip: string,
): Promise<{ account: AccountAttempts | null; source: SourceAttempts | null }> {
  const [account, source] = await Promise.all([
    table.get(accountKey(email), { consistent: true }),
    table.get(sourceKey(ip), { consistent: true }),
  ]);
  return {
    account: account
      ? {
          failures: (account.failures as number) ?? 0,
          lastFailureAt: (account.lastFailureAt as number) ?? 0,
          blocked: account.blocked === true,
        }
      : null,
    source: source
      ? { windowStart: source.windowStart as number, failures: (source.failures as number) ?? 0 }
      : null,
  };
}

/** Counts one failure for the account and the source; returns whether the account is now blocked. */
export async function recordFailure(email: string, ip: string, now: number): Promise<boolean> {
  const updated = await table.update(accountKey(email), {
    UpdateExpression: 'ADD failures :one SET lastFailureAt = :now, entity = :entity, #ttl = :ttl',
    ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
    ExpressionAttributeValues: {
      ':one': 1,
      ':now': now,
      ':entity': 'loginThrottle',
      ':ttl': now + ACCOUNT_MEMORY_SECONDS,
    },
    ReturnValues: 'ALL_NEW',
  });
  const failures = Number(updated.Attributes?.failures ?? 0);
  let blocked = updated.Attributes?.blocked === true;
  if (!blocked && shouldBlock(failures)) {
    await table.update(accountKey(email), {
      UpdateExpression: 'SET blocked = :true, blockedAt = :now REMOVE #ttl',
      ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':true': true, ':now': now },
    });
    blocked = true;
  }
  await countSourceFailure(ip, now);
  return blocked;
}

async function countSourceFailure(ip: string, now: number) {
  try {
    await table.update(sourceKey(ip), {
      ConditionExpression: 'windowStart > :cutoff',
      UpdateExpression: 'ADD failures :one',
      ExpressionAttributeValues: { ':one': 1, ':cutoff': now - THROTTLE.sourceWindowSeconds },
    });
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    // No window yet, or the last one is over: start a new one.
    await table.put({
      ...sourceKey(ip),
      entity: 'loginThrottle',
      windowStart: now,
      failures: 1,
      [TTL_ATTRIBUTE]: now + THROTTLE.sourceWindowSeconds,
    });
  }
}

/** A successful sign-in, a completed password reset or a platform admin clears the account's count. */
export async function clearAccountAttempts(email: string): Promise<void> {
  await table.delete(accountKey(email));
}
