/**
 * The JavaScript the login page loads, gzipped: the entry chunk, what it preloads, and the login
 * page's own lazy chunk with its imports (QUALITY.md budget: 100 KB for the first page).
 */

import { execSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'web/dist';

function importsOf(file: string): string[] {
  const code = readFileSync(join(dist, file), 'utf8');
  return [...code.matchAll(/(?:from|import)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g)].map(
    (match) => `assets/${match[1]}`,
  );
}

export async function run() {
  execSync('npm run build:web', { stdio: 'ignore' });
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const entry = /<script type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in index.html');
  const login = readdirAssets().find((file) => file.startsWith('assets/login-page-'));
  const seen = new Set<string>();
  const queue = [entry, ...(login ? [login] : [])];
  while (queue.length) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    // Static imports only: dynamic import() of other pages is not loaded by the login page.
    const code = readFileSync(join(dist, file), 'utf8');
    const staticImports = [
      ...code.matchAll(/(?:^|[;\n}])\s*import\s*[^(]*?from\s*["']\.\/([\w.-]+\.js)["']/g),
    ].map((m) => `assets/${m[1]}`);
    queue.push(...staticImports.filter((next) => importsOf(file).includes(next)));
  }
  let total = 0;
  for (const file of seen) {
    const gz = gzipSync(readFileSync(join(dist, file))).length;
    total += gz;
    process.stdout.write(`  ${file.padEnd(45)} ${(gz / 1024).toFixed(1).padStart(7)} KB gzipped\n`);
  }
  process.stdout.write(`  login page JavaScript: ${(total / 1024).toFixed(1)} KB gzipped (budget 100 KB)\n`);
}

function readdirAssets(): string[] {
  return readdirSync(join(dist, 'assets')).map((file) => `assets/${file}`);
}
