/**
 * The Admin Panel's documents (issue 22): the files every company uploaded in a month, newest
 * first, from an index, or one company's from its own list; each carrier invoice with its audit's
 * status and figures, each uploader by e-mail; a kind filter; cursors that stay in their list; and
 * the one-off backfill that puts documents stored before the list on it.
 */
import { randomUUID } from 'node:crypto';
import type { AdminDocument } from '@shared/admin/documents';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { auditGenerated } from '../support/audits';
import { call, errorCode } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uploadDocument } from '../support/uploads';

applyStackEnv();
const { addDocumentsToMonthIndex } = await import('../../functions/documents/document-store');
const { keys } = await import('../../functions/lib/table/keys');
const { table } = await import('../../functions/lib/table/table');

const ops = () =>
  tokenFor({ role: 'platform_admin', companyId: 'parcel-audit-platform', userId: `ops-${randomUUID()}` });

async function merchant(name: string) {
  const companyId = await makeCompany(name);
  const person = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
  return { companyId, person, token };
}

const list = (token: string, query: Record<string, string>) =>
  call<Reply<'list-all-documents'>>('GET', `/api/private/admin/documents?${new URLSearchParams(query)}`, {
    token,
  });

/** Every page of a listing (the month's list holds every test's uploads). */
async function everyPage(token: string, query: Record<string, string>): Promise<AdminDocument[]> {
  const rows: AdminDocument[] = [];
  let cursor: string | null = null;
  do {
    const page = await list(token, { ...query, ...(cursor ? { cursor } : {}) });
    expect(page.status).toBe(200);
    rows.push(...page.body.documents);
    cursor = page.body.cursor;
  } while (cursor);
  return rows;
}

const month = () => new Date().toISOString().slice(0, 7);

describe('every company’s documents of a month', () => {
  it('lists each file with its company, uploader and, for a carrier invoice, its audit', async () => {
    const token = await ops();
    const shop = await merchant(`Docs ${randomUUID().slice(0, 6)}`);
    const other = await merchant(`Other docs ${randomUUID().slice(0, 6)}`);
    const proof = await uploadDocument(shop.token, 'claim_document', 'proof.pdf');
    const { documentId: invoiceId, audit } = await auditGenerated(shop.token, 12, `docs-${shop.companyId}`);
    const elsewhere = await uploadDocument(other.token, 'claim_document', 'other.pdf');

    const own = await list(token, { companyId: shop.companyId });
    expect(own.status).toBe(200);
    expect(own.body.month).toBe(month());
    // Newest first: the invoice came after the proof.
    expect(own.body.documents.map((row) => row.documentId)).toEqual([invoiceId, proof.documentId]);
    const [invoice, file] = own.body.documents;
    expect(invoice).toMatchObject({
      companyId: shop.companyId,
      companyName: expect.stringMatching(/^Docs /),
      kind: 'carrier_invoice',
      uploadedBy: shop.person.email,
      audit: {
        status: 'done',
        problem: null,
        run: 1,
        lines: audit.lines,
        findings: audit.findings,
        claimsOpened: audit.claimsOpened,
      },
    });
    expect(audit.lines).toBeGreaterThan(0);
    expect(file).toMatchObject({ kind: 'claim_document', fileName: 'proof.pdf', audit: null });

    // Everyone's list holds both companies' files; the kind filter keeps carrier invoices only.
    const everyone = await everyPage(token, {});
    const ids = everyone.map((row) => row.documentId);
    expect(ids).toEqual(expect.arrayContaining([invoiceId, proof.documentId, elsewhere.documentId]));
    const times = everyone.map((row) => row.uploadedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const invoices = await everyPage(token, { kind: 'carrier_invoice' });
    expect(invoices.every((row) => row.kind === 'carrier_invoice')).toBe(true);
    expect(invoices.map((row) => row.documentId)).toContain(invoiceId);

    // Another month holds none of them; a company's list holds only its own.
    const earlier = await list(token, { companyId: shop.companyId, month: '2020-01' });
    expect(earlier.body).toEqual({ month: '2020-01', documents: [], cursor: null });
    const theirs = await list(token, { companyId: other.companyId });
    expect(theirs.body.documents.map((row) => row.documentId)).toEqual([elsewhere.documentId]);
  });

  it('refuses a bad month, a bad kind, a cursor from another list, and anyone but a platform admin', async () => {
    const token = await ops();
    expect(errorCode(await list(token, { month: '2026-13' }))).toBe('request.invalid');
    expect(errorCode(await list(token, { kind: 'passport' }))).toBe('request.invalid');
    const shop = await merchant(`Cursor ${randomUUID().slice(0, 6)}`);
    const foreign = Buffer.from(
      JSON.stringify({ pk: `C#${shop.companyId}`, sk: 'DOCUMENT#x', gsi1pk: 'DOCS#2020-01', gsi1sk: 'x' }),
    ).toString('base64url');
    expect(errorCode(await list(token, { cursor: foreign }))).toBe('request.invalid');
    expect((await list(shop.token, {})).status).toBe(403);
  });
});

describe('the documents backfill', () => {
  it('puts a document stored before the list on it, once', async () => {
    const token = await ops();
    const shop = await merchant(`Backfill docs ${randomUUID().slice(0, 6)}`);
    const document = await uploadDocument(shop.token, 'claim_document', 'old.pdf');
    // As an earlier version stored it.
    await table.update(keys.document(shop.companyId, document.documentId), {
      UpdateExpression: 'REMOVE gsi1pk, gsi1sk',
    });
    const inMonth = async () =>
      (await everyPage(token, { kind: 'claim_document' })).some(
        (row) => row.documentId === document.documentId,
      );
    expect(await inMonth()).toBe(false);
    expect(await addDocumentsToMonthIndex(shop.companyId)).toBe(1);
    expect(await inMonth()).toBe(true);
    expect(await addDocumentsToMonthIndex(shop.companyId)).toBe(0);
  });
});

describe('a platform admin downloads a company’s document', () => {
  const download = (token: string, companyId: string, documentId: string) =>
    call<Reply<'download-admin-document'>>(
      'GET',
      `/api/private/admin/documents/${encodeURIComponent(companyId)}/${encodeURIComponent(documentId)}/download`,
      { token },
    );

  it('gets a short link to the file as uploaded, and the download is in the company’s audit log under its name', async () => {
    // Prepare
    const token = await ops();
    const shop = await merchant(`Download ${randomUUID().slice(0, 6)}`);
    const file = await uploadDocument(shop.token, 'claim_document', 'proof of delivery.pdf');

    // Act
    const answer = await download(token, shop.companyId, file.documentId);

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body.expiresInSeconds).toBeGreaterThan(0);
    expect(answer.body.url).toMatch(/^https?:\/\//);
    const log = await call<Reply<'list-admin-log'>>(
      'GET',
      `/api/private/admin/log?${new URLSearchParams({ companyId: shop.companyId })}`,
      { token },
    );
    expect(log.body.entries).toContainEqual(
      expect.objectContaining({
        action: 'document_downloaded',
        companyId: shop.companyId,
        companyName: expect.stringMatching(/^Download /),
        details: { documentId: file.documentId, fileName: 'proof of delivery.pdf' },
      }),
    );
  });

  it('finds a document only under its own company, and refuses anyone but a platform admin', async () => {
    // Prepare
    const token = await ops();
    const shop = await merchant(`Own file ${randomUUID().slice(0, 6)}`);
    const other = await merchant(`Not its file ${randomUUID().slice(0, 6)}`);
    const file = await uploadDocument(shop.token, 'claim_document', 'mine.pdf');

    // Act
    const underOther = await download(token, other.companyId, file.documentId);
    const byMerchant = await download(shop.token, shop.companyId, file.documentId);

    // Assess
    expect(underOther.status).toBe(404);
    expect(byMerchant.status).toBe(403);
  });
});

describe('a company’s page in the Admin Panel', () => {
  it('reads the company’s name, status and plan without acting for it', async () => {
    // Prepare
    const token = await ops();
    const name = `Page ${randomUUID().slice(0, 6)}`;
    const shop = await merchant(name);

    // Act
    const answer = await call<Reply<'get-admin-company'>>(
      'GET',
      `/api/private/admin/companies/${encodeURIComponent(shop.companyId)}`,
      { token },
    );
    const missing = await call('GET', '/api/private/admin/companies/no-such-company', { token });

    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ companyId: shop.companyId, name, active: true, suspended: false });
    expect(answer.body.planId).toEqual(expect.any(String));
    expect(missing.status).toBe(404);
  });
});
