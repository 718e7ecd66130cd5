/**
 * reCAPTCHA v3, where the deployment turns it on: a token for an action, checked by the server
 * (GET /api/public/recaptcha answers 202 when it passes). Where it is off (locally), it passes.
 */
import { api } from './api-client';
import { loadScript } from './load-script';
import { publicConfig } from './public-config';

interface ReCaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: ReCaptcha;
  }
}

/** Resolves when the person passes (or reCAPTCHA is off); rejects with the server's ApiError otherwise. */
export async function passCaptcha(action: string): Promise<void> {
  const { recaptchaSiteKey: siteKey } = await publicConfig();
  if (!siteKey) return;
  await loadScript(`https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`);
  const grecaptcha = window.grecaptcha;
  if (!grecaptcha) throw new Error('reCAPTCHA did not load');
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  const captchaToken = await grecaptcha.execute(siteKey, { action });
  await api('/api/public/recaptcha', { query: { captchaToken, action, siteKey } });
}
