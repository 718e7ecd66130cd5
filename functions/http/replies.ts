/**
 * The reply check: every successful answer (2xx with a body) must match its route's schema in
 * `shared/platform/replies.ts` before it leaves. A body with a field the schema does not name, or
 * one of the wrong type, is a bug that could show what the caller must not see (a storage key, a
 * hash): it is logged with the offending paths and answered as a 500, never sent. The schemas are
 * strict, so the check refuses rather than strips: a leak is found by the tests, not hidden.
 */
import { replies } from '@shared/platform/replies';
import { safeParse, type z } from 'zod/mini';
import { log } from '../lib/log';
import type { Route, RouteDef } from '../routes';
import { HttpError } from './errors';
import { bodyOf, type HttpResult } from './responses';

/** Every handler of the route table has its reply schema, and no schema names a handler that is not there. */
const byHandler: Record<Route['handler'], z.ZodMiniType> = replies satisfies Record<
  Route['handler'],
  z.ZodMiniType
>;
type Unrouted = Exclude<keyof typeof replies, Route['handler']>;
const noUnrouted: [Unrouted] extends [never] ? true : Unrouted = true;
void noUnrouted;

/** Why a reply does not match its route's schema: the issues, with their paths; empty when it does. */
export function replyIssues(route: Pick<RouteDef, 'handler'>, result: HttpResult): string[] {
  const status = result.statusCode ?? 200;
  if (status < 200 || status >= 300 || status === 204) return [];
  const schema = (byHandler as Record<string, z.ZodMiniType | undefined>)[route.handler];
  if (!schema) return [`no reply schema for ${route.handler}`];
  const checked = safeParse(schema, bodyOf(result));
  if (checked.success) return [];
  return checked.error.issues.map((issue) => {
    const keys = 'keys' in issue && Array.isArray(issue.keys) ? ` ${issue.keys.join(', ')}` : '';
    return `${issue.path.map(String).join('.') || '(body)'}: ${issue.code}${keys}`;
  });
}

/** Answers the result if it matches its route's reply schema; otherwise logs why and answers 500. */
export function checkedReply(route: RouteDef, result: HttpResult): HttpResult {
  const issues = replyIssues(route, result);
  if (issues.length === 0) return result;
  log.error('reply does not match its schema', { route: `${route.method} ${route.path}`, issues });
  throw new HttpError('server.internal', 'Something in our system went wrong');
}
