/**
 * Sales data by API (issue 21's benchmark: "100,000 orders by API (orders/s, claims completed/s)").
 * The local stack in this process (DynamoDB Local in memory, a fresh table). One company with an
 * API key and WAITING investigations opened from a bulk file without their goods, whose order
 * numbers are among the orders. The company's system sends ORDERS orders over HTTP, 1,000 a call,
 * two calls at a time (as a shop's export job would): timed as a whole (orders/s) and call by call,
 * with how many investigations the orders completed (claims completed/s over the same run). Then
 * the same orders again (nothing to write: the idempotent path). Prints figures; never fails on time.
 */
import { startLocalStack } from '../infra/local/stack';
import { timed } from './load';
import { openWaitingClaims } from './waiting-claims';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const WAITING = Number(process.env.BENCH_ORDERS_WAITING ?? 2_000);
const BATCH = 1_000;
const CONCURRENCY = 2;

const print = (line: string) => process.stdout.write(`  ${line}\n`);

const line = (index: number) => ({
  sales_date: '2026-10-02',
  description: `Article ${index}`,
  nb_of_items: '1',
  unit_price: '24.90',
  amount_excl: '24.90',
  amount_incl: '29.88',
  tax_percentage: '20',
  currency_code: 'EUR',
});

const orderNumber = (index: number) => `BENCH-${String(index).padStart(6, '0')}`;

export async function run() {
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: false, logLevel: 'error' });
  try {
    const { putCompany } = await import('../functions/companies/company-store');
    const { createKey } = await import('../functions/integrations/api-key-store');
    const companyId = 'bench-orders';
    await putCompany({
      companyId,
      name: 'Bench Orders',
      kind: 'merchant',
      active: true,
      createdAt: new Date().toISOString(),
    });
    const { secret } = await createKey(companyId, 'Bench', 'bench@example.test', new Date());

    // Investigations waiting for their goods, spread over the orders.
    const step = Math.max(1, Math.floor(ORDERS / WAITING));
    await openWaitingClaims(companyId, WAITING, (index) => orderNumber(index * step), 'BENCH');

    const batches = Math.ceil(ORDERS / BATCH);
    const send = async (index: number) => {
      const orders = Array.from({ length: Math.min(BATCH, ORDERS - index * BATCH) }, (_, offset) => {
        const number = index * BATCH + offset;
        return { order_number: orderNumber(number), lines: [line(number), line(number + 1)] };
      });
      const response = await fetch(`${stack.url}/api/integration/v1/orders`, {
        method: 'POST',
        headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
        body: JSON.stringify({ orders }),
      });
      if (response.status === 429) {
        await new Promise((resolve) =>
          setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000),
        );
        return send(index);
      }
      if (!response.ok) throw new Error(`batch ${index}: ${response.status} ${await response.text()}`);
      return (await response.json()) as { created: number; unchanged: number; claimsCompleted: number };
    };

    for (const pass of ['first', 'again'] as const) {
      let next = 0;
      let created = 0;
      let unchanged = 0;
      let completed = 0;
      const started = performance.now();
      const { p50, p99 } = await timed(CONCURRENCY, batches, async () => {
        const result = await send(next++);
        created += result.created;
        unchanged += result.unchanged;
        completed += result.claimsCompleted;
      });
      const seconds = (performance.now() - started) / 1000;
      print(
        `${pass === 'first' ? 'orders sent' : 'the same orders again'}: ${ORDERS.toLocaleString('en')} in ${batches} calls of ${BATCH}, ${CONCURRENCY} at a time: ${seconds.toFixed(1)} s, ${Math.round(ORDERS / seconds).toLocaleString('en')} orders/s; a call p50 ${Math.round(p50)} ms, p99 ${Math.round(p99)} ms`,
      );
      print(
        `  created ${created.toLocaleString('en')}, unchanged ${unchanged.toLocaleString('en')}; investigations completed ${completed.toLocaleString('en')} of ${WAITING.toLocaleString('en')} waiting (${(completed / seconds).toFixed(0)} claims completed/s over the run)`,
      );
    }
  } finally {
    await stack.stop();
  }
}
