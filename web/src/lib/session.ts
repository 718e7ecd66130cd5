/**
 * The browser's session: the token kept in localStorage and the claims it carries. As the spec
 * says, "logged in" means the token decodes; the server verifies it on every private call.
 */
import { type Access, roleMeetsAccess, type SessionClaims } from '@shared/identity/access';
import { useSyncExternalStore } from 'react';
import { decodeToken, STORAGE_KEYS } from './token';

export { decodeToken };

const STORAGE_KEY = STORAGE_KEYS.token;

const listeners = new Set<() => void>();

export function getToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

let cachedToken: string | null | undefined;
let cachedClaims: SessionClaims | null = null;

export function getSession(): SessionClaims | null {
  const token = getToken();
  if (token !== cachedToken) {
    cachedToken = token;
    cachedClaims = decodeToken(token);
  }
  return cachedClaims;
}

function notify() {
  for (const listener of listeners) listener();
}

/** Why the last session ended in this page: private pages then send the person to sign in. */
/**
 * 'expired': the token could not be renewed; 'revoked': the server ended the session (the person was
 * removed or deactivated, their role or password changed, or this session was signed out in another tab).
 */
export type SessionEnd = 'signed_out' | 'expired' | 'revoked';
let ended: SessionEnd | null = null;

export function setToken(token: string): void {
  ended = null;
  localStorage.setItem(STORAGE_KEY, token);
  notify();
}

export function clearSession(): void {
  localStorage.removeItem(STORAGE_KEY);
  notify();
}

/** The person signed out, or the server asked them to sign in again: private pages send them to /login. */
export function endSession(reason: SessionEnd): void {
  ended = reason;
  clearSession();
}

export const signOut = () => endSession('signed_out');

export function sessionEnd(): SessionEnd | null {
  return ended;
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSession(): SessionClaims | null {
  return useSyncExternalStore(subscribeSession, getSession, () => null);
}

/** The person's role, from the session (null when signed out). The server checks it on every call. */
export function useRole(): SessionClaims['role'] | null {
  return useSession()?.role ?? null;
}

/**
 * Whether the person may take actions of this access level ('client_admin': the company's admin
 * or a platform admin acting for the company), so a page shows them enabled or explains why not.
 */
export function useMayAct(access: Access): boolean {
  return roleMeetsAccess(useRole(), access);
}
