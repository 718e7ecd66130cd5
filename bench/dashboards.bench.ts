/**
 * Home and the dashboards with 1,000,000 audited shipments and 100,000 claims in one company
 * (issue 19): the local stack in this process; the claims written straight into DynamoDB Local with
 * the counters their writes keep, the shipments as the counters their audits keep (a shipment is
 * not an item: it lives in its audit's files). Then Home, each dashboard and the custom graphs,
 * each timed alone (one request at a time), and the DynamoDB reads each request makes, beside a
 * company of 100 shipments and 10 claims. Prints figures; never fails on time.
 */
import { randomUUID } from 'node:crypto';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { startLocalStack } from '../infra/local/stack';
import { sessionToken } from '../test/support/callers';
import { percentile } from './load';
import { countReads, describeReads, type Reads } from './reads';

const SHIPMENTS = Number(process.env.BENCH_DASH_SHIPMENTS ?? 1_000_000);
const CLAIMS = Number(process.env.BENCH_DASH_CLAIMS ?? 100_000);
const REQUESTS = 200;
const CARRIERS = ['ups', 'dhl', 'colissimo', 'chronopost', 'gls'];
const SERVICES = ['Standard', 'Express', 'Express Saver', 'Economy', 'Relay', 'Signature'];
const COUNTRIES = [
  'FR',
  'DE',
  'BE',
  'NL',
  'ES',
  'IT',
  'PT',
  'AT',
  'LU',
  'CH',
  'GB',
  'IE',
  'PL',
  'CZ',
  'DK',
  'SE',
  'FI',
  'NO',
  'US',
  'CA',
];

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
    const { claimItem, newStoredClaim } = await import('../functions/claims/stored-claim');
    const { counterDeltas, actionDeltas, facetDeltas, windowDeltas, mergeDeltas } = await import(
      '../functions/claims/counters'
    );
    const { closingDay } = await import('../functions/claims/claim-view');
    const { addShipments, addInvoices } = await import('../functions/dashboards/shipment-counters');
    const { counterBatches } = await import('../functions/dashboards/counter-writes');
    const { table } = await import('../functions/lib/table/table');
    const { putCompany } = await import('../functions/companies/company-store');
    const { addDays } = await import('../shared/dashboards/calendar');

    // Every DynamoDB read the stack makes, by command, and how many items each touched.
    const reads = countReads(dynamo);

    const today = new Date().toISOString().slice(0, 10);
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

    /** A company with `shipments` audited shipments and `claims` claims, as their writes leave them. */
    async function seed(companyId: string, shipments: number, claims: number) {
      await putCompany({
        companyId,
        name: companyId,
        kind: 'merchant',
        active: true,
        createdAt: new Date().toISOString(),
      });
      const next = random(shipments + claims);
      const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
      const deltas = {};
      const figures = Array.from({ length: shipments }, () => {
        const carrier = pick(CARRIERS);
        const delivered = next();
        return {
          carrier,
          service: pick(SERVICES),
          destination: pick(COUNTRIES),
          day: addDays(today, -Math.floor(next() * 360)),
          net: { EUR: 400 + Math.floor(next() * 2000) },
          delivery: delivered < 0.8 ? ('on_time' as const) : delivered < 0.95 ? ('late' as const) : null,
        };
      });
      addShipments(deltas, figures);
      // One invoice per carrier and week: its day is the first of its shipments' in that week.
      const invoices: Record<string, string> = {};
      for (const figure of figures)
        invoices[
          `${figure.carrier}|${figure.day.slice(0, 8)}${Math.floor(Number(figure.day.slice(8)) / 7)}`
        ] ??= figure.day;
      addInvoices(deltas, invoices);
      const items: Record<string, unknown>[] = [];
      for (let n = 0; n < claims; n++) {
        const createdAt = new Date(Date.now() - Math.floor(next() * 360) * 86_400_000).toISOString();
        const outcome = next();
        const state =
          outcome < 0.4
            ? 'refundable'
            : outcome < 0.7
              ? 'processing'
              : outcome < 0.9
                ? 'credited'
                : 'declined';
        const claim = newStoredClaim({
          claimId: `dash-${String(n).padStart(8, '0')}`,
          companyId,
          tracking_number: `1ZDASH${String(n).padStart(12, '0')}`,
          carrier: pick(CARRIERS) as 'ups',
          reason_refund: pick(['lost', 'damaged', 'late_delivery'] as const),
          reference: `ORDER-${n}`,
          claim_source: 'audit',
          currency: 'EUR',
          requestedCents: 500 + Math.floor(next() * 20_000),
          lines: [],
          documents: [],
          actions: state === 'refundable' ? ['invoice_missing'] : [],
          ownerId: 'bench',
          owner: 'bench@example.test',
          credentialId: 'bench',
          createdAt,
          shipment: {
            shippedAt: createdAt.slice(0, 10),
            scheduledDeliveryAt: createdAt.slice(0, 10),
            deliveredAt: null,
          },
          state: 'refundable',
        });
        let counted = counterDeltas({
          ...claim,
          timeZone: 'Europe/Paris',
          issue: claim.reason_refund,
          cents: claim.requestedCents,
          at: createdAt,
          from: null,
          to: 'refundable',
          counted: [],
        });
        mergeDeltas(deltas, counted.deltas);
        if (state !== 'refundable') {
          const at = new Date(Date.parse(createdAt) + 5 * 86_400_000).toISOString();
          counted = counterDeltas({
            ...claim,
            timeZone: 'Europe/Paris',
            issue: claim.reason_refund,
            cents: claim.requestedCents,
            at,
            from: 'refundable',
            to: state,
            counted: counted.counted,
          });
          mergeDeltas(deltas, counted.deltas);
        }
        const stored = { ...claim, state, counted: counted.counted } as typeof claim;
        mergeDeltas(deltas, actionDeltas([], stored.actions));
        mergeDeltas(deltas, facetDeltas(null, stored));
        mergeDeltas(deltas, windowDeltas(null, closingDay(stored)));
        items.push(claimItem(stored));
      }
      await writeAll(items);
      for (const batch of counterBatches(companyId, deltas, 'stats')) await table.transact(batch);
      for (const [metric, dimension, period] of [
        ['spend', 'destination', '90d'],
        ['on_time_rate', 'service', '12m'],
        ['claims', 'carrier', '30d'],
        ['credited', 'period', '12m'],
        ['late', 'carrier', '90d'],
      ])
        await table.put({
          pk: `C#${companyId}`,
          sk: `GRAPH#${randomUUID()}`,
          entity: 'graph',
          graphId: randomUUID(),
          name: `${metric} by ${dimension}`,
          metric,
          dimension,
          period,
          createdBy: 'bench@example.test',
          createdById: 'bench',
          createdAt: new Date().toISOString(),
        });
    }

    const started = performance.now();
    await seed('bench-dash-large', SHIPMENTS, CLAIMS);
    process.stdout.write(
      `  seeded ${SHIPMENTS.toLocaleString('en')} audited shipments (as counters) and ${CLAIMS.toLocaleString('en')} claims (items and counters) in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    await seed('bench-dash-small', 100, 10);

    const PATHS = [
      ['Home', '/api/private/home'],
      ['spend', '/api/private/dashboards/spend?period=12m'],
      ['savings', '/api/private/dashboards/savings?period=12m'],
      ['shipments', '/api/private/dashboards/shipments?period=90d'],
      ['scorecards', '/api/private/dashboards/scorecards?period=12m'],
      ['custom graphs (5)', '/api/private/dashboard-graphs'],
    ] as const;
    const measure = async (companyId: string) => {
      const token = await sessionToken({ role: 'member', companyId, userId: 'bench' });
      const headers = { authorization: `Bearer ${token}` };
      const out: Record<string, { p50: number; p99: number; reads: Reads; bytes: number }> = {};
      for (const [name, path] of PATHS) {
        await fetch(`${stack.url}${path}`, { headers }).then((answer) => answer.arrayBuffer()); // warm-up
        reads.reset();
        const answer = await fetch(`${stack.url}${path}`, { headers });
        const bytes = (await answer.arrayBuffer()).byteLength;
        if (!answer.ok) throw new Error(`${path}: ${answer.status}`);
        const once = { calls: reads.calls, items: reads.items, byCommand: { ...reads.byCommand } };
        const timings: number[] = [];
        for (let attempt = 0; attempt < REQUESTS; attempt++) {
          const t = performance.now();
          await (await fetch(`${stack.url}${path}`, { headers })).arrayBuffer();
          timings.push(performance.now() - t);
        }
        timings.sort((a, b) => a - b);
        out[name] = { p50: percentile(timings, 50), p99: percentile(timings, 99), reads: once, bytes };
      }
      return out;
    };
    const large = await measure('bench-dash-large');
    const small = await measure('bench-dash-small');
    for (const [name] of PATHS) {
      const { p50, p99, reads: one, bytes } = large[name]!;
      process.stdout.write(
        `  ${name}: ${REQUESTS} requests one at a time: p50 ${p50.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget p50 30 ms, p99 100 ms), ${(bytes / 1024).toFixed(1)} KiB; reads per request ${describeReads(one)}; with 100 shipments and 10 claims: ${describeReads(small[name]!.reads)}, p50 ${small[name]!.p50.toFixed(1)} ms\n`,
      );
    }
  } finally {
    await stack.stop();
  }
}
