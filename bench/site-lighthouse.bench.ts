/**
 * Lighthouse (mobile, its default: a Moto G Power on slow 4G, 4x CPU slowdown) on the site's home,
 * pricing and the login page, served by the local stack from the built web (`npm run build:web`
 * first, or this builds it): performance, accessibility, best practices and SEO, each out of 100
 * (issue 23: all >= 95). Debian's Chromium; Lighthouse 12.2.3 (13 needs Node 22).
 */
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startLocalStack } from '../infra/local/stack';

const PAGES = ['/solution', '/fr/pricing', '/pricing', '/login'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export async function run() {
  if (!existsSync('web/dist/solution/index.html')) execSync('npm run build:web', { stdio: 'ignore' });
  const stack = await startLocalStack({ dataDir: null, port: 0, seed: false, logLevel: 'error' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    process.stdout.write(
      `  ${'page'.padEnd(14)}${CATEGORIES.map((c) => c.padStart(16)).join('')}   LCP     TBT    CLS\n`,
    );
    for (const path of PAGES) {
      const result = await lighthouse(`${stack.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
      });
      const lhr = result?.lhr;
      if (!lhr) continue;
      const scores = CATEGORIES.map((category) => {
        const score = lhr.categories[category]?.score;
        return (score === null || score === undefined ? '-' : String(Math.round(score * 100))).padStart(16);
      });
      const audit = (id: string) => lhr.audits[id]?.displayValue ?? '-';
      process.stdout.write(
        `  ${path.padEnd(14)}${scores.join('')}   ${audit('largest-contentful-paint')}  ${audit('total-blocking-time')}  ${audit('cumulative-layout-shift')}\n`,
      );
      const failing = Object.values(lhr.categories)
        .flatMap((category) => category.auditRefs.map((ref) => lhr.audits[ref.id]))
        .filter(
          (audit) =>
            audit &&
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .map((audit) => audit!.id);
      if (failing.length) process.stdout.write(`    below 90: ${[...new Set(failing)].join(', ')}\n`);
    }
  } finally {
    chrome.kill();
    await stack.stop();
  }
}
