/**
 * Local API latency: the local stack in this process, 50 concurrent clients on a public route and
 * on a private route (token verification and the per-request session check included), and the
 * session check on its own. Prints throughput and percentiles.
 */

import { DEMO_LOGINS } from '../infra/local/seed';
import { startLocalStack } from '../infra/local/stack';
import { load, timed } from './load';

const CONCURRENCY = 50;
const REQUESTS = 4000;

export async function run() {
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: true, logLevel: 'error' });
  try {
    // A real session of the seeded member: every private request checks it is still allowed to act.
    const member = DEMO_LOGINS.find((login) => login.role === 'member')!;
    const signIn = await fetch(`${stack.url}/api/public/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email_address: member.email, password: member.password }),
    });
    const { token } = (await signIn.json()) as { token: string };
    for (const [name, path, headers] of [
      ['GET /api/public/health', '/api/public/health', {}],
      [
        'GET /api/private/session (token verified, session checked)',
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
    // The per-request session check on its own (one consistent BatchGetItem), at the same concurrency.
    const { verifySessionToken } = await import('../functions/lib/session-token');
    const { checkSession } = await import('../functions/auth/session-state');
    const claims = await verifySessionToken(token);
    const check = await timed(CONCURRENCY, REQUESTS, async () => {
      if ((await checkSession(claims)) !== null) throw new Error('the session should stand');
    });
    process.stdout.write(
      `  session check alone: ${REQUESTS} checks at ${CONCURRENCY} concurrent: p50 ${check.p50.toFixed(1)} ms, p99 ${check.p99.toFixed(1)} ms\n`,
    );
  } finally {
    await stack.stop();
  }
}
