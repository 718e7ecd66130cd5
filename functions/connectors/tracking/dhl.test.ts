import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorUnavailableError } from '../connector';
import { dhlTrackingClient } from './dhl';
import { deadUrl, type FakeAnswer, type FakeApi, fakeApi, fixture } from './fake-api';
import { TrackingAuthError, TrackingOutageError } from './http';

const keys = { apiKey: 'dhl-api-key-123' };

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function dhl(answers: Record<string, FakeAnswer>) {
  api = await fakeApi((request) => answers[request.query.get('trackingNumber') ?? ''] ?? { status: 599 });
  return api;
}

describe('DHL Shipment Tracking - Unified client', () => {
  it('sends GET /track/shipments with the number, service=express and the DHL-API-Key header', async () => {
    const server = await dhl({ '1234567890': { status: 200, body: fixture('dhl-delivered.json') } });
    await dhlTrackingClient(keys, { baseUrl: server.url }).track(['1234567890']);

    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/track/shipments');
    expect(Object.fromEntries(request!.query)).toEqual({ trackingNumber: '1234567890', service: 'express' });
    expect(request?.headers['dhl-api-key']).toBe('dhl-api-key-123');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('maps a delivered shipment', async () => {
    const server = await dhl({ '1234567890': { status: 200, body: fixture('dhl-delivered.json') } });
    const [shipment] = await dhlTrackingClient(keys, { baseUrl: server.url }).track(['1234567890']);

    expect(shipment).toEqual({
      trackingNumber: '1234567890',
      found: true,
      service: 'EXPRESS WORLDWIDE',
      status: 'delivered',
      origin: { country: 'FR', postalCode: '75008' },
      destination: { country: 'DE', postalCode: '10115' },
      weightKg: 1.5,
      shippedAt: '2026-03-03T19:30:00.000Z',
      scheduledDeliveryAt: '',
      deliveredAt: '2026-03-04T11:02:00.000Z',
      events: [
        {
          at: '2026-03-04T11:02:00.000Z',
          code: 'delivered',
          description: 'Delivered',
          location: 'BERLIN - GERMANY',
        },
        {
          at: '2026-03-04T07:48:00.000Z',
          code: 'transit',
          description: 'Shipment is out with courier for delivery',
          location: 'BERLIN - GERMANY',
        },
        {
          at: '2026-03-03T19:30:00.000Z',
          code: 'transit',
          description: 'Shipment picked up',
          location: 'PARIS - FRANCE',
        },
      ],
    });
  });

  it('maps a shipment in transit (pounds, estimated delivery, offsets) and a failure', async () => {
    const server = await dhl({
      '9876543210': { status: 200, body: fixture('dhl-in-transit.json') },
      '5555555555': { status: 200, body: fixture('dhl-failure.json') },
    });
    const [transit, failure] = await dhlTrackingClient(keys, { baseUrl: server.url }).track([
      '9876543210',
      '5555555555',
    ]);

    expect(transit).toMatchObject({
      status: 'in_transit',
      origin: { country: 'US', postalCode: '10001' },
      destination: { country: 'FR', postalCode: '31000' },
      weightKg: 4.99,
      shippedAt: '2026-03-08T02:40:00.000Z',
      scheduledDeliveryAt: '2026-03-10T18:00:00.000Z',
      deliveredAt: null,
    });
    expect(transit?.found && transit.events.map((event) => [event.at, event.code])).toEqual([
      ['2026-03-09T04:15:00.000Z', 'transit'],
      ['2026-03-08T02:40:00.000Z', 'transit'],
      ['2026-03-07T15:00:00.000Z', 'pre-transit'],
    ]);
    expect(failure).toMatchObject({
      status: 'exception',
      service: 'EXPRESS 12:00',
      weightKg: 0.5,
      deliveredAt: null,
    });
  });

  it('answers found:false on the 404 problem answer', async () => {
    const server = await dhl({
      '0000000000': {
        status: 404,
        body: fixture('dhl-not-found.json'),
        contentType: 'application/problem+json',
      },
      '1234567890': { status: 200, body: fixture('dhl-delivered.json') },
    });
    const shipments = await dhlTrackingClient(keys, { baseUrl: server.url }).track([
      '0000000000',
      '1234567890',
    ]);
    expect(shipments.map((shipment) => [shipment.trackingNumber, shipment.found])).toEqual([
      ['0000000000', false],
      ['1234567890', true],
    ]);
  });

  it('throws TrackingAuthError on 401 and 403', async () => {
    let server = await dhl({ '1234567890': { status: 401, body: fixture('dhl-unauthorized.json') } });
    const error = await dhlTrackingClient(keys, { baseUrl: server.url })
      .track(['1234567890'])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TrackingAuthError);
    expect((error as Error).message).toContain('Unauthorized for given resource.');
    await server.close();

    server = await dhl({ '1234567890': { status: 403, body: { title: 'Forbidden', status: 403 } } });
    await expect(
      dhlTrackingClient(keys, { baseUrl: server.url }).track(['1234567890']),
    ).rejects.toMatchObject({
      name: 'TrackingAuthError',
      status: 403,
    });
  });

  it('throws TrackingOutageError on 500, 429, a timeout and an unreachable host', async () => {
    let server = await dhl({
      '1234567890': { status: 500, body: { title: 'Internal Server Error', status: 500 } },
    });
    const outage = await dhlTrackingClient(keys, { baseUrl: server.url })
      .track(['1234567890'])
      .catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(TrackingOutageError);
    expect(outage).toBeInstanceOf(ConnectorUnavailableError);
    await server.close();

    server = await dhl({ '1234567890': { status: 429, body: { title: 'Too Many Requests', status: 429 } } });
    await expect(dhlTrackingClient(keys, { baseUrl: server.url }).track(['1234567890'])).rejects.toThrow(
      TrackingOutageError,
    );
    await server.close();

    server = await dhl({ '1234567890': { status: 200, body: fixture('dhl-delivered.json'), delayMs: 500 } });
    await expect(
      dhlTrackingClient(keys, { baseUrl: server.url, timeoutMs: 100 }).track(['1234567890']),
    ).rejects.toThrow(/no answer within 100 ms/);
    await server.close();

    await expect(dhlTrackingClient(keys, { baseUrl: await deadUrl() }).track(['1234567890'])).rejects.toThrow(
      TrackingOutageError,
    );
  });
});
