import { describe, expect, it, vi } from 'vitest';
import { lazyPage, type ReloadEnvironment } from './lazy-page';

function environment(): ReloadEnvironment & { store: Map<string, string> } {
  const store = new Map<string, string>();
  return {
    store,
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
      removeItem: (key) => void store.delete(key),
    },
    reload: vi.fn(),
    timeoutMs: 50,
  };
}

const Page = () => null;

describe('lazyPage', () => {
  it('returns the page component when the chunk loads', async () => {
    const env = environment();
    await expect(
      lazyPage(
        async () => ({ default: Page }),
        () => env,
      )(),
    ).resolves.toEqual({ Component: Page });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it('reloads the page once when a chunk fails to load', async () => {
    const env = environment();
    void lazyPage(
      () => Promise.reject(new Error('Failed to fetch dynamically imported module')),
      () => env,
    )();
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
    expect(env.store.size).toBe(1);
  });

  it('shows the error instead of reloading again after a reload already failed', async () => {
    const env = environment();
    env.store.set('parcel-audit.chunk-reload', '1');
    await expect(
      lazyPage(
        () => Promise.reject(new Error('still failing')),
        () => env,
      )(),
    ).rejects.toThrow('still failing');
    expect(env.reload).not.toHaveBeenCalled();
    expect(env.store.size).toBe(0);
  });

  it('treats a chunk that never arrives as a failure', async () => {
    const env = environment();
    void lazyPage(
      () => new Promise(() => {}),
      () => env,
    )();
    await vi.waitFor(() => expect(env.reload).toHaveBeenCalledTimes(1));
  });
});
