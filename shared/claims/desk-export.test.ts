import { describe, expect, it } from 'vitest';
import { CARRIER_IDS } from '../carriers/carriers';
import { CARRIER_LAYOUTS, DESK_COLUMNS, type ExportFacts, exportTable, layoutOf } from './desk-export';
import { suggestMapping } from './desk-files';

const FACTS: ExportFacts = {
  companyName: 'Demo Merchant',
  tracking_number: '1Z999AA10123456784',
  carrier: 'ups',
  issue: 'late_delivery',
  openedOn: '2026-11-01',
  shippedOn: '2026-10-28',
  scheduledDeliveryOn: '2026-10-30',
  deliveredOn: '',
  closesOn: '2026-11-14',
  estimated: false,
  senderName: 'Demo Merchant SAS',
  senderAddress: '1 rue de la Paix, 75002 Paris',
  senderCountry: 'FR',
  receiverCountry: 'BE',
  receiverPostalCode: '1000',
  goods: '2 x Trail running shoes',
  amount: -12.5,
  currency: 'EUR',
  reference: '=HYPERLINK("x")',
  claimRef: 'co-1/claim-1',
};

describe('our own layout, for the carriers that publish none', () => {
  it('writes one row per claim under its headers, in the person’s language', () => {
    const english = exportTable(null, [FACTS], 'en');
    expect(english).toMatchObject({ layout: 'desk', format: 'xlsx' });
    expect(english.header).toEqual([
      'Company',
      'Tracking number',
      'Carrier',
      'Issue',
      'Opened on',
      'Shipped on',
      'Scheduled delivery',
      'Delivered on',
      'File by',
      'Deadline estimated',
      'Sender',
      'Sender address',
      'Sender country',
      'Receiver country',
      'Receiver postal code',
      'Goods',
      'Amount',
      'Currency',
      'Order reference',
      'Our claim id',
    ]);
    expect(english.rows).toEqual([
      [
        'Demo Merchant',
        '1Z999AA10123456784',
        'ups',
        'Late delivery',
        '2026-11-01',
        '2026-10-28',
        '2026-10-30',
        '',
        '2026-11-14',
        'no',
        'Demo Merchant SAS',
        '1 rue de la Paix, 75002 Paris',
        'FR',
        'BE',
        '1000',
        '2 x Trail running shoes',
        -12.5,
        'EUR',
        '=HYPERLINK("x")',
        'co-1/claim-1',
      ],
    ]);
    const french = exportTable(null, [FACTS], 'fr');
    expect(french.header[1]).toBe('Numéro de suivi');
    expect(french.rows[0]![3]).toBe('Livraison en retard');
  });

  it('keeps the amount a number (the writers neutralise text cells, never numbers)', () => {
    const amount = DESK_COLUMNS.findIndex((column) => column.header.en === 'Amount');
    expect(typeof exportTable(null, [FACTS], 'en').rows[0]![amount]).toBe('number');
  });

  it('has headers the answer file’s mapping finds again: our claim id and the tracking number', () => {
    for (const locale of ['en', 'fr'] as const) {
      const mapping = suggestMapping(exportTable(null, [FACTS], locale).header);
      expect(mapping).toMatchObject({ tracking_number: 1, claim_id: 19, currency: 17, amount: 16 });
    }
  });
});

describe('the carriers’ own bulk layouts', () => {
  it('UPS: its adjustment request file, the fields its help centre names, with its sources', () => {
    const ups = layoutOf('ups')!;
    expect(ups).toMatchObject({ id: 'ups_adjustment', format: 'csv' });
    expect(ups.source.every((source) => source.url.includes('ups.com') && source.says.length > 20)).toBe(
      true,
    );
    const table = exportTable(ups, [FACTS], 'fr');
    expect(table.header).toEqual([
      'Tracking Number',
      'Date of Shipment',
      'Reason for Dispute',
      'Amount',
      'Currency',
      'Shipper Name',
      'Description',
      'Customer Reference',
    ]);
    expect(table.rows).toEqual([
      [
        '1Z999AA10123456784',
        '2026-10-28',
        'Service guarantee refund (late delivery)',
        -12.5,
        'EUR',
        'Demo Merchant SAS',
        '2 x Trail running shoes',
        'co-1/claim-1',
      ],
    ]);
  });

  it('covers only the carriers of the catalog, and leaves the others to our layout', () => {
    for (const carrier of Object.keys(CARRIER_LAYOUTS)) expect(CARRIER_IDS).toContain(carrier);
    for (const carrier of CARRIER_IDS.filter((id) => id !== 'ups')) expect(layoutOf(carrier)).toBeNull();
  });
});
