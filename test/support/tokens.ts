/**
 * Session tokens for the suites, signed through the local KMS stand-in exactly as the back end
 * signs them, plus the forged kinds the security checklist names.
 */
import { type Caller, claimsFor } from './claims';
import { applyStackEnv } from './stack-env';

applyStackEnv();
const { sessionToken } = await import('./callers');

/** A token of a new session for the caller, who is made to exist first (callers.ts). */
export const tokenFor = sessionToken;

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

export { b64, type Caller, claimsFor };
