/**
 * The whole local stack as `npm start` runs it, in a child process group of the test's (its API,
 * handlers, workflow runner and DynamoDB Local's Java), on a data folder of the test's: for suites
 * that need a stack configured otherwise than the shared one (the sandbox carrier off, as in AWS).
 * Handlers read their environment once per process, which is why such a stack cannot share the test
 * runner's process. Its address is read from its "ready" line (port 0: the system's choice, no race
 * for a free port); a stack that exits or stays silent fails with what it printed. The fault suites
 * (test/fault) kill one with SIGKILL all at once and start it again on the same folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { DEMO_LOGINS } from '../../infra/local/seed';

const ROOT = resolve(import.meta.dirname, '../..');
/** Java compiles DynamoDB Local's launcher and the demo data is written: minutes on a busy machine. */
const START_TIMEOUT_MS = 240_000;
const STOP_TIMEOUT_MS = 60_000;

export interface StackProcess {
  child: ChildProcess;
  url: string;
  /** What it printed last (its start-up lines, errors). */
  output: () => string;
}

export async function startStackProcess(
  dataDir: string,
  env: Record<string, string> = {},
  /** The environment it starts from (this process's by default, as it is now). */
  baseEnv: NodeJS.ProcessEnv = process.env,
): Promise<StackProcess> {
  const child = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['infra/local/start.ts'], {
    cwd: ROOT,
    env: {
      ...baseEnv,
      PORT: '0',
      PARCEL_AUDIT_DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      // A free port for its inbound SMTP server: 2525 may be a developer's own `npm start`.
      INBOUND_MAIL_PORT: '0',
      // The demo company alone: its year of history (a minute of seeding) only where a test asks.
      DEMO_DATA: 'empty',
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // What it printed last, for a failure's message; reading it all also keeps the pipes flowing.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-16_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  started.push(child);
  const stack = { child, url: '', output: () => output };
  try {
    stack.url = await new Promise<string>((resolveUrl, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`not ready within ${START_TIMEOUT_MS / 1000} s`)),
        START_TIMEOUT_MS,
      );
      child.stdout?.on('data', () => {
        // The ready line comes once the demo data is written; the addresses follow it.
        const ready = /Parcel Audit is ready in [\d.]+ s: (http:\/\/\S+)/.exec(output);
        if (!ready?.[1] || !output.includes('Press Ctrl-C to stop')) return;
        clearTimeout(timer);
        resolveUrl(ready[1]);
      });
      child.once('exit', (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`exited (code ${code}, signal ${signal}) before it was ready`));
      });
    });
    return stack;
  } catch (error) {
    await stopStackProcess(stack);
    throw new Error(`The stack did not start: ${(error as Error).message}\n${output}`);
  }
}

/** Every stack started here, so a suite's afterAll can kill those a failed test left running. */
const started: ChildProcess[] = [];

/** Kills every stack a suite started and left running (its afterAll). */
export function killStacks() {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Gone already.
      }
    }
}

/**
 * Stops the stack: SIGTERM (it stops its services and exits, as on Ctrl-C), SIGKILL to its whole
 * group if it lingers, then whatever of the group is left (none, normally). `SIGKILL` at once is a
 * crash: nothing is stopped cleanly.
 */
export async function stopStackProcess(
  stack: Pick<StackProcess, 'child'>,
  signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM',
) {
  const { child } = stack;
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
  kill(signal === 'SIGKILL' ? group : child.pid, signal);
  const timer = setTimeout(() => kill(group, 'SIGKILL'), STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
  kill(group, 'SIGKILL');
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

export type Client = <T>(path: string, body?: unknown) => Promise<T>;

/** JSON calls to the stack (GET without a body, POST with one); a failure throws with the answer. */
export function client(url: string, token?: string): Client {
  return async <T>(path: string, body?: unknown): Promise<T> => {
    const answer = await stackClient(url, token)<T>(path, body);
    if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer.body;
  };
}

/** Signs in as a demo login of `role`: a client for its calls. */
export async function signIn(url: string, role: (typeof DEMO_LOGINS)[number]['role'] = 'client_admin') {
  const login = DEMO_LOGINS.find((entry) => entry.role === role)!;
  return client(url, (await signedIn(url, login.email, login.password)).token);
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
