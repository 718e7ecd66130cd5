/** What this deployment turns on (GET /api/public/config), asked once per page load. */
import type { Reply } from '@shared/platform/replies';
import { api } from './api-client';

export type PublicConfig = Reply<'get-config'>;

let config: Promise<PublicConfig> | undefined;

export function publicConfig(): Promise<PublicConfig> {
  config ??= api<PublicConfig>('/api/public/config').catch(() => {
    config = undefined;
    return { googleClientId: null, recaptchaSiteKey: null };
  });
  return config;
}

/** Loads a third-party script once (Google sign-in, reCAPTCHA). */
const scripts = new Map<string, Promise<void>>();
export function loadScript(src: string): Promise<void> {
  let loading = scripts.get(src);
  if (!loading) {
    loading = new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        reject(new Error(`${src} could not load`));
      };
      document.head.append(script);
    });
    scripts.set(src, loading);
  }
  return loading;
}
