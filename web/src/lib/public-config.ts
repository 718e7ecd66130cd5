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
