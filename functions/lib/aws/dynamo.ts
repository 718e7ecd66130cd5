/**
 * The DynamoDB document client, created once per process. One module per AWS service, so that a
 * Lambda bundle carries only the SDK clients its handlers use. Endpoints, region and credentials
 * come from the SDK's own environment variables (AWS_ENDPOINT_URL_DYNAMODB locally).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});

/**
 * The parts of an UpdateCommand that set `fields` (names and values as placeholders, so any
 * attribute name is safe): spread them into the command, beside its key and condition.
 */
export function setFields(fields: Record<string, unknown>) {
  const entries = Object.entries(fields);
  return {
    UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :f${index}`).join(', ')}`,
    ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
    ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:f${index}`, value])),
  };
}

/** Whether a write was refused by its ConditionExpression (the item was not as the write required). */
export const isConditionFailed = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';

/** Whether a conditional write was made: false when its condition refused it, other errors thrown. */
export async function conditionally(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailed(error)) return false;
    throw error;
  }
}

export interface CancellationReason {
  Code?: string;
  /** The item as it was, when the write asked for it (ReturnValuesOnConditionCheckFailure), unmarshalled by nobody. */
  Item?: Record<string, { S?: string }>;
}

/** Each item's reason of a cancelled transaction, in order; null when the error is something else. */
export function cancellationReasons(error: unknown): CancellationReason[] | null {
  const failure = error as { name?: string; CancellationReasons?: CancellationReason[] } | null;
  return failure?.name === 'TransactionCanceledException' && failure.CancellationReasons
    ? failure.CancellationReasons
    : null;
}

/**
 * For a refused TransactWriteItems: which of its items failed their condition (by position), or
 * null when the transaction failed for another reason (a conflict with another transaction...).
 */
export function transactionConditionFailures(error: unknown): boolean[] | null {
  const failed = cancellationReasons(error)?.map((reason) => reason.Code === 'ConditionalCheckFailed');
  return failed?.some(Boolean) ? failed : null;
}
