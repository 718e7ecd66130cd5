/**
 * The one API client: JSON in and out, the bearer token on private calls, and every failure turned
 * into an ApiError carrying the server's stable code, which components show through the catalogs
 * (`error.<code>`). Token refresh and re-authentication join here with the identity capability.
 */
import { type ErrorBody, type ErrorCode, type FieldIssue, isErrorCode } from '@shared/errors';
import { getToken } from './session';

export type ClientErrorCode = ErrorCode | 'network';

export class ApiError extends Error {
  constructor(
    readonly code: ClientErrorCode,
    readonly status: number,
    message: string,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The catalog key of the message to show. */
  get messageKey() {
    return `error.${this.code}` as const;
  }
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
}

export async function api<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const url = new URL(path, window.location.origin);
  for (const [key, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = path.startsWith('/api/private/') ? getToken() : null;
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
    throw new ApiError(code, response.status, error?.message ?? response.statusText, error?.issues);
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
