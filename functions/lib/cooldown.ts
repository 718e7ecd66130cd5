/**
 * Cool-downs: 'at most once every N seconds' for a named thing (a reset e-mail per address, a
 * support alert per sign-up). One conditional write claims the slot; the item expires with it.
 */
import { isConditionFailed } from './aws/dynamo';
import { keys } from './table/keys';
import { TTL_ATTRIBUTE } from './table/schema';
import { table } from './table/table';

/** True when the slot was free and is now taken until `now + seconds`. */
export async function claimCooldown(name: string, now: number, seconds: number): Promise<boolean> {
  try {
    await table.put(
      { ...keys.cooldown(name), entity: 'cooldown', claimedAt: now, [TTL_ATTRIBUTE]: now + seconds },
      {
        ConditionExpression: 'attribute_not_exists(pk) OR claimedAt < :cutoff',
        ExpressionAttributeValues: { ':cutoff': now - seconds },
      },
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
