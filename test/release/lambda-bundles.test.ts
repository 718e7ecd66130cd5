/**
 * The bundles run (issue 39): the local stack with `LAMBDA_BUNDLES=1` (test/release/global-setup.ts),
 * serving the API and running the workflows' tasks through the very bundles CDK built, each called
 * as Lambda calls it (API Gateway HTTP API payload 2.0 events, Lambda's context). Health, a sign-in
 * for each demo login, and one request per area answered by the area's own handler. The authorization
 * matrix and the suites that run each workflow run on the same stack (test/release/vitest.config.ts).
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { AREAS, type Area } from '../../functions/routes';
import { DEMO_LOGINS } from '../../infra/local/seed';
import { signedIn, stackClient } from '../support/stack-process';

const stack = { url: inject('apiUrl') };
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const login of DEMO_LOGINS)
    tokens[login.role] = (await signedIn(stack.url, login.email, login.password)).token;
});

/** One request each area's function answers, as whom, and the status its handler gives. */
const ONE_PER_AREA: Record<Area, { path: string; as?: string; body?: unknown; status: number }> = {
  platform: { path: '/api/public/health', status: 200 },
  auth: {
    path: '/api/public/login',
    body: { email_address: 'nobody@shop.example', password: 'Not-the-password-1' },
    status: 401,
  },
  companies: { path: '/api/private/company', as: 'client_admin', status: 200 },
  team: { path: '/api/private/company/member', as: 'client_admin', status: 200 },
  users: { path: '/api/private/features', as: 'member', status: 200 },
  carriers: { path: '/api/private/carrier/credentials', as: 'client_admin', status: 200 },
  documents: { path: '/api/private/documents', as: 'member', status: 200 },
  claims: { path: '/api/private/claims', as: 'member', status: 200 },
  bulk: { path: '/api/private/bulk-claims/no-such-run', as: 'client_admin', status: 404 },
  audit: { path: '/api/private/invoices', as: 'client_admin', status: 200 },
  dashboards: { path: '/api/private/home', as: 'client_admin', status: 200 },
  billing: { path: '/api/private/billing/subscription', as: 'client_admin', status: 200 },
  integrations: { path: '/api/private/integration/keys', as: 'client_admin', status: 200 },
  site: { path: '/api/public/demo/slots', status: 200 },
  admin: { path: '/api/private/admin/companies/demo-merchant/dashboards', as: 'platform_admin', status: 200 },
  desk: { path: '/api/private/desk/claims', as: 'platform_admin', status: 200 },
  'desk-files': { path: '/api/private/desk/imports/no-such-import', as: 'platform_admin', status: 404 },
};

describe('LAMBDA_BUNDLES=1', () => {
  it('serves from the bundles CDK built', () => {
    expect(inject('lambdaBundles')).toBeGreaterThan(20);
  });

  it('answers health and signs in each demo login', async () => {
    const health = await stackClient(stack.url)<{ status: string }>('/api/public/health');
    expect(health).toEqual({ status: 200, body: expect.objectContaining({ status: 'ok' }) });
    expect(Object.keys(tokens).sort()).toEqual(DEMO_LOGINS.map((login) => login.role).sort());
  });

  it.each(AREAS.map((area) => [area, ONE_PER_AREA[area]] as const))(
    'answers a request of the %s area through its bundle',
    async (_area, request) => {
      const answer = await stackClient(stack.url, request.as ? tokens[request.as] : undefined)<{
        error?: { code: string };
      }>(request.path, request.body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(request.status);
      // A refusal is the handler's own, with its stable code (not a crash of the bundle: a 500).
      if (request.status >= 400) expect(answer.body.error?.code).toMatch(/^[a-z_]+\.[a-z_]+$/);
    },
  );
});
