/**
 * Google ID tokens, verified against the issuer's published keys (JWKS, fetched and cached by
 * jose) for signature, RS256, issuer, audience (our client id), expiry and a verified e-mail.
 * Off, with a clear error, when no client id is configured.
 */
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { HttpError } from '../http/errors';
import { env } from '../lib/env';

let keys: ReturnType<typeof createRemoteJWKSet> | undefined;

export interface GoogleIdentity {
  email: string;
  given_name: string;
  family_name: string;
}

export function googleEnabled(): boolean {
  return Boolean(env.GOOGLE_CLIENT_ID);
}

export async function verifyGoogleIdToken(idToken: string): Promise<GoogleIdentity> {
  if (!env.GOOGLE_CLIENT_ID)
    throw new HttpError('auth.google_disabled', 'Google sign-in is not enabled on this platform');
  keys ??= createRemoteJWKSet(new URL(env.GOOGLE_JWKS_URL));
  try {
    const { payload } = await jwtVerify(idToken, keys, {
      algorithms: ['RS256'],
      issuer: env.GOOGLE_ISSUERS.split(',').map((issuer) => issuer.trim()),
      audience: env.GOOGLE_CLIENT_ID,
      requiredClaims: ['exp', 'sub', 'email'],
    });
    if (payload.email_verified !== true || typeof payload.email !== 'string')
      throw new Error('e-mail not verified');
    return {
      email: payload.email,
      given_name: typeof payload.given_name === 'string' ? payload.given_name : '',
      family_name: typeof payload.family_name === 'string' ? payload.family_name : '',
    };
  } catch {
    throw new HttpError('auth.google_invalid', 'The Google sign-in could not be verified');
  }
}
