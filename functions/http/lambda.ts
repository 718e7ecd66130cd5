/**
 * The one middleware chain every area Lambda uses (middy): the error responder first, then route
 * resolution, body parsing and authentication, and the endpoint last. API Gateway tells us the
 * matched route in `routeKey`; the local server builds the same event.
 */
import middy from '@middy/core';
import { roleMeetsAccess } from '@shared/identity/access';
import { API_KEY_REQUESTS_PER_MINUTE } from '@shared/integrations/api-keys';
import type { FieldIssue } from '@shared/platform/errors';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { safeParse } from 'zod/mini';
import { checkSessionOn } from '../auth/session-state';
import { getCompany } from '../companies/company-store';
import { keyCaller, noteKeyUse } from '../integrations/api-key-store';
import { clock } from '../lib/clock';
import { log } from '../lib/log';
import { type Quota, takeQuota } from '../lib/quota';
import { TokenRejected, verifySessionToken } from '../lib/session-token';
import {
  type Area,
  type HandlerId,
  PATH_PARAMETERS,
  type PathParameter,
  type Route,
  type RouteDef,
  routesByKey,
} from '../routes';
import type { Actor, ApiKeyCaller, Endpoint, HttpRequest } from './endpoint';
import { HttpError, Invalid, NotAdmin, Reauthenticate, SessionEnded, Unauthenticated } from './errors';
import { checkedReply } from './replies';
import { errorResult, type HttpResult } from './responses';

function memo<T>(fn: () => T): () => T {
  let done = false;
  let value: T;
  return () => {
    if (!done) {
      value = fn();
      done = true;
    }
    return value;
  };
}

/** The kind of endpoint a route's access needs. */
type KindOf<R extends Route> = R['access'] extends 'public'
  ? 'public'
  : R['access'] extends 'integration'
    ? 'integration'
    : 'private';

const kindOf = (route: RouteDef) =>
  route.access === 'public' ? 'public' : route.access === 'integration' ? 'integration' : 'private';

/**
 * An area's handler map: one endpoint per handler id of its routes, public for a public route and
 * private (given a non-null caller) for every other, so the wrong kind fails typecheck.
 */
export type AreaHandlers<A extends Area> = {
  [H in HandlerId<A>]: Endpoint<KindOf<Extract<Route, { area: A; handler: H }>>>;
};

/** Requests per key per minute: counted per key, not per source, so no client resets it. */
const KEY_RATE: Quota = { name: 'api-key', max: API_KEY_REQUESTS_PER_MINUTE, windowSeconds: 60 };

function header(event: APIGatewayProxyEventV2, name: string): string | undefined {
  return event.headers?.[name] ?? event.headers?.[name.toLowerCase()];
}

function parseBody(event: APIGatewayProxyEventV2): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  const type = header(event, 'content-type') ?? '';
  if (type && !/^application\/(.+\+)?json\b/i.test(type)) {
    throw new HttpError('request.unsupported_media_type', 'Send the body as application/json');
  }
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError('request.malformed_json', 'The request body is not valid JSON');
  }
}

/** The credential the `Authorization: Bearer ...` header carries (a session token or an API key). */
const bearerOf = (event: APIGatewayProxyEventV2) =>
  /^Bearer\s+(\S+)$/i.exec(header(event, 'authorization') ?? '')?.[1];

async function authenticate(event: APIGatewayProxyEventV2, route: RouteDef): Promise<Actor | null> {
  if (route.access === 'public' || route.access === 'integration') return null;
  const token = bearerOf(event);
  if (!token) throw Unauthenticated();
  let claims: Awaited<ReturnType<typeof verifySessionToken>>;
  try {
    claims = await verifySessionToken(token);
  } catch (error) {
    if (error instanceof TokenRejected) {
      log.info('token rejected', { reason: error.reason, route: route.path });
      throw Reauthenticate();
    }
    throw error;
  }
  // A signed token is not enough: its person and its session must still be allowed to act.
  const { ended, suspended } = await checkSessionOn(claims, route.area);
  if (ended) {
    log.info('session ended', { reason: ended, route: route.path });
    throw SessionEnded();
  }
  // An overdue invoice past its grace period: only the client admin's Billing is open (billing/overdue).
  if (suspended) throw new HttpError('auth.suspended', 'The company is suspended for an overdue invoice');
  if (!roleMeetsAccess(claims.role, route.access)) {
    throw route.access === 'client_admin'
      ? NotAdmin()
      : new HttpError(
          'auth.forbidden',
          route.access === 'desk'
            ? 'This route is the claims desk'
            : 'This route needs a platform administrator',
        );
  }
  return {
    userId: claims.sub,
    companyId: claims.company,
    homeCompanyId: claims.home_company ?? claims.company,
    role: claims.role,
    email: claims.email,
    claims,
  };
}

/**
 * The company's system calling an integration route, by its API key (`Authorization: Bearer
 * pa_live_...`): 401 for anything else, a person's session token included, or a revoked key; 429
 * past the key's rate.
 */
async function authenticateKey(event: APIGatewayProxyEventV2): Promise<ApiKeyCaller> {
  const presented = bearerOf(event);
  const caller = presented ? await keyCaller(presented) : null;
  if (!caller)
    throw new HttpError('auth.api_key_invalid', 'Send a live API key: Authorization: Bearer pa_live_...');
  // A deactivated company's systems stop with its people (a suspended one's too: only Billing is open).
  const company = await getCompany(caller.companyId);
  if (!company?.active) throw new HttpError('auth.company_inactive', 'The company was deactivated');
  if (company.suspension)
    throw new HttpError('auth.suspended', 'The company is suspended for an overdue invoice');
  const now = clock.now();
  const wait = await takeQuota(KEY_RATE, caller.keyId, Math.floor(now.getTime() / 1000));
  if (wait > 0)
    throw new HttpError('auth.rate_limited', 'Too many requests with this API key', undefined, {
      'retry-after': String(wait),
    });
  await noteKeyUse(caller.companyId, caller.keyId, now);
  return caller;
}

/**
 * Checks each path parameter against its rule in the route table before any handler runs: a value
 * that does not fit (2,000 characters, a `#` or a `/` of the table's keys) is a 400 naming the
 * parameter, never a key handed to the store (which refuses it: a 500).
 */
function checkPathParameters(route: RouteDef, event: APIGatewayProxyEventV2): void {
  const issues: FieldIssue[] = [];
  for (const [, name = ''] of route.path.matchAll(/\{(\w+)\+?\}/g)) {
    const rule = PATH_PARAMETERS[name as PathParameter];
    const checked = rule ? safeParse(rule, event.pathParameters?.[name] ?? '') : null;
    if (!checked?.success)
      issues.push({
        path: name,
        code: checked?.error.issues[0]?.code ?? 'invalid_format',
        message: 'form.invalid',
      });
  }
  if (issues.length) throw Invalid('A path parameter is not valid', issues);
}

function toRequest(
  event: APIGatewayProxyEventV2,
  route: RouteDef,
  actor: Actor | null,
  apiKey: ApiKeyCaller | null,
): HttpRequest {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.queryStringParameters ?? {})) {
    if (value !== undefined) query[key] = value;
  }
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(event.pathParameters ?? {})) {
    if (value !== undefined) params[key] = value;
  }
  return {
    event,
    route,
    actor,
    body: memo(() => parseBody(event)),
    query,
    params,
    requestId: event.requestContext.requestId,
    sourceIp: event.requestContext.http.sourceIp,
    apiKey,
  };
}

export function areaLambda<A extends Area>(area: A, handlers: AreaHandlers<A>) {
  const byId = handlers as unknown as Record<string, Endpoint>;
  // The map's type holds this already; a cast somewhere must not make a private route public.
  for (const route of routesByKey.values()) {
    const kind = byId[route.handler]?.kind;
    if (route.area === area && kind !== kindOf(route))
      throw new Error(`${route.method} ${route.path}: a ${kind} endpoint on a ${route.access} route`);
  }
  return middy<APIGatewayProxyEventV2, HttpResult, Error, Context>({ timeoutEarlyInMillis: 0 })
    .use({
      onError: async (request) => {
        const error = request.error;
        if (error instanceof HttpError) {
          request.response = errorResult(error);
          return;
        }
        log.error('unhandled error', {
          requestId: request.event.requestContext?.requestId,
          routeKey: request.event.routeKey,
          error:
            error instanceof Error
              ? { name: error.name, message: error.message, stack: error.stack }
              : String(error),
        });
        request.response = errorResult(
          new HttpError('server.internal', 'Something in our system went wrong'),
        );
      },
    })
    .handler(async (event) => {
      const route = routesByKey.get(event.routeKey);
      const endpointFn = route && route.area === area ? byId[route.handler] : undefined;
      if (!route || !endpointFn) throw new HttpError('route.not_found', `No route for ${event.routeKey}`);
      const actor = await authenticate(event, route);
      const apiKey = route.access === 'integration' ? await authenticateKey(event) : null;
      checkPathParameters(route, event);
      return checkedReply(route, await endpointFn(toRequest(event, route, actor, apiKey)));
    });
}
