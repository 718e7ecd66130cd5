/**
 * POST /api/public/user/refresh: exchanges a token, even one expired within the grace period, for
 * a new one with the person's current claims. This is the one read that ignores expiry (spec:
 * 'some reads ignore expiry'), and it is bounded: by the grace period, by MAX_SESSION_SECONDS since
 * the person last signed in, and by one successor per token. A session that has ended is refused
 * (auth.session_ended): the person signs in again.
 */
import { refreshSchema } from '@shared/identity/session';
import { ancestry, getCompany } from '../companies/company-store';
import { maySwitch } from '../companies/switching';
import { publicEndpoint } from '../http/endpoint';
import { Reauthenticate, SessionEnded } from '../http/errors';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { TokenRejected, verifySessionToken } from '../lib/session-token';
import {
  issueToken,
  MAX_SESSION_SECONDS,
  REFRESH_GRACE_SECONDS,
  recordRefresh,
  refreshRecordLifetime,
  sessionOf,
} from './session';
import { checkSession } from './session-state';
import { getUser } from './user-store';

export const handler = publicEndpoint(refreshSchema, async ({ input }) => {
  const now = clock.now();
  const seconds = Math.floor(now.getTime() / 1000);
  let claims: Awaited<ReturnType<typeof verifySessionToken>>;
  try {
    claims = await verifySessionToken(input.token, { expiredGraceSeconds: REFRESH_GRACE_SECONDS, now });
  } catch (error) {
    if (error instanceof TokenRejected) throw Reauthenticate();
    throw error;
  }
  if (!claims.jti || !claims.auth_time || seconds - claims.auth_time > MAX_SESSION_SECONDS)
    throw Reauthenticate();
  // A session that has ended (removed, deactivated, password changed, signed out) is never renewed.
  const ended = await checkSession(claims);
  if (ended) {
    log.info('refresh of an ended session', { reason: ended });
    throw SessionEnded();
  }
  const user = await getUser(claims.home_company ?? claims.company, claims.sub);
  if (!user?.active) throw SessionEnded();
  // After a company switch the token acts for another company: keep it only while still allowed.
  const company = await getCompany(claims.company);
  const allowed =
    claims.company === user.companyId ||
    maySwitch(user.role, user.companyId, company, company ? await ancestry(company.companyId) : []);
  if (!company?.active || !allowed) throw Reauthenticate();
  const successor = await issueToken(user, company, now, sessionOf(claims));
  return ok({ token: await recordRefresh(claims.jti, successor, seconds + refreshRecordLifetime()) });
});
