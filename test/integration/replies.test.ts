/** The reply check: a successful answer leaves only as its route's schema names it. */
import { replies } from '@shared/platform/replies';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { endpoint, publicEndpoint } from '../../functions/http/endpoint';
import { areaLambda } from '../../functions/http/lambda';
import { checkedReply, replyIssues } from '../../functions/http/replies';
import { json, noContent, ok } from '../../functions/http/responses';
import { log } from '../../functions/lib/log';
import { routes, routesByKey } from '../../functions/routes';

const health = routesByKey.get('GET /api/public/health')!;
const HEALTHY = { status: 'ok', version: '1.2.3' };

function healthLambda(answer: () => ReturnType<typeof ok>) {
  const unused = async () => ok({});
  return areaLambda('platform', {
    'get-health': publicEndpoint(null, async () => answer()),
    'get-session': endpoint(null, unused),
    'report-client-error': publicEndpoint(null, unused),
    'get-config': publicEndpoint(null, unused),
    'get-openapi': publicEndpoint(null, unused),
    'not-found': publicEndpoint(null, unused),
  });
}

const healthEvent = {
  routeKey: 'GET /api/public/health',
  rawPath: '/api/public/health',
  headers: {},
  requestContext: { requestId: 'request-replies-1', http: { method: 'GET', sourceIp: '127.0.0.1' } },
} as unknown as APIGatewayProxyEventV2;

describe('reply schemas', () => {
  it('name every route of the route table, and nothing else', () => {
    expect(Object.keys(replies).sort()).toEqual([...new Set(routes.map((route) => route.handler))].sort());
  });

  it('pass an answer that is exactly its schema', () => {
    expect(replyIssues(health, ok(HEALTHY))).toEqual([]);
  });

  it('name a field the schema does not have, wherever it is', () => {
    const list = routesByKey.get('GET /api/private/documents')!;
    const leaking = ok({
      documents: [
        {
          documentId: 'document-replies-1',
          kind: 'my_files',
          fileName: 'a.pdf',
          fileType: 'pdf',
          size: 10,
          carrier: null,
          uploadedAt: '2026-11-26T00:00:00.000Z',
          uploadedBy: 'someone@example.test',
          pk: 'COMPANY#company-replies-1',
        },
      ],
      cursor: null,
    });

    expect(replyIssues(list, leaking)).toEqual(['documents.0: unrecognized_keys pk']);
  });

  it('name a missing field and a field of the wrong type', () => {
    expect(replyIssues(health, ok({ status: 'ok', version: 3 }))).toEqual(['version: invalid_type']);
    expect(replyIssues(health, ok({ status: 'ok' }))).toEqual(['version: invalid_type']);
  });

  it('leave errors and empty answers alone', () => {
    expect(replyIssues(health, json(404, { error: { code: 'resource.not_found' } }))).toEqual([]);
    expect(replyIssues(health, noContent())).toEqual([]);
  });

  it('read an answer built by hand from its JSON', () => {
    const byHand = { statusCode: 200, body: JSON.stringify({ ...HEALTHY, secret: 'x' }) };

    expect(replyIssues(health, byHand)).toEqual(['(body): unrecognized_keys secret']);
  });

  it('let nothing succeed on the catch-all route', () => {
    const notFound = routesByKey.get('ANY /api/{proxy+}')!;
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});

    expect(() => checkedReply(notFound, ok({}))).toThrow();
    logged.mockRestore();
  });
});

describe('an area Lambda', () => {
  it('answers a matching reply as it is', async () => {
    const answered = await healthLambda(() => ok(HEALTHY))(healthEvent, {} as Context);

    expect(answered.statusCode).toBe(200);
    expect(JSON.parse(answered.body ?? '')).toEqual(HEALTHY);
  });

  it('answers 500 instead of a reply with a field its schema does not name, and logs where', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => {});

    const answered = await healthLambda(() => ok({ ...HEALTHY, pk: 'COMPANY#leak' }))(
      healthEvent,
      {} as Context,
    );

    expect(answered.statusCode).toBe(500);
    expect(answered.body).not.toContain('COMPANY#leak');
    expect(JSON.parse(answered.body ?? '').error.code).toBe('server.internal');
    expect(logged).toHaveBeenCalledWith('reply does not match its schema', {
      route: 'GET /api/public/health',
      issues: ['(body): unrecognized_keys pk'],
    });
    logged.mockRestore();
  });
});
