import type { SessionClaims } from '@shared/identity/access';
import { describe, expect, it } from 'vitest';
import { decidePageAccess, type PageAccess } from './page-access';

const session = (overrides: Partial<SessionClaims> = {}): SessionClaims => ({
  sub: 'u1',
  company: 'c1',
  companyName: 'Demo',
  role: 'member',
  admin: false,
  verified: true,
  dashboard: true,
  access: true,
  firstTime: false,
  email: 'm@example.com',
  first_name: 'M',
  last_name: 'N',
  exp: 0,
  sid: 's1',
  sv: 0,
  ...overrides,
});
const none = new URLSearchParams();

describe('decidePageAccess', () => {
  const cases: [string, PageAccess, SessionClaims | null, URLSearchParams, unknown][] = [
    ['public, logged out', 'public', null, none, { kind: 'allow' }],
    ['auth, logged out -> /401', 'auth', null, none, { kind: 'redirect', to: '/401' }],
    ['auth, logged in', 'auth', session(), none, { kind: 'allow' }],
    ['verified, logged out -> /login', 'verified', null, none, { kind: 'redirect', to: '/login' }],
    [
      'verified, unverified -> /login',
      'verified',
      session({ verified: false }),
      none,
      { kind: 'redirect', to: '/login' },
    ],
    ['verified, verified', 'verified', session(), none, { kind: 'allow' }],
    ['dashboard, logged out -> /401', 'dashboard', null, none, { kind: 'redirect', to: '/401' }],
    [
      'dashboard, locked -> denied',
      'dashboard',
      session({ dashboard: false }),
      none,
      { kind: 'deny', message: 'guard.dashboardLocked' },
    ],
    ['admin, logged out -> /401', 'admin', null, none, { kind: 'redirect', to: '/401' }],
    [
      'admin, client admin -> home with notice',
      'admin',
      session({ role: 'client_admin', admin: true }),
      none,
      { kind: 'redirect', to: '/home', notice: 'guard.adminRequired' },
    ],
    ['admin, platform admin', 'admin', session({ role: 'platform_admin' }), none, { kind: 'allow' }],
    [
      'admin, provider staff -> home with notice',
      'admin',
      session({ role: 'provider_staff' }),
      none,
      { kind: 'redirect', to: '/home', notice: 'guard.adminRequired' },
    ],
    ['desk, logged out -> /401', 'desk', null, none, { kind: 'redirect', to: '/401' }],
    ['desk, platform admin', 'desk', session({ role: 'platform_admin' }), none, { kind: 'allow' }],
    ['desk, provider staff', 'desk', session({ role: 'provider_staff' }), none, { kind: 'allow' }],
    [
      'desk, client admin -> home with notice',
      'desk',
      session({ role: 'client_admin', admin: true }),
      none,
      { kind: 'redirect', to: '/home', notice: 'guard.deskRequired' },
    ],
    [
      'desk, member -> home with notice',
      'desk',
      session({ role: 'member' }),
      none,
      { kind: 'redirect', to: '/home', notice: 'guard.deskRequired' },
    ],
    [
      'reset without a request -> denied',
      'resetRequest',
      null,
      none,
      { kind: 'redirect', to: '/forgotPassword/request', notice: 'guard.resetNeedsRequest' },
    ],
    ['reset with a token', 'resetRequest', null, new URLSearchParams('reset_token=abc'), { kind: 'allow' }],
  ];
  it.each(cases)('%s', (_name, access, claims, search, expected) => {
    expect(decidePageAccess(access, claims, search)).toEqual(expected);
  });
});
