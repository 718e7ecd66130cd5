/**
 * What the tracking clients (ups.ts, fedex.ts, dhl.ts, laposte.ts) share: the errors they throw,
 * one HTTP call with a timeout, an OAuth token cache, and the conversions every carrier needs
 * (dates to ISO, weights to kilograms).
 *
 * A tracking client answers found:false for a number the carrier does not know, and throws:
 * - TrackingAuthError when the carrier refuses the merchant's keys (401/403): nothing will work
 *   until the keys are fixed;
 * - TrackingOutageError (a ConnectorUnavailableError) when the carrier cannot be reached, does not
 *   answer in time, answers 5xx or 429, or answers something unreadable: try again later;
 * - CarrierRefusedError for any other refusal of the request itself (another 4xx).
 */
import { CarrierRefusedError, ConnectorUnavailableError, type TrackedShipment } from '../connector';

export type FetchLike = typeof fetch;

export interface TrackingClientOptions {
  /** Defaults to the global fetch; tests pass their own or point baseUrl at a local server. */
  fetch?: FetchLike;
  /** The API's origin (defaults to the carrier's production host). */
  baseUrl?: string;
  /** Per HTTP call; defaults to 10 s. */
  timeoutMs?: number;
  /** The clock the token cache reads (epoch ms). */
  now?: () => number;
}

export interface TrackingClient {
  /** The API reached, for the record ('ups', 'fedex', 'dhl', 'la_poste'). */
  readonly api: string;
  /** One answer per number, in the order asked; a number the carrier does not know is found:false. */
  track(trackingNumbers: string[]): Promise<TrackedShipment[]>;
}

export const DEFAULT_TIMEOUT_MS = 10_000;

/** The carrier refused the merchant's keys (HTTP 401/403, or its token endpoint said no). */
export class TrackingAuthError extends Error {
  constructor(
    readonly api: string,
    readonly status: number,
    detail: string,
  ) {
    super(`Tracking API ${api} refused the keys (HTTP ${status})${detail ? `: ${detail}` : ''}`);
    this.name = 'TrackingAuthError';
  }
}

/** The carrier could not be reached or is failing (network, timeout, 5xx, 429, unreadable answer). */
export class TrackingOutageError extends ConnectorUnavailableError {
  constructor(api: string, detail: string) {
    super(api, detail);
    this.name = 'TrackingOutageError';
  }
}

export interface Answer {
  status: number;
  /** The parsed JSON body; null when the body is empty or not JSON. */
  body: unknown;
}

/** One HTTP call. Network failures and timeouts become TrackingOutageError; every status is returned. */
export async function call(
  api: string,
  fetchFn: FetchLike,
  url: URL,
  init: RequestInit,
  timeoutMs: number,
): Promise<Answer> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const name = (error as { name?: string }).name;
    throw new TrackingOutageError(
      api,
      name === 'TimeoutError' || name === 'AbortError' ? `no answer within ${timeoutMs} ms` : 'unreachable',
    );
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new TrackingOutageError(api, `HTTP ${response.status}, body unreadable`);
  }
  let body: unknown = null;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = null;
    }
  }
  return { status: response.status, body };
}

/** Throws the error an answer outside 2xx means, unless the caller handled it first. */
export function failOn(api: string, answer: Answer, message: (body: unknown) => string = () => ''): never {
  const detail = message(answer.body);
  if (answer.status === 401 || answer.status === 403) throw new TrackingAuthError(api, answer.status, detail);
  if (answer.status === 429 || answer.status >= 500) {
    throw new TrackingOutageError(api, `HTTP ${answer.status}${detail ? ` ${detail}` : ''}`);
  }
  if (answer.status >= 400) throw new CarrierRefusedError(api, String(answer.status), detail);
  throw new TrackingOutageError(api, `unexpected answer HTTP ${answer.status}`);
}

/** The base URL joined with a path, whatever slashes either has. */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(path.replace(/^\//, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/** One API's HTTP side, the client's options given their defaults: its URLs, and one call to it. */
export function apiHttp(api: string, defaultBaseUrl: string, options: TrackingClientOptions) {
  const fetchFn = options.fetch ?? fetch;
  const baseUrl = options.baseUrl ?? defaultBaseUrl;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    url(path: string, query?: Record<string, string>): URL {
      const url = endpoint(baseUrl, path);
      if (query) url.search = new URLSearchParams(query).toString();
      return url;
    },
    send: (url: URL, init: RequestInit) => call(api, fetchFn, url, init, timeoutMs),
  };
}

interface Token {
  value: string;
  expiresAt: number;
}

/** Renew this long before the carrier's expiry, so a token never dies in flight. */
const TOKEN_MARGIN_MS = 60_000;

/**
 * An OAuth access token kept until shortly before it expires. Calls made while a token is being
 * fetched wait for that one fetch; a failed fetch is not kept.
 */
export function tokenCache(
  fetchToken: () => Promise<{ accessToken: string; expiresInSeconds: number }>,
  now: () => number,
) {
  let token: Token | null = null;
  let pending: Promise<string> | null = null;
  return {
    async get(): Promise<string> {
      if (token && token.expiresAt > now()) return token.value;
      pending ??= fetchToken()
        .then(({ accessToken, expiresInSeconds }) => {
          token = {
            value: accessToken,
            expiresAt: now() + Math.max(0, expiresInSeconds * 1000 - TOKEN_MARGIN_MS),
          };
          return accessToken;
        })
        .finally(() => {
          pending = null;
        });
      return pending;
    },
    /** Forget the token (the carrier said it is no longer valid). */
    invalidate(value: string) {
      if (token?.value === value) token = null;
    },
    /**
     * Sends with the token; on a 401 the token may have been revoked before its expiry: one new
     * token, one more try.
     */
    async send(request: (token: string) => Promise<Answer>): Promise<Answer> {
      const first = await this.get();
      const answer = await request(first);
      if (answer.status !== 401) return answer;
      this.invalidate(first);
      return request(await this.get());
    },
  };
}

/** A token endpoint's answer read the same way for every carrier (RFC 6749 section 5.1). */
export function readToken(api: string, answer: Answer): { accessToken: string; expiresInSeconds: number } {
  if (answer.status === 400 || answer.status === 401 || answer.status === 403) {
    throw new TrackingAuthError(api, answer.status, 'token request refused');
  }
  if (answer.status !== 200) failOn(api, answer);
  const body = record(answer.body);
  const accessToken = body.access_token;
  const expiresIn = Number(body.expires_in);
  if (typeof accessToken !== 'string' || accessToken === '' || !Number.isFinite(expiresIn)) {
    throw new TrackingOutageError(api, 'token answer without access_token or expires_in');
  }
  return { accessToken, expiresInSeconds: expiresIn };
}

/** Runs fn over items, at most `limit` at a time, results in the items' order. */
export async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/* Reading loosely typed JSON. */

export type Json = Record<string, unknown>;

export function record(value: unknown): Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : {};
}

export function list(value: unknown): Json[] {
  return Array.isArray(value) ? value.map(record) : [];
}

export function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/* Conversions. */

/**
 * An ISO 8601 date-time (UTC, as toISOString writes it) from a carrier's date-time. A value with an
 * offset or Z is exact; a value without one (DHL Express events, some FedEx dates) is local time at
 * a place the API does not give the offset of, and is read as UTC. '' when there is no usable date.
 */
export function isoDateTime(value: unknown): string {
  const raw = text(value);
  if (raw === '') return '';
  const match =
    /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(raw);
  if (!match) return '';
  const [, year, month, day, hour = '00', minute = '00', second = '00', zone] = match;
  const calendar = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (calendar.getUTCMonth() !== Number(month) - 1 || calendar.getUTCDate() !== Number(day)) return '';
  const offset =
    zone === undefined || zone === 'Z'
      ? 'Z'
      : zone.includes(':')
        ? zone
        : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const parsed = Date.parse(`${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`);
  return Number.isNaN(parsed) ? '' : new Date(parsed).toISOString();
}

/** The dated ones of a carrier's events, newest first (`at` as isoDateTime writes it: '' for none). */
export function datedNewestFirst<T extends { at: string }>(events: T[]): T[] {
  return events.filter((event) => event.at !== '').sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

const POUND_KG = 0.45359237;
const OUNCE_KG = 0.028349523125;

/** Kilograms (to the gram) from a weight in the carrier's unit; 0 when the weight is unknown. */
export function weightInKg(value: unknown, unit: unknown): number {
  const amount = Number.parseFloat(text(value));
  if (!Number.isFinite(amount) || amount <= 0) return 0;
  const normalised = text(unit).toLowerCase();
  const factor = ['lb', 'lbs', 'pound', 'pounds'].includes(normalised)
    ? POUND_KG
    : ['oz', 'ounce', 'ounces'].includes(normalised)
      ? OUNCE_KG
      : ['g', 'gram', 'grams'].includes(normalised)
        ? 0.001
        : ['kg', 'kgs', 'kilogram', 'kilograms'].includes(normalised)
          ? 1
          : null;
  if (factor === null) return 0;
  return Math.round(amount * factor * 1000) / 1000;
}

/** A place as one line: the parts the carrier gave, in order, empty ones left out. */
export function place(...parts: unknown[]): string {
  return parts
    .map(text)
    .filter((part) => part !== '')
    .join(', ');
}
