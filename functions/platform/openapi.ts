/**
 * The OpenAPI 3.1 document of the public API, made from the route table (the integration routes),
 * what each takes (shared/integrations/api.ts) and what each answers (shared/platform/replies.ts),
 * with zod's JSON Schema (2020-12, the dialect OpenAPI 3.1 uses). Served by GET
 * /api/public/openapi.json; the document is built once per process.
 */
import { INTEGRATION_INPUTS } from '@shared/integrations/api';
import { ERROR_STATUS } from '@shared/platform/errors';
import { type ReplyOf, replies } from '@shared/platform/replies';
import * as z from 'zod/mini';
import { publicEndpoint } from '../http/endpoint';
import { json } from '../http/responses';
import { routes } from '../routes';

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output') => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  return rest;
};

const errorBody = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', enum: Object.keys(ERROR_STATUS) },
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
};

const ERRORS: Record<string, string> = {
  '400': 'The input is not valid: `error.issues` names each field (`orders.3.lines.0.unit_price`).',
  '401': 'No live API key (`auth.api_key_invalid`): none, a revoked one, or a session token.',
  '403': 'The company is deactivated or suspended.',
  '409': 'The batch of this Idempotency-Key is still being handled.',
  '422': 'This Idempotency-Key was used for another batch.',
  '429': 'Past the key’s requests per minute: wait the `Retry-After` seconds.',
};

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
          schema: { type: 'string' },
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
        ...Object.fromEntries(
          Object.entries(ERRORS).map(([status, description]) => [
            status,
            { description, content: { 'application/json': { schema: errorBody } } },
          ]),
        ),
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
