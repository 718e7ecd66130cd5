/**
 * A small HTTP client for the integration suites: calls the local API as a browser would. Each
 * call comes from a source address (a loopback address such as 127.4.5.6, all of 127/8 reaching
 * this machine): the connection is made from it, so the server sees it on the socket, as a real
 * caller's. A new one per call unless `source` names one, so per-source limits in one test never
 * touch another.
 */
import { randomBytes } from 'node:crypto';
import { Agent, fetch } from 'undici';
import { inject } from 'vitest';

/** A distinct caller address: random, so test files running in parallel workers do not share one. */
export function freshSource(): string {
  const [a, b, c] = randomBytes(3);
  return `127.${a}.${b}.${Math.max(2, c ?? 2)}`;
}

/** One connection pool per named source address, reused across calls. */
const agents = new Map<string, Agent>();
const agentFrom = (source: string) => {
  let agent = agents.get(source);
  if (!agent) {
    agent = new Agent({ localAddress: source });
    agents.set(source, agent);
  }
  return agent;
};

export interface CallResult<T = unknown> {
  status: number;
  headers: { get(name: string): string | null };
  body: T;
  text: string;
}

export async function call<T = unknown>(
  method: string,
  path: string,
  options: {
    body?: unknown;
    rawBody?: string | Buffer;
    token?: string;
    headers?: Record<string, string>;
    /** The caller's address (freshSource()), to make several calls from one source. */
    source?: string;
  } = {},
): Promise<CallResult<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | Buffer | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const url = new URL(path, inject('apiUrl'));
  // The stack listens on IPv4 loopback; a source address needs the same family.
  url.hostname = '127.0.0.1';
  const dispatcher = options.source ? agentFrom(options.source) : new Agent({ localAddress: freshSource() });
  const response = await fetch(url, { method, headers, body, dispatcher });
  const text = await response.text();
  if (!options.source) await dispatcher.close();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

/** The error code of a refused call (undefined when it has none). */
export const errorCode = (reply: CallResult<unknown>) =>
  (reply.body as { error?: { code?: string } } | undefined)?.error?.code;
