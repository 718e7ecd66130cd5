/**
 * One-off, after deploying issue 19: fills the dashboards' counters for the claims and audited
 * invoices stored before them (functions/dashboards/backfill.ts). Idempotent: run it again and it
 * finds nothing left to write. Against AWS:
 * `TABLE_NAME=<table> UPLOADS_BUCKET=<bucket> AWS_REGION=<region> npx tsx infra/backfill-dashboards.ts`
 * with credentials that may read and update the table and read and write the uploads bucket.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { backfillDashboards } from '../functions/dashboards/backfill';
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
    const { counters, audits } = await backfillDashboards(companyId);
    process.stdout.write(`${companyId}: ${counters} claim counters set right, ${audits} invoices added\n`);
  }
  start = page.LastEvaluatedKey;
} while (start);
