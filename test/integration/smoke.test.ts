/**
 * `npm run smoke -- <url>` (infra/smoke.ts) against the local stack, as CI runs it: a child process
 * signs in as a client admin of a company of its own, uploads a real carrier invoice, waits for its
 * findings, deletes it, reads a public page the API fills and the OpenAPI document, and exits 0 with
 * one line per step. A wrong password makes it exit 1 and say which step failed and why.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../support/http';
import { runScript } from '../support/operator-script';
import { makePerson } from '../support/people';
import { publishSitePages } from '../support/site-pages';
import { tokenFor } from '../support/tokens';
import { uploadDocument } from '../support/uploads';

function runSmoke(env: Record<string, string>) {
  // The served page only: the integration stack runs without a web build (no /pricing file).
  return runScript(['infra/smoke.ts', inject('apiUrl'), '--pages', '/case-studies'], env);
}

describe('npm run smoke against the local stack', () => {
  beforeAll(publishSitePages);

  it('passes every step, prints one line each, and leaves no document behind', async () => {
    const person = await makePerson({ role: 'client_admin' });
    const { code, out } = await runSmoke({ SMOKE_EMAIL: person.email, SMOKE_PASSWORD: person.password });
    process.stdout.write(out);
    expect(code, out).toBe(0);
    const steps = out
      .split('\n')
      .filter((line) => /^(ok|FAIL|skip) /.test(line))
      .map((line) => `${line.slice(0, 4).trim()} ${line.slice(5).split(/\s{2,}/)[0]}`);
    expect(steps).toEqual([
      'ok health',
      'ok sign-in',
      'ok upload',
      'ok findings',
      'ok clean-up',
      'ok page /case-studies',
      'ok openapi',
      'ok sign-out',
    ]);
    expect(out).toMatch(
      /findings .* ups_billing_data, 153 lines, 0 findings, 6 to review, 0 investigations opened/,
    );
    expect(out).toMatch(/Smoke passed in \d+\.\d s/);
    // Nothing left in the company: the invoice and its audit went with the clean-up.
    const token = await tokenFor({
      role: 'client_admin',
      companyId: person.companyId,
      userId: person.userId,
    });
    const documents = await call<{ documents: unknown[] }>('GET', '/api/private/documents', { token });
    expect(documents.status).toBe(200);
    expect(documents.body.documents).toEqual([]);
  });

  it('removes the copy a run that died midway left, before it uploads again', async () => {
    const person = await makePerson({ role: 'client_admin' });
    const token = await tokenFor({
      role: 'client_admin',
      companyId: person.companyId,
      userId: person.userId,
    });
    const invoice = readFileSync(
      new URL('../corpus/ups/345_Invoice_000000J2158C345_082325.csv', import.meta.url),
    );
    const left = await uploadDocument(
      token,
      'carrier_invoice',
      'Invoice_000000J2158C345_082325.csv',
      invoice,
    );
    const { code, out } = await runSmoke({ SMOKE_EMAIL: person.email, SMOKE_PASSWORD: person.password });
    expect(code, out).toBe(0);
    expect(out).toContain(`(an earlier run's copy ${left.documentId} removed first)`);
    const documents = await call<{ documents: unknown[] }>('GET', '/api/private/documents', { token });
    expect(documents.body.documents).toEqual([]);
  });

  it('exits 1 and names the failed step when the sign-in is refused, skipping what needs it', async () => {
    const person = await makePerson({ role: 'client_admin' });
    const { code, out } = await runSmoke({ SMOKE_EMAIL: person.email, SMOKE_PASSWORD: 'Not-The-Password-1' });
    expect(code).toBe(1);
    expect(out).toMatch(/^FAIL sign-in .*401 auth\.invalid_credentials/m);
    expect(out).toMatch(/^skip upload /m);
    expect(out).toMatch(/^ok {3}health /m);
    expect(out).toMatch(/^ok {3}openapi /m);
    expect(out).toMatch(/Smoke FAILED/);
  });
});
