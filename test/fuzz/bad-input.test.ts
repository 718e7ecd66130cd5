/**
 * Bad input on every route of the route table, as the caller with the widest access: malformed
 * JSON, the wrong JSON type, unknown and oversized fields, and random JSON values (fast-check).
 * Every answer is a 4xx with a stable error code, never a 5xx; a route missing here fails.
 */

import { isErrorCode } from '@shared/platform/errors';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { call } from '../support/http';
import { freshSource, makeCompany, makePerson } from '../support/people';
import { type Caller, tokenFor } from '../support/tokens';

let token: string;
let caller: Caller;
/** The company's API key: integration routes take it, not a session token. */
let apiKey: string;
const tokenOf = (route: (typeof routes)[number]) => (route.access === 'integration' ? apiKey : token);

beforeAll(async () => {
  const companyId = await makeCompany('Fuzz Co');
  const person = await makePerson({ role: 'platform_admin', companyId });
  caller = { role: 'platform_admin', companyId, userId: person.userId };
  const made = await call<{ apiKey: string }>('POST', '/api/private/integration/keys', {
    token: await tokenFor(caller),
    body: { name: 'Fuzz' },
  });
  apiKey = made.body.apiKey;
});

// A session of its own for each test: the sign-out route, fuzzed like any other, ends the one it is sent with.
beforeEach(async () => {
  token = await tokenFor(caller);
});

/**
 * The route's path with a plausible id in each parameter: the body is what is fuzzed here (path
 * parameters have their own suite, test/fuzz/path-parameters.test.ts, and a literal `{name}` is
 * refused at the router before the body is read).
 */
const filled = (route: (typeof routes)[number]) => route.path.replace(/\{\w+\}/g, 'x');

const bodyRoutes = routes.filter((route) => route.method === 'POST' || route.method === 'PUT');
const queryRoutes = routes.filter((route) => route.method === 'GET');

function expectCleanRefusal(response: { status: number; body: unknown }) {
  expect(response.status, JSON.stringify(response.body)).toBeGreaterThanOrEqual(400);
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(500);
  const code = (response.body as { error?: { code?: unknown } })?.error?.code;
  expect(isErrorCode(code), String(code)).toBe(true);
  // Refused for its input, not because the caller's session stopped acting.
  expect(code).not.toBe('auth.session_ended');
}

describe('bad input on routes that take a body', () => {
  for (const route of bodyRoutes) {
    it(`${route.method} ${route.path}: malformed JSON is 400 request.malformed_json`, async () => {
      const response = await call(route.method, filled(route), {
        token: tokenOf(route),
        rawBody: '{"broken": ',
        headers: { 'content-type': 'application/json' },
        source: freshSource(),
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ error: { code: 'request.malformed_json' } });
    });

    it(`${route.method} ${route.path}: a JSON array, string or null is refused`, async () => {
      for (const body of [[], 'text', null, 42]) {
        const response = await call(route.method, filled(route), {
          token: tokenOf(route),
          rawBody: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
          source: freshSource(),
        });
        expectCleanRefusal(response);
      }
    });

    it(`${route.method} ${route.path}: unknown and oversized fields are refused`, async () => {
      const response = await call(route.method, filled(route), {
        token: tokenOf(route),
        body: {
          companyId: 'someone-else',
          role: 'platform_admin',
          email_address: `${'a'.repeat(100_000)}@x.co`,
        },
        source: freshSource(),
      });
      expectCleanRefusal(response);
    });

    it(`${route.method} ${route.path}: random JSON never breaks it`, async () => {
      await fc.assert(
        // Any JSON but the empty object, which is the whole input of routes that take none.
        fc.asyncProperty(
          fc.jsonValue({ maxDepth: 3 }).filter((value) => JSON.stringify(value) !== '{}'),
          async (value) => {
            const response = await call(route.method, filled(route), {
              token: tokenOf(route),
              rawBody: JSON.stringify(value),
              headers: { 'content-type': 'application/json' },
              source: freshSource(),
            });
            expectCleanRefusal(response);
          },
        ),
        { numRuns: 15 },
      );
    });
  }
});

describe('bad input on routes that take a query', () => {
  for (const route of queryRoutes) {
    it(`GET ${route.path}: unknown and oversized query fields never break it`, async () => {
      const path = route.path.replace(/\{[^}]+\}/g, 'x');
      const response = await call('GET', `${path}?role=platform_admin&companyId=${'z'.repeat(5000)}`, {
        token: tokenOf(route),
        source: freshSource(),
      });
      expectCleanRefusal(response);
    });
  }
});
