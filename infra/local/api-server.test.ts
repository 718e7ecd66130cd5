/**
 * The local API while its stack starts (issue 17, item 9): a call that arrives before the stack is
 * ready answers 503 with Retry-After and loads no handler; once ready, the same call is served.
 */
import { afterEach, expect, it } from 'vitest';
import { startApiServer } from './api-server';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

it('answers 503 until the stack is ready, then serves the route', async () => {
  // Prepare
  let ready = false;
  const loaded: string[] = [];
  const api = await startApiServer({
    port: 0,
    webRoot: '/nonexistent',
    ready: () => ready,
    loadArea: async (area) => {
      loaded.push(area);
      return async () => ({
        statusCode: 200,
        headers: { 'content-type': 'application/json' },
        body: '{"ok":true}',
      });
    },
  });
  close = api.close;

  // Act
  const starting = await fetch(`${api.url}/api/public/health`);
  ready = true;
  const served = await fetch(`${api.url}/api/public/health`);

  // Assess
  expect(starting.status).toBe(503);
  expect(starting.headers.get('retry-after')).toBe('1');
  expect(await starting.json()).toMatchObject({ error: { code: 'server.unavailable' } });
  expect(served.status).toBe(200);
  expect(loaded).toEqual(['platform']);
});
