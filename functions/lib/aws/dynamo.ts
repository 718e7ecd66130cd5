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

/** Whether a write was refused by its ConditionExpression (the item was not as the write required). */
export const isConditionFailed = (error: unknown): boolean =>
  (error as { name?: string } | null)?.name === 'ConditionalCheckFailedException';
