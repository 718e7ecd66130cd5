import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorUnavailableError } from '../connector';
import { deadUrl, type FakeAnswer, type FakeApi, fakeApi, fixture, type RecordedRequest } from './fake-api';
import { FEDEX_TRACKING_BATCH, fedexTrackingClient } from './fedex';
import { TrackingAuthError, TrackingOutageError } from './http';

const keys = { clientId: 'l7xx-fedex-api-key', clientSecret: 'fedex-secret-key' };
const TOKEN_PATH = '/oauth/token';
const TRACK_PATH = '/track/v1/trackingnumbers';
const DELIVERED = '776094337676';
const IN_TRANSIT = '794887063430';
const EXCEPTION = '568838414941';
const NOT_FOUND = '399368623212';

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function fedex(track: () => FakeAnswer = () => ({ status: 200, body: fixture('fedex-track.json') })) {
  api = await fakeApi((request) =>
    request.path === TOKEN_PATH ? { status: 200, body: fixture('fedex-token.json') } : track(),
  );
  return api;
}

const trackRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === TRACK_PATH);
const tokenRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === TOKEN_PATH);

describe('FedEx tracking client', () => {
  it('asks for an OAuth token with the form fields the OAuth API documents', async () => {
    const server = await fedex();
    await fedexTrackingClient(keys, { baseUrl: server.url }).track([DELIVERED]);

    const [token] = tokenRequests(server.requests);
    expect(token?.method).toBe('POST');
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(token?.headers.authorization).toBeUndefined();
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'client_credentials',
      client_id: 'l7xx-fedex-api-key',
      client_secret: 'fedex-secret-key',
    });
  });

  it('posts the numbers with includeDetailedScans and the bearer token', async () => {
    const server = await fedex();
    await fedexTrackingClient(keys, { baseUrl: server.url }).track([DELIVERED, NOT_FOUND]);

    const [track] = trackRequests(server.requests);
    expect(track?.method).toBe('POST');
    expect(track?.headers.authorization).toBe('Bearer fedex-access-token-1');
    expect(track?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(track!.body)).toEqual({
      includeDetailedScans: true,
      trackingInfo: [
        { trackingNumberInfo: { trackingNumber: DELIVERED } },
        { trackingNumberInfo: { trackingNumber: NOT_FOUND } },
      ],
    });
  });

  it('sends at most 30 numbers per request and answers in the order asked', async () => {
    const server = await fedex();
    const numbers = [
      ...Array.from({ length: FEDEX_TRACKING_BATCH }, (_, index) => `10000000000${index}`.slice(-12)),
      DELIVERED,
    ];
    const shipments = await fedexTrackingClient(keys, { baseUrl: server.url }).track(numbers);

    expect(
      trackRequests(server.requests).map((request) => JSON.parse(request.body).trackingInfo.length),
    ).toEqual([30, 1]);
    expect(shipments.map((shipment) => shipment.trackingNumber)).toEqual(numbers);
    expect(shipments.at(-1)?.found).toBe(true);
    expect(shipments.slice(0, 30).every((shipment) => !shipment.found)).toBe(true);
  });

  it('maps a delivered package: derived status, dateAndTimes, kilograms when given, scan events', async () => {
    const server = await fedex();
    const [shipment] = await fedexTrackingClient(keys, { baseUrl: server.url }).track([DELIVERED]);

    expect(shipment).toEqual({
      trackingNumber: DELIVERED,
      found: true,
      service: 'FedEx International Priority',
      status: 'delivered',
      origin: { country: 'FR', postalCode: '75008' },
      destination: { country: 'ES', postalCode: '28001' },
      weightKg: 1.36,
      shippedAt: '2026-03-01T23:00:00.000Z',
      scheduledDeliveryAt: '',
      deliveredAt: '2026-03-04T08:26:00.000Z',
      events: [
        {
          at: '2026-03-04T08:26:00.000Z',
          code: 'DL',
          description: 'Delivered',
          location: 'MADRID, 28001, ES',
        },
        {
          at: '2026-03-04T06:52:00.000Z',
          code: 'OD',
          description: 'On FedEx vehicle for delivery',
          location: 'MADRID, 28042, ES',
        },
        {
          at: '2026-03-02T15:05:00.000Z',
          code: 'PU',
          description: 'Picked up',
          location: 'PARIS, 75008, FR',
        },
        {
          at: '2026-03-02T09:36:00.000Z',
          code: 'OC',
          description: 'Shipment information sent to FedEx',
          location: '75008, FR',
        },
      ],
    });
  });

  it('maps a package in transit (pounds to kilograms) and a delivery exception', async () => {
    const server = await fedex();
    const [transit, exception, missing] = await fedexTrackingClient(keys, { baseUrl: server.url }).track([
      IN_TRANSIT,
      EXCEPTION,
      NOT_FOUND,
    ]);

    expect(transit).toMatchObject({
      status: 'in_transit',
      service: 'FedEx International Economy',
      origin: { country: 'US', postalCode: '38118' },
      destination: { country: 'FR', postalCode: '59000' },
      weightKg: 4.536,
      shippedAt: '2026-03-06T06:00:00.000Z',
      scheduledDeliveryAt: '2026-03-11T17:00:00.000Z',
      deliveredAt: null,
    });
    expect(transit?.found && transit.events[0]).toEqual({
      at: '2026-03-08T07:29:00.000Z',
      code: 'DP',
      description: 'Departed FedEx location',
      location: 'MEMPHIS, TN, 38118, US',
    });
    expect(exception).toMatchObject({
      status: 'exception',
      weightKg: 4.5,
      scheduledDeliveryAt: '2026-03-05T00:00:00.000Z',
    });
    expect(exception?.found && exception.events[0]?.description).toBe(
      'Delivery exception: Customer not available or business closed',
    );
    expect(missing).toEqual({ trackingNumber: NOT_FOUND, found: false });
  });

  it('keeps the token between calls until it expires', async () => {
    let now = Date.parse('2026-03-10T08:00:00Z');
    const server = await fedex();
    const client = fedexTrackingClient(keys, { baseUrl: server.url, now: () => now });
    await client.track([DELIVERED]);
    await client.track([IN_TRANSIT]);
    expect(tokenRequests(server.requests)).toHaveLength(1);

    now += 3_600_000;
    await client.track([DELIVERED]);
    expect(tokenRequests(server.requests)).toHaveLength(2);
  });

  it('asks for a new token once on 401, and throws TrackingAuthError when that does not help', async () => {
    let calls = 0;
    let server = await fedex(() =>
      ++calls === 1
        ? { status: 401, body: fixture('fedex-error-unauthorized.json') }
        : { status: 200, body: fixture('fedex-track.json') },
    );
    const [shipment] = await fedexTrackingClient(keys, { baseUrl: server.url }).track([DELIVERED]);
    expect(shipment?.found).toBe(true);
    expect(tokenRequests(server.requests)).toHaveLength(2);
    await server.close();

    server = await fedex(() => ({ status: 401, body: fixture('fedex-error-unauthorized.json') }));
    const error = await fedexTrackingClient(keys, { baseUrl: server.url })
      .track([DELIVERED])
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TrackingAuthError);
    expect((error as Error).message).toContain('NOT.AUTHORIZED.ERROR');
    expect(trackRequests(server.requests)).toHaveLength(2);
  });

  it('throws TrackingAuthError when the token endpoint refuses the keys', async () => {
    api = await fakeApi(() => ({ status: 401, body: fixture('fedex-error-unauthorized.json') }));
    await expect(fedexTrackingClient(keys, { baseUrl: api.url }).track([DELIVERED])).rejects.toMatchObject({
      name: 'TrackingAuthError',
      status: 401,
    });
  });

  it('throws TrackingOutageError on 5xx, an unreadable answer, a timeout and an unreachable host', async () => {
    let server = await fedex(() => ({ status: 503, body: fixture('fedex-error-server.json') }));
    const outage = await fedexTrackingClient(keys, { baseUrl: server.url })
      .track([DELIVERED])
      .catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(TrackingOutageError);
    expect(outage).toBeInstanceOf(ConnectorUnavailableError);
    await server.close();

    server = await fedex(() => ({ status: 200, raw: '<html>maintenance</html>', contentType: 'text/html' }));
    await expect(fedexTrackingClient(keys, { baseUrl: server.url }).track([DELIVERED])).rejects.toThrow(
      TrackingOutageError,
    );
    await server.close();

    server = await fedex(() => ({ status: 200, body: fixture('fedex-track.json'), delayMs: 500 }));
    await expect(
      fedexTrackingClient(keys, { baseUrl: server.url, timeoutMs: 100 }).track([DELIVERED]),
    ).rejects.toThrow(/no answer within 100 ms/);
    await server.close();

    await expect(fedexTrackingClient(keys, { baseUrl: await deadUrl() }).track([DELIVERED])).rejects.toThrow(
      /unreachable/,
    );
  });

  it('makes no call for no numbers', async () => {
    const server = await fedex();
    expect(await fedexTrackingClient(keys, { baseUrl: server.url }).track([])).toEqual([]);
    expect(server.requests).toEqual([]);
  });
});
