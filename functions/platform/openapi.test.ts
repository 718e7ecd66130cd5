/**
 * The public API's OpenAPI document is valid OpenAPI 3.1 (checked against the specification's own
 * JSON Schema), and names every integration route of the route table with what it takes and
 * answers: a route added without its schema fails here.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { INTEGRATION_ERRORS, INTEGRATION_INPUTS } from '@shared/integrations/api';
import { ERROR_STATUS } from '@shared/platform/errors';
import { describe, expect, it } from 'vitest';
import { routes } from '../routes';
import { openApiDocument } from './openapi';

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(openApiDocument('https://app.parcel-audit.example'));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('has every integration route, with its body, its answer and its errors', () => {
    const document = openApiDocument();
    const integration = routes.filter((route) => route.access === 'integration');
    expect(integration.length).toBeGreaterThan(0);
    for (const route of integration) {
      const operation = document.paths[route.path]?.[route.method.toLowerCase()] as {
        requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
        responses: Record<string, unknown>;
      };
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(operation.requestBody.content['application/json'].schema.properties).toBeDefined();
      const success = (INTEGRATION_INPUTS[route.handler]?.success ?? [{ status: 200 }]).map(({ status }) =>
        String(status),
      );
      expect(Object.keys(operation.responses)).toEqual(
        expect.arrayContaining([...success, '400', '401', '429']),
      );
      for (const [, name] of route.path.matchAll(/\{(\w+)\}/g))
        expect(
          (operation as unknown as { parameters: { name: string; in: string }[] }).parameters,
        ).toContainEqual(expect.objectContaining({ name, in: 'path' }));
    }
    // Nothing but the public API is in it: the app's own routes are not a contract.
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/integration/'))).toBe(true);
  });

  it('declares every status a route answers, from the codes it may answer, and no other', () => {
    const document = openApiDocument();
    for (const route of routes.filter((entry) => entry.access === 'integration')) {
      const input = INTEGRATION_INPUTS[route.handler]!;
      const operation = document.paths[route.path]?.[route.method.toLowerCase()] as {
        responses: Record<string, { content: { 'application/json': { schema: { properties: unknown } } } }>;
      };
      const codes = [...INTEGRATION_ERRORS, ...(input.errors ?? [])];
      const statuses = new Set([
        ...(input.success ?? [{ status: 200 }]).map(({ status }) => String(status)),
        ...codes.map((code) => String(ERROR_STATUS[code])),
      ]);
      expect(new Set(Object.keys(operation.responses)), `${route.method} ${route.path}`).toEqual(statuses);
    }
    const complete = document.paths['/api/integration/v1/uploads/{uploadId}/complete']?.post as {
      responses: Record<string, { description: string }>;
      parameters: { name: string; schema: { maxLength?: number; pattern?: string } }[];
    };
    expect(complete.responses['404']?.description).toContain('upload.not_found');
    // The path parameter's rule, as the router checks it.
    expect(complete.parameters.find((parameter) => parameter.name === 'uploadId')?.schema).toMatchObject({
      maxLength: 128,
      pattern: expect.any(String),
    });
  });
});
