/**
 * The invoice audit on the local stack: a carrier invoice confirmed through the upload starts the
 * InvoiceAudit workflow (the same ASL as in AWS, on aws-local-stepfunctions), which reads it, audits
 * its shards and opens one investigation per shipment and reason (claim source 'audit', awaiting
 * opening) with its amount, evidence and days left. The same invoice again, or one that overlaps,
 * never opens a claim twice; a retried step never counts twice; the findings download is
 * formula-safe; another company sees none of it.
 */

import { readFileSync } from 'node:fs';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { InvoiceAuditView, ReviewFinding, ReviewList } from '@shared/audit/invoice-audit';
import type { ClaimView } from '@shared/claims/schema';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { generateInvoice } from '../../infra/local/invoice-generator';
import { GENERIC_COLUMNS } from '../../shared/audit/layouts/generic';
import { INVOICE_LAYOUTS } from '../../shared/audit/layouts/names';
import { audited } from '../support/audits';
import { windows1252 } from '../support/french-excel';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { openSandboxAccountWith } from '../support/sandbox-carrier';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { upload, uploadDocument } from '../support/uploads';

applyStackEnv();
const { record } = await import('../../functions/audit/run-steps');
const { getAudit, putNewAudit, auditFolder } = await import('../../functions/audit/audit-store');
const { findingsFileKey } = await import('../../functions/audit/findings-files');
const { newAudit } = await import('../../functions/audit/start-audit');
const { env } = await import('../../functions/lib/env');
const s3 = new S3Client({ forcePathStyle: true });
const { keys } = await import('../../functions/lib/table/keys');
const { dynamo } = await import('../../functions/lib/aws/dynamo');
const { updateCompany } = await import('../../functions/companies/company-store');

async function merchant() {
  const companyId = await makeCompany();
  const person = await makePerson({ role: 'client_admin', companyId });
  const token = await tokenFor({ role: 'client_admin', companyId, userId: person.userId });
  return { companyId, person, token };
}

const auditClaims = async (token: string) =>
  (await call<{ claims: ClaimView[] }>('GET', '/api/private/claims?limit=100&claim_source=audit', { token }))
    .body.claims;

async function stats(companyId: string) {
  const out = await dynamo.send(
    new GetCommand({
      TableName: process.env.TABLE_NAME,
      Key: { pk: `C#${companyId}`, sk: 'AUDITSTATS#ALL' },
    }),
  );
  return out.Item ?? {};
}

/** A real UPS file of the corpus: residential surcharges to named people, parcels the carrier re-measured. */
const uploadRealInvoice = (token: string) =>
  uploadDocument(
    token,
    'carrier_invoice',
    'Invoice_000000J2158C345_082325.csv',
    readFileSync(new URL('../corpus/ups/345_Invoice_000000J2158C345_082325.csv', import.meta.url)),
  );

describe('a real carrier invoice', () => {
  it('opens no investigation on what it cannot prove, and lists its signals to review with what would settle each', async () => {
    const shop = await merchant();
    const document = await uploadRealInvoice(shop.token);

    const audit = await audited(shop.token, document.documentId);
    const { status, body } = await call<ReviewList>(
      'GET',
      `/api/private/invoices/${document.documentId}/reviews`,
      {
        token: shop.token,
      },
    );

    expect(audit).toMatchObject({ status: 'done', layout: 'ups_billing_data', lines: 153, skipped: 0 });
    expect(audit).toMatchObject({ findings: 0, claimsOpened: 0, reviews: 6 });
    expect(await auditClaims(shop.token)).toEqual([]);
    expect(status).toBe(200);
    expect(body.total).toBe(6);
    // What they would recover, in the invoice's own currency, apart from what is recoverable.
    const sum = body.reviews.reduce((total, review) => total + review.amount, 0);
    expect(audit.reviewable.USD).toBeCloseTo(sum, 2);
    expect(audit.recoverable).toEqual({});
    const reasons = body.reviews.map((review) => review.review).sort();
    expect(reasons).toEqual([
      'address_type_unknown',
      'address_type_unknown',
      'carrier_measured',
      'carrier_measured',
      'carrier_measured',
      'carrier_measured',
    ]);
    // Largest first, each with its parcel and evidence in kg and cm.
    const amounts = body.reviews.map((review) => review.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const review of body.reviews) {
      expect(review.trackingNumber).toMatch(/^1Z/);
      expect(Object.keys(review.evidence).length).toBeGreaterThan(0);
      expect(review.decision).toBeNull();
    }
  });

  it('settles a signal once: confirmed into one investigation, or dismissed and never raised again', async () => {
    const shop = await merchant();
    const document = await uploadRealInvoice(shop.token);
    await audited(shop.token, document.documentId);
    const base = `/api/private/invoices/${document.documentId}/reviews`;
    const { body: listed } = await call<ReviewList>('GET', base, { token: shop.token });
    const measured = listed.reviews.find((review) => review.review === 'carrier_measured')!;
    const named = listed.reviews.find((review) => review.review === 'address_type_unknown')!;
    const choice = (review: ReviewFinding) => ({
      ruleId: review.ruleId,
      trackingNumber: review.trackingNumber,
    });

    // Confirmed twice at once (a double click): one investigation, the same answer.
    const [first, second] = await Promise.all([
      call<{ review: ReviewFinding }>('POST', `${base}/confirm`, {
        token: shop.token,
        body: choice(measured),
      }),
      call<{ review: ReviewFinding }>('POST', `${base}/confirm`, {
        token: shop.token,
        body: choice(measured),
      }),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    const claimId = first.body.review.decision!.claimId!;
    expect(first.body.review.decision).toMatchObject({ kind: 'confirmed', claimId });
    expect(second.body.review.decision?.claimId).toBe(claimId);
    const claims = await auditClaims(shop.token);
    expect(claims.map((claim) => claim.claimId)).toEqual([claimId]);
    expect(claims[0]).toMatchObject({
      tracking_number: measured.trackingNumber,
      reason_refund: 'surcharge',
      state: 'refundable',
      requested_amount: measured.amount,
      claim_source: 'audit',
    });
    // The order reference from the invoice's reference columns (masked in the corpus), not the invoice number.
    expect(measured.reference).toMatch(/^REF-\d{4}$/);
    expect(claims[0]!.reference).toBe(measured.reference);

    // Dismissed: remembered, and confirming it after is refused.
    const dismissed = await call<{ review: ReviewFinding }>('POST', `${base}/dismiss`, {
      token: shop.token,
      body: choice(named),
    });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body.review.decision).toMatchObject({ kind: 'dismissed', claimId: null });
    const late = await call<{ error: { code: string } }>('POST', `${base}/confirm`, {
      token: shop.token,
      body: choice(named),
    });
    expect(late.status).toBe(409);
    expect(late.body.error.code).toBe('audit.review_decided');
    const unknown = await call('POST', `${base}/dismiss`, {
      token: shop.token,
      body: { ruleId: 'residential_on_business', trackingNumber: '1ZNOSUCHPARCEL' },
    });
    expect(unknown.status).toBe(404);

    // The list says what was decided; audited again, neither is raised again.
    const { body: after } = await call<ReviewList>('GET', base, { token: shop.token });
    const decided = after.reviews.filter((review) => review.decision !== null);
    expect(new Set(decided.map((review) => review.decision!.kind))).toEqual(
      new Set(['confirmed', 'dismissed']),
    );
    const again = await call('POST', `/api/private/invoices/${document.documentId}/audit`, {
      token: shop.token,
      body: {},
    });
    expect(again.status).toBe(202);
    const rerun = await audited(shop.token, document.documentId);
    const { body: relisted } = await call<ReviewList>('GET', base, { token: shop.token });
    expect(rerun.reviews).toBe(relisted.total);
    expect(relisted.reviews.length).toBe(listed.reviews.length - decided.length);
    for (const review of relisted.reviews) expect(review.decision).toBeNull();
    expect((await auditClaims(shop.token)).map((claim) => claim.claimId)).toEqual([claimId]);
  });

  it('reads a report that names no currency in the one the company is billed in (a GB company: GBP)', async () => {
    const shop = await merchant();
    await updateCompany(shop.companyId, { country: 'GB' }, new Date());
    const document = await uploadDocument(
      shop.token,
      'carrier_invoice',
      'aging_invoices.csv',
      readFileSync(new URL('../corpus/dhl/aging_invoices.csv', import.meta.url)),
    );

    const audit = await audited(shop.token, document.documentId);

    expect(audit).toMatchObject({ status: 'done', layout: 'dhl_express_line_report', lines: 91, skipped: 0 });
    expect(Object.keys(audit.spend)).toEqual(['GBP']);
    expect(audit.spend.GBP).toBeCloseTo(8539.54, 2);
    // The one signal of the real file: a fee on the parcel's duties bill and on its transport bill.
    expect(audit).toMatchObject({ claimsOpened: 0, reviews: 1 });
  });

  it('has no signals to list before its audit is over', async () => {
    const shop = await merchant();
    const documentId = `running-${Date.now()}`;
    const running = newAudit(
      {
        documentId,
        companyId: shop.companyId,
        fileName: 'running.csv',
        fileType: 'csv',
        key: `documents/${shop.companyId}/${documentId}`,
        uploadedAt: new Date().toISOString(),
      },
      { userId: shop.person.userId, email: 'shop@example.test' },
      new Date(),
    );
    expect(await putNewAudit(running)).toBe(true);

    const { status, body } = await call<{ error: { code: string } }>(
      'GET',
      `/api/private/invoices/${documentId}/reviews`,
      { token: shop.token },
    );

    expect(running.status).not.toBe('done');
    expect(status).toBe(409);
    expect(body.error.code).toBe('audit.not_done');
  });
});

describe('a carrier invoice', () => {
  it('saved by French Excel (Windows-1252 `;` text) is accepted and audited like its UTF-8 twin', async () => {
    const shop = await merchant();
    const invoice = generateInvoice('colissimo_detail', 40, 'windows-1252');
    const bytes = Buffer.from(windows1252(invoice.text.replace(/\n/g, '\r\n')));
    expect(bytes.includes(0xe9)).toBe(true);

    const document = await uploadDocument(shop.token, 'carrier_invoice', 'facture-colissimo.csv', bytes);
    const audit = await audited(shop.token, document.documentId);

    expect(document.fileType).toBe('csv');
    expect(audit).toMatchObject({
      status: 'done',
      layout: 'colissimo_detail',
      lines: invoice.lines,
      skipped: invoice.skipped,
      findings: invoice.planted.length,
    });
  });

  it('is audited on confirmation: findings by rule, one investigation per shipment and reason, counted once', async () => {
    const shop = await merchant();
    const invoice = generateInvoice('ups_billing_data', 120, 'integration');
    const document = await uploadDocument(
      shop.token,
      'carrier_invoice',
      'ups-billing.csv',
      Buffer.from(invoice.text),
    );
    const audit = await audited(shop.token, document.documentId);
    expect(audit).toMatchObject({
      status: 'done',
      layout: 'ups_billing_data',
      lines: invoice.rows,
      shipments: 120,
      shards: 1,
      shardsDone: 1,
      carriers: ['ups'],
      findings: invoice.planted.length,
      claimsOpened: invoice.planted.length,
      alreadyClaimed: 0,
    });
    const planted = invoice.planted.reduce((sum, item) => sum + item.amount, 0);
    expect(audit.recoverable.EUR).toBeCloseTo(planted, 2);
    expect(audit.byRule.reduce((sum, rule) => sum + rule.findings, 0)).toBe(invoice.planted.length);
    expect(audit.spend.EUR).toBeGreaterThan(planted);

    const claims = await auditClaims(shop.token);
    expect(claims).toHaveLength(invoice.planted.length);
    for (const item of invoice.planted) {
      const claim = claims.find((one) => one.tracking_number === item.trackingNumber)!;
      expect(claim).toMatchObject({
        state: 'refundable',
        claim_source: 'audit',
        is_lox_claim: true,
        carrier: 'ups',
        reason_refund: 'surcharge',
        requested_amount: item.amount,
      });
      // UPS: billing disputes within 180 days of the invoice.
      expect(claim.days_left_to_claim).toEqual(expect.any(Number));
    }
    const one = await call<{ claim: ClaimView }>('GET', `/api/private/claims/${claims[0]!.claimId}`, {
      token: shop.token,
    });
    expect(one.body.claim.audit).toMatchObject({
      documentId: document.documentId,
      findings: [expect.objectContaining({ evidence: expect.any(Object), sourceLines: expect.any(Array) })],
    });

    const counted = await stats(shop.companyId);
    expect(counted).toMatchObject({ invoices: 1, shipments: 120, lines: invoice.rows });
    expect(counted.savings_EUR).toBe(Math.round(planted * 100));

    // A retried record step opens nothing more and counts nothing more, even when the attempt
    // before it stopped after opening the claims but before writing its chunks' markers.
    await record({ companyId: shop.companyId, documentId: document.documentId });
    const { chunks } = (await getAudit(shop.companyId, document.documentId))!;
    expect(chunks).toBeGreaterThan(0);
    for (let index = 0; index < chunks; index++)
      await dynamo.send(
        new DeleteCommand({
          TableName: process.env.TABLE_NAME,
          Key: keys.auditChunk(shop.companyId, document.documentId, 1, index),
        }),
      );
    await record({ companyId: shop.companyId, documentId: document.documentId });
    expect(await auditClaims(shop.token)).toHaveLength(invoice.planted.length);
    expect(await stats(shop.companyId)).toMatchObject({ invoices: 1, shipments: 120 });
    const claimCounters = await dynamo.send(
      new GetCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `C#${shop.companyId}`, sk: 'CLAIMSTATS#ALL' },
      }),
    );
    expect(claimCounters.Item).toMatchObject({ claims: invoice.planted.length });

    // An overlapping invoice (its first 60 shipments are the same) finds them again, opens nothing twice.
    const overlap = generateInvoice('ups_billing_data', 60, 'integration');
    const second = await uploadDocument(
      shop.token,
      'carrier_invoice',
      'ups-billing-2.csv',
      Buffer.from(overlap.text),
    );
    const again = await audited(shop.token, second.documentId);
    expect(again).toMatchObject({
      status: 'done',
      findings: overlap.planted.length,
      claimsOpened: 0,
      alreadyClaimed: overlap.planted.length,
    });
    expect(await auditClaims(shop.token)).toHaveLength(invoice.planted.length);
    expect(await stats(shop.companyId)).toMatchObject({ invoices: 2, shipments: 180 });

    // The list shows both, newest first.
    const list = await call<{ invoices: InvoiceAuditView[] }>('GET', '/api/private/invoices', {
      token: shop.token,
    });
    expect(list.body.invoices.map((item) => item.documentId)).toEqual([
      second.documentId,
      document.documentId,
    ]);

    // Another company sees none of it.
    const other = await merchant();
    expect(
      (await call('GET', `/api/private/invoices/${document.documentId}`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await call<{ invoices: unknown[] }>('GET', '/api/private/invoices', { token: other.token })).body
        .invoices,
    ).toEqual([]);
  });

  it('downloads its findings as CSV and XLSX, in the language asked for, formula-safe', async () => {
    const shop = await merchant();
    const base = {
      carrier: 'colissimo',
      account: 'C-778',
      // What a spreadsheet would run as a formula: the download writes it as text.
      invoice_number: '=HYPERLINK("http://evil.test","x")',
      invoice_date: '05/11/2026',
      currency: 'EUR',
      tracking_number: '6A12345678901',
      ship_date: '2026-10-05',
      delivery_date: '2026-10-07',
      charge_code: 'X1',
      charge_description: 'Option emballage',
      net: '4,20',
      vat: '0,84',
    };
    const rows = [
      { ...base, charge_code: 'T', charge_description: 'Transport', net: '9,00', vat: '1,80' },
      base,
      base,
    ].map((cells) => GENERIC_COLUMNS.map((column) => (cells as Record<string, string>)[column] ?? ''));
    const text = Papa.unparse({ fields: [...GENERIC_COLUMNS], data: rows }, { delimiter: ';' });
    const document = await uploadDocument(shop.token, 'carrier_invoice', 'generic.csv', Buffer.from(text));
    const audit = await audited(shop.token, document.documentId);
    expect(audit).toMatchObject({ status: 'done', layout: 'generic' });
    expect(audit.byRule).toContainEqual(expect.objectContaining({ ruleId: 'duplicate_charge', findings: 1 }));

    const csvLink = await call<{ url: string }>(
      'GET',
      `/api/private/invoices/${document.documentId}/findings?format=csv&locale=fr`,
      { token: shop.token },
    );
    expect(csvLink.status).toBe(200);
    // The file was written by the audit: reading its link again a second later rewrites nothing.
    const fileKey = findingsFileKey(auditFolder(shop.companyId, document.documentId), 'fr', 'csv');
    const writtenAt = (await s3.send(new HeadObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: fileKey })))
      .LastModified;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await call('GET', `/api/private/invoices/${document.documentId}/findings?format=csv&locale=fr`, {
      token: shop.token,
    });
    expect(
      (await s3.send(new HeadObjectCommand({ Bucket: env.UPLOADS_BUCKET, Key: fileKey }))).LastModified,
    ).toEqual(writtenAt);
    const csv = await (await fetch(csvLink.body.url)).text();
    const [header, ...lines] = Papa.parse<string[]>(csv.replace(/^\ufeff/, ''), {
      skipEmptyLines: true,
    }).data;
    expect(header).toContain('Montant à récupérer');
    const line = lines.find((cells) => cells.includes('Frais facturés deux fois'));
    expect(line).toContain('4.2');
    expect(line).toContain(`'=HYPERLINK("http://evil.test","x")`);

    const xlsxLink = await call<{ url: string }>(
      'GET',
      `/api/private/invoices/${document.documentId}/findings?format=xlsx&locale=en`,
      { token: shop.token },
    );
    const book = XLSX.read(new Uint8Array(await (await fetch(xlsxLink.body.url)).arrayBuffer()));
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const table = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(table[0]).toContain('Amount to recover');
    const row = table.find((cells) => cells.includes('duplicate_charge'));
    expect(row).toContain(4.2);
    expect(row).toContain(`'=HYPERLINK("http://evil.test","x")`);
    // No cell is a formula.
    expect(Object.values(sheet).some((cell) => typeof cell === 'object' && cell && 'f' in cell)).toBe(false);

    expect(
      (
        await call('GET', `/api/private/invoices/${document.documentId}/findings?format=pdf`, {
          token: shop.token,
        })
      ).status,
    ).toBe(400);
  });

  it('answers a file it does not know with its header row and, in words, whose exports it reads; a PDF is kept but not audited', async () => {
    const shop = await merchant();
    // A shipping tool's export (ShipStation's shipments report), not a carrier's invoice detail.
    const shipments = [
      '',
      'Order - Number,Date - Shipped,Carrier - Service Selected,"Ship To - City, State",Shipment - Tracking Number,Amount - Shipping Cost,',
      '100234,08/04/2025,UPS Ground,"Austin, TX",1Z999AA10123456784,12.45,',
    ].join('\r\n');
    const strange = await uploadDocument(
      shop.token,
      'carrier_invoice',
      'shipments-export.csv',
      Buffer.from(`\uFEFF${shipments}`),
    );
    const refused = await audited(shop.token, strange.documentId);
    expect(refused).toMatchObject({ status: 'failed', problem: 'unknown_layout' });
    expect(refused.columns).toEqual([
      'Order - Number',
      'Date - Shipped',
      'Carrier - Service Selected',
      'Ship To - City, State',
      'Shipment - Tracking Number',
      'Amount - Shipping Cost',
    ]);
    expect(refused.problemDetail).toContain(
      'UPS, FedEx, DHL Express, GLS, Colissimo, Chronopost and Colis Privé, and our own template',
    );
    for (const layout of INVOICE_LAYOUTS) expect(refused.problemDetail).not.toContain(layout);
    expect(refused.problemDetail).not.toMatch(/invoices\.|audit\.|bulk\./);
    // The list of invoices does not carry the header row.
    const list = await call<{ invoices: Record<string, unknown>[] }>('GET', '/api/private/invoices', {
      token: shop.token,
    });
    expect(list.body.invoices[0]).not.toHaveProperty('columns');

    const { confirmed } = await upload(
      shop.token,
      'carrier_invoice',
      'invoice.pdf',
      Buffer.from('%PDF-1.7\n% a\n'),
    );
    const pdf = await call<{ invoice: InvoiceAuditView }>(
      'GET',
      `/api/private/invoices/${confirmed!.body.document.documentId}`,
      { token: shop.token },
    );
    expect(pdf.body.invoice).toMatchObject({ status: 'failed', problem: 'not_a_spreadsheet', columns: null });
  });

  it('says why a file cannot be read: a password-protected workbook, a file with no header row', async () => {
    const shop = await merchant();
    // An encrypted workbook as Excel writes it: a compound document holding its encrypted package.
    const container = XLSX.CFB.utils.cfb_new();
    XLSX.CFB.utils.cfb_add(container, '/EncryptionInfo', new Uint8Array([4, 0, 4, 0, 0x40, 0, 0, 0]));
    XLSX.CFB.utils.cfb_add(container, '/EncryptedPackage', new Uint8Array(4096).fill(0x5a));
    const encrypted = Buffer.from(XLSX.CFB.write(container, { type: 'array' }) as ArrayLike<number>);
    const locked = await uploadDocument(shop.token, 'carrier_invoice', 'invoice-locked.xls', encrypted);
    const lockedAudit = await audited(shop.token, locked.documentId);
    expect(lockedAudit).toMatchObject({ status: 'failed', problem: 'password_protected', columns: null });
    expect(lockedAudit.problemDetail).not.toMatch(/invoices\.|audit\.|bulk\./);

    const numbers = await uploadDocument(
      shop.token,
      'carrier_invoice',
      'numbers.csv',
      Buffer.from('12;4,50;2026-11-05\r\n13;5,20;2026-11-06\r\n'),
    );
    expect(await audited(shop.token, numbers.documentId)).toMatchObject({
      status: 'failed',
      problem: 'no_header',
      columns: null,
    });
  });

  it('lists the invoices newest first, fifty at a time, from a cursor only its own company can use', async () => {
    const shop = await merchant();
    const { confirmed } = await upload(
      shop.token,
      'carrier_invoice',
      'invoice.pdf',
      Buffer.from('%PDF-1.7\n'),
    );
    const first = await getAudit(shop.companyId, confirmed!.body.document.documentId);
    // 54 more invoices, uploaded a minute apart after the first.
    for (let index = 1; index <= 54; index++)
      await putNewAudit({
        ...first!,
        documentId: `${first!.documentId}-${index}`,
        fileName: `invoice-${index}.pdf`,
        uploadedAt: new Date(Date.parse(first!.uploadedAt) + index * 60_000).toISOString(),
      });
    const page = (token: string, cursor?: string) =>
      call<{ invoices: InvoiceAuditView[]; cursor: string | null }>(
        'GET',
        `/api/private/invoices${cursor ? `?${new URLSearchParams({ cursor })}` : ''}`,
        { token },
      );
    const one = await page(shop.token);
    expect(one.body.invoices).toHaveLength(50);
    expect(one.body.invoices[0]!.fileName).toBe('invoice-54.pdf');
    const two = await page(shop.token, one.body.cursor!);
    expect(two.body.invoices.map((invoice) => invoice.fileName)).toEqual([
      'invoice-4.pdf',
      'invoice-3.pdf',
      'invoice-2.pdf',
      'invoice-1.pdf',
      'invoice.pdf',
    ]);
    expect(two.body.cursor).toBeNull();
    // Another company's admin cannot read this list from its cursor.
    const other = await merchant();
    expect((await page(other.token, one.body.cursor!)).status).toBe(400);
  });

  it('reads the carrier’s tracking for the rules that need it: a label billed but never scanned', async () => {
    const shop = await merchant();
    const { login, shipped } = await openSandboxAccountWith('ups', { label_not_used: 1, on_time: 1 });
    expect(
      (await call('POST', '/api/private/carrier/credentials', { token: shop.token, body: login })).status,
    ).toBe(201);
    const unused = shipped.find((parcel) => parcel.scenario === 'label_not_used')!;
    const delivered = shipped.find((parcel) => parcel.scenario === 'on_time')!;
    const shipDay = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const rows = [unused, delivered].map((parcel) =>
      GENERIC_COLUMNS.map(
        (column) =>
          (
            ({
              carrier: 'ups',
              account: login.username,
              invoice_number: 'UPS-TRACK-1',
              invoice_date: shipDay,
              currency: 'EUR',
              tracking_number: parcel.trackingNumber,
              ship_date: shipDay,
              service: 'UPS Standard',
              charge_code: '003',
              charge_description: 'UPS Standard',
              net: '9,00',
              vat: '1,80',
            }) as Record<string, string>
          )[column] ?? '',
      ),
    );
    const text = Papa.unparse({ fields: [...GENERIC_COLUMNS], data: rows }, { delimiter: ';' });
    const document = await uploadDocument(shop.token, 'carrier_invoice', 'tracked.csv', Buffer.from(text));
    const audit = await audited(shop.token, document.documentId);
    expect(audit.byRule).toEqual([expect.objectContaining({ ruleId: 'label_never_scanned', findings: 1 })]);
    const claims = await auditClaims(shop.token);
    expect(claims).toEqual([
      expect.objectContaining({ tracking_number: unused.trackingNumber, reason_refund: 'label_not_used' }),
    ]);
  });
});

describe('contract terms', () => {
  /** A DPD invoice of the generic template: two parcels billed 20.00 less 10 %. */
  function dpdInvoice(invoiceDate: string) {
    const rows = ['DPD-0001', 'DPD-0002'].map((tracking) =>
      GENERIC_COLUMNS.map(
        (column) =>
          (
            ({
              carrier: 'dpd',
              account: '778 001',
              invoice_number: 'DPD-INV-9',
              invoice_date: invoiceDate,
              currency: 'EUR',
              tracking_number: tracking,
              ship_date: invoiceDate,
              service: 'DPD Classic',
              charge_code: 'FRT',
              charge_description: 'Classic',
              charge_category: 'transportation',
              gross: '20,00',
              discount: '-2,00',
              net: '18,00',
              vat: '3,60',
            }) as Record<string, string>
          )[column] ?? '',
      ),
    );
    return Papa.unparse({ fields: [...GENERIC_COLUMNS], data: rows }, { delimiter: ';' });
  }

  it('are entered per carrier account, checked like the form checks them, and read by an audit run again', async () => {
    const shop = await merchant();
    const added = await call<{ credential: { credentialId: string } }>(
      'POST',
      '/api/private/carrier/credentials',
      {
        token: shop.token,
        body: { carrier: 'dpd', username: 'acme-dpd', password: 'Secret-1' },
      },
    );
    expect(added.status).toBe(201);
    const contractPath = `/api/private/carrier/credentials/${added.body.credential.credentialId}/contract`;
    expect((await call('GET', contractPath, { token: shop.token })).body).toEqual({ contract: null });

    const invoiceDate = new Date(Date.now() - 10 * 86_400_000).toISOString().slice(0, 10);
    const document = await uploadDocument(
      shop.token,
      'carrier_invoice',
      'dpd.csv',
      Buffer.from(dpdInvoice(invoiceDate)),
    );
    const first = await audited(shop.token, document.documentId);
    expect(first).toMatchObject({ status: 'done', run: 1, findings: 0, shipments: 2 });

    // A bad contract is refused field by field, and nothing is stored.
    const refused = await call<{ error: { code: string; issues: { path: string; message: string }[] } }>(
      'PUT',
      contractPath,
      {
        token: shop.token,
        body: {
          accountNumbers: ['778 001'],
          terms: {
            discounts: [{ service: 'Classic', percent: 130 }],
            dimDivisor: null,
            fuelTable: [],
            surcharges: [],
            moneyBackGuaranteeWaived: false,
            claimWindows: [],
          },
        },
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues).toContainEqual(
      expect.objectContaining({ path: 'terms.discounts.0.percent', code: 'contract.percentRange' }),
    );
    expect((await call('GET', contractPath, { token: shop.token })).body).toEqual({ contract: null });

    const terms = {
      discounts: [{ service: 'Classic', percent: 30 }],
      dimDivisor: null,
      fuelTable: [],
      surcharges: [],
      moneyBackGuaranteeWaived: false,
      claimWindows: [{ claimType: 'surcharge', days: 60 }],
    };
    const saved = await call('PUT', contractPath, {
      token: shop.token,
      body: { accountNumbers: ['778001'], terms },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ contract: { carrier: 'dpd', accountNumbers: ['778001'], terms } });

    // A member reads the terms; another company does not learn the account exists.
    const member = await makePerson({ role: 'member', companyId: shop.companyId });
    const memberToken = await tokenFor({ role: 'member', companyId: shop.companyId, userId: member.userId });
    expect((await call('GET', contractPath, { token: memberToken })).status).toBe(200);
    expect(
      (await call('PUT', contractPath, { token: memberToken, body: { accountNumbers: [], terms } })).status,
    ).toBe(403);
    const other = await merchant();
    expect((await call('GET', contractPath, { token: other.token })).status).toBe(404);

    // Audited again: the discount the contract gives is checked; an investigation per parcel opens.
    const again = await call<{ invoice: InvoiceAuditView }>(
      'POST',
      `/api/private/invoices/${document.documentId}/audit`,
      { token: shop.token, body: {} },
    );
    expect(again.status).toBe(202);
    expect(again.body.invoice).toMatchObject({ run: 2, status: 'queued' });
    // A second request while it runs starts nothing.
    const twice = await call<{ error: { code: string } }>(
      'POST',
      `/api/private/invoices/${document.documentId}/audit`,
      { token: shop.token, body: {} },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.error.code).toBe('audit.running');

    const second = await audited(shop.token, document.documentId);
    expect(second).toMatchObject({ status: 'done', run: 2, findings: 2, claimsOpened: 2 });
    expect(second.byRule).toEqual([expect.objectContaining({ ruleId: 'discount_not_applied', findings: 2 })]);
    // 20.00 less 30 % is 14.00: 4.00 overbilled on each parcel.
    expect(second.recoverable.EUR).toBe(8);
    const claims = await auditClaims(shop.token);
    expect(claims).toHaveLength(2);
    for (const claim of claims) {
      expect(claim).toMatchObject({ carrier: 'dpd', reason_refund: 'surcharge', requested_amount: 4 });
      // The contract's 60 days, from the shipment ten days ago.
      expect(claim.days_left_to_claim).toBe(50);
    }
    // The invoice is counted once; its findings and savings are those of its latest run.
    expect(await stats(shop.companyId)).toMatchObject({
      invoices: 1,
      shipments: 2,
      findings: 2,
      savings_EUR: 800,
    });

    // A third run finds the same: nothing more opened, nothing more counted.
    await call('POST', `/api/private/invoices/${document.documentId}/audit`, { token: shop.token, body: {} });
    const third = await audited(shop.token, document.documentId);
    expect(third).toMatchObject({ run: 3, findings: 2, claimsOpened: 2, alreadyClaimed: 0 });
    expect(await auditClaims(shop.token)).toHaveLength(2);
    expect(await stats(shop.companyId)).toMatchObject({ invoices: 1, findings: 2, savings_EUR: 800 });

    // The contract gives 35 %: a fourth run finds 7.00 more than 13.00 on each parcel, and the
    // investigations it opened earlier, still awaiting opening, ask for the new amount.
    await call('PUT', contractPath, {
      token: shop.token,
      body: {
        accountNumbers: ['778001'],
        terms: { ...terms, discounts: [{ service: 'Classic', percent: 35 }] },
      },
    });
    await call('POST', `/api/private/invoices/${document.documentId}/audit`, { token: shop.token, body: {} });
    expect(await audited(shop.token, document.documentId)).toMatchObject({
      run: 4,
      findings: 2,
      claimsOpened: 2,
      recoverable: { EUR: 10 },
    });
    const followed = await auditClaims(shop.token);
    expect(followed.map((claim) => claim.requested_amount)).toEqual([5, 5]);
    expect(await stats(shop.companyId)).toMatchObject({ invoices: 1, findings: 2, savings_EUR: 1000 });
    const history = await call<{ history: { event: string }[] }>(
      'GET',
      `/api/private/claims/${followed[0]!.claimId}`,
      { token: shop.token },
    );
    expect(history.body.history.map((entry) => entry.event)).toEqual(['created', 'overwritten']);
    // The claims' own counters hold the two claims once (a later run does not count them again).
    const claimStats = await dynamo.send(
      new GetCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `C#${shop.companyId}`, sk: 'CLAIMSTATS#ALL' },
      }),
    );
    expect(claimStats.Item).toMatchObject({ claims: 2 });

    // Deleting the account deletes its terms.
    await call('DELETE', `/api/private/carrier/credentials/${added.body.credential.credentialId}`, {
      token: shop.token,
    });
    expect((await call('GET', contractPath, { token: shop.token })).status).toBe(404);
  });

  it('a PDF cannot be audited again', async () => {
    const shop = await merchant();
    const { confirmed } = await upload(
      shop.token,
      'carrier_invoice',
      'invoice.pdf',
      Buffer.from('%PDF-1.7\n% a\n'),
    );
    const answer = await call<{ error: { code: string } }>(
      'POST',
      `/api/private/invoices/${confirmed!.body.document.documentId}/audit`,
      { token: shop.token, body: {} },
    );
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('audit.not_readable');
  });
});
