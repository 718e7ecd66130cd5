/** GET /api/public/recaptcha: 202 when the captcha token passes (always, when reCAPTCHA is off), else 403. */
import { recaptchaSchema } from '@shared/identity/google';
import { clientIp } from '../http/client-ip';
import { publicEndpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { accepted } from '../http/responses';
import { recaptcha } from './recaptcha';

export const handler = publicEndpoint(recaptchaSchema, async ({ input, request }) => {
  if (!(await recaptcha.verify(input.captchaToken, input.action, clientIp(request)))) {
    throw new HttpError('auth.captcha_failed', 'Please confirm your e-mail address to continue');
  }
  return accepted({ passed: true, enabled: recaptcha.enabled });
});
