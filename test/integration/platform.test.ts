import { describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { call } from '../support/http';

describe('GET /api/public/health', () => {
  it('answers with status and version', async () => {
    const response = await call('GET', '/api/public/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', version: pkg.version });
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses unknown query fields', async () => {
    const response = await call('GET', '/api/public/health?role=admin');
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'request.invalid', issues: [{ path: '' }] } });
  });
});

describe('the API edge', () => {
  it('answers an unknown API path with a JSON 404 and an error code', async () => {
    const response = await call('GET', '/api/private/does-not-exist');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { code: 'route.not_found' } });
  });

  it('answers a known path with an unknown method with a JSON 404', async () => {
    const response = await call('DELETE', '/api/public/health');
    expect(response.status).toBe(404);
    expect(response.body).toMatchObject({ error: { code: 'route.not_found' } });
  });

  it('answers malformed JSON with 400 request.malformed_json', async () => {
    const response = await call('POST', '/api/public/client-errors', {
      rawBody: '{"kind":"render",',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: { code: 'request.malformed_json' } });
  });

  it('answers a body that is not JSON with 415', async () => {
    const response = await call('POST', '/api/public/client-errors', {
      rawBody: 'kind=render',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(415);
    expect(response.body).toMatchObject({ error: { code: 'request.unsupported_media_type' } });
  });

  it('answers a body over 10 MB with 413 request.too_large', async () => {
    const response = await call('POST', '/api/public/client-errors', {
      rawBody: Buffer.alloc(10 * 1024 * 1024 + 1, 32),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toMatchObject({ error: { code: 'request.too_large' } });
  });

  it('accepts a body of exactly 10 MB past the size check', async () => {
    const response = await call('POST', '/api/public/nothing', {
      rawBody: Buffer.alloc(10 * 1024 * 1024, 32),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(404);
  });

  it('serves the app for a page of its route table, with 200', async () => {
    const checkout = await call('GET', '/billing/checkout/pay-123');
    const home = await call('GET', '/home/');
    expect([200, 503]).toContain(checkout.status);
    expect([200, 503]).toContain(home.status);
  });

  it('answers 404 to a page path that is none of the app’s, with the app’s not-found page, not the API 404', async () => {
    const response = await call('GET', '/claimCenter/whatever');
    expect(response.status).toBe(404);
    expect(response.text).not.toContain('route.not_found');
    // Built, it is the app (which shows its not-found page); not built, a plain 404.
    if (response.headers.get('content-type')?.startsWith('text/html'))
      expect(response.text).toContain('<div id="root">');
    expect((await call('GET', '/no-such-page')).status).toBe(404);
  });
});

describe('POST /api/public/client-errors', () => {
  it('accepts a well-formed report', async () => {
    const response = await call('POST', '/api/public/client-errors', {
      body: { kind: 'chunk_load', message: 'Failed to fetch dynamically imported module', path: '/home' },
    });
    expect(response.status).toBe(202);
  });

  it('refuses unknown fields and oversized messages, naming the fields', async () => {
    const response = await call<{ error: { issues: { path: string }[] } }>(
      'POST',
      '/api/public/client-errors',
      {
        body: { kind: 'render', message: 'x'.repeat(501), path: '/home', companyId: 'someone-else' },
      },
    );
    expect(response.status).toBe(400);
    expect(response.body.error.issues.map((issue) => issue.path).sort()).toEqual(['', 'message']);
  });
});
