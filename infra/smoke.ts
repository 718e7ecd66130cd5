/**
 * `npm run smoke -- <url>`: checks a running Parcel Audit end to end, as a person and a browser
 * reach it: the API's health, sign-in, a real carrier invoice uploaded by the presigned POST the web
 * uses and audited until its findings can be downloaded, the public site's pages, and the OpenAPI
 * document. `<url>` is the app's address: the stack's `AppUrl` output (CloudFront) in AWS,
 * http://localhost:3000 on a laptop.
 *
 * It signs in as SMOKE_EMAIL with SMOKE_PASSWORD: in AWS a client admin of a company kept for the
 * smoke (README, Deploy). Against a loopback address without them it uses the demo client admin
 * that `npm start` seeds. It leaves nothing behind: the invoice is deleted once checked (its audit
 * opens no investigation: the file is clean real rows) and the session is ended; a copy left by a
 * run that died midway is deleted by the next run before it uploads again.
 *
 * Options: `--pages /case-studies,/pricing` (the public pages to fetch), `--file <csv>` (another
 * invoice), `--timeout <seconds>` (how long the audit may take, 120 by default).
 * Each step prints one line with its result and duration; any failure exits 1 and says why.
 */
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';

const DEMO_CLIENT_ADMIN = { email: 'admin@demo-merchant.example', password: 'DemoAdmin-2026' };
/** A real UPS invoice of the corpus (153 lines): its audit opens no investigation, only signals to review. */
const DEFAULT_INVOICE = new URL('../test/corpus/ups/345_Invoice_000000J2158C345_082325.csv', import.meta.url);
const REQUEST_TIMEOUT_MS = 30_000;

interface SmokeOptions {
  base: URL;
  email?: string;
  password?: string;
  pages: string[];
  file: string | URL;
  fileName: string;
  auditTimeoutMs: number;
}

interface Reply {
  status: number;
  type: string;
  text: string;
  json: unknown;
}

class StepFailure extends Error {}

const fail = (message: string): never => {
  throw new StepFailure(message);
};

function describeReply(reply: Reply): string {
  const code = (reply.json as { error?: { code?: string; message?: string } } | undefined)?.error;
  return code ? `${reply.status} ${code.code}: ${code.message ?? ''}`.trim() : `${reply.status}`;
}

async function request(
  url: URL | string,
  init: { method?: string; token?: string; body?: unknown; form?: FormData; accept?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { accept: init.accept ?? 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | FormData | undefined;
  if (init.form) body = init.form;
  else if (init.body !== undefined) {
    body = JSON.stringify(init.body);
    headers['content-type'] = 'application/json';
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return fail(
      `${init.method ?? 'GET'} ${url}: ${cause?.code ?? cause?.message ?? (error as Error).message}`,
    );
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, type: response.headers.get('content-type') ?? '', text, json };
}

const isLoopback = (url: URL) =>
  url.hostname === 'localhost' || url.hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(url.hostname);

async function smoke(options: SmokeOptions, print: (line: string) => void): Promise<boolean> {
  const api = (path: string) => new URL(path, options.base);
  const results: boolean[] = [];
  const state: { token?: string; documentId?: string } = {};

  async function step(name: string, run: () => Promise<string>, needs?: () => boolean): Promise<void> {
    if (needs && !needs()) {
      print(`skip ${name.padEnd(18)}         -  an earlier step failed`);
      results.push(false);
      return;
    }
    const started = performance.now();
    let ok = true;
    let detail: string;
    try {
      detail = await run();
    } catch (error) {
      ok = false;
      detail = error instanceof StepFailure ? error.message : String((error as Error).stack ?? error);
    }
    const ms = `${Math.round(performance.now() - started)} ms`.padStart(8);
    print(`${ok ? 'ok  ' : 'FAIL'} ${name.padEnd(18)}  ${ms}  ${detail}`);
    results.push(ok);
  }

  /** Deletes a document of the smoke's company, waiting (as far as the audit's limit) for an audit still running. */
  async function removeDocument(documentId: string): Promise<void> {
    const deadline = performance.now() + options.auditTimeoutMs;
    for (;;) {
      const reply = await request(api(`/api/private/documents/${encodeURIComponent(documentId)}`), {
        method: 'DELETE',
        token: state.token,
      });
      if (reply.status === 200) return;
      const code = (reply.json as { error?: { code?: string } } | undefined)?.error?.code;
      if (code !== 'audit.running' || performance.now() > deadline)
        fail(`DELETE /api/private/documents/${documentId} answered ${describeReply(reply)}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  const signedIn = () => Boolean(state.token);
  const uploaded = () => Boolean(state.token && state.documentId);

  await step('health', async () => {
    const reply = await request(api('/api/public/health'));
    const body = reply.json as { status?: string; version?: string } | undefined;
    if (reply.status !== 200 || body?.status !== 'ok')
      fail(`GET /api/public/health answered ${describeReply(reply)}`);
    return `status ok, version ${body?.version}`;
  });

  await step('sign-in', async () => {
    const email = options.email ?? (isLoopback(options.base) ? DEMO_CLIENT_ADMIN.email : undefined);
    const password = options.password ?? (isLoopback(options.base) ? DEMO_CLIENT_ADMIN.password : undefined);
    if (!email || !password)
      fail('set SMOKE_EMAIL and SMOKE_PASSWORD (a client admin of the company kept for the smoke)');
    const reply = await request(api('/api/public/login'), {
      method: 'POST',
      body: { email_address: email, password },
    });
    const token = (reply.json as { token?: string } | undefined)?.token;
    if (reply.status !== 200 || !token) fail(`POST /api/public/login answered ${describeReply(reply)}`);
    const session = await request(api('/api/private/session'), { token });
    if (session.status !== 200) fail(`GET /api/private/session answered ${describeReply(session)}`);
    state.token = token;
    return `signed in as ${email}`;
  });

  await step(
    'upload',
    async () => {
      const content = readFileSync(options.file);
      const send = async () => {
        const ticket = await request(api('/api/private/uploads'), {
          method: 'POST',
          token: state.token,
          body: {
            kind: 'carrier_invoice',
            fileName: options.fileName,
            size: content.length,
            contentType: 'text/csv',
          },
        });
        const presigned = ticket.json as { uploadId?: string; url?: string; fields?: Record<string, string> };
        if (ticket.status !== 201 || !presigned.url || !presigned.uploadId)
          fail(`POST /api/private/uploads answered ${describeReply(ticket)}`);
        // The browser's presigned POST, straight to S3: the file never passes through the API.
        const form = new FormData();
        for (const [name, value] of Object.entries(presigned.fields ?? {})) form.append(name, value);
        form.append('file', new Blob([content], { type: 'text/csv' }), options.fileName);
        const sent = await request(presigned.url!, { method: 'POST', form, accept: '*/*' });
        if (sent.status >= 300)
          fail(`the presigned POST to S3 answered ${sent.status}: ${sent.text.slice(0, 200)}`);
        return request(api(`/api/private/uploads/${presigned.uploadId}/confirm`), {
          method: 'POST',
          token: state.token,
          body: {},
        });
      };
      let confirmed = await send();
      let note = '';
      const error = (confirmed.json as { error?: { code?: string; message?: string } } | undefined)?.error;
      // The same file is kept once: a copy an interrupted run left is removed, then the file sent again.
      const leftover =
        error?.code === 'upload.duplicate' ? /\(([^)]+)\)/.exec(error.message ?? '')?.[1] : undefined;
      if (leftover) {
        await removeDocument(leftover);
        note = ` (an earlier run's copy ${leftover} removed first)`;
        confirmed = await send();
      }
      const document = (confirmed.json as { document?: { documentId?: string } } | undefined)?.document;
      if (confirmed.status !== 201 || !document?.documentId)
        fail(`POST /api/private/uploads/{id}/confirm answered ${describeReply(confirmed)}`);
      state.documentId = document!.documentId;
      return `${options.fileName}, ${content.length} bytes, document ${state.documentId}${note}`;
    },
    signedIn,
  );

  await step(
    'findings',
    async () => {
      const deadline = performance.now() + options.auditTimeoutMs;
      let wait = 250;
      let seen = 'no answer';
      for (;;) {
        const reply = await request(api(`/api/private/invoices/${state.documentId}`), { token: state.token });
        const invoice = (reply.json as { invoice?: Record<string, unknown> } | undefined)?.invoice;
        if (reply.status !== 200 || !invoice)
          fail(`GET /api/private/invoices/{id} answered ${describeReply(reply)}`);
        seen = `${invoice!.status}, ${invoice!.shardsDone}/${invoice!.shards} shards`;
        if (invoice!.status === 'failed')
          fail(`the audit failed: ${invoice!.problem} ${invoice!.problemDetail ?? ''}`);
        if (invoice!.status === 'done') {
          if (!invoice!.layout || !(Number(invoice!.lines) > 0))
            fail(`the audit read nothing: layout ${invoice!.layout}, ${invoice!.lines} lines`);
          const link = await request(
            api(`/api/private/invoices/${state.documentId}/findings?format=csv&locale=en`),
            {
              token: state.token,
            },
          );
          const url = (link.json as { url?: string } | undefined)?.url;
          if (link.status !== 200 || !url) fail(`the findings download answered ${describeReply(link)}`);
          const file = await request(url!, { accept: '*/*' });
          if (file.status !== 200) fail(`the findings file answered ${file.status}`);
          return `${invoice!.layout}, ${invoice!.lines} lines, ${invoice!.findings} findings, ${invoice!.reviews} to review, ${invoice!.claimsOpened} investigations opened; findings file ${file.text.length} bytes`;
        }
        if (performance.now() + wait > deadline)
          fail(`the audit was not over after ${Math.round(options.auditTimeoutMs / 1000)} s (${seen})`);
        await new Promise((resolve) => setTimeout(resolve, wait));
        wait = Math.min(wait * 2, 2_000);
      }
    },
    uploaded,
  );

  // Whatever the audit did, the invoice goes: the smoke's company keeps nothing.
  await step(
    'clean-up',
    async () => {
      await removeDocument(state.documentId!);
      return `document ${state.documentId} and its audit deleted`;
    },
    uploaded,
  );

  for (const page of options.pages) {
    await step(`page ${page}`, async () => {
      const reply = await request(api(page), { accept: 'text/html' });
      if (reply.status !== 200) fail(`GET ${page} answered ${reply.status}`);
      if (!reply.type.startsWith('text/html')) fail(`GET ${page} is ${reply.type || 'untyped'}, not HTML`);
      const title = /<title>([^<]*)<\/title>/i.exec(reply.text)?.[1];
      if (!title) fail(`GET ${page} has no <title>`);
      return `"${title}", ${reply.text.length} bytes`;
    });
  }

  await step('openapi', async () => {
    const reply = await request(api('/api/public/openapi.json'));
    if (reply.status !== 200) fail(`GET /api/public/openapi.json answered ${reply.status}`);
    const document = reply.json as { openapi?: string; paths?: Record<string, unknown> } | undefined;
    if (!document) fail('the OpenAPI document is not JSON');
    const paths = Object.keys(document!.paths ?? {});
    if (!document!.openapi || paths.length === 0) fail('the OpenAPI document has no version or no paths');
    const operations = paths.reduce(
      (count, path) => count + Object.keys(document!.paths![path] as Record<string, unknown>).length,
      0,
    );
    if (!/^3\./.test(document!.openapi!))
      fail(`the OpenAPI document says version ${document!.openapi}, not 3.x`);
    if (operations < paths.length) fail('a path of the OpenAPI document has no operation');
    return `OpenAPI ${document!.openapi}, ${paths.length} paths, ${operations} operations`;
  });

  await step(
    'sign-out',
    async () => {
      const reply = await request(api('/api/private/user/sign-out'), {
        method: 'POST',
        token: state.token,
        body: {},
      });
      if (reply.status >= 300) fail(`POST /api/private/user/sign-out answered ${describeReply(reply)}`);
      return 'session ended';
    },
    signedIn,
  );

  return results.every(Boolean);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      pages: { type: 'string', default: '/case-studies,/pricing' },
      file: { type: 'string' },
      timeout: { type: 'string', default: '120' },
    },
  });
  const target = positionals[0] ?? process.env.SMOKE_URL;
  let base: URL;
  try {
    base = new URL(target ?? '');
  } catch {
    process.stderr.write('Usage: npm run smoke -- <url> (the app address, e.g. the stack output AppUrl)\n');
    process.exit(2);
  }
  const seconds = Number(values.timeout);
  const options: SmokeOptions = {
    base,
    email: process.env.SMOKE_EMAIL || undefined,
    password: process.env.SMOKE_PASSWORD || undefined,
    pages: values.pages.split(',').filter(Boolean),
    file: values.file ?? DEFAULT_INVOICE,
    // The name UPS gives its billing files, which the upload keeps.
    fileName: values.file ? basename(values.file) : 'Invoice_000000J2158C345_082325.csv',
    auditTimeoutMs: (Number.isFinite(seconds) && seconds > 0 ? seconds : 120) * 1000,
  };
  process.stdout.write(`Smoke test of ${base.origin}\n`);
  const started = performance.now();
  const passed = await smoke(options, (line) => process.stdout.write(`${line}\n`));
  const total = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(passed ? `Smoke passed in ${total} s\n` : `Smoke FAILED in ${total} s\n`);
  process.exitCode = passed ? 0 : 1;
}

await main();
