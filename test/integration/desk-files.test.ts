/**
 * Many claims at once on the claims desk (issue 38, item 5): a carrier's claims to file exported
 * as one file (our layout, or UPS's), the carrier's answer file imported as Excel writes it (a BOM,
 * `;`, decimal commas, dates as text and as serials), a preview naming each row's problem with its
 * row and column, whole-or-nothing (a row in error, or a claim changed since the preview, applies
 * nothing), the apply in the background, once: a second apply changes nothing, and each claim's
 * history holds one entry per row.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { readSheet } from '@shared/sheets/read-sheet';
import { beforeAll, describe, expect, it } from 'vitest';
import { workbook } from '../support/french-excel';
import { call, errorCode } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { openClaim } = await import('../../functions/claims/open-claim');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { newStoredClaim } = await import('../../functions/claims/stored-claim');
const { table } = await import('../../functions/lib/table/table');
const { collections, keys } = await import('../../functions/lib/table/keys');
const { addToDirectory } = await import('../../functions/companies/company-store');

const PLATFORM = 'parcel-audit-platform';
const DAY = 86_400_000;
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY).toISOString().slice(0, 10);
/** A day as French Excel shows a date typed as text: DD/MM/YYYY. */
const frenchDay = (daysAgo: number) => day(daysAgo).split('-').reverse().join('/');
/** A day as the serial Excel keeps (days since 1899-12-30). */
const serial = (daysAgo: number) =>
  String(Math.round((Date.parse(`${day(daysAgo)}T00:00:00Z`) - Date.UTC(1899, 11, 30)) / DAY));

async function claimToFile(companyId: string, carrier = 'ups') {
  const claimId = `files-${randomUUID()}`;
  const claim = newStoredClaim({
    claimId,
    companyId,
    tracking_number: `1Z${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
    carrier,
    reason_refund: 'lost',
    reference: `ORD-${claimId.slice(-6)}`,
    currency: 'EUR',
    requestedCents: 12_550,
    lines: [
      {
        sales_date: day(10),
        description: 'Trail shoes',
        nb_of_items: 2,
        unit_price: 62.75,
        amount_excl: 104.58,
        amount_incl: 125.5,
        tax_percentage: 20,
        currency_code: 'EUR',
      },
    ],
    documents: [],
    actions: [],
    ownerId: 'owner',
    owner: 'owner@example.test',
    credentialId: 'none',
    createdAt: new Date().toISOString(),
  });
  await openClaim(claim, 'owner@example.test');
  return claim;
}

const ops = () => tokenFor({ role: 'platform_admin', companyId: PLATFORM, userId: `ops-${randomUUID()}` });

/** Sends an answer file as the desk's page does: presigned POST, then the import. */
async function startImport(token: string, fileName: string, bytes: Uint8Array) {
  const ticket = await call<Reply<'request-answer-upload'>>('POST', '/api/private/desk/imports/uploads', {
    token,
    body: { fileName, size: bytes.length },
  });
  expect(ticket.status).toBe(201);
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.body.fields)) form.append(name, value);
  form.append('file', new Blob([bytes]), fileName);
  expect((await fetch(ticket.body.url, { method: 'POST', body: form })).status).toBeLessThan(300);
  const started = await call<Reply<'start-desk-import'>>('POST', '/api/private/desk/imports', {
    token,
    body: { uploadId: ticket.body.uploadId },
  });
  expect(started.status).toBe(201);
  expect(started.body.import.status).toBe('reading');
  // The workflow reads the file: the import shows its sheet once read.
  for (let tries = 0; tries < 300; tries++) {
    const { body } = await call<Reply<'get-desk-import'>>(
      'GET',
      `/api/private/desk/imports/${started.body.import.importId}`,
      { token },
    );
    if (body.import.status !== 'reading')
      return body as Reply<'get-desk-import'> & { sheet: NonNullable<Reply<'get-desk-import'>['sheet']> };
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the answer file was not read');
}

const preview = (token: string, importId: string, body: Record<string, unknown>) =>
  call<Reply<'preview-desk-import'>>('POST', `/api/private/desk/imports/${importId}/preview`, {
    token,
    body,
  });
const apply = (token: string, importId: string, previewId: string) =>
  call<Reply<'apply-desk-import'>>('POST', `/api/private/desk/imports/${importId}/apply`, {
    token,
    body: { previewId },
  });

async function applied(token: string, importId: string) {
  for (let tries = 0; tries < 300; tries++) {
    const { body } = await call<Reply<'get-desk-import'>>('GET', `/api/private/desk/imports/${importId}`, {
      token,
    });
    if (body.import.status === 'done' || body.import.status === 'failed') return body.import;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the import did not finish');
}

/** The history entries an import's rows wrote on a claim. */
async function entriesOf(companyId: string, claimId: string, importId: string) {
  const items = await table.queryAll(collections.claimWithHistory(companyId, claimId));
  return items.filter(
    (item) => item.entity === 'claimHistory' && String(item.moveId ?? '').startsWith(importId),
  );
}

/** A CSV as Excel saves 'CSV UTF-8 (séparateur: point-virgule)': a BOM, `;`, CRLF. */
const excelCsv = (rows: string[][]) =>
  new TextEncoder().encode(`\ufeff${rows.map((row) => row.join(';')).join('\r\n')}\r\n`);

describe('the desk’s files', () => {
  let token: string;
  beforeAll(async () => {
    token = await ops();
  });

  it('exports one carrier’s claims to file as a link to our XLSX, or to UPS’s own CSV layout', async () => {
    // Prepare
    const co = await makeCompany(`Files export ${randomUUID().slice(0, 6)}`);
    await addToDirectory(co);
    const claims = [await claimToFile(co), await claimToFile(co)];
    await claimToFile(co, 'colissimo');

    // Act
    const ours = await call<Reply<'export-desk-claims'>>('POST', '/api/private/desk/exports', {
      token,
      body: { carrier: 'ups', companyId: co, layout: 'desk', locale: 'fr' },
    });
    const theirs = await call<Reply<'export-desk-claims'>>('POST', '/api/private/desk/exports', {
      token,
      body: { carrier: 'ups', companyId: co },
    });

    // Assess
    expect(ours.status).toBe(201);
    expect(ours.body).toMatchObject({ count: 2, capped: false, layout: 'desk' });
    const bytes = new Uint8Array(await (await fetch(ours.body.url)).arrayBuffer());
    const read = readSheet(bytes, 'xlsx');
    if (!read.ok) throw new Error(read.problem);
    expect(read.sheet.headers.slice(0, 4)).toEqual([
      'Entreprise',
      'Numéro de suivi',
      'Transporteur',
      'Problème',
    ]);
    const trackingAt = read.sheet.headers.indexOf('Numéro de suivi');
    const refAt = read.sheet.headers.indexOf('Notre identifiant');
    const amountAt = read.sheet.headers.indexOf('Montant');
    expect(read.sheet.rows.map((row) => row[trackingAt]).sort()).toEqual(
      claims.map((claim) => claim.tracking_number).sort(),
    );
    expect(read.sheet.rows.map((row) => row[refAt]).sort()).toEqual(
      claims.map((claim) => `${co}/${claim.claimId}`).sort(),
    );
    expect(read.sheet.rows[0]![amountAt]).toBe('125.5');
    expect(read.sheet.rows[0]![read.sheet.headers.indexOf('Marchandises')]).toBe('2 x Trail shoes');

    expect(theirs.body).toMatchObject({ count: 2, layout: 'ups_adjustment' });
    expect(theirs.body.fileName).toMatch(/^ups-claims-to-file-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await (await fetch(theirs.body.url)).text();
    expect(csv.replace(/^\ufeff/, '').split('\r\n')[0]).toBe(
      'Tracking Number,Date of Shipment,Reason for Dispute,Amount,Currency,Shipper Name,Description,Customer Reference',
    );
    expect(csv).toContain(`,Lost package,125.5,EUR,`);

    const none = await call('POST', '/api/private/desk/exports', {
      token,
      body: { carrier: 'dpd', companyId: co },
    });
    expect(errorCode(none)).toBe('desk.nothing_to_export');
  });

  it('files, then credits, denies and asks for more from answer files as Excel writes them, each row once', async () => {
    // Prepare: three claims to file, exported (the carrier's answer names parcels by tracking number).
    const co = await makeCompany(`Files answers ${randomUUID().slice(0, 6)}`);
    await addToDirectory(co);
    const claims = [await claimToFile(co), await claimToFile(co), await claimToFile(co)];
    const exported = await call<Reply<'export-desk-claims'>>('POST', '/api/private/desk/exports', {
      token,
      body: { carrier: 'ups', companyId: co, layout: 'desk' },
    });
    const registered = excelCsv([
      ['N° de colis', 'N° de dossier', 'Statut', 'Date'],
      [claims[0]!.tracking_number, 'UPS-A1', 'Enregistrée', frenchDay(2)],
      [claims[1]!.tracking_number, 'UPS-A2', 'Enregistrée', serial(2)],
      [claims[2]!.tracking_number, 'UPS-A3', 'Enregistrée', ''],
    ]);

    // Act: the carrier's acknowledgement, mapped as its headers suggest, applied twice.
    const filing = await startImport(token, `ups-registered-${randomUUID()}.csv`, registered);
    expect(filing.sheet.suggested).toEqual({ tracking_number: 0, claim_number: 1, decision: 2, date: 3 });
    const seen = await preview(token, filing.import.importId, {
      carrier: 'ups',
      exportId: exported.body.exportId,
      mapping: filing.sheet.suggested,
    });
    expect(seen.status).toBe(200);
    expect(seen.body.errors).toEqual([]);
    expect(seen.body.moves).toMatchObject({ filed: 3, credited: 0 });
    const first = await apply(token, filing.import.importId, seen.body.import.previewId!);
    expect(first.status).toBe(202);
    const done = await applied(token, filing.import.importId);
    const again = await apply(token, filing.import.importId, seen.body.import.previewId!);

    // Assess
    expect(done).toMatchObject({ status: 'done', processed: 3, applied: 3, skipped: 0 });
    expect(again.status).toBe(200);
    for (const [index, claim] of claims.entries()) {
      const now = (await getClaim(co, claim.claimId))!;
      expect(now).toMatchObject({ state: 'requested', claim_number: `UPS-A${index + 1}`, version: 2 });
      expect(now.filing).toMatchObject({ channel: 'bulk_file', by: expect.any(String) });
      expect(await entriesOf(co, claim.claimId, filing.import.importId)).toHaveLength(1);
    }
    expect((await getClaim(co, claims[0]!.claimId))!.filing?.filedOn).toBe(day(2));
    expect((await getClaim(co, claims[1]!.claimId))!.filing?.filedOn).toBe(day(2));

    // Act: the carrier's decisions, by its claim numbers in the company, an XLSX with numbers as numbers.
    const decided = workbook({
      Réponses: [
        ['Réclamations UPS'],
        ['N° de dossier', 'Statut', 'Montant indemnisé', 'Devise', 'Date de paiement', 'Motif'],
        ['UPS-A1', 'Remboursé', 125.5, 'EUR', Number(serial(1)), ''],
        ['ups-a2', 'Refusée', '', '', '', 'Colis livré contre signature'],
        ['UPS-A3', 'Pièces complémentaires', '', '', '', 'Photos du carton'],
      ],
    });
    const decisions = await startImport(token, `ups-decisions-${randomUUID()}.xlsx`, decided);
    expect(decisions.sheet.headerRow).toBe(1);
    const shown = await preview(token, decisions.import.importId, {
      carrier: 'ups',
      companyId: co,
      mapping: decisions.sheet.suggested,
    });
    expect(shown.body.errors).toEqual([]);
    expect(shown.body.moves).toMatchObject({ credited: 1, denied: 1, more_requested: 1 });
    await apply(token, decisions.import.importId, shown.body.import.previewId!);
    expect(await applied(token, decisions.import.importId)).toMatchObject({ status: 'done', applied: 3 });

    // Assess
    const [paid, denied, asked] = await Promise.all(claims.map((claim) => getClaim(co, claim.claimId)));
    expect(paid).toMatchObject({ state: 'credited', creditedCents: 12_550 });
    expect(paid!.credit).toMatchObject({ proof: 'statement_line', creditedOn: day(1), currency: 'EUR' });
    expect(denied).toMatchObject({ state: 'declined', deskDecision: true });
    expect(denied!.denial).toMatchObject({
      reason: 'delivered_signed',
      text: 'Colis livré contre signature',
    });
    expect(asked).toMatchObject({
      state: 'processing',
      carrierRequest: { language: 'fr', text: 'Photos du carton' },
    });
    expect(asked!.actions).toContain('documents_missing');
    for (const claim of claims)
      expect(await entriesOf(co, claim.claimId, decisions.import.importId)).toHaveLength(1);
    const fee = await table.queryAll(collections.feeLines(co));
    expect(fee.filter((line) => line.claimId === claims[0]!.claimId)).toHaveLength(1);
  });

  it('names each row’s problem with its row and column, and applies nothing while one remains', async () => {
    // Prepare: a staff member who works company A only; a claim of B is out of their scope.
    const a = await makeCompany(`Files A ${randomUUID().slice(0, 6)}`);
    const b = await makeCompany(`Files B ${randomUUID().slice(0, 6)}`);
    const [a1, a2, b1] = [await claimToFile(a), await claimToFile(a), await claimToFile(b)];
    const staff = await makePerson({ role: 'provider_staff', companyId: PLATFORM });
    const staffToken = await tokenFor({ role: 'provider_staff', companyId: PLATFORM, userId: staff.userId });
    await table.put({ ...keys.staffAssignment(staff.userId, a), entity: 'staffAssignment', companyId: a });
    const file = excelCsv([
      ['Our claim id', 'Claim Number', 'Status', 'Amount Paid', 'Currency', 'Date'],
      [`${a}/${a1.claimId}`, 'UPS-1', 'Registered', '', '', ''],
      [`${a}/files-missing`, 'UPS-2', 'Registered', '', '', ''],
      [`${b}/${b1.claimId}`, 'UPS-3', 'Registered', '', '', ''],
      [`${a}/${a2.claimId}`, 'UPS-4', 'Paid', '12,5x', '', ''],
      [`${a}/${a2.claimId}`, 'UPS-4', 'Paid', '10,00', 'EUR', ''],
      [`${a}/${a1.claimId}`, 'UPS-1', 'Registered', '', '', ''],
      [`${a}/${a2.claimId}`, '', 'Approved', '10', 'XYZ', '31/02/2026'],
      [`${a}/${a2.claimId}`, '', 'Who knows', '', '', ''],
    ]);

    // Act
    const started = await startImport(staffToken, `mixed-${randomUUID()}.csv`, file);
    const shown = await preview(staffToken, started.import.importId, {
      carrier: 'ups',
      mapping: started.sheet.suggested,
    });
    const refused = await apply(staffToken, started.import.importId, shown.body.import.previewId!);

    // Assess
    expect(shown.status).toBe(200);
    expect(shown.body.errors).toEqual([
      { row: 3, field: null, code: 'unknownClaim' },
      { row: 4, field: null, code: 'notInScope' },
      { row: 5, field: 'amount', code: 'amount' },
      { row: 6, field: 'decision', code: 'moveRefused' },
      { row: 7, field: null, code: 'repeated', first: 2 },
      { row: 8, field: 'currency', code: 'currency' },
      { row: 8, field: 'date', code: 'date' },
      { row: 9, field: 'decision', code: 'decisionUnknown' },
    ]);
    expect(shown.body.import).toMatchObject({ total: 8, valid: 1, errorCount: 8 });
    expect(errorCode(refused)).toBe('desk.import_invalid');
    expect((await getClaim(a, a1.claimId))!).toMatchObject({ version: 1, state: 'refundable' });
    // Another person's import is not theirs to read.
    expect(
      (await call('GET', `/api/private/desk/imports/${started.import.importId}`, { token: await ops() }))
        .status,
    ).toBe(200);
    const stranger = await tokenFor({
      role: 'provider_staff',
      companyId: PLATFORM,
      userId: `s-${randomUUID()}`,
    });
    expect(
      (await call('GET', `/api/private/desk/imports/${started.import.importId}`, { token: stranger })).status,
    ).toBe(404);
  });

  it('refuses the whole import when a claim changed since the preview, naming its row, then applies the new preview', async () => {
    // Prepare
    const co = await makeCompany(`Files stale ${randomUUID().slice(0, 6)}`);
    const [one, two] = [await claimToFile(co), await claimToFile(co)];
    const file = excelCsv([
      ['Our claim id', 'Claim Number', 'Status'],
      [`${co}/${one.claimId}`, 'UPS-S1', 'Registered'],
      [`${co}/${two.claimId}`, 'UPS-S2', 'Registered'],
    ]);
    const started = await startImport(token, `stale-${randomUUID()}.csv`, file);
    const first = await preview(token, started.import.importId, {
      carrier: 'ups',
      mapping: started.sheet.suggested,
    });
    // Someone takes the second claim meanwhile: its version moves on.
    const taken = await call('PUT', `/api/private/desk/claims/${co}/${two.claimId}/assignee`, {
      token,
      body: { version: 1, assigneeId: null },
    });
    expect(taken.status).toBe(200);

    // Act
    const refused = await apply(token, started.import.importId, first.body.import.previewId!);
    const second = await preview(token, started.import.importId, {
      carrier: 'ups',
      mapping: started.sheet.suggested,
    });
    const stale = await apply(token, started.import.importId, first.body.import.previewId!);
    const accepted = await apply(token, started.import.importId, second.body.import.previewId!);

    // Assess
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: { code: 'desk.import_stale' },
      rows: [{ row: 3, tracking_number: two.tracking_number }],
      staleCount: 1,
    });
    expect((await getClaim(co, one.claimId))!).toMatchObject({ version: 1, state: 'refundable' });
    expect(errorCode(stale)).toBe('desk.import_state');
    expect(accepted.status).toBe(202);
    expect(await applied(token, started.import.importId)).toMatchObject({ applied: 2, skipped: 0 });
    expect((await getClaim(co, two.claimId))!).toMatchObject({ state: 'requested', claim_number: 'UPS-S2' });
  });

  it('says why a file cannot be read, and previews nothing of it', async () => {
    const started = await call<Reply<'request-answer-upload'>>('POST', '/api/private/desk/imports/uploads', {
      token,
      body: { fileName: 'header-only.csv', size: 28 },
    });
    const file = excelCsv([['Claim Number', 'Status', randomUUID().slice(0, 6)]]);
    const form = new FormData();
    for (const [name, value] of Object.entries(started.body.fields)) form.append(name, value);
    form.append('file', new Blob([file]), 'header-only.csv');
    await fetch(started.body.url, { method: 'POST', body: form });
    const made = await call<Reply<'start-desk-import'>>('POST', '/api/private/desk/imports', {
      token,
      body: { uploadId: started.body.uploadId },
    });
    let read: Reply<'get-desk-import'> | undefined;
    for (let tries = 0; tries < 300 && (!read || read.import.status === 'reading'); tries++) {
      await new Promise((done) => setTimeout(done, 100));
      read = (
        await call<Reply<'get-desk-import'>>(
          'GET',
          `/api/private/desk/imports/${made.body.import.importId}`,
          {
            token,
          },
        )
      ).body;
    }
    expect(read).toMatchObject({
      import: { status: 'unreadable', problem: 'desk.file_unreadable' },
      sheet: null,
    });
    const refused = await preview(token, made.body.import.importId, {
      carrier: 'ups',
      mapping: { claim_number: 0, decision: 1 },
    });
    expect(errorCode(refused)).toBe('desk.import_state');
  });
});
