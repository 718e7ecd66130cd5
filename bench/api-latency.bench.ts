/**
 * Local API latency: the local stack in this process, 50 concurrent clients on a public route and
 * on a private route (token verification included). Prints throughput and percentiles.
 */
import { startLocalStack } from '../infra/local/stack';
import { claimsFor } from '../test/support/claims';

const CONCURRENCY = 50;
const REQUESTS = 4000;

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(url: string, headers: Record<string, string>) {
  const timings: number[] = [];
  let next = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next++;
        const t = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors++;
        timings.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  timings.sort((a, b) => a - b);
  return {
    rps: timings.length / seconds,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    errors,
  };
}

export async function run() {
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: true, logLevel: 'error' });
  try {
    const { signSessionToken } = await import('../functions/lib/session-token');
    const token = await signSessionToken(
      claimsFor({ role: 'member', companyId: 'demo-merchant', userId: 'bench' }),
      new Date(),
    );
    for (const [name, path, headers] of [
      ['GET /api/public/health', '/api/public/health', {}],
      [
        'GET /api/private/session (token verified)',
        '/api/private/session',
        { authorization: `Bearer ${token}` },
      ],
    ] as const) {
      await load(`${stack.url}${path}`, headers); // warm-up
      const result = await load(`${stack.url}${path}`, headers);
      process.stdout.write(
        `  ${name}: ${REQUESTS} requests at ${CONCURRENCY} concurrent: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors (budget p99 50 ms)\n`,
      );
    }
  } finally {
    await stack.stop();
  }
}
