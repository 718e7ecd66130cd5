/**
 * Session tokens: RS256 JWTs signed by a KMS asymmetric key (the private key never leaves KMS; the
 * local runtime's KMS stand-in keeps it under `.data/keys/`). Verification takes the public key
 * from KMS once per process and checks signature, algorithm, issuer, audience, key id and a
 * required expiry: jose accepts tokens without `exp` unless told (../shared/QUALITY.md, item 3).
 */

import { createPublicKey, type KeyObject, randomUUID } from 'node:crypto';
import { GetPublicKeyCommand, SignCommand } from '@aws-sdk/client-kms';
import type { SessionClaims } from '@shared/identity/access';
import { ROLES } from '@shared/identity/access';
import { decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import * as z from 'zod/mini';
import { kms } from './aws/kms';
import { env } from './env';

export { TOKEN_LIFETIME_SECONDS } from '@shared/platform/constants';

import { TOKEN_LIFETIME_SECONDS } from '@shared/platform/constants';

let publicKey: Promise<KeyObject> | undefined;

function getPublicKey(): Promise<KeyObject> {
  publicKey ??= kms
    .send(new GetPublicKeyCommand({ KeyId: env.TOKEN_KEY_ID }))
    .then((out) => {
      if (!out.PublicKey) throw new Error('KMS returned no public key');
      return createPublicKey({ key: Buffer.from(out.PublicKey), format: 'der', type: 'spki' });
    })
    .catch((error: unknown) => {
      publicKey = undefined;
      throw error;
    });
  return publicKey;
}

/** The kid in our tokens' headers: a digest-free, stable name of the signing key. */
function keyId(): string {
  return env.TOKEN_KEY_ID.split('/').pop() ?? env.TOKEN_KEY_ID;
}

const base64url = (input: string | Uint8Array) => Buffer.from(input).toString('base64url');

export type SessionInput = Omit<SessionClaims, 'exp' | 'jti'>;

export async function signSessionToken(
  claims: SessionInput,
  now: Date,
  lifetimeSeconds = TOKEN_LIFETIME_SECONDS,
) {
  const iat = Math.floor(now.getTime() / 1000);
  const header = { alg: 'RS256', typ: 'JWT', kid: keyId() };
  const payload = {
    ...claims,
    auth_time: claims.auth_time ?? iat,
    jti: randomUUID(),
    iat,
    exp: iat + lifetimeSeconds,
    iss: env.TOKEN_ISSUER,
    aud: env.TOKEN_AUDIENCE,
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const out = await kms.send(
    new SignCommand({
      KeyId: env.TOKEN_KEY_ID,
      Message: Buffer.from(signingInput),
      MessageType: 'RAW',
      SigningAlgorithm: 'RSASSA_PKCS1_V1_5_SHA_256',
    }),
  );
  if (!out.Signature) throw new Error('KMS returned no signature');
  return `${signingInput}.${base64url(out.Signature)}`;
}

const claimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  company: z.string().check(z.minLength(1)),
  companyName: z.string(),
  role: z.enum(ROLES),
  admin: z.boolean(),
  verified: z.boolean(),
  dashboard: z.boolean(),
  access: z.boolean(),
  firstTime: z.boolean(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  exp: z.number().check(z.int()),
  jti: z.optional(z.string()),
  auth_time: z.optional(z.number().check(z.int())),
  home_company: z.optional(z.string()),
  sid: z.string().check(z.minLength(1), z.maxLength(64)),
  sv: z.number().check(z.int(), z.nonnegative()),
  cv: z.optional(z.record(z.string(), z.number().check(z.int(), z.nonnegative()))),
});

export class TokenRejected extends Error {
  constructor(readonly reason: string) {
    super(`token rejected: ${reason}`);
  }
}

export interface VerifyOptions {
  /**
   * Accept an expired (but otherwise valid) token. Only the token refresh uses this, within a
   * bounded grace period, as the spec's 'some reads ignore expiry'.
   */
  expiredGraceSeconds?: number;
  now?: Date;
}

export async function verifySessionToken(token: string, options: VerifyOptions = {}): Promise<SessionClaims> {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new TokenRejected('malformed');
  }
  if (header.alg !== 'RS256') throw new TokenRejected('algorithm');
  if (header.kid !== keyId()) throw new TokenRejected('kid');
  if (header.jwk !== undefined || header.jku !== undefined || header.x5u !== undefined) {
    throw new TokenRejected('embedded key');
  }
  try {
    const { payload } = await jwtVerify(token, await getPublicKey(), {
      algorithms: ['RS256'],
      issuer: env.TOKEN_ISSUER,
      audience: env.TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'iat', 'sub'],
      currentDate: options.now,
      clockTolerance: options.expiredGraceSeconds ?? 5,
    });
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new TokenRejected('claims');
    return claims.data;
  } catch (error) {
    if (error instanceof TokenRejected) throw error;
    if (error instanceof joseErrors.JWTExpired) throw new TokenRejected('expired');
    if (error instanceof joseErrors.JOSEError) throw new TokenRejected(error.code);
    throw error;
  }
}
