/**
 * The success fee and the ledger (issue 20, items 2 to 6), through the API against DynamoDB Local:
 * a claim credited -> its fee line -> 'Generate invoice' (preview first) -> paid through the sandbox
 * provider's signed webhook; a refund reversed -> a credit note that cancels the line to the cent;
 * forged, altered and stale webhooks refused, a replay changing nothing; numbering under 20
 * concurrent generations without gap or duplicate; overdue -> suspension -> payment -> lifted.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import { describe, expect, it } from 'vitest';
import { call, errorCode as codeOf } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';

applyStackEnv();
const { newClaim, openClaim } = await import('../../functions/claims/open-claim');
const { changeClaim } = await import('../../functions/claims/claim-writes');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { updateCompany } = await import('../../functions/companies/company-store');
const { generateDocuments } = await import('../../functions/billing/issue-documents');
const { runOverdue } = await import('../../functions/billing/overdue');
const { signSandbox, sandboxEvent, SANDBOX_SIGNATURE_HEADER } = await import(
  '../../functions/billing/payments/sandbox'
);
const { keys } = await import('../../functions/lib/table/keys');
const { table } = await import('../../functions/lib/table/table');
const { dynamo } = await import('../../functions/lib/aws/dynamo');
const { ScanCommand } = await import('@aws-sdk/lib-dynamodb');

const SECRET = process.env.PAYMENTS_SANDBOX_SECRET ?? '';

async function merchant() {
  const companyId = await makeCompany('Boutique Test');
  const admin = await makePerson({ role: 'client_admin', companyId });
  const member = await makePerson({ role: 'member', companyId });
  return {
    companyId,
    admin,
    member,
    token: await tokenFor({ role: 'client_admin', companyId, userId: admin.userId }),
    memberToken: await tokenFor({ role: 'member', companyId, userId: member.userId }),
    /** A platform admin acting for the company (after a company switch). */
    opsToken: await tokenFor({
      role: 'platform_admin',
      companyId,
      homeCompanyId: 'parcel-audit-platform',
      userId: `ops-${randomUUID()}`,
    }),
  };
}

/** A claim opened for the company, then moved by the carrier (or corrected by a platform admin). */
async function claimMovedTo(companyId: string, cents: number, states: string[], currency = 'EUR') {
  const claim = newClaim({
    claimId: `bill-${randomUUID()}`,
    companyId,
    source: 'manual',
    owner: { userId: 'user-1', email: 'owner@example.test' },
    credentialId: 'cred-1',
    tracking_number: `1Z${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`,
    carrier: 'ups',
    issue: 'lost',
    reference: 'ORDER-1',
    lines: [
      {
        sales_date: '2026-10-30',
        description: 'Shoes',
        nb_of_items: 1,
        unit_price: cents / 100,
        amount_excl: cents / 100,
        amount_incl: cents / 100,
        tax_percentage: 0,
        currency_code: currency,
      },
    ],
    documents: [],
    given: { originalInvoice: true, pictures: true },
    at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
  });
  await openClaim(claim, 'owner@example.test');
  for (const to of states)
    await changeClaim((await getClaim(companyId, claim.claimId))!, {
      mover: to === 'declined' && states.includes('credited') ? 'platform_admin' : 'connector',
      event: 'status',
      to: to as 'credited',
      by: 'ups',
      at: new Date().toISOString(),
      message: to === 'credited' ? 'Refund credited to your account' : null,
    });
  return claim.claimId;
}

const fees = async (token: string) =>
  (await call<Reply<'list-fees'>>('GET', '/api/private/billing/fees', { token })).body.lines;
const documents = async (token: string) =>
  (await call<Reply<'list-billing-documents'>>('GET', '/api/private/billing/documents', { token })).body;
const preview = async (token: string) =>
  (await call<Reply<'get-preview'>>('GET', '/api/private/billing/preview', { token })).body;
const generate = (token: string, expectedLines: number) =>
  call<Reply<'generate-documents'>>('POST', '/api/private/billing/documents', {
    token,
    body: { expectedLines },
  });

const sequenceOf = (number: string) => Number(number.split('-')[2]);

describe('the success fee', () => {
  it('is a line per credited refund at the plan’s rate, with its evidence; never for other claims', async () => {
    const shop = await merchant();
    const claimId = await claimMovedTo(shop.companyId, 12_345, ['requested', 'confirmed', 'credited']);
    await claimMovedTo(shop.companyId, 9_999, ['requested', 'declined']);
    const lines = await fees(shop.token);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'success_fee',
      claimId,
      carrier: 'ups',
      currency: 'EUR',
      creditedCents: 12_345,
      feePercent: 30,
      // 30 % of 123.45 = 37.035, half-up on the line.
      feeCents: 3_704,
      carrierMessage: 'Refund credited to your account',
      documentNumber: null,
    });
    // Amounts are the client admin's: a member is refused.
    expect((await call('GET', '/api/private/billing/fees', { token: shop.memberToken })).status).toBe(403);
    expect((await call('GET', '/api/private/billing/documents', { token: shop.memberToken })).status).toBe(
      403,
    );
  });
});

describe('Generate invoice, then payment through the sandbox provider', () => {
  it('previews, issues once, and is paid by the provider’s signed webhook', async () => {
    const shop = await merchant();
    await claimMovedTo(shop.companyId, 10_000, ['requested', 'credited']);
    await claimMovedTo(shop.companyId, 5_001, ['requested', 'credited']);

    // Only a platform admin generates; the client admin is refused.
    expect((await call('GET', '/api/private/billing/preview', { token: shop.token })).status).toBe(403);
    const shown = await preview(shop.opsToken);
    expect(shown.documents).toHaveLength(1);
    expect(shown.documents[0]).toMatchObject({ type: 'invoice', currency: 'EUR' });
    // 3,000 + 1,500 (30 % of 50.01 = 15.003) net; VAT 20 % per line: 600 + 300.
    expect(shown.documents[0]).toMatchObject({ netCents: 4_500, vatCents: 900, totalCents: 5_400 });

    // A preview that no longer matches issues nothing.
    const stale = await generate(shop.opsToken, 1);
    expect(stale.status).toBe(409);
    expect(codeOf(stale)).toBe('billing.preview_changed');
    // Two clicks at once: one invoice.
    const [first, second] = await Promise.all([generate(shop.opsToken, 2), generate(shop.opsToken, 2)]);
    const issued = [first, second].filter((reply) => reply.status === 201);
    expect(issued).toHaveLength(1);
    const loser = [first, second].find((reply) => reply.status !== 201)!;
    expect(codeOf(loser)).toBe('billing.nothing_to_bill');
    const invoice = issued[0]!.body.documents[0]!;
    expect(invoice).toMatchObject({
      type: 'invoice',
      status: 'due',
      totalCents: 5_400,
      vatTreatment: 'french_vat',
    });
    expect(invoice.number).toMatch(/^F-\d{4}-\d{6}$/);
    expect(invoice.lines.reduce((sum, line) => sum + line.netCents + line.vatCents, 0)).toBe(
      invoice.totalCents,
    );
    expect((await fees(shop.token)).every((line) => line.documentNumber === invoice.number)).toBe(true);

    // The client admin sees it and pays by card in the sandbox.
    const listed = await documents(shop.token);
    expect(listed.documents.map((document) => document.number)).toEqual([invoice.number]);
    expect(listed.outstanding).toEqual({ EUR: 5_400 });
    expect(listed.payments).toBe('sandbox');
    const started = await call<Reply<'pay-document'>>(
      'POST',
      `/api/private/billing/documents/${invoice.number}/pay`,
      { token: shop.token, body: { method: 'card' } },
    );
    expect(started.status).toBe(201);
    expect(started.body.redirectUrl).toContain(`/billing/checkout/${started.body.paymentId}`);
    const drive = (outcome: string) =>
      call(`POST`, `/api/private/billing/payments/${started.body.paymentId}/sandbox`, {
        token: shop.token,
        body: { outcome },
      });
    expect((await drive('pay')).status).toBe(200);
    const paid = (await documents(shop.token)).documents[0]!;
    expect(paid).toMatchObject({ status: 'paid', paidBy: 'card', paymentPending: false });
    expect((await documents(shop.token)).outstanding).toEqual({ EUR: 0 });
    // Settled: nothing more to pay, nothing more to drive.
    expect((await drive('fail')).status).toBe(409);
    const again = await call('POST', `/api/private/billing/documents/${invoice.number}/pay`, {
      token: shop.token,
      body: { method: 'card' },
    });
    expect(codeOf(again)).toBe('billing.not_payable');
  });
});

describe('the PDF of a document', () => {
  const pdf = (token: string, number: string, locale: string) =>
    call<Reply<'get-document-pdf'>>('GET', `/api/private/billing/documents/${number}/pdf?locale=${locale}`, {
      token,
    });

  /** Asks until the PDF is there (the spec's download wait: 20 seconds at most). */
  async function waitForPdf(token: string, number: string, locale: string) {
    for (let attempt = 0; attempt < 40; attempt++) {
      const reply = await pdf(token, number, locale);
      if (reply.status === 200) return reply.body;
      expect(codeOf(reply)).toBe('billing.pdf_preparing');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`No PDF of ${number} in ${locale}`);
  }

  it('is rendered in the customer’s language when issued, in the other on the first download', async () => {
    const shop = await merchant();
    await claimMovedTo(shop.companyId, 10_000, ['requested', 'credited']);
    const { body } = await generate(shop.opsToken, 1);
    const number = body.documents[0]!.number;

    const link = await waitForPdf(shop.token, number, 'fr');
    const file = Buffer.from(await (await fetch(link.url)).arrayBuffer());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await documents(shop.token)).documents[0]!.hasPdf).toBe(true);
    // English was not rendered yet: asked once, it is prepared, then downloaded.
    const first = await pdf(shop.token, number, 'en');
    expect([200, 409]).toContain(first.status);
    const english = await waitForPdf(shop.token, number, 'en');
    expect(
      Buffer.from(await (await fetch(english.url)).arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Another company's document number is not found for this one.
    const other = await merchant();
    expect((await pdf(other.token, number, 'fr')).status).toBe(404);
  });
});

describe('a refund reversed by the carrier', () => {
  it('reverses its fee on a credit note citing the invoice, cancelling the line to the cent', async () => {
    const shop = await merchant();
    await updateCompany(shop.companyId, { country: 'DE', vat_number: 'DE123456789' }, new Date());
    const claimId = await claimMovedTo(shop.companyId, 33_333, ['requested', 'credited']);
    await claimMovedTo(shop.companyId, 1_000, ['requested', 'credited']);
    const [invoice] = await generateDocuments(shop.companyId);
    expect(invoice).toMatchObject({ type: 'invoice', vatTreatment: 'reverse_charge', vatPercent: 0 });

    // The carrier took the refund back: a platform admin records it on the claim.
    await changeClaim((await getClaim(shop.companyId, claimId))!, {
      mover: 'platform_admin',
      event: 'status',
      to: 'declined',
      by: 'ops@parcel-audit.example',
      at: new Date().toISOString(),
      message: 'The carrier reversed the refund',
    });
    const reversal = (await fees(shop.token)).find((line) => line.kind === 'fee_reversal')!;
    expect(reversal).toMatchObject({ claimId, feeCents: -10_000, documentNumber: null });
    const shown = await preview(shop.opsToken);
    expect(shown.documents).toEqual([
      expect.objectContaining({ type: 'credit_note', cites: invoice!.number, totalCents: 10_000 }),
    ]);
    const { body } = await generate(shop.opsToken, 1);
    const creditNote = body.documents[0]!;
    const billed = invoice!.lines.find((line) => line.claimId === claimId)!;
    expect(creditNote.lines[0]).toMatchObject({ netCents: billed.netCents, vatCents: billed.vatCents });
    expect(creditNote.cites).toBe(invoice!.number);
    expect(sequenceOf(creditNote.number)).toBeGreaterThan(sequenceOf(invoice!.number));
    const after = (await documents(shop.token)).documents.find(
      (document) => document.number === invoice!.number,
    )!;
    // Issued documents never change: the invoice keeps its lines; what it asks goes down.
    expect(after.lines).toEqual(invoice!.lines);
    expect(after).toMatchObject({ creditedCents: 10_000, status: 'due' });
    expect(after.creditNotes).toEqual([{ number: creditNote.number, issueDate: creditNote.issueDate }]);
    expect((await documents(shop.token)).outstanding).toEqual({ EUR: invoice!.totalCents - 10_000 });
  });

  it('cancels a fee reversed before any document billed it: nothing to bill', async () => {
    const shop = await merchant();
    await claimMovedTo(shop.companyId, 20_000, ['requested', 'credited', 'declined']);
    expect((await preview(shop.opsToken)).documents).toEqual([]);
    expect(codeOf(await generate(shop.opsToken, 0))).toBe('billing.nothing_to_bill');
  });
});

describe('payment webhooks', () => {
  const post = (body: string, signature: string | null) =>
    call<Reply<'receive-webhook'>>('POST', '/api/public/billing/webhooks/sandbox', {
      rawBody: body,
      headers: {
        'content-type': 'application/json',
        ...(signature ? { [SANDBOX_SIGNATURE_HEADER]: signature } : {}),
      },
    });

  it('refuse forged, altered and stale requests, and apply a replay once', async () => {
    const shop = await merchant();
    await claimMovedTo(shop.companyId, 10_000, ['requested', 'credited']);
    const [invoice] = await generateDocuments(shop.companyId);
    const started = await call<Reply<'pay-document'>>(
      'POST',
      `/api/private/billing/documents/${invoice!.number}/pay`,
      { token: shop.token, body: { method: 'sepa_debit' } },
    );
    const data = { paymentId: started.body.paymentId, companyId: shop.companyId, number: invoice!.number };
    const now = Math.floor(Date.now() / 1000);
    const succeeded = JSON.stringify(sandboxEvent('payment.succeeded', data, new Date()));

    expect(codeOf(await post(succeeded, null))).toBe('billing.webhook_invalid');
    expect((await post(succeeded, signSandbox(succeeded, 'not-the-secret-at-all', now))).status).toBe(400);
    const altered = succeeded.replace(invoice!.number, 'F-2000-000001');
    expect((await post(altered, signSandbox(succeeded, SECRET, now))).status).toBe(400);
    expect((await post(succeeded, signSandbox(succeeded, SECRET, now - 3_600))).status).toBe(400);
    expect((await documents(shop.token)).documents[0]!.status).toBe('due');

    // A SEPA debit processing, then settled; the same delivery twice applies once.
    const processing = JSON.stringify(sandboxEvent('payment.processing', data, new Date()));
    expect((await post(processing, signSandbox(processing, SECRET, now))).body.outcomes).toEqual(['applied']);
    expect((await documents(shop.token)).documents[0]).toMatchObject({ status: 'due', paymentPending: true });
    const signature = signSandbox(succeeded, SECRET, now);
    expect((await post(succeeded, signature)).body.outcomes).toEqual(['applied']);
    expect((await post(succeeded, signature)).body.outcomes).toEqual(['duplicate']);
    expect((await documents(shop.token)).documents[0]).toMatchObject({
      status: 'paid',
      paidBy: 'sepa_debit',
    });
    // Another company's payment id is unknown here: nothing changes.
    const other = await merchant();
    const foreign = JSON.stringify(
      sandboxEvent('payment.failed', { ...data, companyId: other.companyId }, new Date()),
    );
    expect((await post(foreign, signSandbox(foreign, SECRET, now))).body.outcomes).toEqual(['unknown']);
  });
});

describe('numbering', () => {
  it('has no gap and no duplicate under 20 concurrent generations', async () => {
    const shops = await Promise.all(Array.from({ length: 20 }, () => makeCompany('Concurrent')));
    for (const companyId of shops) await claimMovedTo(companyId, 1_000, ['requested', 'credited']);
    const issued = (await Promise.all(shops.map((companyId) => generateDocuments(companyId)))).flat();
    expect(issued).toHaveLength(20);
    const numbers = issued.map((document) => document.number);
    expect(new Set(numbers).size).toBe(20);
    // Across every document in the table (other suites issue too): the series is 1..last, each once.
    const year = numbers[0]!.split('-')[1];
    const counter = await table.get(keys.billingNumber('parcel-audit-sas', 'F', Number(year)), {
      consistent: true,
    });
    const last = Number(counter?.last);
    const all: string[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const page = await dynamo.send(
        new ScanCommand({
          TableName: process.env.TABLE_NAME,
          FilterExpression: 'entity = :entity AND begins_with(#number, :series)',
          ExpressionAttributeNames: { '#number': 'number' },
          ExpressionAttributeValues: { ':entity': 'billingDocument', ':series': `F-${year}-` },
          ExclusiveStartKey: start,
          ConsistentRead: true,
        }),
      );
      all.push(...(page.Items ?? []).map((item) => String(item.number)));
      start = page.LastEvaluatedKey;
    } while (start);
    const sequences = all.map(sequenceOf).filter((sequence) => sequence <= last);
    expect(new Set(sequences).size).toBe(sequences.length);
    expect([...sequences].sort((a, b) => a - b)).toEqual(
      Array.from({ length: last }, (_, index) => index + 1),
    );
  });
});

describe('overdue, suspension and payment', () => {
  /** Moves an invoice's due date back `days` (as if that many days had passed). */
  async function backdate(companyId: string, number: string, dueDate: string) {
    await table.update(keys.billingDocument(companyId, number), {
      UpdateExpression: 'SET dueDate = :due, gsi3sk = :sort',
      ExpressionAttributeValues: { ':due': dueDate, ':sort': `${dueDate}#${companyId}#${number}` },
    });
  }

  it('warns when overdue, suspends past the grace period (not while a debit processes), lifts on payment', async () => {
    const shop = await merchant();
    await claimMovedTo(shop.companyId, 10_000, ['requested', 'credited']);
    const [invoice] = await generateDocuments(shop.companyId);
    const number = invoice!.number;

    // Due yesterday: overdue, and every member sees the warning.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await backdate(shop.companyId, number, yesterday);
    await runOverdue(new Date());
    const warned = await call<Reply<'get-subscription'>>('GET', '/api/private/billing/subscription', {
      token: shop.memberToken,
    });
    expect(warned.body).toMatchObject({ overdueInvoices: 1, suspended: false });

    // A debit processing holds the suspension off.
    const started = await call<Reply<'pay-document'>>(
      'POST',
      `/api/private/billing/documents/${number}/pay`,
      {
        token: shop.token,
        body: { method: 'sepa_debit' },
      },
    );
    const drive = (outcome: string) =>
      call(`POST`, `/api/private/billing/payments/${started.body.paymentId}/sandbox`, {
        token: shop.token,
        body: { outcome },
      });
    await drive('process');
    await backdate(shop.companyId, number, '2000-01-01');
    await runOverdue(new Date());
    expect((await call('GET', '/api/private/claims', { token: shop.memberToken })).status).toBe(200);

    // The debit failed: past the grace period, the company is suspended for all but Billing.
    await drive('fail');
    await runOverdue(new Date());
    const refused = await call('GET', '/api/private/claims', { token: shop.memberToken });
    expect(refused.status).toBe(403);
    expect(codeOf(refused)).toBe('auth.suspended');
    expect(codeOf(await call('GET', '/api/private/claims', { token: shop.token }))).toBe('auth.suspended');
    expect((await call('GET', '/api/private/billing/documents', { token: shop.token })).status).toBe(200);
    const signIn = await call('POST', '/api/public/login', {
      body: { email_address: shop.member.email, password: 'Correct-Horse-42' },
    });
    expect(codeOf(signIn)).toBe('auth.suspended');
    expect(
      (
        await call('POST', '/api/public/login', {
          body: { email_address: shop.admin.email, password: 'Correct-Horse-42' },
        })
      ).status,
    ).toBe(200);

    // A transfer recorded by a platform admin: paid, and the suspension lifted at once.
    const ops = await tokenFor({
      role: 'platform_admin',
      companyId: 'parcel-audit-platform',
      userId: `ops-${randomUUID()}`,
    });
    const transfer = (body: Record<string, unknown>) =>
      call<Reply<'record-transfer'>>(
        'POST',
        `/api/private/admin/companies/${shop.companyId}/billing/${number}/transfer`,
        { token: ops, body },
      );
    expect(codeOf(await transfer({ reference: 'ORDER 12', amountCents: 3_600, receivedOn: yesterday }))).toBe(
      'billing.reference_mismatch',
    );
    expect(codeOf(await transfer({ reference: number, amountCents: 100, receivedOn: yesterday }))).toBe(
      'billing.amount_mismatch',
    );
    const recorded = await transfer({
      reference: `Facture ${number}`,
      amountCents: 3_600,
      receivedOn: yesterday,
    });
    expect(recorded.body.document).toMatchObject({ status: 'paid', paidBy: 'transfer' });
    expect((await call('GET', '/api/private/claims', { token: shop.memberToken })).status).toBe(200);
    const after = await call<Reply<'get-subscription'>>('GET', '/api/private/billing/subscription', {
      token: shop.memberToken,
    });
    expect(after.body).toMatchObject({ overdueInvoices: 0, suspended: false });
  });
});
