/**
 * Time from `npm start`'s server process to "ready", on a fresh data folder (first start: creates
 * the table, the keys and the demo data) and again on the same folder (a restart).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../infra/local/ports';

async function startOnce(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    env: { ...process.env, PORT: String(port), PARCEL_AUDIT_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
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
  return seconds;
}

export async function run() {
  const dataDir = mkdtempSync(join(tmpdir(), 'startup-bench-'));
  try {
    process.stdout.write(
      `  first start (fresh .data): ${(await startOnce(dataDir)).toFixed(1)} s to ready\n`,
    );
    process.stdout.write(`  restart (existing .data): ${(await startOnce(dataDir)).toFixed(1)} s to ready\n`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
