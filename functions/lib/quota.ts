/**
 * Quotas: at most `max` uses in a window of time for one subject (an e-mail address, a source
 * address), counted in fixed windows. Unlike a cool-down or a per-code counter, asking again or
 * starting over does not reset them: the count belongs to the subject and the clock. Each use is
 * one conditional increment, so concurrent requests cannot go past the limit together. Subjects
 * are stored as digests (no addresses in the table), and counts expire with their window.
 */
import { isConditionFailed } from './aws/dynamo';
import { sha256Base64url } from './hash';
import { keys } from './table/keys';
import { TTL_ATTRIBUTE } from './table/schema';
import { table } from './table/table';

export interface Quota {
  /** A stable name: part of the key, so two quotas never share a count. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** The window `now` (epoch seconds) falls in, and the seconds until it ends. */
export function windowAt(quota: Quota, now: number): { window: number; endsIn: number } {
  const window = Math.floor(now / quota.windowSeconds);
  return { window, endsIn: (window + 1) * quota.windowSeconds - now };
}

/** Takes one use of `quota` for `subject`: 0 when taken, else the seconds until one is free. */
export async function takeQuota(quota: Quota, subject: string, now: number): Promise<number> {
  const { window, endsIn } = windowAt(quota, now);
  try {
    await table.update(keys.quota(quota.name, sha256Base64url(subject.trim().toLowerCase()), window), {
      ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
      UpdateExpression: 'ADD #count :one SET entity = :entity, #ttl = :ttl',
      ExpressionAttributeNames: { '#count': 'count', '#ttl': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':one': 1, ':max': quota.max, ':entity': 'quota', ':ttl': now + endsIn },
    });
    return 0;
  } catch (error) {
    if (isConditionFailed(error)) return endsIn;
    throw error;
  }
}

/**
 * Takes one use of each quota, in order, stopping at the first that is used up: 0 when all were
 * taken, else the seconds until the one used up frees. (Uses taken before it stay taken: a refused
 * request still counts where it was counted.)
 */
export async function takeQuotas(uses: [Quota, string][], now: number): Promise<number> {
  for (const [quota, subject] of uses) {
    const wait = await takeQuota(quota, subject, now);
    if (wait > 0) return wait;
  }
  return 0;
}
