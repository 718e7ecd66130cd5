import {
  dhlTrackingKeysSchema,
  fedexTrackingKeysSchema,
  laPosteTrackingKeysSchema,
  TRACKING_API_CARRIERS,
  trackingApiFor,
  upsTrackingKeysSchema,
} from '@shared/carriers/tracking-keys';
import { afterEach, describe, expect, it } from 'vitest';
import { type FakeApi, fakeApi, fixture } from './fake-api';
import { trackingClientFor } from './index';

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('tracking keys', () => {
  it('names the carriers each tracking API answers for (La Poste: Colissimo and Chronopost)', () => {
    expect(TRACKING_API_CARRIERS.la_poste).toEqual(['colissimo', 'chronopost']);
    expect(trackingApiFor('chronopost')).toBe('la_poste');
    expect(trackingApiFor('dhl_express')).toBe('dhl');
    expect(trackingApiFor('ups')).toBe('ups');
    expect(trackingApiFor('fedex')).toBe('fedex');
    expect(trackingApiFor('gls')).toBeNull();
  });

  it('requires each key, trims it and refuses spaces, line breaks and unknown fields', () => {
    expect(upsTrackingKeysSchema.parse({ clientId: ' id ', clientSecret: 'secret' })).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
    });
    expect(fedexTrackingKeysSchema.safeParse({ clientId: 'id' }).success).toBe(false);
    expect(dhlTrackingKeysSchema.safeParse({ apiKey: '' }).error?.issues[0]?.message).toBe('form.required');
    expect(dhlTrackingKeysSchema.safeParse({ apiKey: 'a b' }).error?.issues[0]?.message).toBe('form.invalid');
    expect(laPosteTrackingKeysSchema.safeParse({ apiKey: 'key\r\nX-Injected: 1' }).success).toBe(false);
    expect(laPosteTrackingKeysSchema.safeParse({ apiKey: 'k'.repeat(201) }).error?.issues[0]?.message).toBe(
      'form.tooLong',
    );
    expect(laPosteTrackingKeysSchema.safeParse({ apiKey: 'key', extra: 1 }).success).toBe(false);
  });
});

describe('trackingClientFor', () => {
  const keys = {
    ups: { clientId: 'ups-id', clientSecret: 'ups-secret' },
    la_poste: { apiKey: 'okapi-key' },
  };

  it('is null without keys, without keys for that API, or for a carrier no tracking API serves', () => {
    expect(trackingClientFor('ups', null)).toBeNull();
    expect(trackingClientFor('fedex', keys)).toBeNull();
    expect(trackingClientFor('dhl_express', { ...keys, dhl: null })).toBeNull();
    expect(trackingClientFor('gls', keys)).toBeNull();
  });

  it('builds the client of the API serving the carrier, and keeps it for the same keys', () => {
    expect(trackingClientFor('ups', keys)?.api).toBe('ups');
    expect(trackingClientFor('colissimo', keys)?.api).toBe('la_poste');
    expect(trackingClientFor('chronopost', keys)).toBe(trackingClientFor('colissimo', keys));
    expect(trackingClientFor('ups', keys)).toBe(trackingClientFor('ups', { ups: { ...keys.ups } }));
    expect(trackingClientFor('ups', keys)).not.toBe(
      trackingClientFor('ups', { ups: { clientId: 'ups-id', clientSecret: 'other' } }),
    );
    expect(trackingClientFor('fedex', { fedex: { clientId: 'a', clientSecret: 'b' } })?.api).toBe('fedex');
    expect(trackingClientFor('dhl_express', { dhl: { apiKey: 'k' } })?.api).toBe('dhl');
  });

  it('builds a working client with the options given (here a local La Poste)', async () => {
    api = await fakeApi(() => ({ status: 200, body: fixture('laposte-delivered.json') }));
    const client = trackingClientFor('chronopost', keys, { baseUrl: api.url });
    const [shipment] = (await client?.track(['6A12345678901'])) ?? [];
    expect(shipment).toMatchObject({ trackingNumber: '6A12345678901', found: true, status: 'delivered' });
    expect(api.requests[0]?.headers['x-okapi-key']).toBe('okapi-key');
  });
});
