/**
 * Local stand-ins for Google's side, for the tests: an ID-token issuer whose signing keys the test
 * makes (its JWKS served on loopback), and a reCAPTCHA verification endpoint.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair } from 'jose';

export const TEST_GOOGLE_CLIENT_ID = 'parcel-audit-test.apps.googleusercontent.com';
export const TEST_GOOGLE_ISSUER = 'https://accounts.google.com';

export async function startGoogleFakes() {
  const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), kid: 'test-key-1', alg: 'RS256' };

  const server = createServer((req, res) => {
    if (req.url === '/certs') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [publicJwk] }));
      return;
    }
    if (req.url === '/siteverify' && req.method === 'POST') {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const form = new URLSearchParams(Buffer.concat(chunks).toString());
        const token = form.get('response');
        const ok =
          form.get('secret') === 'test-recaptcha-secret' && (token === 'good-token' || token === 'low-score');
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ success: ok, action: 'register', score: token === 'low-score' ? 0.1 : 0.9 }),
        );
      });
      return;
    }
    res.writeHead(404);
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    privateJwk,
    env: {
      GOOGLE_CLIENT_ID: TEST_GOOGLE_CLIENT_ID,
      GOOGLE_JWKS_URL: `${base}/certs`,
      GOOGLE_ISSUERS: TEST_GOOGLE_ISSUER,
      RECAPTCHA_SECRET: 'test-recaptcha-secret',
      RECAPTCHA_SITE_KEY: 'test-site-key',
      RECAPTCHA_VERIFY_URL: `${base}/siteverify`,
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
