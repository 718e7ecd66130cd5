/**
 * My claims with 100,000 claims in one company: the local stack in this process, the claims
 * written straight into DynamoDB Local (BatchWriteItem, as a bulk import would), then 50 concurrent
 * clients reading the first page, a page deep in the list (by cursor), a selective carrier filter, a
 * state filter, the claim center's totals, and a search for one tracking number or order reference. Prints seeding speed and p50/p99 per read.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../infra/local/stack';
import { sessionToken } from '../test/support/callers';
import { load } from './load';

const CLAIMS = Number(process.env.BENCH_CLAIMS ?? 100_000);
const CONCURRENCY = 50;
const REQUESTS = 1000;
const COMPANY = 'bench-claims';
const CARRIERS = [
  'ups',
  'colissimo',
  'dpd',
  'gls',
  'chronopost',
  'fedex',
  'dhl_express',
  'tnt',
  'mondial_relay',
  'colis_prive',
];
const STATES = ['requested', 'processing', 'confirmed', 'credited', 'declined', 'refundable'] as const;

export async function run() {
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: false, logLevel: 'error' });
  try {
    const { dynamo } = await import('../functions/lib/aws/dynamo');
    const { env } = await import('../functions/lib/env');
    const { claimItem, newStoredClaim } = await import('../functions/claims/stored-claim');
    const { createdEntryItem } = await import('../functions/claims/open-claim');

    const seedStarted = performance.now();
    const base = Date.now() - CLAIMS * 60_000;
    const batches = Math.ceil(CLAIMS / 12);
    let nextBatch = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (nextBatch < batches) {
          const batch = nextBatch++;
          let requests = Array.from({ length: Math.min(12, CLAIMS - batch * 12) }, (_, index) => {
            const n = batch * 12 + index;
            const at = new Date(base + n * 60_000).toISOString();
            const claim = newStoredClaim({
              claimId: `${(base + n * 60_000).toString(16).padStart(12, '0')}${String(n).padStart(16, '0')}`,
              companyId: COMPANY,
              tracking_number: `1ZBENCH${String(n).padStart(11, '0')}`,
              carrier: CARRIERS[n % CARRIERS.length]!,
              reason_refund: 'lost',
              reference: `ORDER-${n}`,
              state: STATES[n % STATES.length]!,
              claim_source: 'bulk',
              currency: 'EUR',
              requestedCents: 4990,
              lines: [],
              documents: [],
              actions: [],
              ownerId: 'bench',
              owner: 'bench@example.test',
              credentialId: 'bench',
              createdAt: at,
            });
            // The claim and its first history entry (which puts it on the index by tracking number), as openClaims writes them.
            return [
              { PutRequest: { Item: claimItem(claim) } },
              { PutRequest: { Item: createdEntryItem(claim, 'import') } },
            ];
          }).flat();
          // BatchWriteItem may leave items unprocessed: send them again until all are written.
          while (requests.length) {
            const out = await dynamo.send(
              new BatchWriteCommand({ RequestItems: { [env.TABLE_NAME]: requests } }),
            );
            requests = (out.UnprocessedItems?.[env.TABLE_NAME] ?? []) as typeof requests;
          }
        }
      }),
    );
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    process.stdout.write(
      `  seeded ${CLAIMS} claims in one company in ${seedSeconds.toFixed(1)} s (${(CLAIMS / seedSeconds).toFixed(0)} claims/s, each with its first history entry, BatchWriteItem x8)\n`,
    );

    const token = await sessionToken({ role: 'member', companyId: COMPANY, userId: 'bench' });
    const headers = { authorization: `Bearer ${token}` };
    // A cursor deep in the list: follow 40 pages of 100.
    let cursor = '';
    for (let page = 0; page < 40; page++) {
      const answer = (await (
        await fetch(`${stack.url}/api/private/claims?limit=100${cursor ? `&cursor=${cursor}` : ''}`, {
          headers,
        })
      ).json()) as { cursor: string };
      cursor = answer.cursor;
    }
    for (const [name, path] of [
      ['first page (25)', '/api/private/claims'],
      ['page 41 by cursor (25)', `/api/private/claims?cursor=${cursor}`],
      ['carrier filter (1 in 10)', '/api/private/claims?carrier=dpd'],
      ['state filter (1 in 6)', '/api/private/claims?state=confirmed'],
      ['claims-summary (counters)', '/api/private/claims-summary'],
      // One parcel among all, the oldest: an exact lookup, not a filtered read of the list.
      ['search one tracking number (exact)', '/api/private/claims?q=1ZBENCH00000000007'],
      ['search one order reference (exact)', '/api/private/claims?q=ORDER-7'],
    ] as const) {
      const url = `${stack.url}${path}`;
      const page = (await (await fetch(url, { headers })).json()) as { claims?: unknown[] };
      // One client alone: the time of one request, without queueing behind 49 others.
      const alone = await load(url, headers, { concurrency: 1, requests: 50 });
      process.stdout.write(`  ${name}: one client alone p50 ${alone.p50.toFixed(1)} ms\n`);
      const options = { concurrency: CONCURRENCY, requests: REQUESTS };
      await load(url, headers, options); // warm-up
      const result = await load(url, headers, options);
      process.stdout.write(
        `  ${name}: ${REQUESTS} requests at ${CONCURRENCY} concurrent: p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${page.claims?.length ?? 0} claims a page, ${result.errors} errors (budget p99 50 ms)\n`,
      );
    }
  } finally {
    await stack.stop();
  }
}
