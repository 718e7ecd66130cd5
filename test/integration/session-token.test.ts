/**
 * Token verification (../shared/QUALITY.md, item 3): only our RS256 tokens, from our issuer, for
 * our audience, with an expiry in the future, signed by our key, are accepted.
 */
import { createHmac, generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { b64, type Caller, claimsFor, tamper, tokenFor } from '../support/tokens';

const member: Caller = { role: 'member', companyId: 'tenant-token-tests', userId: 'token-user-1' };
const ROUTE = '/api/private/session';

async function expectRejected(token: string) {
  const response = await call('GET', ROUTE, { token });
  expect(response.status).toBe(403);
  expect(response.body).toEqual({ error: { code: 'auth.reauthenticate', message: 'Re-Authenticate user!' } });
}

describe('session tokens on a private route', () => {
  it('accepts a token we signed, and takes the company from it', async () => {
    const response = await call('GET', ROUTE, { token: await tokenFor(member) });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      userId: 'token-user-1',
      companyId: 'tenant-token-tests',
      role: 'member',
      email: 'token-user-1@example.test',
    });
  });

  it('asks for a token when there is none', async () => {
    const response = await call('GET', ROUTE);
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ error: { code: 'auth.unauthenticated' } });
  });

  it('refuses a token that is not a JWT', async () => {
    await expectRejected('not-a-token');
  });

  it('refuses alg none', async () => {
    const token = await tokenFor(member);
    const [, payload] = token.split('.');
    await expectRejected(`${b64({ alg: 'none', typ: 'JWT', kid: 'local-token-signing' })}.${payload}.`);
  });

  it('refuses an HS256 token signed with the public key as the secret', async () => {
    const token = await tokenFor(member);
    const [header, payload] = token.split('.') as [string, string];
    const kid = JSON.parse(Buffer.from(header, 'base64url').toString()).kid;
    const forgedHeader = b64({ alg: 'HS256', typ: 'JWT', kid });
    const { KMSClient, GetPublicKeyCommand } = await import('@aws-sdk/client-kms');
    const key = await new KMSClient({}).send(new GetPublicKeyCommand({ KeyId: process.env.TOKEN_KEY_ID }));
    const pem = `-----BEGIN PUBLIC KEY-----\n${Buffer.from(key.PublicKey!).toString('base64')}\n-----END PUBLIC KEY-----\n`;
    const signature = createHmac('sha256', pem).update(`${forgedHeader}.${payload}`).digest('base64url');
    await expectRejected(`${forgedHeader}.${payload}.${signature}`);
  });

  it('refuses a token signed by another RSA key, even with our kid', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const token = await tokenFor(member);
    const [header, payload] = token.split('.') as [string, string];
    const signature = sign('sha256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
    await expectRejected(`${header}.${payload}.${signature}`);
  });

  it('refuses a token whose claims were changed after signing', async () => {
    await expectRejected(
      tamper(await tokenFor(member), { payload: (p) => ({ ...p, company: 'another-company' }) }),
    );
    await expectRejected(
      tamper(await tokenFor(member), { payload: (p) => ({ ...p, role: 'platform_admin' }) }),
    );
  });

  it('refuses an expired token', async () => {
    const issued = new Date(Date.now() - 13 * 60 * 60 * 1000);
    await expectRejected(await tokenFor(member, issued));
  });

  it('refuses a token with a wrong issuer or audience, or no expiry (re-signed through KMS)', async () => {
    const { KMSClient, SignCommand } = await import('@aws-sdk/client-kms');
    const kms = new KMSClient({});
    const now = Math.floor(Date.now() / 1000);
    const base = {
      ...claimsFor(member),
      iat: now,
      exp: now + 3600,
      iss: process.env.TOKEN_ISSUER,
      aud: process.env.TOKEN_AUDIENCE,
    };
    const variants = [
      { ...base, iss: 'https://evil.example' },
      { ...base, aud: 'another-app' },
      { ...base, exp: undefined },
      { ...base, nbf: now + 3600 },
    ];
    for (const payload of variants) {
      const signingInput = `${b64({ alg: 'RS256', typ: 'JWT', kid: process.env.TOKEN_KEY_ID })}.${b64(payload)}`;
      const out = await kms.send(
        new SignCommand({
          KeyId: process.env.TOKEN_KEY_ID,
          Message: Buffer.from(signingInput),
          MessageType: 'RAW',
          SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
        }),
      );
      await expectRejected(`${signingInput}.${Buffer.from(out.Signature!).toString('base64url')}`);
    }
  });

  it('refuses an unknown kid and embedded jwk or jku headers', async () => {
    const token = await tokenFor(member);
    await expectRejected(tamper(token, { header: (h) => ({ ...h, kid: 'someone-elses-key' }) }));
    await expectRejected(
      tamper(token, { header: (h) => ({ ...h, jwk: { kty: 'RSA', n: 'AQAB', e: 'AQAB' } }) }),
    );
    await expectRejected(tamper(token, { header: (h) => ({ ...h, jku: 'https://evil.example/jwks.json' }) }));
  });
});
