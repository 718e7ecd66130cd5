/**
 * reCAPTCHA, behind an interface: the real verifier posts the token to Google's verification
 * endpoint with the configured secret and accepts a success with the expected action and a score
 * above the threshold; with no secret configured (locally) it is off and lets everything through.
 */
import { env } from '../lib/env';
import { log } from '../lib/log';

export interface RecaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string, action: string, remoteIp?: string): Promise<boolean>;
}

const off: RecaptchaVerifier = { enabled: false, verify: async () => true };

function googleVerifier(secret: string): RecaptchaVerifier {
  return {
    enabled: true,
    async verify(token, action, remoteIp) {
      const body = new URLSearchParams({
        secret,
        response: token,
        ...(remoteIp ? { remoteip: remoteIp } : {}),
      });
      try {
        const response = await fetch(env.RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          body,
          signal: AbortSignal.timeout(5000),
        });
        const answer = (await response.json()) as { success?: boolean; action?: string; score?: number };
        return (
          answer.success === true &&
          (answer.action === undefined || answer.action === action) &&
          (answer.score ?? 1) >= env.RECAPTCHA_MIN_SCORE
        );
      } catch (error) {
        log.warn('recaptcha verification unavailable', {
          error: error instanceof Error ? error.name : String(error),
        });
        return false;
      }
    },
  };
}

export const recaptcha: RecaptchaVerifier = env.RECAPTCHA_SECRET ? googleVerifier(env.RECAPTCHA_SECRET) : off;
