/**
 * The whole local stack as `npm start` runs it, in a child process group of the test's (its API,
 * handlers, workflow runner and DynamoDB Local's Java), on a port and data folder of the test's:
 * for suites that need a stack configured otherwise than the shared one (the sandbox carrier off,
 * as in AWS) or that kill it. Handlers read their environment once per process, which is why such a
 * stack cannot share the test runner's process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from '../../infra/local/ports';

const ROOT = resolve(import.meta.dirname, '../..');

export interface StackProcess {
  child: ChildProcess;
  url: string;
  /** What it printed last (its start-up lines, errors). */
  output: () => string;
}

export async function startStackProcess(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<StackProcess> {
  const port = await freePort();
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['infra/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PARCEL_AUDIT_DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const status = await fetch(`${url}/api/public/health`).then(
      (response) => response.status,
      () => 0,
    );
    // Ready once it printed its addresses (the health check answers before the demo data is written).
    if (status === 200 && output.includes('Press Ctrl-C to stop'))
      return { child, url, output: () => output };
    if (child.exitCode !== null || Date.now() > deadline) {
      await stopStackProcess({ child, url, output: () => output });
      throw new Error(`the stack did not start (exit ${child.exitCode}):\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** Stops the stack's whole process group: SIGTERM (its services stop cleanly), SIGKILL if it lingers. */
export async function stopStackProcess(stack: StackProcess, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') {
  if (stack.child.exitCode !== null || stack.child.signalCode !== null) return;
  const exited = new Promise((done) => stack.child.once('exit', done));
  try {
    process.kill(-stack.child.pid!, signal);
  } catch {
    return;
  }
  const late = setTimeout(() => {
    try {
      process.kill(-stack.child.pid!, 'SIGKILL');
    } catch {
      // Gone already.
    }
  }, 20_000);
  await exited;
  clearTimeout(late);
}

/** A JSON client of the stack: GET without a body, else the method given (POST by default). */
export function stackClient(url: string, token?: string) {
  return async <T>(path: string, body?: unknown, method?: string): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${url}${path}`, {
      method: method ?? (body === undefined ? 'GET' : 'POST'),
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
}

/** Signs in with e-mail and password: a client carrying the session's token. */
export async function signedIn(url: string, email: string, password: string) {
  const { status, body } = await stackClient(url)<{ token: string }>('/api/public/login', {
    email_address: email,
    password,
  });
  if (status !== 200) throw new Error(`sign-in of ${email}: ${status}`);
  return { token: body.token, call: stackClient(url, body.token) };
}
