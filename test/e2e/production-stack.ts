/**
 * A second local stack for the browser tests, run as AWS runs the product (`CARRIER_SANDBOX=off`: no
 * sandbox carrier, claims wait on the claims desk, the demo data has claims to file). It runs in a
 * child process, `npm start`'s own entry point in its own process group: the handlers read their
 * environment once per process, so two stacks cannot share one. Its address is read from its
 * "ready" line; a stack that exits or stays silent fails the run with what it printed.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
/** Java compiles DynamoDB Local's launcher and the demo data is written: minutes on a busy machine. */
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 60_000;

export interface ProductionStack {
  url: string;
  stop: () => Promise<void>;
}

export async function startProductionStack(): Promise<ProductionStack> {
  // The environment as it is now, before the caller's own stack points this process at itself.
  const inherited = { ...process.env };
  const dataDir = await mkdtemp(join(tmpdir(), 'parcel-audit-production-'));
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['infra/local/start.ts'], {
    cwd: ROOT,
    env: {
      ...inherited,
      CARRIER_SANDBOX: 'off',
      // Port 0: the system's choice, read back from the ready line (no race for a free port).
      PORT: '0',
      PARCEL_AUDIT_DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What it printed last, for the failure's message; reading it all also keeps the pipes flowing.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const stop = async () => {
    await stopGroup(child);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`not ready within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      child.stdout?.on('data', () => {
        const ready = /Parcel Audit is ready in [\d.]+ s: (http:\/\/\S+)/.exec(output);
        if (!ready?.[1]) return;
        clearTimeout(timer);
        resolveUrl(ready[1]);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`exited (code ${code}, signal ${signal}) before it was ready`));
      });
    });
    if (!/Sandbox carrier: off/.test(output)) throw new Error('it runs with the sandbox carrier');
    return { url, stop };
  } catch (error) {
    await stop();
    throw new Error(
      `The production-mode stack (CARRIER_SANDBOX=off) did not start: ${(error as Error).message}\n${output}`,
    );
  }
}

/**
 * SIGTERM to the stack (it stops its services and exits, as on Ctrl-C), SIGKILL to its whole group
 * if it lingers; then whatever of the group is left (none, normally) is killed too.
 */
async function stopGroup(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const group = -child.pid;
  const kill = (target: number, name: NodeJS.Signals) => {
    try {
      process.kill(target, name);
    } catch {
      // Gone already.
    }
  };
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => kill(group, 'SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  kill(group, 'SIGKILL');
}
