/** Response helpers: every API answer is JSON, never cached, never sniffed. */

import type { ErrorBody } from '@shared/platform/errors';
import { issueInWords } from '@shared/platform/issue-words';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { HttpError } from './errors';

export type HttpResult = APIGatewayProxyStructuredResultV2;

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'x-content-type-options': 'nosniff',
};

/** The value each answer was made from, so the reply check reads it without parsing the JSON back. */
const values = new WeakMap<HttpResult, unknown>();

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  const result = { statusCode, headers: { ...BASE_HEADERS, ...headers }, body: JSON.stringify(body) };
  values.set(result, body);
  return result;
}

/** What an answer carries: the value it was made from, or its body read back. */
export function bodyOf(result: HttpResult): unknown {
  if (values.has(result)) return values.get(result);
  return result.body === undefined || result.body === '' ? undefined : JSON.parse(result.body);
}

export const ok = (body: unknown) => json(200, body);
export const created = (body: unknown) => json(201, body);
export const accepted = (body: unknown) => json(202, body);
export const noContent = (): HttpResult => ({ statusCode: 204, headers: { 'cache-control': 'no-store' } });
/** 303 See Other: where a browser goes after a native form post (a page of the site, never a caller's URL). */
export const seeOther = (location: string): HttpResult => ({
  statusCode: 303,
  headers: { location, 'cache-control': 'no-store' },
});

/**
 * A page of the public site the API filled (shared/site/pages.ts SERVED_PAGES): HTML, or the
 * sitemap's XML, cached a minute by browsers and CloudFront. Its reply schema checks the document as `{ html }`.
 */
export function htmlPage(statusCode: number, html: string, type: 'html' | 'xml' = 'html'): HttpResult {
  const result = {
    statusCode,
    headers: {
      'content-type': type === 'xml' ? 'application/xml; charset=utf-8' : 'text/html; charset=utf-8',
      'cache-control': 'public, max-age=60',
      'x-content-type-options': 'nosniff',
    },
    body: html,
  };
  values.set(result, { html });
  return result;
}

export function errorResult(error: HttpError): HttpResult {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  // Schemas name problems by catalog key: the key stays as the issue's code, the message is the
  // sentence. A key the server has no sentence for reads as the error's own, unless that is the
  // generic 'not valid' of the whole request.
  const fallback = error.code === 'request.invalid' ? undefined : error.message;
  if (error.issues?.length)
    body.error.issues = error.issues.map((issue) => issueInWords(issue, 'en', fallback));
  return json(error.status, body, error.headers);
}
