/**
 * Session tokens for the suites, signed through the local KMS stand-in exactly as the back end
 * signs them, plus the forged kinds the security checklist names.
 */
import type { Role, SessionClaims } from '@shared/access';
import { applyStackEnv } from './stack-env';

applyStackEnv();
const { signSessionToken } = await import('../../functions/lib/session-token');

export type Caller = { role: Role; companyId: string; userId: string };

export function claimsFor(caller: Caller): Omit<SessionClaims, 'exp'> {
  return {
    sub: caller.userId,
    company: caller.companyId,
    companyName: caller.companyId,
    role: caller.role,
    admin: caller.role === 'client_admin',
    verified: true,
    dashboard: true,
    access: true,
    firstTime: false,
    email: `${caller.userId}@example.test`,
    first_name: 'Test',
    last_name: caller.role,
  };
}

export function tokenFor(caller: Caller, now = new Date(), lifetimeSeconds?: number): Promise<string> {
  return signSessionToken(claimsFor(caller), now, lifetimeSeconds);
}

const b64 = (value: unknown) =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

/** Re-encodes a token's header and/or payload, keeping its (now wrong) signature. */
export function tamper(
  token: string,
  change: {
    header?: (h: Record<string, unknown>) => unknown;
    payload?: (p: Record<string, unknown>) => unknown;
  },
) {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const h = JSON.parse(Buffer.from(header, 'base64url').toString());
  const p = JSON.parse(Buffer.from(payload, 'base64url').toString());
  return `${b64(change.header ? change.header(h) : h)}.${b64(change.payload ? change.payload(p) : p)}.${signature}`;
}

export { b64 };
