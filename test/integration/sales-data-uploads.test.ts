/**
 * Files by API (issue 21): a company's system asks for an upload URL, sends the file to S3 and
 * completes the upload. A sales invoice named by its order number attaches itself to the open
 * investigation of that order waiting for it; an orders file (CSV, the template's columns) is read
 * in the background like an SFTP file and completes the investigation waiting for its goods. The
 * same file again changes nothing; a file of the wrong type, over the size or never sent is refused.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { call, errorCode } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { waitingClaim } from '../support/sales-data';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uniquePdf } from '../support/uploads';

applyStackEnv();
const { getClaimWithHistory } = await import('../../functions/claims/claim-queries');

async function companyWithKey() {
  const companyId = await makeCompany(`Upload shop ${randomUUID().slice(0, 6)}`);
  const admin = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: admin.userId });
  const made = await call<Reply<'create-api-key'>>('POST', '/api/private/integration/keys', {
    token,
    body: { name: 'ERP' },
  });
  return { companyId, token, key: made.body.apiKey };
}

async function send(key: string, kind: string, fileName: string, content: Buffer) {
  const ticket = await call<Reply<'request-file-upload'>>('POST', '/api/integration/v1/uploads', {
    token: key,
    body: { kind, fileName, size: content.length },
  });
  expect(ticket.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([content]), fileName);
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  return call<Reply<'complete-file-upload'>>(
    'POST',
    `/api/integration/v1/uploads/${ticket.body.uploadId}/complete`,
    {
      token: key,
      body: {},
    },
  );
}

const sold = new Date(Date.now() - 20 * 86_400_000).toISOString().slice(0, 10);

describe('files by API', () => {
  it('attaches a sales invoice to the investigation of its order that waits for it', async () => {
    const { companyId, key } = await companyWithKey();
    const waiting = await waitingClaim(companyId, 'INV-2001', { originalInvoice: false });
    expect(waiting.actions).toContain('original_invoice_missing');
    const pdf = uniquePdf();
    const completed = await send(key, 'sales_invoice', 'INV-2001.pdf', pdf);
    expect(completed.status).toBe(200);
    expect(completed.body).toMatchObject({
      kind: 'sales_invoice',
      orderNumber: 'INV-2001',
      reused: false,
      fileId: null,
    });
    expect(completed.body.claims).toEqual([
      { claimId: waiting.claimId, tracking_number: waiting.tracking_number },
    ]);
    const { claim, history } = (await getClaimWithHistory(companyId, waiting.claimId))!;
    expect(claim.actions).not.toContain('original_invoice_missing');
    expect(history.at(-1)).toMatchObject({ by: 'sales_data' });

    const again = await send(key, 'sales_invoice', 'INV-2001.pdf', pdf);
    expect(again.body).toMatchObject({ reused: true, claims: [] });
  });

  it('reads an orders file in the background and completes the investigation waiting for its goods', async () => {
    const { companyId, token, key } = await companyWithKey();
    const waiting = await waitingClaim(companyId, 'UP-3001');
    const csv = Buffer.from(
      [
        'order_number,sales_date,description,nb_of_items,unit_price,amount_excl,amount_incl,tax_percentage,currency_code',
        `UP-3001,${sold},Fauteuil,1,300.00,300.00,360.00,20,EUR`,
        `UP-3002,${sold},Table,1,-5,300.00,360.00,20,EUR`,
      ].join('\n'),
    );
    const completed = await send(key, 'orders_file', 'orders-export.csv', csv);
    expect(completed.status).toBe(202);
    const fileId = completed.body.fileId!;
    const deadline = Date.now() + 30_000;
    let file: Reply<'get-sftp'>['files'][number] | undefined;
    while (!file && Date.now() < deadline) {
      const listed = await call<Reply<'get-sftp'>>('GET', '/api/private/integration/sftp', { token });
      file = listed.body.files.find((entry) => entry.fileId === fileId);
      if (!file) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(file).toMatchObject({
      name: 'orders-export.csv',
      outcome: 'partly',
      orders: 1,
      badRows: 1,
      claimsCompleted: 1,
    });
    const { claim } = (await getClaimWithHistory(companyId, waiting.claimId))!;
    expect(claim.lines.map((line) => line.description)).toEqual(['Fauteuil']);

    const again = await send(key, 'orders_file', 'orders-export-copy.csv', csv);
    expect(again.body).toMatchObject({ reused: true, fileId });
  });

  it('refuses a wrong type, a size over the cap and a file never sent', async () => {
    const { key } = await companyWithKey();
    const wrongType = await send(key, 'sales_invoice', 'INV-1.pdf', Buffer.from('MZ not a pdf at all'));
    expect(wrongType.status).toBe(400);
    expect(errorCode(wrongType)).toBe('upload.wrong_type');
    const tooBig = await call('POST', '/api/integration/v1/uploads', {
      token: key,
      body: { kind: 'orders_file', fileName: 'o.csv', size: 100 * 1024 * 1024 + 1 },
    });
    expect(tooBig.status).toBe(400);
    const ticket = await call<Reply<'request-file-upload'>>('POST', '/api/integration/v1/uploads', {
      token: key,
      body: { kind: 'orders_file', fileName: 'o.csv', size: 10 },
    });
    const never = await call('POST', `/api/integration/v1/uploads/${ticket.body.uploadId}/complete`, {
      token: key,
      body: {},
    });
    expect(never.status).toBe(404);
  });
});
