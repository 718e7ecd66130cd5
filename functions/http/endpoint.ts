/**
 * What an endpoint file exports: `endpoint(schema, fn)` for a route that needs a caller (its
 * function gets a non-null `actor`), or `publicEndpoint(schema, fn)` for a public route. The schema
 * (from `shared/`, the same one the web form uses) validates the request input: the query string
 * for GET and DELETE, the JSON body otherwise. A rejected input answers 400 with the field issues (or
 * the 4xx code the failing rule names) and reaches no domain code.
 */
import type { SessionClaims } from '@shared/identity/access';
import { type ErrorCode, type FieldIssue, isErrorCode } from '@shared/platform/errors';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type core, safeParse, type z } from 'zod/mini';
import type { RouteDef } from '../routes';
import { HttpError, Invalid, Unauthenticated } from './errors';
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

/** A company's system, by one of its API keys (integration routes). */
export interface ApiKeyCaller {
  keyId: string;
  companyId: string;
}

export interface HttpRequest {
  event: APIGatewayProxyEventV2;
  route: RouteDef;
  /** The verified caller: set on every route but a public or an integration one. */
  actor: Actor | null;
  /** The verified API key: set on an integration route only. */
  apiKey: ApiKeyCaller | null;
  /** The JSON body, parsed on first use (undefined when there is none); throws 400 on malformed JSON. */
  body: () => unknown;
  query: Record<string, string>;
  params: Record<string, string>;
  requestId: string;
  sourceIp: string;
}

/** Who may call an endpoint: anyone (a public route), or a verified caller (every other route). */
export type EndpointKind = 'public' | 'private' | 'integration';

/** An endpoint, of the kind its route's access needs (the area's handler map checks it by type). */
export type Endpoint<K extends EndpointKind = EndpointKind> = ((
  request: HttpRequest,
) => Promise<HttpResult>) & {
  readonly kind: K;
};

/** What a public endpoint gets: its validated input and the request; no caller. */
export interface PublicContext<T> {
  input: T;
  request: HttpRequest;
}

/** What an endpoint of a private route gets: also the verified caller, never null. */
export interface EndpointContext<T> extends PublicContext<T> {
  actor: Actor;
}

export function toFieldIssues(error: core.$ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    code: issue.code,
    message: issue.message,
  }));
}

/** The input a request carries, validated with `schema`: the query for GET, DELETE and HEAD, else the body. */
export function validInput<S extends core.$ZodType>(schema: S | null, request: HttpRequest): z.output<S> {
  if (!schema) return undefined as z.output<S>;
  const method = request.event.requestContext.http.method;
  const raw = method === 'GET' || method === 'DELETE' || method === 'HEAD' ? request.query : request.body();
  // No body at all reads as {}; a body of JSON null is a body, and is validated as such.
  const parsed = safeParse(schema, raw === undefined ? {} : raw);
  if (!parsed.success) {
    const issues = toFieldIssues(parsed.error);
    const code = issueErrorCode(parsed.error);
    if (code) throw new HttpError(code, 'The request input is not valid', issues);
    throw Invalid('The request input is not valid', issues);
  }
  return parsed.data;
}

/**
 * The error code a shared rule names for its issue (`params: { errorCode }`, e.g. a VAT number's
 * check digits: 422 company.vat_check_digits), when every issue names that same code; otherwise
 * the input is plainly invalid (400 request.invalid).
 */
function issueErrorCode(error: core.$ZodError): ErrorCode | null {
  const codes = new Set(
    error.issues.map((issue) => (issue.code === 'custom' ? (issue.params?.errorCode as unknown) : undefined)),
  );
  const [code] = codes;
  return codes.size === 1 && isErrorCode(code) ? code : null;
}

/** An endpoint of a private route: its function gets the verified caller (401 if there is none). */
export function endpoint<S extends core.$ZodType>(
  schema: S | null,
  fn: (context: EndpointContext<z.output<S>>) => Promise<HttpResult>,
): Endpoint<'private'> {
  return Object.assign(
    async (request: HttpRequest) => {
      const actor = request.actor;
      if (!actor) throw Unauthenticated();
      return fn({ input: validInput(schema, request), actor, request });
    },
    { kind: 'private' as const },
  );
}

/** An endpoint of a public route: no caller is read. */
export function publicEndpoint<S extends core.$ZodType>(
  schema: S | null,
  fn: (context: PublicContext<z.output<S>>) => Promise<HttpResult>,
): Endpoint<'public'> {
  return Object.assign(async (request: HttpRequest) => fn({ input: validInput(schema, request), request }), {
    kind: 'public' as const,
  });
}

/** What an endpoint of an integration route gets: the verified API key's company and id. */
export interface IntegrationContext<T> extends PublicContext<T> {
  key: ApiKeyCaller;
}

/** An endpoint of an integration route: its function gets the verified API key (401 if there is none). */
export function integrationEndpoint<S extends core.$ZodType>(
  schema: S | null,
  fn: (context: IntegrationContext<z.output<S>>) => Promise<HttpResult>,
): Endpoint<'integration'> {
  return Object.assign(
    async (request: HttpRequest) => {
      const key = request.apiKey;
      if (!key) throw Unauthenticated();
      return fn({ input: validInput(schema, request), key, request });
    },
    { kind: 'integration' as const },
  );
}
