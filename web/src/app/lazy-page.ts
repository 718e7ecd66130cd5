/**
 * Lazy routes that survive a deployment: when a page's chunk fails to load (the old chunk was
 * replaced) or takes over 120 s, reload the page once to get the new build; a second failure in
 * a row is shown by the route's error element instead of reloading forever.
 */
import type { ComponentType } from 'react';

export const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_FLAG = 'parcel-audit.chunk-reload';

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  reload: () => void;
  timeoutMs?: number;
}

const browser = (): ReloadEnvironment => ({
  storage: sessionStorage,
  reload: () => window.location.reload(),
});

export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  environment: () => ReloadEnvironment = browser,
): () => Promise<{ Component: ComponentType }> {
  return async () => {
    const env = environment();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error('chunk load timed out')),
          env.timeoutMs ?? CHUNK_TIMEOUT_MS,
        );
      });
      const module = await Promise.race([load(), timeout]);
      env.storage.removeItem(RELOAD_FLAG);
      return { Component: module.default };
    } catch (error) {
      if (env.storage.getItem(RELOAD_FLAG)) {
        env.storage.removeItem(RELOAD_FLAG);
        throw error;
      }
      env.storage.setItem(RELOAD_FLAG, '1');
      env.reload();
      // The page is going away; never resolve so nothing renders in between.
      return new Promise<never>(() => {});
    } finally {
      clearTimeout(timer);
    }
  };
}
