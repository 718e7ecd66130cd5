/**
 * Path parameters on every route of the route table (../shared/QUALITY.md 22): an id of 2,000
 * characters, or one with characters no id has, is refused at the router with 400 request.invalid
 * naming the parameter, by each route, as a caller the route lets through; never a 5xx, never a
 * key handed to the store. A plausible id that names nothing still reaches the handler.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../functions/routes';
import { call } from '../support/http';
import { freshSource, makeCompany, makePerson } from '../support/people';
import { type Caller, tokenFor } from '../support/tokens';

let caller: Caller;
/** The company's API key: integration routes take it, not a session token. */
let apiKey: string;

beforeAll(async () => {
  const companyId = await makeCompany('Path Params Co');
  const person = await makePerson({ role: 'platform_admin', companyId });
  caller = { role: 'platform_admin', companyId, userId: person.userId };
  const made = await call<{ apiKey: string }>('POST', '/api/private/integration/keys', {
    token: await tokenFor(caller),
    body: { name: 'Path parameters' },
  });
  expect(made.status).toBe(201);
  apiKey = made.body.apiKey;
});

/** Every route with a named parameter; the catch-all `{proxy+}` names no stored thing. */
const withParameters = routes.filter((route) => /\{\w+\}/.test(route.path));

/** The widest caller each route lets through: its parameters are checked, not its access. */
async function credentialFor(route: (typeof routes)[number]): Promise<string | undefined> {
  if (route.access === 'public') return undefined;
  if (route.access === 'integration') return apiKey;
  return tokenFor(caller);
}

const BAD_VALUES: [string, string][] = [
  ['2,000 characters', 'a'.repeat(2000)],
  ['a key separator', 'abc#def'],
  ['a slash', 'abc/def'],
  ['a space and quotes', `a b'"c`],
  ['a leading dot', '.hidden'],
  ['a control character', 'abc\u0000def'],
  ['non-ASCII letters', 'façade-ü'],
  ['an empty-looking one', ' '],
];

/** An empty JSON body where the method takes one. */
const bodyOf = (route: (typeof routes)[number]) => (route.method === 'GET' ? undefined : {});

const fill = (path: string, value: string) => path.replace(/\{(\w+)\}/g, encodeURIComponent(value));

describe('path parameters are checked at the router', () => {
  it('covers routes with parameters', () => {
    expect(withParameters.length).toBeGreaterThan(60);
  });

  for (const route of withParameters) {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
    it(`${route.method} ${route.path}: a 2,000-character or odd id is 400 request.invalid`, async () => {
      const credential = await credentialFor(route);
      for (const [what, value] of BAD_VALUES) {
        const response = await call(route.method, fill(route.path, value), {
          token: credential,
          body: bodyOf(route),
          source: freshSource(),
        });
        expect(response.status, `${what}: ${JSON.stringify(response.body).slice(0, 300)}`).toBe(400);
        const error = (response.body as { error: { code: string; issues: { path: string }[] } }).error;
        expect(error.code).toBe('request.invalid');
        expect(error.issues.map((issue) => issue.path).sort()).toEqual([...names].sort());
      }
    });

    it(`${route.method} ${route.path}: a plausible id that names nothing is no 5xx`, async () => {
      const response = await call(route.method, fill(route.path, 'no-such-id-0123456789'), {
        token: await credentialFor(route),
        body: bodyOf(route),
        source: freshSource(),
      });
      expect(response.status, JSON.stringify(response.body).slice(0, 300)).toBeLessThan(500);
    });
  }
});
