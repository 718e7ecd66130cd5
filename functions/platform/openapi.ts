/**
 * The OpenAPI 3.1 document of the public API, made from the route table (the integration routes),
 * what each takes (shared/integrations/api.ts) and what each answers (shared/platform/replies.ts),
 * with zod's JSON Schema (2020-12, the dialect OpenAPI 3.1 uses). Served by GET
 * /api/public/openapi.json; the document is built once per process.
 */
import { INTEGRATION_ERRORS, INTEGRATION_INPUTS } from '@shared/integrations/api';
import { ERROR_STATUS, type ErrorCode } from '@shared/platform/errors';
import { type ReplyOf, replies } from '@shared/platform/replies';
import * as z from 'zod/mini';
import { publicEndpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { PATH_PARAMETERS, type PathParameter, routes } from '../routes';

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

/** The error body, its code one of `codes`. */
const errorBody = (codes: ErrorCode[]) => ({
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: codes },
        message: { type: 'string' },
        issues: {
          type: 'array',
          items: {
            type: 'object',
            required: ['path', 'code', 'message'],
            properties: { path: { type: 'string' }, code: { type: 'string' }, message: { type: 'string' } },
          },
        },
      },
    },
  },
});

/** What each status means to the caller; its codes are listed after. */
const ERRORS: Record<number, string> = {
  400: 'The input is not valid: `error.issues` names each field (`orders.3.lines.0.unit_price`) or path parameter.',
  401: 'No live API key (`auth.api_key_invalid`): none, a revoked one, or a session token.',
  403: 'The company is deactivated or suspended.',
  404: 'Nothing of the company has this id.',
  409: 'It conflicts with what is there or is still being handled.',
  413: 'The request body is too large.',
  415: 'The body is not JSON.',
  422: 'It cannot be done with what was sent.',
  429: 'Past the key’s requests per minute: wait the `Retry-After` seconds.',
  500: 'Our failure: try again later.',
};

/**
 * Every status the route can answer when it refuses, from the codes it may answer (those of every
 * integration route and its own), each status with its codes: the document declares no status
 * the route does not answer, and answers no status the document does not declare.
 */
export function errorResponses(codes: readonly ErrorCode[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of new Set(codes))
    byStatus.set(ERROR_STATUS[code], [...(byStatus.get(ERROR_STATUS[code]) ?? []), code]);
  return Object.fromEntries(
    [...byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, statusCodes]) => [
        String(status),
        {
          description: `${ERRORS[status] ?? 'Refused.'} Codes: ${statusCodes.map((code) => `\`${code}\``).join(', ')}.`,
          content: { 'application/json': { schema: errorBody(statusCodes) } },
        },
      ]),
  );
}

export function openApiDocument(serverUrl = '/') {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    if (route.access !== 'integration') continue;
    const input = INTEGRATION_INPUTS[route.handler];
    if (!input)
      throw new Error(`${route.method} ${route.path}: no input schema in shared/integrations/api.ts`);
    paths[route.path] ??= {};
    paths[route.path]![route.method.toLowerCase()] = {
      operationId: route.handler,
      summary: input.summary,
      description: input.description,
      security: [{ apiKey: [] }],
      parameters: [
        ...[...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
          name,
          in: 'path',
          required: true,
          // The rule the router checks (functions/routes.ts): a value outside it is a 400.
          schema: jsonSchema(PATH_PARAMETERS[name as PathParameter], 'input'),
        })),
        ...(input.idempotent
          ? [
              {
                name: 'Idempotency-Key',
                in: 'header',
                required: false,
                schema: { type: 'string', pattern: '^[\\w.:-]{1,100}$' },
              },
            ]
          : []),
      ],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: jsonSchema(input.schema, 'input') } },
      },
      responses: {
        ...Object.fromEntries(
          (input.success ?? [{ status: 200, description: 'Handled.' }]).map(({ status, description }) => [
            String(status),
            {
              description,
              content: {
                'application/json': { schema: jsonSchema(replies[route.handler as ReplyOf], 'output') },
              },
            },
          ]),
        ),
        ...errorResponses([...INTEGRATION_ERRORS, ...(input.errors ?? [])]),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parcel Audit API',
      version: '1.0.0',
      description:
        'Send your sales data (orders) so that investigations get their goods without waiting for you. Create an API key on the Sales Data page.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'pa_live_<key id>_<secret>' },
      },
    },
    paths,
  };
}

let built: ReturnType<typeof openApiDocument> | null = null;

export const handler = publicEndpoint(z.strictObject({}), async () => {
  built ??= openApiDocument();
  return json(200, built, { 'cache-control': 'public, max-age=300' });
});
