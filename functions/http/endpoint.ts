/**
 * What an endpoint file exports: `endpoint(schema, fn)`. The schema (from `shared/`, the same one
 * the web form uses) validates the request input: the query string for GET and DELETE, the JSON
 * body otherwise. A rejected input answers 400 with the field issues and reaches no domain code.
 */
import type { SessionClaims } from '@shared/access';
import type { FieldIssue } from '@shared/errors';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type core, safeParse, type z } from 'zod/mini';
import type { RouteDef } from '../routes';
import { Invalid } from './errors';
import type { HttpResult } from './responses';

/** Who is calling, from the verified token: the only source of the caller's company. */
export interface Actor {
  userId: string;
  /** The company the caller acts for: every tenant key starts with it. */
  companyId: string;
  /** The caller's own company, where their user record lives (differs after a company switch). */
  homeCompanyId: string;
  role: SessionClaims['role'];
  email: string;
  claims: SessionClaims;
}

export interface HttpRequest {
  event: APIGatewayProxyEventV2;
  route: RouteDef;
  actor: Actor | null;
  /** The JSON body, parsed on first use (undefined when there is none); throws 400 on malformed JSON. */
  body: () => unknown;
  query: Record<string, string>;
  params: Record<string, string>;
  requestId: string;
  sourceIp: string;
}

export type Endpoint = (request: HttpRequest) => Promise<HttpResult>;

export interface EndpointContext<T> {
  input: T;
  actor: Actor | null;
  request: HttpRequest;
}

export function toFieldIssues(error: core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

export function endpoint<S extends core.$ZodType>(
  schema: S | null,
  fn: (context: EndpointContext<z.output<S>>) => Promise<HttpResult>,
): Endpoint {
  return async (request) => {
    const method = request.event.requestContext.http.method;
    if (!schema) return fn({ input: undefined as z.output<S>, actor: request.actor, request });
    const raw = method === 'GET' || method === 'DELETE' || method === 'HEAD' ? request.query : request.body();
    // No body at all reads as {}; a body of JSON null is a body, and is validated as such.
    const parsed = safeParse(schema, raw === undefined ? {} : raw);
    if (!parsed.success) throw Invalid('The request input is not valid', toFieldIssues(parsed.error));
    return fn({ input: parsed.data, actor: request.actor, request });
  };
}
