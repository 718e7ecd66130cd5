/**
 * Sessions: the claims a person's token carries, built from their user and company records, and
 * the refresh rules. A token is refreshed once into one successor (a conditional write records
 * it), so concurrent refreshes with one token all get the same new token.
 */
import { randomUUID } from 'node:crypto';
import type { SessionClaims } from '@shared/identity/access';
import { type Company, getCompany } from '../companies/company-store';
import { isConditionFailed } from '../lib/aws/dynamo';
import { type SessionInput, signSessionToken, TOKEN_LIFETIME_SECONDS } from '../lib/session-token';
import { keys } from '../lib/table/keys';
import { TTL_ATTRIBUTE } from '../lib/table/schema';
import { IF_ABSENT, table } from '../lib/table/table';
import type { User } from './user-store';

/** An expired token may still be exchanged for a new one this long after it expired. */
export const REFRESH_GRACE_SECONDS = 7 * 24 * 3600;
/** After this long since the person last signed in, refreshing stops and they sign in again. */
export const MAX_SESSION_SECONDS = 30 * 24 * 3600;

/** One sign-in: when the person proved who they are, and the id every token of it carries. */
export interface SessionRef {
  authTime: number;
  sid: string;
}

/** A new session, for a sign-in (password, Google, a completed registration, an accepted invitation). */
export const newSession = (now: Date): SessionRef => ({
  authTime: Math.floor(now.getTime() / 1000),
  sid: randomUUID(),
});

/** The session a token belongs to, to issue another token of the same session (refresh, switch, profile). */
export const sessionOf = (claims: SessionClaims): SessionRef => ({
  authTime: claims.auth_time ?? Math.floor(Date.now() / 1000),
  sid: claims.sid,
});

/**
 * The claims for a person acting for `company`: their own company, or another one after a company
 * switch, in which case `home_company` keeps their own (`home`, read by `issueToken`, gives its
 * session version).
 */
export function sessionClaims(
  user: User,
  company: Company,
  session: SessionRef,
  home?: Pick<Company, 'companyId' | 'sessionEpoch'> | null,
): SessionInput {
  return {
    ...(company.companyId === user.companyId ? {} : { home_company: user.companyId }),
    sub: user.userId,
    company: company.companyId,
    companyName: company.name,
    role: user.role,
    admin: user.role === 'client_admin',
    verified: user.verified,
    dashboard: user.dashboard,
    access: user.access,
    firstTime: user.firstTime,
    email: user.email_address,
    first_name: user.first_name,
    last_name: user.last_name,
    auth_time: session.authTime,
    sid: session.sid,
    sv: user.sessionEpoch ?? 0,
    cv: {
      ...(home && home.companyId !== company.companyId ? { [home.companyId]: home.sessionEpoch ?? 0 } : {}),
      [company.companyId]: company.sessionEpoch ?? 0,
    },
  };
}

/** A token for `user` acting for `company`, in `session` (a new one unless given). */
export async function issueToken(
  user: User,
  company: Company,
  now: Date,
  session: SessionRef = newSession(now),
) {
  // After a switch the session also hangs on the person's own company: its version goes in too.
  const home = company.companyId === user.companyId ? null : await getCompany(user.companyId);
  return signSessionToken(sessionClaims(user, company, session, home), now);
}

/**
 * Records `successor` as the one refresh of token `jti`, or returns the successor recorded first
 * by a concurrent refresh of the same token.
 */
export async function recordRefresh(jti: string, successor: string, expiresAt: number): Promise<string> {
  try {
    await table.put(
      { ...keys.refresh(jti), entity: 'refresh', successor, [TTL_ATTRIBUTE]: expiresAt },
      IF_ABSENT,
    );
    return successor;
  } catch (error) {
    if (!isConditionFailed(error)) throw error;
    const first = await table.get(keys.refresh(jti), { consistent: true });
    return String(first?.successor);
  }
}

export const refreshRecordLifetime = () => TOKEN_LIFETIME_SECONDS + REFRESH_GRACE_SECONDS;
