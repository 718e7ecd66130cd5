/**
 * The authorization matrix (../shared/QUALITY.md, item 1): every route of the route table, called
 * by every kind of caller, answers as its access level says, and no answer carries another
 * company's id. Routes get their own rows here (with the inputs that reach their data) as they
 * are added; a route missing from ROUTE_INPUTS fails the suite.
 */
import { ACCESS_LEVELS, type Access, roleMeetsAccess } from '@shared/access';
import { describe, expect, it } from 'vitest';
import { type Route, routes } from '../../functions/routes';
import { call } from '../support/http';
import { type Caller, tokenFor } from '../support/tokens';

const TENANT = 'authz-tenant-a';
const OTHER_TENANT = 'authz-tenant-b';

const callers: Record<string, Caller | null> = {
  anonymous: null,
  member: { role: 'member', companyId: TENANT, userId: 'authz-member' },
  provider_staff: { role: 'provider_staff', companyId: TENANT, userId: 'authz-staff' },
  client_admin: { role: 'client_admin', companyId: TENANT, userId: 'authz-admin' },
  platform_admin: { role: 'platform_admin', companyId: TENANT, userId: 'authz-platform' },
};

/** How each route is called in the matrix: a concrete path and a well-formed input. */
const ROUTE_INPUTS: Record<string, { path: string; body?: unknown }> = {
  'GET /api/public/health': { path: '/api/public/health' },
  'GET /api/private/session': { path: '/api/private/session' },
  'POST /api/public/client-errors': {
    path: '/api/public/client-errors',
    body: { kind: 'render', message: 'authz', path: '/home' },
  },
  'ANY /api/{proxy+}': { path: '/api/private/no-such-route' },
};

const keyOf = (route: Route) => `${route.method} ${route.path}`;

describe('authorization matrix', () => {
  it('has a row for every route of the route table', () => {
    expect(routes.map(keyOf).filter((key) => !ROUTE_INPUTS[key])).toEqual([]);
  });

  it('uses only known access levels', () => {
    for (const route of routes) expect(ACCESS_LEVELS).toContain(route.access);
  });

  for (const route of routes) {
    const input = ROUTE_INPUTS[keyOf(route)];
    if (!input) continue;
    for (const [name, caller] of Object.entries(callers)) {
      const allowed = roleMeetsAccess(caller?.role ?? null, route.access as Access);
      it(`${keyOf(route)} as ${name}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        const method = (route.method as string) === 'ANY' ? 'GET' : route.method;
        const token = caller ? await tokenFor(caller) : undefined;
        const response = await call(method, input.path, { token, body: input.body });
        if (allowed) {
          expect([401, 403]).not.toContain(response.status);
          expect(response.text).not.toContain(OTHER_TENANT);
        } else {
          expect(response.status).toBe(caller ? 403 : 401);
        }
      });
    }

    if (route.access !== 'public') {
      it(`${keyOf(route)} as another company's client admin sees nothing of ${TENANT}`, async () => {
        const token = await tokenFor({
          role: 'client_admin',
          companyId: OTHER_TENANT,
          userId: 'authz-other-admin',
        });
        const method: string = route.method;
        const response = await call(method === 'ANY' ? 'GET' : method, input.path, {
          token,
          body: input.body,
        });
        expect(response.text).not.toContain(TENANT);
      });
    }
  }
});
