/**
 * Local API latency: the local stack in this process, 50 concurrent clients on a public route and
 * on a private route (token verification included). Prints throughput and percentiles.
 */
import { startLocalStack } from '../infra/local/stack';
import { claimsFor } from '../test/support/claims';
import { load } from './load';

const CONCURRENCY = 50;
const REQUESTS = 4000;

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
      const options = { concurrency: CONCURRENCY, requests: REQUESTS };
      await load(`${stack.url}${path}`, headers, options); // warm-up
      const result = await load(`${stack.url}${path}`, headers, options);
      process.stdout.write(
        `  ${name}: ${REQUESTS} requests at ${CONCURRENCY} concurrent: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors (budget p99 50 ms)\n`,
      );
    }
  } finally {
    await stack.stop();
  }
}
