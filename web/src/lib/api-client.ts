/**
 * The one API client: JSON in and out, and every failure turned into an ApiError carrying the
 * server's stable code, which components show through the catalogs (`error.<code>`).
 *
 * Private calls carry the bearer token. A token about to expire is refreshed first, and calls made
 * at the same time share one refresh. When the server answers 403 'Re-Authenticate user!' (or the
 * refresh itself is refused), or 401 auth.session_ended (the server ended the session: removed,
 * deactivated, new password or role), the session ends and the person is asked to sign in again.
 */
import { TOKEN_REFRESH_MARGIN_SECONDS } from '@shared/platform/constants';
import { type ErrorBody, type ErrorCode, type FieldIssue, isErrorCode } from '@shared/platform/errors';
import { decodeToken, endSession, getToken, setToken } from './session';

export type ClientErrorCode = ErrorCode | 'network';

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
    /** From the answer's Retry-After header: seconds before asking again is worth it. */
    readonly retryAfterSeconds?: number,
    /** The answer's whole body: a 409 may carry the resource as it now is (the claims desk's moves). */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The catalog key of the message to show. */
  get messageKey() {
    return `error.${this.code}` as const;
  }
}

/** The catalog key of what went wrong: the server's error code, or 'error.server.internal' for anything else. */
export function messageKeyOf(failure: unknown): ApiError['messageKey'] {
  return failure instanceof ApiError ? failure.messageKey : 'error.server.internal';
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

/** Seconds since the epoch; a function so tests can move time. */
export const clientClock = { now: () => Math.floor(Date.now() / 1000) };

let refreshing: Promise<string | null> | null = null;

/** Exchanges the stored token for a new one; concurrent callers share the one request. */
export function refreshToken(): Promise<string | null> {
  refreshing ??= (async () => {
    const token = getToken();
    if (!token) return null;
    try {
      const { token: next } = await send<{ token: string }>(
        '/api/public/user/refresh',
        { body: { token } },
        null,
      );
      setToken(next);
      return next;
    } catch (error) {
      if (error instanceof ApiError && (error.code === 'auth.reauthenticate' || error.status === 401)) {
        endSession(error.code === 'auth.session_ended' ? 'revoked' : 'expired');
        return null;
      }
      throw error;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

async function currentToken(): Promise<string | null> {
  const token = getToken();
  const claims = decodeToken(token);
  if (!token || !claims) return null;
  if (claims.exp - TOKEN_REFRESH_MARGIN_SECONDS > clientClock.now()) return token;
  return refreshToken();
}

export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  if (!path.startsWith('/api/private/')) return send<T>(path, request, null);
  if (!getToken()) throw new ApiError('auth.unauthenticated', 401, 'Not signed in');
  const token = await currentToken();
  // No token now means the refresh was refused and the session has already ended.
  if (!token) throw new ApiError('auth.reauthenticate', 403, 'Re-Authenticate user!');
  try {
    return await send<T>(path, request, token);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'auth.reauthenticate') endSession('expired');
    if (error instanceof ApiError && error.code === 'auth.session_ended') endSession('revoked');
    throw error;
  }
}

async function send<T>(path: string, request: ApiRequest, token: string | null): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('network', 0, 'Network error');
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const error = (data as ErrorBody | undefined)?.error;
    const code = isErrorCode(error?.code)
      ? error.code
      : response.status >= 500
        ? 'server.internal'
        : 'request.invalid';
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new ApiError(
      code,
      response.status,
      error?.message ?? response.statusText,
      error?.issues,
      Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : undefined,
      data,
    );
  }
  return data as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
