/**
 * The whole local stack as `npm start` runs it, in a child process group of its own, for the fault
 * suites (test/fault): started on a port and a data folder of the test's, killed with SIGKILL all at
 * once (the API, the handlers, the workflow runner and DynamoDB Local's Java), started again on the
 * same folder, and called over HTTP as a browser would.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { freePort } from '../../infra/local/ports';
import { DEMO_LOGINS } from '../../infra/local/seed';

const ROOT = resolve(import.meta.dirname, '../..');

export interface RunningStack {
  child: ChildProcess;
  url: string;
  output: () => string;
}

const stacks: ChildProcess[] = [];

/** `npm start`'s own entry point, on a port and a data folder of the test's, in its own process group. */
export async function startStack(dataDir: string, env: Record<string, string> = {}): Promise<RunningStack> {
  const port = await freePort();
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['infra/local/start.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), PARCEL_AUDIT_DATA_DIR: dataDir, LOG_LEVEL: 'error', ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  stacks.push(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    const status = await fetch(`${url}/api/public/health`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return { child, url, output: () => output };
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the stack did not start (exit ${child.exitCode}):\n${output}`);
    await new Promise((done) => setTimeout(done, 250));
  }
}

/** kill -9 of the whole process group, as a crash or a killed terminal would. */
export async function killGroup(stack: RunningStack) {
  const exited = new Promise((done) => stack.child.once('exit', done));
  process.kill(-stack.child.pid!, 'SIGKILL');
  await exited;
}

/** Kills every stack a test started and left running (its afterAll). */
export function killStacks() {
  for (const child of stacks)
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGKILL');
}

export type Client = <T>(path: string, body?: unknown) => Promise<T>;

/** JSON calls to the stack (GET without a body, POST with one); a failure throws with the answer. */
export function client(url: string, token?: string): Client {
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${url}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as T;
    if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
    return answer;
  };
}

/** Signs in as a demo login of `role`: a client for its calls. */
export async function signIn(url: string, role: (typeof DEMO_LOGINS)[number]['role'] = 'client_admin') {
  const login = DEMO_LOGINS.find((entry) => entry.role === role)!;
  const { token } = await client(url)<{ token: string }>('/api/public/login', {
    email_address: login.email,
    password: login.password,
  });
  return client(url, token);
}

/** Reads `read` until `ended` holds of its answer (every `ms`): the last answer. */
export async function until<T>(read: () => Promise<T>, ended: (value: T) => boolean, ms: number): Promise<T> {
  for (;;) {
    const value = await read();
    if (ended(value)) return value;
    await new Promise((done) => setTimeout(done, ms));
  }
}

/** Sends a file through a presigned POST ticket, as the web does. */
export async function postFile(
  ticket: { url: string; fields: Record<string, string> },
  fileName: string,
  content: Uint8Array,
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([content]), fileName);
  const sent = await fetch(ticket.url, { method: 'POST', body: form });
  if (sent.status >= 300) throw new Error(`the upload was refused: ${sent.status}`);
}
