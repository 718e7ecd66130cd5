/**
 * One-off, after deploying issue 24: puts every company's claims stored before it on the indexes
 * the new reads use (functions/claims/backfill-indexes.ts). Idempotent: run it again and it only
 * reads. Against AWS: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx infra/backfill-claim-indexes.ts`
 * with credentials that may read and update the table.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { backfillClaimIndexes } from '../functions/claims/backfill-indexes';
import { dynamo } from '../functions/lib/aws/dynamo';
import { env } from '../functions/lib/env';

let start: Record<string, unknown> | undefined;
do {
  const page = await dynamo.send(
    new ScanCommand({
      TableName: env.TABLE_NAME,
      FilterExpression: 'entity = :company',
      ExpressionAttributeValues: { ':company': 'company' },
      ProjectionExpression: 'companyId',
      ExclusiveStartKey: start,
    }),
  );
  for (const item of page.Items ?? []) {
    const companyId = String(item.companyId);
    const { claims, updated } = await backfillClaimIndexes(companyId);
    process.stdout.write(`${companyId}: ${claims} claims read, ${updated} updated\n`);
  }
  start = page.LastEvaluatedKey;
} while (start);
