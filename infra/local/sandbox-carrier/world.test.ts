import { CARRIER_IDS, CLAIM_TYPES, trackingNumberValid } from '@shared/carriers/carriers';
import { describe, expect, it } from 'vitest';
import {
  accountInvoices,
  accountShipments,
  CLAIM_TIMELINE,
  claimView,
  DOCUMENTS_ABOVE,
  type FiledSandboxClaim,
  SCENARIOS,
  SHIPMENTS_PER_ACCOUNT,
  sampleTrackingNumber,
  seededRandom,
  trackingView,
} from './world';

const ANCHOR = Date.UTC(2026, 10, 22, 9);
const DAY = 86_400_000;

describe('the sandbox carrier’s world', () => {
  it.each(CARRIER_IDS)('makes %s tracking numbers the catalog accepts, check digits included', (carrier) => {
    const random = seededRandom(carrier);
    for (let index = 0; index < 200; index++) {
      const number = sampleTrackingNumber(carrier, random);
      expect(trackingNumberValid(carrier, number), number).toBe(true);
    }
  });

  it('gives an account the same shipments every time, and another account others', () => {
    const first = accountShipments('ups', 'shop-a', ANCHOR);
    expect(accountShipments('ups', 'shop-a', ANCHOR)).toEqual(first);
    expect(first).toHaveLength(SHIPMENTS_PER_ACCOUNT);
    const other = accountShipments('ups', 'shop-b', ANCHOR);
    expect(other.map((shipment) => shipment.trackingNumber)).not.toEqual(
      first.map((shipment) => shipment.trackingNumber),
    );
    expect(new Set(first.map((shipment) => shipment.trackingNumber)).size).toBe(first.length);
  });

  it('lays out events in time order, with deliveries matching their scenario', () => {
    for (const carrier of CARRIER_IDS) {
      for (const shipment of accountShipments(carrier, 'merchant', ANCHOR)) {
        const times = shipment.events.map((event) => event.at);
        expect(times).toEqual([...times].sort((a, b) => a - b));
        const delivered = shipment.events.some((event) => event.status === 'delivered');
        expect(delivered).toBe(['on_time', 'late', 'damaged'].includes(shipment.scenario));
        if (shipment.scenario === 'late')
          expect(shipment.deliveredAt!).toBeGreaterThan(shipment.scheduledDeliveryAt);
        if (shipment.scenario === 'on_time')
          expect(shipment.deliveredAt!).toBeLessThanOrEqual(shipment.scheduledDeliveryAt);
        if (shipment.scenario === 'label_not_used') expect(shipment.events).toHaveLength(1);
      }
    }
  });

  it('has every kind of shipment a claim is about, across a few accounts', () => {
    const seen = new Set(
      ['a', 'b', 'c', 'd'].flatMap((name) =>
        accountShipments('colissimo', name, ANCHOR).map((shipment) => shipment.scenario),
      ),
    );
    expect([...seen].sort()).toEqual([...SCENARIOS].sort());
  });

  it('shows only the events that have happened, newest first', () => {
    const shipment = accountShipments('dpd', 'shop', ANCHOR).find((entry) => entry.scenario === 'on_time')!;
    const before = trackingView(shipment, shipment.shippedAt + 1);
    expect(before).toMatchObject({ found: true, status: 'in_transit', deliveredAt: null });
    const after = trackingView(shipment, shipment.deliveredAt! + 1);
    expect(after).toMatchObject({
      status: 'delivered',
      deliveredAt: new Date(shipment.deliveredAt!).toISOString(),
    });
    if (!after.found) throw new Error('found');
    expect(after.events[0]!.code).toBe('DL');
    expect(after.events.length).toBeGreaterThan(before.found ? before.events.length : 0);
  });

  it('bills each past month on the 5th of the next, VAT at 20 %', () => {
    const shipments = accountShipments('gls', 'shop', ANCHOR);
    const invoices = accountInvoices('gls', '123456', shipments, ANCHOR);
    expect(invoices.length).toBeGreaterThanOrEqual(2);
    for (const invoice of invoices) {
      expect(invoice.invoiceDate.endsWith('-05')).toBe(true);
      expect(Date.parse(invoice.invoiceDate)).toBeLessThanOrEqual(ANCHOR);
      expect(invoice.total).toBeCloseTo(invoice.net + invoice.vat, 2);
      expect(invoice.vat).toBeCloseTo(invoice.net * 0.2, 2);
    }
    expect(invoices.reduce((sum, invoice) => sum + invoice.shipmentCount, 0)).toBeLessThan(shipments.length);
  });

  it('moves a claim from submitted to reviewed to decided, and credits the right ones', () => {
    const shipments = accountShipments('ups', 'claims', ANCHOR);
    const lost = shipments.find((shipment) => shipment.scenario === 'lost')!;
    const onTime = shipments.find((shipment) => shipment.scenario === 'on_time')!;
    const claim = (trackingNumber: string, type: FiledSandboxClaim['type']): FiledSandboxClaim => ({
      claimId: 'UPS-1',
      carrier: 'ups',
      username: 'claims',
      trackingNumber,
      type,
      amount: 80,
      currency: 'EUR',
      reference: 'ORDER-1',
      description: '',
      filedAt: ANCHOR,
    });
    const statuses = (filed: FiledSandboxClaim, shipment: typeof lost) =>
      [0, CLAIM_TIMELINE.reviewAfter, CLAIM_TIMELINE.decideAfter, CLAIM_TIMELINE.creditAfter].map(
        (elapsed) => claimView(filed, shipment, ANCHOR + elapsed).status,
      );
    expect(statuses(claim(lost.trackingNumber, 'lost'), lost)).toEqual([
      'submitted',
      'under_review',
      'accepted',
      'credited',
    ]);
    expect(statuses(claim(onTime.trackingNumber, 'late_delivery'), onTime)).toEqual([
      'submitted',
      'under_review',
      'rejected',
      'rejected',
    ]);
    const accepted = claimView(claim(lost.trackingNumber, 'lost'), lost, ANCHOR + 4 * DAY);
    expect(accepted).toMatchObject({ amountAccepted: 80, message: expect.stringContaining('80.00 EUR') });
    expect(CLAIM_TYPES).toContain('lost');

    // Above DOCUMENTS_ABOVE the review waits for documents, then goes on from when they came.
    const large = { ...claim(lost.trackingNumber, 'lost'), amount: DOCUMENTS_ABOVE + 1 };
    expect(statuses(large, lost)).toEqual([
      'submitted',
      'documents_requested',
      'documents_requested',
      'documents_requested',
    ]);
    const sent = { ...large, documentsAt: ANCHOR + 5 * DAY, documents: ['invoice.pdf'] };
    const at = (days: number) => claimView(sent, lost, ANCHOR + days * DAY).status;
    expect([at(5), at(6.9), at(7), at(14)]).toEqual(['under_review', 'under_review', 'accepted', 'credited']);
  });
});
