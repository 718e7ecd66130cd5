/**
 * For the tracking clients' tests: a real HTTP server on 127.0.0.1 (port 0) that records every
 * request it receives and answers what the test's route says, typically a recorded-format fixture
 * from ./fixtures. Not used outside tests.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  body: string;
}

export interface FakeAnswer {
  status: number;
  body?: unknown;
  /** Sent as is instead of JSON (an HTML error page, an empty body). */
  raw?: string;
  contentType?: string;
  /** Wait this long before answering (a slow carrier). */
  delayMs?: number;
}

export type Route = (request: RecordedRequest) => FakeAnswer;

export interface FakeApi {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export function fixture(name: string): unknown {
  return JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
}

export async function fakeApi(route: Route): Promise<FakeApi> {
  const requests: RecordedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const recorded: RecordedRequest = {
        method: request.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      let answer: FakeAnswer;
      try {
        answer = route(recorded);
      } catch (error) {
        answer = { status: 599, raw: String(error) };
      }
      const send = () => {
        if (response.destroyed) return;
        const payload = answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
        response.writeHead(answer.status, {
          'content-type':
            answer.contentType ?? (answer.raw === undefined ? 'application/json' : 'text/plain'),
        });
        response.end(payload);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A URL nothing listens on (a carrier that cannot be reached). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
