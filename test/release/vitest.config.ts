/**
 * The release check (`npm run test:release`, in `npm test` after the web build): the real synth with
 * bundling, then what it built. Its own config, so `vitest run` (before the web build) leaves it out.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: fileURLToPath(new URL('../..', import.meta.url)),
  test: {
    name: 'release',
    include: ['test/release/**/*.test.ts'],
    environment: 'node',
    // One synth, bundling every Lambda (about a minute on two busy cores), for every file.
    globalSetup: ['test/release/global-setup.ts'],
    testTimeout: 60_000,
    // The bundles-mode stack starts DynamoDB Local's Java and writes the demo data.
    hookTimeout: 300_000,
  },
});
