/** Session claims for a test caller, as sign-in would issue them. No side effects: safe anywhere. */
import type { Role, SessionClaims } from '@shared/identity/access';

export type Caller = {
  role: Role;
  companyId: string;
  userId: string;
  /** The caller's own company, when they act for another (a company switch). */
  homeCompanyId?: string;
  first_name?: string;
  last_name?: string;
};

export function claimsFor(caller: Caller): Omit<SessionClaims, 'exp'> {
  return {
    sub: caller.userId,
    company: caller.companyId,
    ...(caller.homeCompanyId ? { home_company: caller.homeCompanyId } : {}),
    companyName: caller.companyId,
    role: caller.role,
    admin: caller.role === 'client_admin',
    verified: true,
    dashboard: true,
    access: true,
    firstTime: false,
    email: `${caller.userId}@example.test`,
    first_name: caller.first_name ?? 'Test',
    last_name: caller.last_name ?? caller.role,
    sid: 'test-session',
    sv: 0,
  };
}
