/**
 * The filing sheet, prefilled (issue 38, item 3): each field of the carrier's form with what we
 * hold, null where nothing does; the documents the carrier wants with the claim's files that can be
 * them; the zip's names (safe, unique, their kind first); and a denial refused for a reason the
 * claim's carrier never gives.
 */
import type { ClaimHistoryEntry } from '@shared/claims/schema';
import { describe, expect, it } from 'vitest';
import { newStoredClaim, type StoredClaim } from '../claims/stored-claim';
import { deskChange } from './desk-moves';
import { filingSheet, type SheetInputs } from './filing-sheet';
import { claimFiles, zipKey, zipNames } from './zip-names';

const claim = (fields: Partial<StoredClaim> = {}): StoredClaim => ({
  ...newStoredClaim({
    claimId: 'claim-1',
    companyId: 'co-1',
    tracking_number: '1Z999AA10123456784',
    carrier: 'ups',
    reason_refund: 'damaged',
    reference: 'ORD-42',
    currency: 'EUR',
    requestedCents: 15_060,
    lines: [
      {
        sales_date: '2026-10-01',
        description: 'Vase',
        nb_of_items: 2,
        unit_price: 50.2,
        amount_excl: 83.67,
        amount_incl: 100.4,
        tax_percentage: 20,
        currency_code: 'EUR',
      },
      {
        sales_date: '2026-10-01',
        description: 'Lamp',
        nb_of_items: 1,
        unit_price: 50.2,
        amount_excl: 41.83,
        amount_incl: 50.2,
        tax_percentage: 20,
        currency_code: 'EUR',
      },
    ],
    documents: [
      { documentId: 'doc-invoice', kind: 'claim_invoice', fileName: 'facture 42.pdf' },
      { documentId: 'doc-other', kind: 'claim_document', fileName: 'statement.pdf' },
    ],
    actions: [],
    ownerId: 'owner',
    owner: 'owner@shop.example',
    credentialId: 'cred-1',
    createdAt: '2026-10-02T08:00:00.000Z',
    shipment: {
      shippedAt: '2026-10-02T10:00:00.000Z',
      scheduledDeliveryAt: '2026-10-04T18:00:00.000Z',
      deliveredAt: '2026-10-05T09:30:00.000Z',
    },
  }),
  postal_code_receiver: '75011',
  country_code_receiver: 'FR',
  ...fields,
});

const history: ClaimHistoryEntry[] = [
  {
    at: '2026-10-02T08:00:00.000Z',
    event: 'created',
    from: null,
    to: 'refundable',
    by: 'owner',
    message: null,
  },
  {
    at: '2026-10-06T08:00:00.000Z',
    event: 'information',
    from: null,
    to: 'refundable',
    by: 'owner@shop.example',
    message: 'The vase arrived in pieces, the box crushed on one side.',
    action: 'pictures_missing',
  },
];

const inputs = (overrides: Partial<SheetInputs> = {}): SheetInputs => ({
  claim: claim(),
  company: {
    name: 'Demo Merchant',
    invoice_company_name: 'Demo Merchant SAS',
    street_name: '12 rue de la Paix',
    zip_code: '75002',
    city_name: 'Paris',
    country: 'FR',
    claim_email_address: 'claims@demo.example',
  },
  credential: {
    credentialId: 'cred-1',
    companyId: 'co-1',
    carrier: 'ups',
    username: 'DEMO-UPS-1',
    portal_url: '',
    invoice_name: '',
    reception_email: '',
    country: '',
    vat: '',
    city: '',
    street: '',
    zip: '',
    comment: '',
    status: 'active',
    statusReason: null,
    checkedAt: null,
    lastCheck: null,
    updatedAt: '2026-10-01T00:00:00.000Z',
    createdAt: '2026-10-01T00:00:00.000Z',
    createdBy: 'owner',
  },
  history,
  auditInvoice: null,
  ...overrides,
});

describe('the filing sheet', () => {
  it('prefills the carrier’s form in its order from the claim, the company and the account', () => {
    // Act
    const sheet = filingSheet(inputs());

    // Assess
    const value = Object.fromEntries(sheet.fields.map((field) => [field.key, field.value]));
    expect(sheet.fields[0]).toMatchObject({
      key: 'trackingNumber',
      labelKey: 'desk.sheet.field.trackingNumber',
      required: true,
    });
    expect(value).toMatchObject({
      trackingNumber: '1Z999AA10123456784',
      issue: 'damaged',
      senderName: 'Demo Merchant SAS',
      contactEmail: 'claims@demo.example',
      accountNumber: 'DEMO-UPS-1',
      receiverPostalCode: '75011',
      receiverCountry: 'FR',
      receiverName: null,
      goodsDescription: '2 × Vase\n1 × Lamp',
      quantity: '3',
      goodsValue: '125.50',
      amountClaimed: '150.60',
      currency: 'EUR',
      orderReference: 'ORD-42',
      merchantWords: '2026-10-06: The vase arrived in pieces, the box crushed on one side.',
    });
    expect(sheet.channels[0]).toEqual({
      kind: 'portal',
      address: 'https://www.ups.com/fr/fr/support/file-a-claim.page',
    });
    expect(sheet.portalUrl).toBe('https://www.ups.com');
    expect(sheet.login).toEqual({
      credentialId: 'cred-1',
      username: 'DEMO-UPS-1',
      status: 'active',
      statusReason: null,
    });
    expect(sheet.sources.length).toBeGreaterThan(0);
    expect(sheet.denialReasons).toContain('delivered_signed');
    expect(JSON.stringify(sheet)).not.toContain('secret');
  });

  it('dates and addresses what the tracking knows, for a carrier whose form asks them', () => {
    const sheet = filingSheet(
      inputs({ claim: claim({ carrier: 'fedex', tracking_number: '123456789012' }) }),
    );
    const value = Object.fromEntries(sheet.fields.map((field) => [field.key, field.value]));
    expect(value.shipDate).toBe('2026-10-02');
    expect(value.senderAddress).toBe('12 rue de la Paix\n75002 Paris\nFR');
  });

  it('says which documents the carrier wants the claim has, may have, or lacks', () => {
    const sheet = filingSheet(inputs());
    expect(sheet.documents).toEqual([
      {
        need: 'proof_of_value',
        status: 'has',
        files: [{ documentId: 'doc-invoice', fileName: 'facture 42.pdf' }],
      },
      { need: 'damage_photos', status: 'lacks', files: [] },
      { need: 'packaging_photos', status: 'lacks', files: [] },
    ]);
    const dispute = filingSheet(inputs({ claim: claim({ reason_refund: 'delivery_dispute' }) }));
    expect(dispute.documents[1]).toMatchObject({ need: 'recipient_statement', status: 'check' });
    expect(sheet.documentCount).toBe(2);
  });

  it('leaves unknown what nothing holds, and asks a carrier without a form the shared fields', () => {
    const bare = filingSheet(
      inputs({
        claim: claim({
          carrier: 'tnt',
          tracking_number: '123456789',
          lines: [],
          shipment: null,
          requestedCents: 0,
          postal_code_receiver: null,
        }),
        company: null,
        credential: null,
        history: [],
      }),
    );
    expect(Object.fromEntries(bare.fields.map((field) => [field.key, field.value]))).toEqual({
      trackingNumber: '123456789',
      issue: 'damaged',
      shipDate: null,
      senderName: null,
      contactEmail: null,
      receiverPostalCode: null,
      goodsDescription: null,
      goodsValue: null,
      currency: 'EUR',
      amountClaimed: null,
      orderReference: 'ORD-42',
      merchantWords: null,
    });
    expect(bare.channels).toEqual([{ kind: 'portal', address: 'https://www.tnt.com' }]);
    expect(bare.login).toBeNull();
  });
});

describe('the claim’s zip', () => {
  it('names each file by its kind and order, safe and unique, its extension kept', () => {
    expect(
      zipNames([
        { kind: 'claim_invoice', fileName: 'facture.pdf' },
        { kind: 'damage_picture', fileName: '../../etc/photo?.JPG' },
        { kind: 'damage_picture', fileName: 'photo?.JPG' },
        { kind: 'claim_document', fileName: '' },
        { kind: 'audit', fileName: `${'x'.repeat(300)}.csv` },
      ]),
    ).toEqual([
      '01-invoice-facture.pdf',
      '02-photo-_.._etc_photo_.JPG',
      '03-photo-photo_.JPG',
      '04-document-file',
      `05-carrier-invoice-${'x'.repeat(116)}.csv`,
    ]);
  });

  it('holds the claim’s documents and its audit invoice once, at a key of the claim’s version', () => {
    const audited = claim({ audit: { documentId: 'doc-carrier-invoice', findings: [] } });
    expect(claimFiles(audited).map((file) => file.kind)).toEqual([
      'claim_invoice',
      'claim_document',
      'audit',
    ]);
    expect(zipKey({ ...audited, version: 4 })).toBe('exports/desk/co-1/claim-1/v4.zip');
  });
});

describe('a denial on the desk', () => {
  const filed = claim({ state: 'requested', stage: 'ongoing', claim_number: 'C-1', carrier: 'ups' });
  const denial = (reason: 'not_carrier_fault' | 'delivered_signed') =>
    deskChange(
      filed,
      { move: 'denied', reason, text: 'Denied.', version: filed.version, moveId: 'move-0001' },
      'staff@parcel-audit.example',
      '2026-11-01T00:00:00.000Z',
    );

  it('takes a reason the claim’s carrier gives, and refuses one it never gives', () => {
    expect(denial('delivered_signed')).toMatchObject({ to: 'declined' });
    expect(() => denial('not_carrier_fault')).toThrow(
      expect.objectContaining({ code: 'desk.denial_reason_refused' }),
    );
  });
});
