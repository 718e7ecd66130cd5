/**
 * The bundles run (issue 39): the local stack with `LAMBDA_BUNDLES=1` (test/release/global-setup.ts),
 * serving the API and running the workflows' tasks through the very bundles CDK built, each called
 * as Lambda calls it (API Gateway HTTP API payload 2.0 events, Lambda's context). Health, a sign-in
 * for each demo login, one request per area answered by the area's own handler, and the invitation
 * workflow's two task functions (a new member invited, the e-mail sent, the invitation marked sent).
 * The authorization matrix (test/authz) runs on the same stack.
 */
import { beforeAll, describe, expect, inject, it, vi } from 'vitest';
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

  it('runs the invitation workflow through its task functions', async () => {
    const call = stackClient(stack.url, tokens.client_admin);
    const email = `invitee-${crypto.randomUUID().slice(0, 8)}@shop.example`;
    const added = await call('/api/private/company/member/add', {
      member: { first_name: 'Hugo', last_name: 'Bernard', email_address: email },
      adminPage: false,
    });
    expect(added.status).toBe(202);
    await vi.waitFor(
      async () => {
        const { body } = await call<{
          members: { email_address: string; invitation_status: string | null }[];
        }>('/api/private/company/member');
        expect(body.members.find((member) => member.email_address === email)?.invitation_status).toBe('sent');
      },
      { timeout: 30_000, interval: 500 },
    );
  });
});
