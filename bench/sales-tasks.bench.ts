/**
 * The sales-invoice task list with 50,000 claims waiting for their sales invoice (issue 24, item
 * 12): the local stack in this process, the claims written straight into DynamoDB Local, then the
 * task list's download (every row, as CSV) and the Data Needed screen's first page, each timed
 * alone. Prints seconds and sizes; never fails on time.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../infra/local/stack';
import { sessionToken } from '../test/support/callers';

const CLAIMS = Number(process.env.BENCH_TASKS ?? 50_000);
const COMPANY = 'bench-tasks';

export async function run() {
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: false, logLevel: 'error' });
  try {
    const { dynamo } = await import('../functions/lib/aws/dynamo');
    const { env } = await import('../functions/lib/env');
    const { claimItem, newStoredClaim } = await import('../functions/claims/stored-claim');

    const seedStarted = performance.now();
    const base = Date.now() - CLAIMS * 60_000;
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < CLAIMS) {
          const from = next;
          next += 25;
          let requests = Array.from({ length: Math.min(25, CLAIMS - from) }, (_, index) => {
            const n = from + index;
            return {
              PutRequest: {
                Item: claimItem(
                  newStoredClaim({
                    claimId: `task-${String(n).padStart(8, '0')}`,
                    companyId: COMPANY,
                    tracking_number: `1ZTASK${String(n).padStart(12, '0')}`,
                    carrier: 'ups',
                    reason_refund: 'lost',
                    reference: `ORDER-${n}`,
                    claim_source: 'bulk',
                    currency: 'EUR',
                    requestedCents: 4990,
                    lines: [],
                    documents: [],
                    actions: ['original_invoice_missing'],
                    ownerId: 'bench',
                    owner: 'bench@example.test',
                    credentialId: 'bench',
                    createdAt: new Date(base + n * 60_000).toISOString(),
                  }),
                ),
              },
            };
          });
          while (requests.length) {
            const out = await dynamo.send(
              new BatchWriteCommand({ RequestItems: { [env.TABLE_NAME]: requests } }),
            );
            requests = (out.UnprocessedItems?.[env.TABLE_NAME] ?? []) as typeof requests;
          }
        }
      }),
    );
    process.stdout.write(
      `  seeded ${CLAIMS} claims waiting for their sales invoice in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s\n`,
    );

    const token = await sessionToken({ role: 'member', companyId: COMPANY, userId: 'bench' });
    const headers = { authorization: `Bearer ${token}` };
    for (const [name, path] of [
      ['task list download (every row, CSV)', '/api/private/sales-invoices/tasks'],
      ['Data Needed, first page', '/api/private/action-required?kind=original_invoice_missing'],
    ] as const) {
      const times: number[] = [];
      let bytes = 0;
      let status = 0;
      for (let attempt = 0; attempt < 3; attempt++) {
        const started = performance.now();
        const answer = await fetch(`${stack.url}${path}`, { headers });
        bytes = (await answer.arrayBuffer()).byteLength;
        status = answer.status;
        times.push((performance.now() - started) / 1000);
      }
      times.sort((a, b) => a - b);
      process.stdout.write(
        `  ${name}: median ${times[1]!.toFixed(2)} s of 3 (${times.map((time) => time.toFixed(2)).join(', ')}), ${(bytes / 1024 / 1024).toFixed(2)} MB, status ${status}\n`,
      );
    }
  } finally {
    await stack.stop();
  }
}
