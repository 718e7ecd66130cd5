/**
 * The claims desk at 100,000 open claims over 50 companies (issue 38; QUALITY.md: p99 <= 100 ms
 * server time, reads independent of volume): the local stack in this process, the claims written
 * straight into DynamoDB Local as their writes leave them (items with their desk index attributes,
 * and each company's desk counters), spread over the lanes and nine carriers. Then the desk's
 * requests a platform admin and a provider staff member make (a lane, a carrier's, a company's, a
 * filtered one, the next page), each timed alone, and the DynamoDB reads each makes, beside the same
 * 50 companies holding 500 claims. Prints figures; never fails on time.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../infra/local/stack';
import { CLAIM_FORM_CARRIERS } from '../shared/carriers/claim-forms';
import { sessionToken } from '../test/support/callers';
import { percentile } from './load';
import { countReads, describeReads, type Reads } from './reads';

const CLAIMS = Number(process.env.BENCH_DESK_CLAIMS ?? 100_000);
const SMALL = 500;
const COMPANIES = 50;
const REQUESTS = 200;
/** The nine carriers whose claim procedure the desk knows. */
const CARRIERS = CLAIM_FORM_CARRIERS;
const ISSUES = ['lost', 'damaged', 'late_delivery'] as const;
const PLATFORM = 'parcel-audit-platform';

/** A small deterministic generator: the same data every run. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

export async function run() {
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: false, logLevel: 'error' });
  try {
    const { dynamo } = await import('../functions/lib/aws/dynamo');
    const { env } = await import('../functions/lib/env');
    const { claimItem, newStoredClaim, deskPlace } = await import('../functions/claims/stored-claim');
    const { deskDeltas, mergeDeltas } = await import('../functions/claims/counters');
    const { counterBatches } = await import('../functions/dashboards/counter-writes');
    const { table } = await import('../functions/lib/table/table');
    const { keys } = await import('../functions/lib/table/keys');
    const { putCompany, addToDirectory } = await import('../functions/companies/company-store');

    // Every DynamoDB read the stack makes, by command, and how many items each touched.
    const reads = countReads(dynamo);

    async function writeAll(items: Record<string, unknown>[]) {
      let next = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (next < items.length) {
            const from = next;
            next += 25;
            let requests = items.slice(from, from + 25).map((Item) => ({ PutRequest: { Item } }));
            while (requests.length) {
              const out = await dynamo.send(
                new BatchWriteCommand({ RequestItems: { [env.TABLE_NAME]: requests } }),
              );
              requests = (out.UnprocessedItems?.[env.TABLE_NAME] ?? []) as typeof requests;
            }
          }
        }),
      );
    }

    /** `count` open claims over the prefix's 50 companies, on every lane, as their writes leave them. */
    async function seed(prefix: string, count: number) {
      const next = random(count);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      const companies = Array.from(
        { length: COMPANIES },
        (_, n) => `${prefix}-${String(n).padStart(2, '0')}`,
      );
      for (const companyId of companies) {
        await putCompany({
          companyId,
          name: companyId,
          kind: 'merchant',
          active: true,
          createdAt: new Date().toISOString(),
        });
        await addToDirectory(companyId);
      }
      const deltas: Record<string, Parameters<typeof mergeDeltas>[0]> = {};
      const items: Record<string, unknown>[] = [];
      for (let n = 0; n < count; n++) {
        const companyId = companies[n % COMPANIES]!;
        const createdAt = new Date(Date.now() - Math.floor(next() * 200) * 86_400_000).toISOString();
        const lane = next();
        const filed = lane >= 0.45;
        const claim = newStoredClaim({
          claimId: `${prefix}-${String(n).padStart(7, '0')}`,
          companyId,
          tracking_number: `1ZDESK${String(n).padStart(12, '0')}`,
          carrier: pick(CARRIERS),
          reason_refund: pick(ISSUES),
          reference: `ORDER-${n}`,
          currency: 'EUR',
          requestedCents: 500 + Math.floor(next() * 50_000),
          lines: [],
          documents: [],
          // 15 % wait for the merchant, 30 % for us to file them, the rest with the carrier.
          actions: lane < 0.15 ? ['invoice_missing'] : [],
          ownerId: 'bench',
          owner: 'bench@example.test',
          credentialId: 'bench',
          createdAt,
          state: filed ? (lane < 0.9 ? 'processing' : 'confirmed') : 'refundable',
        });
        if (filed) Object.assign(claim, { claim_number: `CN-${n}`, deskSince: createdAt });
        if (lane >= 0.85 && lane < 0.9) claim.pendingAnswers = 1;
        deltas[companyId] = mergeDeltas(deltas[companyId] ?? {}, deskDeltas(null, deskPlace(claim)));
        items.push(claimItem(claim));
      }
      await writeAll(items);
      for (const companyId of companies)
        for (const batch of counterBatches(companyId, deltas[companyId] ?? {}, 'stats'))
          await table.transact(batch);
      return companies;
    }

    const started = performance.now();
    const large = await seed('bench-desk', CLAIMS);
    process.stdout.write(
      `  seeded ${CLAIMS.toLocaleString('en')} open claims over ${COMPANIES} companies in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    const small = await seed('bench-desk-small', SMALL);

    // A provider staff member with five companies of each set.
    for (const companyId of [...large.slice(0, 5), ...small.slice(0, 5)])
      await table.put({
        ...keys.staffAssignment('bench-staff', companyId),
        entity: 'staffAssignment',
        companyId,
      });

    const requests = (companies: string[]) =>
      [
        ['admin: to file', 'platform_admin', '/api/private/desk/claims?lane=to_file'],
        ['admin: to file, UPS', 'platform_admin', '/api/private/desk/claims?lane=to_file&carrier=ups'],
        [
          'admin: to file, one company',
          'platform_admin',
          `/api/private/desk/claims?lane=to_file&companyId=${companies[7]}`,
        ],
        [
          'admin: to file, closing within 30 days',
          'platform_admin',
          '/api/private/desk/claims?lane=to_file&daysLeft=30',
        ],
        [
          'admin: waiting for the carrier, over 300',
          'platform_admin',
          '/api/private/desk/claims?lane=waiting_carrier&amountMin=300',
        ],
        ['admin: answered', 'platform_admin', '/api/private/desk/claims?lane=answered'],
        ['staff (5 companies): to file', 'provider_staff', '/api/private/desk/claims?lane=to_file'],
      ] as const;

    const measure = async (companies: string[]) => {
      const tokens = {
        platform_admin: await sessionToken({
          role: 'platform_admin',
          companyId: PLATFORM,
          userId: 'bench-ops',
        }),
        provider_staff: await sessionToken({
          role: 'provider_staff',
          companyId: PLATFORM,
          userId: 'bench-staff',
        }),
      };
      const out: Record<string, { p50: number; p99: number; reads: Reads; rows: number }> = {};
      for (const [name, role, path] of requests(companies)) {
        const headers = { authorization: `Bearer ${tokens[role]}` };
        const first = await fetch(`${stack.url}${path}`, { headers });
        if (!first.ok) throw new Error(`${path}: ${first.status} ${await first.text()}`);
        const { cursor } = (await first.json()) as { cursor: string | null };
        // The next page: the cursor read as a person clicking 'show more' would.
        const pages = [path, ...(cursor ? [`${path}&cursor=${cursor}`] : [])];
        for (const page of pages) {
          const label = page === path ? name : `${name}, next page`;
          reads.reset();
          const answer = await fetch(`${stack.url}${page}`, { headers });
          const { claims } = (await answer.json()) as { claims: unknown[] };
          const once = { calls: reads.calls, items: reads.items, byCommand: { ...reads.byCommand } };
          const timings: number[] = [];
          for (let attempt = 0; attempt < REQUESTS; attempt++) {
            const t = performance.now();
            await (await fetch(`${stack.url}${page}`, { headers })).arrayBuffer();
            timings.push(performance.now() - t);
          }
          timings.sort((a, b) => a - b);
          out[label] = {
            p50: percentile(timings, 50),
            p99: percentile(timings, 99),
            reads: once,
            rows: claims.length,
          };
        }
      }
      return out;
    };
    const big = await measure(large);
    const little = await measure(small);
    for (const [name, figures] of Object.entries(big)) {
      const other = little[name];
      process.stdout.write(
        `  ${name}: ${figures.rows} rows; p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms (budget p99 100 ms); reads ${describeReads(figures.reads)}` +
          (other
            ? `; with ${SMALL} claims: ${describeReads(other.reads)}, p50 ${other.p50.toFixed(1)} ms\n`
            : '\n'),
      );
    }
  } finally {
    await stack.stop();
  }
}
