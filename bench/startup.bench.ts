/**
 * Time from `npm start`'s server process to "ready", on a fresh data folder (first start: creates
 * the table, the keys and the demo's year of history, as a newcomer's first `npm start` does), again
 * on the same folder (a restart), and a first start with the company alone (`DEMO_DATA=empty`).
 * Prints how long the demo's year took to write, and what it wrote.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../infra/local/ports';

async function startOnce(dataDir: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      PARCEL_AUDIT_DATA_DIR: dataDir,
      INBOUND_MAIL_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('is ready in')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`start exited with ${code}`)));
  });
  const seconds = (performance.now() - started) / 1000;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
  return { seconds, demo: /demo year written in ([\d.]+) s: (.*)/.exec(output) };
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'startup-bench-'));
  const emptyDir = mkdtempSync(join(tmpdir(), 'startup-bench-empty-'));
  try {
    const first = await startOnce(dataDir);
    process.stdout.write(
      `  first start (fresh .data, the demo's year): ${first.seconds.toFixed(1)} s to ready\n`,
    );
    if (first.demo)
      process.stdout.write(
        `    of which the demo's year: ${first.demo[1]} s (the stack without it: ${(first.seconds - Number(first.demo[1])).toFixed(1)} s)\n    written: ${first.demo[2]}\n`,
      );
    process.stdout.write(
      `  restart (existing .data): ${(await startOnce(dataDir)).seconds.toFixed(1)} s to ready\n`,
    );
    const empty = await startOnce(emptyDir, { DEMO_DATA: 'empty' });
    process.stdout.write(`  first start, DEMO_DATA=empty: ${empty.seconds.toFixed(1)} s to ready\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(emptyDir, { recursive: true, force: true });
  }
}
