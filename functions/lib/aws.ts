/**
 * AWS SDK clients, created once per process (module scope) so that warm Lambda invocations reuse
 * their connections. Endpoints, region and credentials come from the SDK's own environment
 * variables; only S3's path-style switch is ours to set.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { KMSClient } from '@aws-sdk/client-kms';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { SFNClient } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

export const dynamo = DynamoDBDocumentClient.from(new DynamoDBClient({}), {
  marshallOptions: { removeUndefinedValues: true },
});
export const s3 = new S3Client({ forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' });
export const ses = new SESv2Client({});
export const kms = new KMSClient({});
export const sfn = new SFNClient({});
