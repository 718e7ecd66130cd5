/**
 * Cool-downs: 'at most once every N seconds' for a named thing (a reset e-mail per address, a
 * support alert per sign-up). One conditional write claims the slot; the item expires with it.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, isConditionFailed } from './aws/dynamo';
import { env } from './env';
import { TTL_ATTRIBUTE } from './table/schema';

/** True when the slot was free and is now taken until `now + seconds`. */
export async function claimCooldown(name: string, now: number, seconds: number): Promise<boolean> {
  try {
    await dynamo.send(
      new PutCommand({
        TableName: env.TABLE_NAME,
        Item: {
          pk: `COOLDOWN#${name}`,
          sk: 'COOLDOWN',
          entity: 'cooldown',
          claimedAt: now,
          [TTL_ATTRIBUTE]: now + seconds,
        },
        ConditionExpression: 'attribute_not_exists(pk) OR claimedAt < :cutoff',
        ExpressionAttributeValues: { ':cutoff': now - seconds },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}
