import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../routes';
import { createMatcher } from './route-match';

const table: RouteDef[] = [
  { method: 'GET', path: '/api/private/claims', access: 'user', area: 'platform', handler: 'list' },
  { method: 'GET', path: '/api/private/claims/{claimId}', access: 'user', area: 'platform', handler: 'get' },
  { method: 'GET', path: '/api/private/claims/export', access: 'user', area: 'platform', handler: 'export' },
  { method: 'POST', path: '/api/private/claims', access: 'user', area: 'platform', handler: 'create' },
  { method: 'ANY', path: '/api/{proxy+}', access: 'public', area: 'platform', handler: 'not-found' },
];
const match = createMatcher(table);

describe('createMatcher', () => {
  it('matches an exact path and method', () => {
    expect(match('GET', '/api/private/claims')?.route.handler).toBe('list');
    expect(match('POST', '/api/private/claims')?.route.handler).toBe('create');
  });

  it('prefers a static segment over a parameter', () => {
    expect(match('GET', '/api/private/claims/export')?.route.handler).toBe('export');
  });

  it('fills and decodes path parameters', () => {
    expect(match('GET', '/api/private/claims/a%20b')).toMatchObject({
      route: { handler: 'get' },
      pathParameters: { claimId: 'a b' },
    });
  });

  it('sends an unknown method or path to the greedy fallback', () => {
    expect(match('DELETE', '/api/private/claims')?.route.handler).toBe('not-found');
    expect(match('GET', '/api/nothing/here')).toMatchObject({ pathParameters: { proxy: 'nothing/here' } });
  });

  it('matches nothing outside the table', () => {
    expect(match('GET', '/login')).toBeNull();
    expect(match('GET', '/api')).toBeNull();
  });

  it('treats a malformed escape as no match', () => {
    expect(match('GET', '/api/private/claims/%E0%A4%A')).toBeNull();
  });
});
