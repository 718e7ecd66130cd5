/**
 * Uploads: presigned POST straight to S3, then confirmed by the server, which checks what really
 * arrived. Files that fail leave nothing stored.
 */
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { DocumentView } from '@shared/documents/upload-requests';
import { describe, expect, it } from 'vitest';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { tokenFor } from '../support/tokens';
import { type Ticket, uniquePdf, upload } from '../support/uploads';

const { env } = await import('../../functions/lib/env');
const { table } = await import('../../functions/lib/table/table');
const { keys } = await import('../../functions/lib/table/keys');
const s3 = new S3Client({ forcePathStyle: true });

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]);

async function signedIn(role: 'client_admin' | 'member' = 'client_admin') {
  const companyId = await makeCompany();
  const person = await makePerson({ role, companyId });
  return { companyId, token: await tokenFor({ role, companyId, userId: person.userId }) };
}

async function exists(key: string) {
  return s3
    .send(new HeadObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: key }))
    .then(() => true)
    .catch(() => false);
}

describe('uploads', () => {
  it('take a carrier invoice to S3, check it, and list it in My Files with a download link', async () => {
    const { token, companyId } = await signedIn('member');
    const { ticket, confirmed } = await upload(token, 'carrier_invoice', 'UPS invoice 2026-10.pdf', PDF);
    expect(ticket.body.fields.key).toBe(`tmp/${companyId}/${ticket.body.uploadId}`);
    expect(confirmed?.status).toBe(201);
    expect(confirmed?.body.document).toMatchObject({
      kind: 'carrier_invoice',
      fileName: 'UPS invoice 2026-10.pdf',
      fileType: 'pdf',
      size: PDF.length,
      carrier: 'ups',
    });
    expect(await exists(`tmp/${companyId}/${ticket.body.uploadId}`)).toBe(false);

    const files = await call<{ documents: DocumentView[] }>('GET', '/api/private/documents', { token });
    expect(files.body.documents.map((document) => document.fileName)).toEqual(['UPS invoice 2026-10.pdf']);
    const link = await call<{ url: string }>(
      'GET',
      `/api/private/documents/${confirmed?.body.document.documentId}/download`,
      { token },
    );
    const downloaded = await fetch(link.body.url);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(PDF)).toBe(true);
  });

  it('keep a file name cleaned of control, direction and lone surrogate characters, and download any stored name', async () => {
    const { token, companyId } = await signedIn('member');
    const pdf = uniquePdf();
    const { confirmed } = await upload(
      token,
      'carrier_invoice',
      'UPS\u0000 facture\r\n\u202efdp.exe\ud83d.pdf',
      pdf,
    );
    expect(confirmed?.status).toBe(201);
    const document = confirmed!.body.document;
    expect(document.fileName).toBe('UPS facturefdp.exe\ufffd.pdf');
    const link = await call<{ url: string }>(
      'GET',
      `/api/private/documents/${document.documentId}/download`,
      { token },
    );
    expect(link.status).toBe(200);
    const downloaded = await fetch(link.body.url);
    expect(downloaded.headers.get('content-disposition')).not.toMatch(/[\r\n]/);
    expect(Buffer.from(await downloaded.arrayBuffer()).equals(pdf)).toBe(true);

    // A name stored as it came, before names were cleaned, still downloads.
    await table.update(keys.document(companyId, document.documentId), {
      UpdateExpression: 'SET fileName = :name',
      ExpressionAttributeValues: { ':name': 'old\ud800\u0000\r\nname.pdf' },
    });
    const old = await call<{ url: string }>('GET', `/api/private/documents/${document.documentId}/download`, {
      token,
    });
    expect(old.status).toBe(200);
    expect((await fetch(old.body.url)).status).toBe(200);
  });

  it('keep the same file once', async () => {
    const { token } = await signedIn();
    expect((await upload(token, 'carrier_invoice', 'a.pdf', PDF)).confirmed?.status).toBe(201);
    const again = await upload(token, 'carrier_invoice', 'copy of a.pdf', PDF);
    expect(again.confirmed?.status).toBe(409);
    expect(again.confirmed?.body).toMatchObject({ error: { code: 'upload.duplicate' } });
    expect(
      (await call<{ documents: unknown[] }>('GET', '/api/private/documents', { token })).body.documents,
    ).toHaveLength(1);
  });

  it('refuse an executable renamed .pdf and a PNG renamed .xlsx, leaving nothing stored', async () => {
    const { token, companyId } = await signedIn();
    for (const [kind, name, content] of [
      ['carrier_invoice', 'invoice.pdf', ELF],
      ['bulk_file', 'claims.xlsx', PNG],
    ] as const) {
      const { ticket, confirmed } = await upload(token, kind, name, content);
      expect(confirmed?.status).toBe(400);
      expect(confirmed?.body).toMatchObject({ error: { code: 'upload.wrong_type' } });
      expect(await exists(`tmp/${companyId}/${ticket.body.uploadId}`)).toBe(false);
    }
    expect(
      (await call<{ documents: unknown[] }>('GET', '/api/private/documents', { token })).body.documents,
    ).toEqual([]);
  });

  it('refuse a password-protected workbook named .xlsx, saying so, leaving nothing stored', async () => {
    const { token, companyId } = await signedIn();
    const XLSX = await import('xlsx');
    // Excel's encrypted workbook: a compound document holding its encrypted package, not a ZIP.
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', new Uint8Array([4, 0, 4, 0, 0x40, 0, 0, 0]));
    XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', new Uint8Array(4096).fill(0x5a));
    const encrypted = Buffer.from(XLSX.CFB.write(container, { type: 'array' }) as ArrayLike<number>);
    const { ticket, confirmed } = await upload(token, 'carrier_invoice', 'invoice.xlsx', encrypted);
    expect(confirmed?.status).toBe(400);
    expect(confirmed?.body).toMatchObject({ error: { code: 'upload.password_protected' } });
    expect(await exists(`tmp/${companyId}/${ticket.body.uploadId}`)).toBe(false);
    // Where no workbook is taken (a contract), it is the wrong type as before.
    const logo = await upload(token, 'carrier_contract', 'terms.pdf', encrypted);
    expect(logo.confirmed?.body).toMatchObject({ error: { code: 'upload.wrong_type' } });
  });

  it('take a real spreadsheet, and refuse one whose ZIP directory declares a bomb, leaving nothing stored', async () => {
    const { token, companyId } = await signedIn();
    const XLSX = await import('xlsx');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['tracking', 'carrier'],
        ['1Z999AA10123456784', 'ups'],
      ]),
      'Claims',
    );
    const sheet = Buffer.from(XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array);
    expect((await upload(token, 'bulk_file', 'claims.xlsx', sheet)).confirmed?.status).toBe(201);

    // The same workbook, its first entry now declaring 2 GB once inflated (a 100,000:1 ratio).
    const bomb = Buffer.from(sheet);
    const central = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0x7fff_fff0, central + 24);
    const { ticket, confirmed } = await upload(token, 'bulk_file', 'bomb.xlsx', bomb);
    expect(confirmed?.status).toBe(400);
    expect(confirmed?.body).toMatchObject({ error: { code: 'upload.unsafe_archive' } });
    expect(await exists(`tmp/${companyId}/${ticket.body.uploadId}`)).toBe(false);
    expect(
      (await call<{ documents: unknown[] }>('GET', '/api/private/documents', { token })).body.documents,
    ).toHaveLength(1);
  });

  it('keep one logo per company, chosen by its client admin: a new one replaces the old, and deleting it forgets it', async () => {
    const { token, companyId } = await signedIn();
    const member = await tokenFor({
      role: 'member',
      companyId,
      userId: (await makePerson({ companyId })).userId,
    });
    const refused = await call('POST', '/api/private/uploads', {
      token: member,
      body: { kind: 'logo', fileName: 'logo.png', size: PNG.length },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'auth.not_admin' } });

    const first = (await upload(token, 'logo', 'logo.png', PNG)).confirmed!.body.document;
    const company = async () =>
      (await call<{ logoDocumentId: string | null }>('GET', '/api/private/company', { token })).body
        .logoDocumentId;
    expect(await company()).toBe(first.documentId);
    const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);
    const second = (await upload(token, 'logo', 'logo.jpg', JPEG)).confirmed!.body.document;
    expect(await company()).toBe(second.documentId);
    const logos = (await call<{ documents: DocumentView[] }>('GET', '/api/private/documents', { token })).body
      .documents;
    expect(logos.map((document) => document.documentId)).toEqual([second.documentId]);
    expect(await exists(`documents/${companyId}/${first.documentId}`)).toBe(false);

    // A PDF is not a logo, whatever its name says.
    const pdfLogo = await upload(token, 'logo', 'logo.png', PDF);
    expect(pdfLogo.confirmed?.body).toMatchObject({ error: { code: 'upload.wrong_type' } });
    expect(await company()).toBe(second.documentId);

    expect((await call('DELETE', `/api/private/documents/${second.documentId}`, { token })).status).toBe(200);
    expect(await company()).toBeNull();
  });

  it('refuse a 6 MB file when asked, and when it arrives bigger than it said', async () => {
    const { token } = await signedIn();
    const asked = await call('POST', '/api/private/uploads', {
      token,
      body: { kind: 'carrier_invoice', fileName: 'big.pdf', size: 6 * 1024 * 1024 },
    });
    expect(asked.status).toBe(400);
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 32)]);
    const { confirmed } = await upload(token, 'carrier_invoice', 'big.pdf', big, 1000);
    expect(confirmed?.body).toMatchObject({ error: { code: 'upload.too_large' } });
  });

  it('refuse an empty file, a wrong extension up front, and keep a path-traversal name out of every key', async () => {
    const { token, companyId } = await signedIn();
    expect(
      (await upload(token, 'carrier_invoice', 'empty.pdf', Buffer.alloc(0), 1)).confirmed?.body,
    ).toMatchObject({ error: { code: 'upload.empty' } });
    const wrong = await call('POST', '/api/private/uploads', {
      token,
      body: { kind: 'logo', fileName: 'logo.pdf', size: 100 },
    });
    expect(wrong.body).toMatchObject({
      error: { code: 'upload.wrong_type', message: 'Allowed file types: png, jpg, jpeg' },
    });
    const { ticket, confirmed } = await upload(
      token,
      'carrier_invoice',
      '../../../etc/passwd.pdf',
      Buffer.concat([PDF, Buffer.from('x')]),
    );
    expect(ticket.body.fields.key).toBe(`tmp/${companyId}/${ticket.body.uploadId}`);
    expect(confirmed?.status).toBe(201);
    // The name is kept as a name: its separators cannot make it a path anywhere it is used later.
    expect(confirmed?.body.document.fileName).toBe('.._.._.._etc_passwd.pdf');
  });

  it('cannot confirm, download or delete another company’s upload or document', async () => {
    const first = await signedIn();
    const second = await signedIn();
    const ticket = await call<Ticket>('POST', '/api/private/uploads', {
      token: first.token,
      body: { kind: 'carrier_invoice', fileName: 'x.pdf', size: PDF.length },
    });
    const stolen = await call('POST', `/api/private/uploads/${ticket.body.uploadId}/confirm`, {
      token: second.token,
    });
    expect(stolen.status).toBe(404);
    const { confirmed } = await upload(
      first.token,
      'carrier_invoice',
      'mine.pdf',
      Buffer.concat([PDF, Buffer.from('mine')]),
    );
    const documentId = confirmed?.body.document.documentId;
    expect(
      (await call('GET', `/api/private/documents/${documentId}/download`, { token: second.token })).status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/private/documents/${documentId}`, { token: second.token })).status,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/private/documents/${documentId}`, { token: first.token })).status,
    ).toBe(200);
  });
});
