/**
 * `npm run bench`: every benchmark in bench/, one after the other, each printing its figures.
 * Benchmarks measure and print; they never fail on time. `npm run bench -- web-bundle` runs one.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const only = process.argv.slice(2);
const here = fileURLToPath(new URL('.', import.meta.url));
const files = readdirSync(here)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => only.length === 0 || only.some((name) => file.startsWith(name)))
  .sort();

for (const file of files) {
  process.stdout.write(`\n== ${file.replace('.bench.ts', '')} ==\n`);
  const module = (await import(`./${file}`)) as { run: () => Promise<void> };
  await module.run();
}
