/**
 * Who may call what. Roles are the spec's four kinds of people; access levels are what a route
 * (API or page) requires. One definition read by the route table, the web guards and the
 * authorization suite.
 */
export const ROLES = ['client_admin', 'member', 'platform_admin', 'provider_staff'] as const;
export type Role = (typeof ROLES)[number];

/**
 * - public: anyone, no token.
 * - user: any signed-in person of a company (token verified).
 * - client_admin: the company's client admin (or a platform admin acting for the company).
 * - platform_admin: the platform's own administrators.
 * - desk: the claims desk's people: platform admins, and provider staff (each for the companies
 *   assigned to them, which the desk's handlers check).
 * - integration: a company's system, by one of its API keys (never a person's session token).
 */
export const ACCESS_LEVELS = [
  'public',
  'user',
  'client_admin',
  'platform_admin',
  'desk',
  'integration',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export function roleMeetsAccess(role: Role | null, access: Access): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return role !== null;
    case 'client_admin':
      return role === 'client_admin' || role === 'platform_admin';
    case 'platform_admin':
      return role === 'platform_admin';
    case 'desk':
      return role === 'platform_admin' || role === 'provider_staff';
    case 'integration':
      return false;
  }
}

/** The claims our session tokens carry (the spec's list plus the role and ids we need). */
export interface SessionClaims {
  sub: string;
  company: string;
  companyName: string;
  role: Role;
  admin: boolean;
  verified: boolean;
  dashboard: boolean;
  access: boolean;
  firstTime: boolean;
  email: string;
  first_name: string;
  last_name: string;
  exp: number;
  /** The token's own id: a token is refreshed once, into one successor. */
  jti?: string;
  /** When the person last proved who they are (password, Google): bounds how long refreshes go on. */
  auth_time?: number;
  /** The person's own company when they act for another one (after a company switch). */
  home_company?: string;
  /**
   * The session: one sign-in, kept by every token refreshed or re-issued from it. Signing out ends
   * this session; the server checks it on every private request.
   */
  sid: string;
  /**
   * The person's session version when the token was issued: a password change or reset moves it
   * on, which ends every older session.
   */
  sv: number;
  /**
   * The session versions of the companies the token acts through (its own and, after a switch, the
   * one acted for), by company id, when it was issued: deactivating a company moves its version on,
   * which ends every older session for good, even once the company is active again. Absent is 0.
   */
  cv?: Record<string, number>;
}
