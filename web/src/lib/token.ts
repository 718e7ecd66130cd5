/**
 * What the browser keeps between pages, and the session token's claims: no React here, so the
 * public site's login island (web/src/site/islands/login.ts) and the app share them.
 */
import type { SessionClaims } from '@shared/identity/access';

export const STORAGE_KEYS = {
  /** The session token (localStorage). */
  token: 'parcel-audit.token',
  /** The interface language chosen (localStorage). */
  locale: 'parcel-audit.locale',
  /** A message for the sign-in page, handed over by the app when it sends a person there (sessionStorage). */
  notice: 'parcel-audit.notice',
} as const;

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function decodeToken(token: string | null): SessionClaims | null {
  if (!token) return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Partial<SessionClaims>;
    return typeof claims.sub === 'string' && typeof claims.company === 'string'
      ? (claims as SessionClaims)
      : null;
  } catch {
    return null;
  }
}
