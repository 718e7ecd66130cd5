import { afterEach, describe, expect, it } from 'vitest';
import { CarrierRefusedError, ConnectorUnavailableError } from '../connector';
import { deadUrl, type FakeAnswer, type FakeApi, fakeApi, fixture, type RecordedRequest } from './fake-api';
import { TrackingAuthError, TrackingOutageError } from './http';
import { upsTrackingClient } from './ups';

const keys = { clientId: 'merchant-client-id', clientSecret: 'merchant-secret' };
const TOKEN_PATH = '/security/v1/oauth/token';
const DETAILS_PATH = '/api/track/v1/details/';

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/** Token requests get the token fixture; details requests get answers[number]. */
async function ups(answers: Record<string, FakeAnswer | (() => FakeAnswer)>) {
  api = await fakeApi((request) => {
    if (request.path === TOKEN_PATH) return { status: 200, body: fixture('ups-token.json') };
    const number = decodeURIComponent(request.path.slice(DETAILS_PATH.length));
    const answer = answers[number];
    if (!answer) return { status: 599 };
    return typeof answer === 'function' ? answer() : answer;
  });
  return api;
}

const detailsRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path.startsWith(DETAILS_PATH));
const tokenRequests = (requests: RecordedRequest[]) =>
  requests.filter((request) => request.path === TOKEN_PATH);

describe('UPS tracking client', () => {
  it('asks for an OAuth token with HTTP Basic client credentials, as the OAuth API documents', async () => {
    const server = await ups({ '1Z023E2X0214323462': { status: 200, body: fixture('ups-delivered.json') } });
    await upsTrackingClient(keys, { baseUrl: server.url }).track(['1Z023E2X0214323462']);

    const [token] = tokenRequests(server.requests);
    expect(token?.method).toBe('POST');
    expect(token?.headers.authorization).toBe(
      `Basic ${Buffer.from('merchant-client-id:merchant-secret').toString('base64')}`,
    );
    expect(token?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(token?.body))).toEqual({
      grant_type: 'client_credentials',
    });
  });

  it('calls the Track API with the bearer token, transId and transactionSrc headers', async () => {
    const server = await ups({ '1Z023E2X0214323462': { status: 200, body: fixture('ups-delivered.json') } });
    await upsTrackingClient(keys, { baseUrl: server.url }).track(['1Z023E2X0214323462']);

    const [details] = detailsRequests(server.requests);
    expect(details?.method).toBe('GET');
    expect(details?.path).toBe('/api/track/v1/details/1Z023E2X0214323462');
    expect(Object.fromEntries(details!.query)).toEqual({ locale: 'en_US', returnSignature: 'false' });
    expect(details?.headers.authorization).toBe('Bearer ups-access-token-1');
    expect(details?.headers.transid).toMatch(/^[0-9a-f]{32}$/);
    expect(details?.headers.transactionsrc).toBe('parcel-audit');
    expect(details?.body).toBe('');
  });

  it('maps a delivered package: status, dates with their GMT offset, kilograms, addresses, events', async () => {
    const server = await ups({ '1Z023E2X0214323462': { status: 200, body: fixture('ups-delivered.json') } });
    const [shipment] = await upsTrackingClient(keys, { baseUrl: server.url }).track(['1Z023E2X0214323462']);

    expect(shipment).toEqual({
      trackingNumber: '1Z023E2X0214323462',
      found: true,
      service: 'UPS Standard',
      status: 'delivered',
      origin: { country: 'FR', postalCode: '75019' },
      destination: { country: 'FR', postalCode: '69003' },
      weightKg: 2.4,
      shippedAt: '2026-03-02T16:45:00.000Z',
      scheduledDeliveryAt: '',
      deliveredAt: '2026-03-04T09:35:12.000Z',
      events: [
        { at: '2026-03-04T09:35:12.000Z', code: 'FS', description: 'DELIVERED', location: 'Lyon, 69003, FR' },
        {
          at: '2026-03-04T06:10:02.000Z',
          code: 'OT',
          description: 'Out For Delivery Today',
          location: 'Lyon, 69003, FR',
        },
        {
          at: '2026-03-02T16:45:00.000Z',
          code: 'PU',
          description: 'Pickup Scan',
          location: 'Paris, 75019, FR',
        },
        {
          at: '2026-03-02T08:15:33.000Z',
          code: 'MP',
          description: 'Shipper created a label, UPS has not received the package yet.',
          location: 'FR',
        },
      ],
    });
  });

  it('maps a package in transit: pounds to kilograms, the scheduled date and end-of-day time', async () => {
    const server = await ups({ '1ZW4X1236803456785': { status: 200, body: fixture('ups-in-transit.json') } });
    const [shipment] = await upsTrackingClient(keys, { baseUrl: server.url }).track(['1ZW4X1236803456785']);

    expect(shipment).toMatchObject({
      found: true,
      status: 'in_transit',
      service: 'UPS Worldwide Express',
      origin: { country: 'US', postalCode: '30301' },
      destination: { country: 'FR', postalCode: '33000' },
      weightKg: 2.268,
      shippedAt: '2026-03-06T23:00:00.000Z',
      scheduledDeliveryAt: '2026-03-12T23:59:00.000Z',
      deliveredAt: null,
    });
    expect(shipment?.found && shipment.events.map((event) => [event.at, event.location])).toEqual([
      ['2026-03-09T22:15:00.000Z', 'Koeln, DE'],
      ['2026-03-08T09:12:00.000Z', 'Louisville, KY, US'],
      ['2026-03-06T23:00:00.000Z', 'Atlanta, GA, US'],
    ]);
  });

  it('maps an exception and prefers the rescheduled delivery date', async () => {
    const server = await ups({ '1Z999AA10123456784': { status: 200, body: fixture('ups-exception.json') } });
    const [shipment] = await upsTrackingClient(keys, { baseUrl: server.url }).track(['1Z999AA10123456784']);

    expect(shipment).toMatchObject({
      status: 'exception',
      scheduledDeliveryAt: '2026-03-09T23:59:59.000Z',
      deliveredAt: null,
      weightKg: 12,
    });
    expect(shipment?.found && shipment.events[0]).toEqual({
      at: '2026-03-05T10:20:00.000Z',
      code: 'BU',
      description: "The receiver's address was incorrect. We're attempting to update it.",
      location: 'Marseille, 13002, FR',
    });
  });

  it('answers found:false for a number UPS does not know (warning, 404 or invalid number), in the order asked', async () => {
    const server = await ups({
      '1Z0000000000000001': { status: 200, body: fixture('ups-not-found.json') },
      '1Z0000000000000002': { status: 404, body: fixture('ups-error-not-found.json') },
      '1Z0000000000000003': { status: 400, body: fixture('ups-error-invalid-number.json') },
      '1Z023E2X0214323462': { status: 200, body: fixture('ups-delivered.json') },
    });
    const shipments = await upsTrackingClient(keys, { baseUrl: server.url }).track([
      '1Z0000000000000001',
      '1Z023E2X0214323462',
      '1Z0000000000000002',
      '1Z0000000000000003',
    ]);

    expect(shipments.map((shipment) => [shipment.trackingNumber, shipment.found])).toEqual([
      ['1Z0000000000000001', false],
      ['1Z023E2X0214323462', true],
      ['1Z0000000000000002', false],
      ['1Z0000000000000003', false],
    ]);
  });

  it('keeps the token until it expires, then asks for a new one', async () => {
    let now = Date.parse('2026-03-10T08:00:00Z');
    const server = await ups({ '1Z023E2X0214323462': { status: 200, body: fixture('ups-delivered.json') } });
    const client = upsTrackingClient(keys, { baseUrl: server.url, now: () => now });

    await client.track(['1Z023E2X0214323462', '1Z023E2X0214323462']);
    await client.track(['1Z023E2X0214323462']);
    expect(tokenRequests(server.requests)).toHaveLength(1);
    expect(detailsRequests(server.requests)).toHaveLength(3);

    now += 14_399_000; // expires_in: the token is past its expiry (less the safety margin)
    await client.track(['1Z023E2X0214323462']);
    expect(tokenRequests(server.requests)).toHaveLength(2);
  });

  it('asks for a new token once when the Track API says 401, then goes on', async () => {
    let calls = 0;
    const server = await ups({
      '1Z023E2X0214323462': () =>
        ++calls === 1
          ? { status: 401, body: fixture('ups-error-unauthorized.json') }
          : { status: 200, body: fixture('ups-delivered.json') },
    });
    const [shipment] = await upsTrackingClient(keys, { baseUrl: server.url }).track(['1Z023E2X0214323462']);

    expect(shipment?.found).toBe(true);
    expect(tokenRequests(server.requests)).toHaveLength(2);
  });

  it('throws TrackingAuthError when the keys are refused (Track API 401 twice, 403, or the token endpoint)', async () => {
    let server = await ups({
      '1Z023E2X0214323462': { status: 401, body: fixture('ups-error-unauthorized.json') },
    });
    await expect(
      upsTrackingClient(keys, { baseUrl: server.url }).track(['1Z023E2X0214323462']),
    ).rejects.toThrow(TrackingAuthError);
    expect(detailsRequests(server.requests)).toHaveLength(2);
    await server.close();

    server = await ups({
      '1Z023E2X0214323462': { status: 403, body: fixture('ups-error-unauthorized.json') },
    });
    await expect(
      upsTrackingClient(keys, { baseUrl: server.url }).track(['1Z023E2X0214323462']),
    ).rejects.toMatchObject({ name: 'TrackingAuthError', status: 403 });
    await server.close();

    api = await fakeApi(() => ({ status: 401, body: fixture('ups-error-unauthorized.json') }));
    await expect(upsTrackingClient(keys, { baseUrl: api.url }).track(['1Z023E2X0214323462'])).rejects.toThrow(
      TrackingAuthError,
    );
    expect(api.requests.map((request) => request.path)).toEqual([TOKEN_PATH]);
  });

  it('throws TrackingOutageError (a ConnectorUnavailableError) on 5xx, timeouts and an unreachable host', async () => {
    let server = await ups({ '1Z023E2X0214323462': { status: 500, body: fixture('ups-error-server.json') } });
    const outage = await upsTrackingClient(keys, { baseUrl: server.url })
      .track(['1Z023E2X0214323462'])
      .catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(TrackingOutageError);
    expect(outage).toBeInstanceOf(ConnectorUnavailableError);
    expect((outage as Error).message).toContain('HTTP 500');
    await server.close();

    server = await ups({
      '1Z023E2X0214323462': { status: 200, body: fixture('ups-delivered.json'), delayMs: 500 },
    });
    await expect(
      upsTrackingClient(keys, { baseUrl: server.url, timeoutMs: 100 }).track(['1Z023E2X0214323462']),
    ).rejects.toThrow(/no answer within 100 ms/);
    await server.close();

    await expect(
      upsTrackingClient(keys, { baseUrl: await deadUrl() }).track(['1Z023E2X0214323462']),
    ).rejects.toThrow(TrackingOutageError);
  });

  it('reports any other refusal of the request as CarrierRefusedError', async () => {
    let server = await ups({
      '1Z023E2X0214323462': {
        status: 400,
        body: { response: { errors: [{ code: 'TV1000', message: 'Bad' }] } },
      },
    });
    await expect(
      upsTrackingClient(keys, { baseUrl: server.url }).track(['1Z023E2X0214323462']),
    ).rejects.toThrow(CarrierRefusedError);
    await server.close();

    // A 404 page that is not UPS's error body (a wrong path) is no verdict on the number.
    server = await ups({
      '1Z023E2X0214323462': { status: 404, raw: '<html>Not Found</html>', contentType: 'text/html' },
    });
    await expect(
      upsTrackingClient(keys, { baseUrl: server.url }).track(['1Z023E2X0214323462']),
    ).rejects.toThrow(CarrierRefusedError);
  });
});
