import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { HttpRequest } from './endpoint';

const SECRET = 'origin-secret-of-at-least-thirty-two-chars';

vi.mock('../lib/env', () => ({ env: { ORIGIN_VERIFY_SECRET: SECRET } }));

let clientIp: typeof import('./client-ip').clientIp;
beforeAll(async () => {
  ({ clientIp } = await import('./client-ip'));
});

const request = (headers: Record<string, string>): HttpRequest =>
  ({ event: { headers } as unknown as APIGatewayProxyEventV2, sourceIp: '192.0.2.10' }) as HttpRequest;

describe('clientIp', () => {
  it('believes the viewer address CloudFront gives, with the origin secret', () => {
    expect(
      clientIp(request({ 'cloudfront-viewer-address': '203.0.113.5:51234', 'x-origin-verify': SECRET })),
    ).toBe('203.0.113.5');
    expect(
      clientIp(request({ 'cloudfront-viewer-address': '[2001:db8::1]:443', 'x-origin-verify': SECRET })),
    ).toBe('2001:db8::1');
  });

  it('takes the connection address otherwise: no secret, a wrong one, or one of another length', () => {
    for (const verify of [undefined, 'guessed', `${SECRET.slice(0, -1)}x`, `${SECRET}x`]) {
      const headers: Record<string, string> = { 'cloudfront-viewer-address': '203.0.113.5:443' };
      if (verify) headers['x-origin-verify'] = verify;
      expect(clientIp(request(headers))).toBe('192.0.2.10');
    }
    expect(clientIp(request({ 'x-forwarded-for': '203.0.113.9' }))).toBe('192.0.2.10');
  });
});
