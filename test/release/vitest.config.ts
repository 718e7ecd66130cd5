/**
 * The release check (`npm run test:release`, in `npm test` after the web build): the real synth with
 * bundling, what it built, and the authorization matrix and the workflows' suites run through those
 * bundles. Its own config,
 * so `vitest run` (before the web build) leaves it out.
 */
import { availableParallelism } from 'node:os';
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

/**
 * Integration suites that, between them, run every workflow (each of its task functions) through
 * the API: through the bundles here, on the sources in the integration project.
 */
const WORKFLOW_SUITES = [
  'test/integration/team.test.ts', // SendInvitation
  'test/integration/bulk.test.ts', // BulkClaims
  'test/integration/audit.test.ts', // InvoiceAudit
  'test/integration/billing-ledger.test.ts', // BillingPdf
  'test/integration/sales-data-sftp.test.ts', // SalesDataFetch
  'test/integration/sales-data-uploads.test.ts', // SalesDataUpload
  'test/integration/desk-files.test.ts', // DeskImport
];

export default defineConfig({
  root: at(''),
  resolve: { alias },
  // As the integration project has it (the matrix runs there too, on the sources).
  define: auditPointsDefine(),
  test: {
    name: 'release',
    // As vitest.config.ts: the files wait on one stack, so three at a time on two cores.
    maxWorkers: Math.max(3, availableParallelism()),
    include: ['test/release/**/*.test.ts', 'test/authz/**/*.test.ts', ...WORKFLOW_SUITES],
    environment: 'node',
    // One synth (about a minute on two busy cores), then one local stack serving its bundles.
    globalSetup: ['test/release/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
