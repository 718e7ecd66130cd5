/**
 * The rule of when a session may no longer act, on what the check read (session-state.ts reads it;
 * this file does no I/O, so the rule is unit-tested on its own).
 */
import type { SessionClaims } from '@shared/identity/access';

/** Why a session no longer acts (logged, never shown: the person reads 'your session has ended'). */
export type SessionEnd =
  | 'person_gone'
  | 'person_inactive'
  | 'company_inactive'
  | 'role_changed'
  | 'version'
  | 'signed_out'
  /** A provider staff member no longer assigned to the company they act for. */
  | 'assignment_ended';

/** What the check reads: the few attributes of the person and of their companies that decide. */
export interface Standing {
  person: {
    active?: boolean;
    role?: string;
    sessionEpoch?: number;
    endedSessions?: Set<string>;
  } | null;
  /** Whether each company read is active, by id (a company not found is absent). */
  companies: Map<string, boolean>;
  /** The session version of each company read, by id (absent is 0): moved on by each deactivation. */
  companyEpochs?: Map<string, number>;
  /** The companies read that are suspended for an overdue invoice (functions/billing/overdue). */
  suspended?: Set<string>;
  /** For provider staff acting for a company: whether they are still assigned to it. */
  assigned?: boolean;
}

/** The areas a suspended company's client admin still reaches: Billing (to pay), their session and profile. */
export const SUSPENDED_AREAS: readonly string[] = ['billing', 'platform', 'auth'];

/**
 * Whether a suspension stops this request: the company acted for is suspended, and the caller is
 * not a platform admin, nor its client admin on Billing or the session routes.
 */
export function suspensionStops(claims: SessionClaims, standing: Standing, area: string): boolean {
  if (!standing.suspended?.has(claims.company) || claims.role === 'platform_admin') return false;
  return !(claims.role === 'client_admin' && SUSPENDED_AREAS.includes(area));
}

/** The companies a session depends on: the person's own and, after a switch, the one they act for. */
export const companiesOf = (claims: SessionClaims) => [
  ...new Set([claims.home_company ?? claims.company, claims.company]),
];

/** Provider staff acting for a company other than their own (which needs an assignment to it). */
export const actsAsStaff = (claims: SessionClaims) =>
  claims.role === 'provider_staff' && Boolean(claims.home_company) && claims.home_company !== claims.company;

/** An ended session's entry on its person: `<seconds after which no token of it can act>:<sid>`. */
export const endedEntry = (sid: string, until: number) => `${until}:${sid}`;
const entrySid = (entry: string) => entry.slice(entry.indexOf(':') + 1);
export const entryUntil = (entry: string) => Number(entry.slice(0, entry.indexOf(':')));

/** Why `claims` may no longer act given `standing`, or null when the session stands. */
export function sessionEnd(claims: SessionClaims, standing: Standing): SessionEnd | null {
  const { person } = standing;
  if (!person) return 'person_gone';
  if (person.active !== true) return 'person_inactive';
  if (companiesOf(claims).some((companyId) => standing.companies.get(companyId) !== true))
    return 'company_inactive';
  // A deactivation moves the company's version on: the session stays ended once it is active again.
  if (
    companiesOf(claims).some(
      (companyId) => (standing.companyEpochs?.get(companyId) ?? 0) !== (claims.cv?.[companyId] ?? 0),
    )
  )
    return 'company_inactive';
  if (person.role !== claims.role) return 'role_changed';
  if ((person.sessionEpoch ?? 0) !== claims.sv) return 'version';
  for (const entry of person.endedSessions ?? []) if (entrySid(entry) === claims.sid) return 'signed_out';
  if (actsAsStaff(claims) && standing.assigned !== true) return 'assignment_ended';
  return null;
}
