/**
 * The release check (`npm run test:release`, in `npm test` after the web build): the real synth with
 * bundling, what it built, and the authorization matrix run through those bundles. Its own config,
 * so `vitest run` (before the web build) leaves it out.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { auditPointsDefine } from '../../shared/audit/points';

const at = (path: string) => fileURLToPath(new URL(`../../${path}`, import.meta.url));
const alias = {
  '@shared': at('shared'),
  '@functions': at('functions'),
  '@infra': at('infra'),
  '@web': at('web/src'),
};

export default defineConfig({
  root: at(''),
  resolve: { alias },
  // As the integration project has it (the matrix runs there too, on the sources).
  define: auditPointsDefine(),
  test: {
    name: 'release',
    include: ['test/release/**/*.test.ts', 'test/authz/**/*.test.ts'],
    environment: 'node',
    // One synth (about a minute on two busy cores), then one local stack serving its bundles.
    globalSetup: ['test/release/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
