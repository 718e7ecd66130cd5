import type { ChargeLine } from '@shared/audit/charge-line';
import { describe, expect, it } from 'vitest';
import { type Bucket, buildGraph, buildScorecards, buildTile, successRate } from './graphs';
import {
  addFound,
  addInvoices,
  addShipments,
  deliveryOf,
  negated,
  serviceName,
  shipmentFigure,
} from './shipment-counters';

const line = (change: Partial<ChargeLine>): ChargeLine => ({
  carrier: 'ups',
  account: 'A1',
  invoiceNumber: 'INV-1',
  invoiceDate: '2026-11-05',
  currency: 'EUR',
  trackingNumber: '1Z1',
  leadShipmentNumber: '',
  references: [],
  shipDate: '2026-11-02',
  deliveryDate: '',
  service: 'UPS Standard',
  zone: '',
  origin: { country: 'FR', postalCode: '', city: '', residential: null, company: '' },
  destination: { country: 'de', postalCode: '', city: '', residential: null, company: '' },
  enteredWeightKg: null,
  billedWeightKg: null,
  billedWeightType: 'unknown',
  dimensionsCm: null,
  dimDivisor: null,
  category: 'transportation',
  rawCode: '',
  rawDescription: '',
  gross: 0,
  discount: 0,
  net: 10.5,
  vat: 0,
  sourceLine: 1,
  ...change,
});

describe('shipment figures', () => {
  it('name a shipment by its transport service, destination and invoice day, its net summed per currency', () => {
    const figure = shipmentFigure(
      {
        carrier: 'ups',
        trackingNumber: '1Z1',
        lines: [line({}), line({ category: 'fuel', service: '', net: 1.25 })],
      },
      null,
      'Europe/Paris',
      '2026-11-20',
    );
    expect(figure).toEqual({
      carrier: 'ups',
      service: 'UPS Standard',
      destination: 'DE',
      day: '2026-11-05',
      net: { EUR: 1175 },
      delivery: null,
    });
    expect(serviceName('  Express~Saver  ')).toBe('Express-Saver');
    expect(serviceName('')).toBe('~unknown');
  });

  it('judge a delivery on time against the promised day in the company calendar', () => {
    const tracking = (deliveredAt: string) => ({
      status: 'delivered' as const,
      firstScanAt: null,
      scheduledDeliveryAt: '2026-11-05T23:00:00Z',
      deliveredAt,
      events: [],
    });
    // Promised the 6th in Paris (midnight): delivered 23:30 UTC on the 5th is the 6th in Paris, on time.
    expect(deliveryOf(tracking('2026-11-05T23:30:00Z'), 'Europe/Paris')).toBe('on_time');
    expect(deliveryOf(tracking('2026-11-06T23:30:00Z'), 'Europe/Paris')).toBe('late');
    expect(
      deliveryOf({ ...tracking('2026-11-06T10:00:00Z'), scheduledDeliveryAt: null }, 'Europe/Paris'),
    ).toBeNull();
  });

  it('count shipments, spend and deliveries in the month and the week of the invoice, each cut three ways', () => {
    const deltas = addShipments({}, [
      {
        carrier: 'ups',
        service: 'Standard',
        destination: 'DE',
        day: '2026-11-05',
        net: { EUR: 1000 },
        delivery: 'late',
      },
    ]);
    expect(deltas['DASH#M#2026-11']).toEqual({ ship_c_ups: 1, spend_c_ups_EUR: 1000, late_c_ups: 1 });
    // The cuts by service and by destination in items of their own, which Home does not read.
    expect(deltas['DASHS#M#2026-11']).toEqual({
      'ship_s_ups~Standard': 1,
      'spend_s_ups~Standard_EUR': 1000,
      'late_s_ups~Standard': 1,
    });
    expect(deltas['DASHD#M#2026-11']).toEqual({ ship_d_DE: 1, spend_d_DE_EUR: 1000, late_d_DE: 1 });
    expect(deltas['DASH#W#2026-W45']).toEqual(deltas['DASH#M#2026-11']);
    expect(deltas['DASHS#W#2026-W45']).toEqual(deltas['DASHS#M#2026-11']);
    addInvoices(deltas, { 'ups|INV-1': '2026-11-05', 'colis_prive|INV-2': '2026-11-05' });
    expect(deltas['DASH#M#2026-11']).toMatchObject({ inv_ups: 1, inv_colis_prive: 1 });
    addFound(deltas, '2026-11-05', { ups_EUR: 250 });
    expect(negated(deltas)['DASH#M#2026-11']).toMatchObject({ found_c_ups_EUR: -250, inv_ups: -1 });
  });
});

const bucket = (
  label: string,
  dash: Record<string, number>,
  claims: Record<string, number> = {},
): Bucket => ({
  label,
  dash,
  claims,
});

describe('graphs from counters', () => {
  const buckets = [
    bucket('2026-10', { ship_c_ups: 2, spend_c_ups_EUR: 2000, ontime_c_ups: 1, late_c_ups: 1 }),
    bucket(
      '2026-11',
      {
        ship_c_ups: 1,
        ship_c_dhl: 3,
        spend_c_ups_EUR: 1000,
        spend_c_dhl_EUR: 3000,
        spend_c_dhl_GBP: 500,
        ontime_c_dhl: 3,
        'ship_s_dhl~Express': 3,
        'ontime_s_dhl~Express': 3,
      },
      {
        claims_ups: 2,
        type_lost_ups: 1,
        requested_ups_EUR: 900,
        requested_EUR: 900,
        n_confirmed_ups: 1,
        confirmed_EUR: 600,
        declined_EUR: 300,
        n_credited_ups: 1,
        creditdays_ups: 12,
        // The desk's figures: three filings (2, 4 and 9 days), two answers, one credit.
        days_filed_ups_2: 1,
        days_filed_ups_4: 1,
        days_filed_ups_9: 1,
        days_answer_ups_6: 1,
        days_answer_ups_61: 1,
        days_credit_ups_3: 1,
        n_decided_ups: 2,
        n_accepted_ups: 1,
        creditamt_ups_EUR: 450,
      },
    ),
  ];

  it('draw a metric per month, summed over carriers', () => {
    const graph = buildGraph({ metric: 'spend', dimension: 'period', period: '12m' }, buckets);
    expect(graph.points).toEqual([
      { key: '2026-10', value: 20 },
      { key: '2026-11', value: 40 },
    ]);
    expect(graph).toMatchObject({ unit: 'money', currency: 'EUR', otherCurrencies: ['GBP'] });
  });

  it('cut a metric by carrier over the whole period, largest first, rates from their parts', () => {
    expect(buildGraph({ metric: 'shipments', dimension: 'carrier', period: '12m' }, buckets).points).toEqual([
      { key: 'dhl', value: 3 },
      { key: 'ups', value: 3 },
    ]);
    expect(
      buildGraph({ metric: 'on_time_rate', dimension: 'carrier', period: '12m' }, buckets).points,
    ).toEqual([
      { key: 'dhl', value: 100 },
      { key: 'ups', value: 50 },
    ]);
    expect(buildTile('spend_per_parcel', buckets)).toEqual({
      metric: 'spend_per_parcel',
      unit: 'money',
      currency: 'EUR',
      value: 10,
    });
    expect(buildTile('on_time_rate', buckets).value).toBe(80);
    expect(buildTile('claimed', buckets)).toMatchObject({ value: 9, currency: 'EUR' });
  });

  it('sum the values past the top twelve as other', () => {
    const many = Object.fromEntries(
      Array.from({ length: 15 }, (_, index) => [`ship_d_C${index}`, 15 - index]),
    );
    const points = buildGraph({ metric: 'shipments', dimension: 'destination', period: '90d' }, [
      bucket('2026-W47', many),
    ]).points;
    expect(points).toHaveLength(13);
    expect(points.at(-1)).toEqual({ key: '~other', value: 3 + 2 + 1 });
  });

  it('say nothing of a rate without a measure, and rate success on decided amounts', () => {
    expect(buildTile('on_time_rate', [bucket('2026-11', {})]).value).toBeNull();
    expect(successRate(buckets)).toBe(66.7);
    expect(successRate([bucket('2026-11', {})])).toBeNull();
  });

  it('score each carrier and its services, flagging a waived money-back guarantee', () => {
    const rows = buildScorecards(buckets, new Set(['ups']));
    expect(rows.map((row) => [row.carrier, row.service])).toEqual([
      ['dhl', null],
      ['dhl', 'Express'],
      ['ups', null],
    ]);
    expect(rows[2]).toEqual({
      carrier: 'ups',
      service: null,
      shipments: 3,
      measured: 2,
      onTimeRate: 50,
      lostRate: 33.33,
      damagedRate: 0,
      accepted: 1,
      refused: 0,
      avgDaysToCredit: 12,
      medianDaysToFile: 4,
      // 6 days and a day of the 61-90 range (its middle, 75): their mean.
      medianDaysToAnswer: 40.5,
      medianDaysAnswerToCredit: 3,
      acceptanceRate: 50,
      creditedAmount: 4.5,
      claimedAmount: 9,
      amountCurrency: 'EUR',
      creditedShare: 50,
      guaranteeWaived: true,
    });
    expect(rows[1]).toMatchObject({ shipments: 3, onTimeRate: 100, lostRate: null, guaranteeWaived: false });
    // A carrier without claims, and a service row: no desk figures.
    expect(rows[0]).toMatchObject({ medianDaysToFile: null, acceptanceRate: null, amountCurrency: null });
    expect(rows[1]).toMatchObject({ medianDaysToAnswer: null, creditedShare: null });
  });
});
