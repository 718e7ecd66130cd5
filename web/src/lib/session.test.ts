import { describe, expect, it } from 'vitest';
import { decodeToken } from './session';

// As a server encodes a JWT part: UTF-8 bytes, then base64url.
const encode = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const token = (payload: unknown) => `${encode({ alg: 'RS256' })}.${encode(payload)}.signature`;

describe('decodeToken', () => {
  it('reads the claims of a well-formed token, including non-ASCII names', () => {
    const claims = decodeToken(token({ sub: 'u1', company: 'c1', first_name: 'Nora Lefèvre' }));
    expect(claims).toMatchObject({ sub: 'u1', company: 'c1', first_name: 'Nora Lefèvre' });
  });

  it('is null for no token, garbage, or claims without a user and company', () => {
    expect(decodeToken(null)).toBeNull();
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(token({ sub: 'u1' }))).toBeNull();
  });
});
