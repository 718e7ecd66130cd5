import { defineConfig } from '@playwright/test';

/**
 * Test files whose changes every other test would see while they run: the demo company's dashboards
 * locked, release notes published (they pop up on any page), a tour's words edited. They run first,
 * one at a time; the rest, which change only what is theirs or the demo merchant's own rows, run
 * side by side (two workers: 9.4 minutes instead of 13.5 on 2 cores, 2026-12-07).
 */
const PLATFORM_WIDE = ['admin-dashboards.spec.ts', 'admin-panel.spec.ts', 'guidance.spec.ts'];

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './test/e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  projects: [
    { name: 'platform-wide', testMatch: PLATFORM_WIDE, workers: 1 },
    { name: 'side-by-side', testIgnore: PLATFORM_WIDE, dependencies: ['platform-wide'] },
  ],
  // One retry, so a busy machine does not fail the run on one slow moment; the list reporter names
  // every test that passed only on its retry under "flaky" at the end: each is a defect to fix.
  retries: 1,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
});
