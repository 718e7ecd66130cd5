/**
 * The page guards of the spec's section 2 as one pure decision, so the rules are tested as a table
 * and the router only applies the outcome.
 */
import { roleMeetsAccess, type SessionClaims } from '@shared/identity/access';
import { type PageName, paths } from '@web/config/paths';
import type { MessageKey } from '@web/i18n/en';

export type PageAccess =
  /** anyone */
  | 'public'
  /** a signed-in user, else /401 */
  | 'auth'
  /** a signed-in, verified user, else /login */
  | 'verified'
  /** a signed-in user (else /401) with dashboard access (else access denied) */
  | 'dashboard'
  /** a platform admin; others see 'Unauthorized - you need admin rights' and go Home */
  | 'admin'
  /** the claims desk's people: platform admins and provider staff; others go Home with a notice */
  | 'desk'
  /** only through a password-reset link, else access denied and back to the request page */
  | 'resetRequest';

export type AccessDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: (typeof paths)[PageName]; notice?: MessageKey }
  | { kind: 'deny'; message: MessageKey };

export function decidePageAccess(
  access: PageAccess,
  session: SessionClaims | null,
  search: URLSearchParams,
): AccessDecision {
  switch (access) {
    case 'public':
      return { kind: 'allow' };
    case 'auth':
      return session ? { kind: 'allow' } : { kind: 'redirect', to: paths.unauthorized };
    case 'verified':
      return session?.verified ? { kind: 'allow' } : { kind: 'redirect', to: paths.login };
    case 'dashboard':
      if (!session) return { kind: 'redirect', to: paths.unauthorized };
      return session.dashboard ? { kind: 'allow' } : { kind: 'deny', message: 'guard.dashboardLocked' };
    case 'admin':
      if (!session) return { kind: 'redirect', to: paths.unauthorized };
      return session.role === 'platform_admin'
        ? { kind: 'allow' }
        : { kind: 'redirect', to: paths.home, notice: 'guard.adminRequired' };
    case 'desk':
      if (!session) return { kind: 'redirect', to: paths.unauthorized };
      return roleMeetsAccess(session.role, 'desk')
        ? { kind: 'allow' }
        : { kind: 'redirect', to: paths.home, notice: 'guard.deskRequired' };
    case 'resetRequest':
      return search.get('reset_token')
        ? { kind: 'allow' }
        : { kind: 'redirect', to: paths.forgotPasswordRequest, notice: 'guard.resetNeedsRequest' };
  }
}
