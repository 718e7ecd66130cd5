import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { auditPointsDefine } from './shared/audit/points';

const alias = {
  '@shared': fileURLToPath(new URL('./shared', import.meta.url)),
  '@functions': fileURLToPath(new URL('./functions', import.meta.url)),
  '@infra': fileURLToPath(new URL('./infra', import.meta.url)),
  '@web': fileURLToPath(new URL('./web/src', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // The suites mostly wait on the one local stack (HTTP, DynamoDB Local): three files at a time on
    // two cores took the whole run from 13 to 7.4 minutes (Vitest's own default there is one).
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'shared/**/*.test.ts',
            'functions/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'test/audit/**/*.test.ts',
            'test/corpus/**/*.test.ts',
            'test/architecture/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        define: auditPointsDefine(),
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/setup.ts'],
        },
      },
      {
        resolve: { alias },
        // The site's renderer (test/support/site-pages.ts) counts the audit points as the build does.
        define: auditPointsDefine(),
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/authz/**/*.test.ts', 'test/fuzz/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Kills and restarts the whole local stack in a child process group: its own stack, no global setup.
          name: 'fault',
          include: ['test/fault/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // The stack as AWS runs it (the sandbox carrier off), in a child process of its own.
          name: 'production',
          include: ['test/production/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'infra',
          include: ['infra/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          // The stack is synthesised once before the tests (bundling every Lambda), beside the other projects.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
