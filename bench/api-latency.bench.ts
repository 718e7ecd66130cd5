/**
 * Local API latency: the local stack in this process, 50 concurrent clients on a public route and
 * on a private route (token verification and the per-request session check included), and the
 * session check on its own. Prints throughput and percentiles. Then the reply check (every 2xx body
 * against its route's schema) on the largest page the API answers: 100 claims.
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
    await replyCheck();
  } finally {
    await stack.stop();
  }
}

/** The reply check on its own, in process: the largest page My claims answers (100 claims, each with goods and audit evidence). */
async function replyCheck() {
  const { replyIssues } = await import('../functions/http/replies');
  const { ok } = await import('../functions/http/responses');
  const { routesByKey } = await import('../functions/routes');
  const route = routesByKey.get('GET /api/private/claims')!;
  const claim = (n: number) => ({
    claimId: `claim-bench-${n}`,
    tracking_number: `1ZBENCH${String(n).padStart(11, '0')}`,
    carrier: 'ups',
    reason_refund: 'surcharge',
    reference: `ORDER-${n}`,
    state: 'requested',
    stage: 'ongoing',
    owner: 'member@example.test',
    claim_source: 'audit',
    is_lox_claim: false,
    service_level_agreement: 'UPS Standard',
    country_code_sender: 'FR',
    country_code_receiver: 'DE',
    postal_code_receiver: '10115',
    weight: 2.4,
    claim_number: null,
    claim_date: null,
    currency: 'EUR',
    requested_amount: 12.5,
    confirmed_amount: null,
    credited_amount: null,
    last_carrier_message: null,
    lines: [1, 2].map((line) => ({
      sales_date: '2026-11-01',
      description: `Item ${line}`,
      nb_of_items: 1,
      unit_price: 10,
      amount_excl: 10,
      amount_incl: 12,
      tax_percentage: 20,
      currency_code: 'EUR',
    })),
    documents: [],
    actions: [],
    favourite: false,
    days_left_to_claim: 40,
    audit: {
      documentId: 'invoice-bench',
      run: 1,
      findings: [
        {
          ruleId: 'residential_surcharge',
          amount: 12.5,
          invoiceNumber: '000000A1B2C3',
          sourceLines: [12, 13],
          evidence: { billed: 12.5, address: 'commercial' },
        },
      ],
    },
    createdAt: '2026-11-26T00:00:00.000Z',
    updatedAt: '2026-11-26T00:00:00.000Z',
  });
  const answer = ok({ claims: Array.from({ length: 100 }, (_, n) => claim(n)), cursor: null });
  const issues = replyIssues(route, answer);
  if (issues.length > 0) throw new Error(`the bench page does not match its schema: ${issues.join('; ')}`);
  const runs = 2000;
  for (let n = 0; n < 200; n++) replyIssues(route, answer); // warm-up
  const started = performance.now();
  for (let n = 0; n < runs; n++) replyIssues(route, answer);
  const each = (performance.now() - started) / runs;
  process.stdout.write(
    `  reply check alone: a page of 100 claims (${((answer.body?.length ?? 0) / 1024).toFixed(0)} KiB): ${(each * 1000).toFixed(0)} µs per reply (${runs} checks)\n`,
  );
}
