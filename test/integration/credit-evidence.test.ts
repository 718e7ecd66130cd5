/**
 * Evidence of the credit (issue 20, item 2), through the API against the local stack: a claim the
 * carrier credited has a success fee line; a later carrier invoice whose credit line refunds the
 * parcel, once audited, shows on that line (invoice number, date, amount). Audited again, nothing
 * changes, and two audits at once record it once; a credit the carrier gave without our claim bills
 * nothing and proves nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Reply } from '@shared/platform/replies';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { GENERIC_COLUMNS, type GenericColumn } from '../../shared/audit/layouts/generic';
import { audited } from '../support/audits';
import { call } from '../support/http';
import { makeCompany, makePerson } from '../support/people';
import { applyStackEnv } from '../support/stack-env';
import { tokenFor } from '../support/tokens';
import { uploadDocument } from '../support/uploads';

applyStackEnv();
const { newClaim, openClaim } = await import('../../functions/claims/open-claim');
const { changeClaim } = await import('../../functions/claims/claim-writes');
const { getClaim } = await import('../../functions/claims/claim-queries');
const { recordCreditEvidence } = await import('../../functions/billing/credit-evidence');

async function merchant() {
  const companyId = await makeCompany('Boutique Avoirs');
  const admin = await makePerson({ role: 'client_admin', companyId });
  return { companyId, token: await tokenFor({ role: 'client_admin', companyId, userId: admin.userId }) };
}

const upsTracking = () => `1Z${randomUUID().replaceAll('-', '').slice(0, 16).toUpperCase()}`;
const today = () => new Date().toISOString().slice(0, 10);
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** A claim of the company for `trackingNumber`, moved by the carrier up to 'credited' for `cents`. */
async function creditedClaim(companyId: string, trackingNumber: string, cents: number) {
  const claim = newClaim({
    claimId: `credit-${randomUUID()}`,
    companyId,
    source: 'manual',
    owner: { userId: 'user-1', email: 'owner@example.test' },
    credentialId: 'cred-1',
    tracking_number: trackingNumber,
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
        currency_code: 'EUR',
      },
    ],
    documents: [],
    given: { originalInvoice: true, pictures: true },
    at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
  });
  await openClaim(claim, 'owner@example.test');
  for (const to of ['requested', 'confirmed', 'credited'] as const)
    await changeClaim((await getClaim(companyId, claim.claimId))!, {
      mover: 'connector',
      event: 'status',
      to,
      by: 'ups',
      at: new Date().toISOString(),
      message: to === 'credited' ? 'Refund credited to your account' : null,
    });
  return claim.claimId;
}

/** A UPS invoice of the product's generic template: each parcel's transport, then its claim credit. */
function creditInvoice(invoiceNumber: string, invoiceDate: string, credits: Record<string, string>) {
  const row = (tracking: string, cells: Partial<Record<GenericColumn, string>>) =>
    GENERIC_COLUMNS.map(
      (column) =>
        ({
          carrier: 'ups',
          account: 'A12345',
          invoice_number: invoiceNumber,
          invoice_date: invoiceDate,
          currency: 'EUR',
          tracking_number: tracking,
          ship_date: '2026-10-01',
          service: 'UPS Standard',
          ...cells,
        })[column] ?? '',
    );
  const rows = Object.entries(credits).flatMap(([tracking, net]) => [
    row(tracking, {
      charge_code: 'FRT',
      charge_description: 'Transport UPS Standard',
      charge_category: 'transportation',
      net: '12,00',
      vat: '2,40',
    }),
    row(tracking, { charge_code: 'CLM', charge_description: 'Claim credit', net, vat: '0,00' }),
  ]);
  return Papa.unparse({ fields: [...GENERIC_COLUMNS], data: rows }, { delimiter: ';' });
}

async function auditInvoice(token: string, text: string) {
  const document = await uploadDocument(token, 'carrier_invoice', 'ups-credits.csv', Buffer.from(text));
  expect(await audited(token, document.documentId)).toMatchObject({ status: 'done', layout: 'generic' });
  return document.documentId;
}

const fees = async (token: string) =>
  (await call<Reply<'list-fees'>>('GET', '/api/private/billing/fees', { token })).body.lines;

describe('the evidence of a credit', () => {
  it('is the later invoice’s credit line, recorded on the fee line it proves, once', async () => {
    // Prepare
    const shop = await merchant();
    const tracking = upsTracking();
    const claimId = await creditedClaim(shop.companyId, tracking, 12_345);
    const invoiceNumber = `INV-${randomUUID().slice(0, 8)}`;
    // Act
    const documentId = await auditInvoice(
      shop.token,
      creditInvoice(invoiceNumber, tomorrow(), { [tracking]: '-123,45' }),
    );
    // Assess
    const lines = await fees(shop.token);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: 'success_fee',
      claimId,
      creditedCents: 12_345,
      creditLine: { invoiceNumber, invoiceDate: tomorrow(), amountCents: -12_345 },
    });

    // Act: the same invoice audited again.
    const again = await call('POST', `/api/private/invoices/${documentId}/audit`, {
      token: shop.token,
      body: {},
    });
    expect(again.status).toBe(202);
    expect(await audited(shop.token, documentId)).toMatchObject({ status: 'done', run: 2 });
    // Assess: nothing changed.
    expect(await fees(shop.token)).toEqual(lines);
  });

  it('is never a fee line of its own, nor proof of another parcel’s or company’s refund', async () => {
    // Prepare: a credited claim of the company on another parcel, and one of another company on this parcel.
    const shop = await merchant();
    const other = await merchant();
    const tracking = upsTracking();
    await creditedClaim(shop.companyId, upsTracking(), 12_345);
    await creditedClaim(other.companyId, tracking, 12_345);
    // Act: the carrier credits a parcel the company never claimed for.
    await auditInvoice(
      shop.token,
      creditInvoice(`INV-${randomUUID().slice(0, 8)}`, today(), { [tracking]: '-123,45' }),
    );
    // Assess
    const lines = await fees(shop.token);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.creditLine).toBeNull();
    expect((await fees(other.token))[0]!.creditLine).toBeNull();
  });

  it('is recorded once when two audits of the invoice record it at the same time', async () => {
    // Prepare
    const shop = await merchant();
    const tracking = upsTracking();
    await creditedClaim(shop.companyId, tracking, 12_345);
    const credit = {
      trackingNumber: tracking,
      invoiceNumber: `INV-${randomUUID().slice(0, 8)}`,
      invoiceDate: today(),
      amountCents: -12_345,
      currency: 'EUR',
    };
    // Act
    const recorded = await Promise.all([
      recordCreditEvidence(shop.companyId, [credit]),
      recordCreditEvidence(shop.companyId, [credit]),
    ]);
    // Assess: one wrote it, the other found it written (or read it after).
    expect(recorded[0] + recorded[1]).toBe(1);
    expect((await fees(shop.token))[0]!.creditLine).toEqual({
      invoiceNumber: credit.invoiceNumber,
      invoiceDate: credit.invoiceDate,
      amountCents: -12_345,
    });
  });
});
