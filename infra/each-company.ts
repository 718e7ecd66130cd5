/**
 * For the one-off upgrade scripts: every company of the table, one at a time (a Scan filtered on
 * the company items, reading only their ids), each handed to `work`, which prints what it did.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../functions/lib/aws/dynamo';
import { env } from '../functions/lib/env';

export async function forEachCompany(work: (companyId: string) => Promise<string>): Promise<void> {
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
      process.stdout.write(`${companyId}: ${await work(companyId)}\n`);
    }
    start = page.LastEvaluatedKey;
  } while (start);
}
