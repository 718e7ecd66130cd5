import { afterEach, describe, expect, it } from 'vitest';
import { ConnectorUnavailableError } from '../connector';
import { deadUrl, type FakeAnswer, type FakeApi, fakeApi, fixture } from './fake-api';
import { TrackingAuthError, TrackingOutageError } from './http';
import { laPosteTrackingClient } from './laposte';

const keys = { apiKey: 'okapi-key-abc' };
const PREFIX = '/suivi/v2/idships/';

let api: FakeApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function laPoste(answers: Record<string, FakeAnswer>) {
  api = await fakeApi(
    (request) => answers[decodeURIComponent(request.path.slice(PREFIX.length))] ?? { status: 599 },
  );
  return api;
}

describe('La Poste Suivi v2 client', () => {
  it('sends GET /suivi/v2/idships/{id}?lang=fr_FR with the X-Okapi-Key header', async () => {
    const server = await laPoste({
      '6A12345678901': { status: 200, body: fixture('laposte-delivered.json') },
    });
    await laPosteTrackingClient(keys, { baseUrl: server.url }).track(['6A12345678901']);

    const [request] = server.requests;
    expect(request?.method).toBe('GET');
    expect(request?.path).toBe('/suivi/v2/idships/6A12345678901');
    expect(Object.fromEntries(request!.query)).toEqual({ lang: 'fr_FR' });
    expect(request?.headers['x-okapi-key']).toBe('okapi-key-abc');
    expect(request?.headers.accept).toBe('application/json');
  });

  it('maps a delivered Colissimo parcel, keeping La Poste event codes verbatim', async () => {
    const server = await laPoste({
      '6A12345678901': { status: 200, body: fixture('laposte-delivered.json') },
    });
    const [shipment] = await laPosteTrackingClient(keys, { baseUrl: server.url }).track(['6A12345678901']);

    expect(shipment).toEqual({
      trackingNumber: '6A12345678901',
      found: true,
      service: 'colissimo',
      status: 'delivered',
      origin: { country: 'FR', postalCode: '' },
      destination: { country: 'FR', postalCode: '' },
      weightKg: 0,
      shippedAt: '2026-03-02T16:05:00.000Z',
      scheduledDeliveryAt: '2026-03-04T10:42:00.000Z',
      deliveredAt: '2026-03-04T10:42:00.000Z',
      events: [
        { at: '2026-03-04T10:42:00.000Z', code: 'DI1', description: 'Votre colis est livré.', location: '' },
        {
          at: '2026-03-04T06:31:00.000Z',
          code: 'MD2',
          description:
            'Votre colis est dans le site de livraison qui dessert votre adresse. Nous le préparons pour le mettre en livraison.',
          location: '',
        },
        {
          at: '2026-03-03T01:14:12.000Z',
          code: 'ET1',
          description: 'Votre colis est en transit sur nos plateformes logistiques.',
          location: '',
        },
        {
          at: '2026-03-02T16:05:00.000Z',
          code: 'PC1',
          description: 'Votre colis a été déposé dans un point postal.',
          location: '',
        },
        {
          at: '2026-03-02T08:12:00.000Z',
          code: 'DR1',
          description:
            'Votre Colissimo va bientôt nous être confié ! Il est en cours de préparation chez votre expéditeur.',
          location: '',
        },
      ],
    });
  });

  it('maps a Chronopost parcel in transit (answer as an array), an undeliverable one and a returned one', async () => {
    const server = await laPoste({
      XY123456789FR: { status: 200, body: fixture('laposte-in-transit.json') },
      '8R98765432109': { status: 200, body: fixture('laposte-exception.json') },
      '6A11111111110': { status: 200, body: fixture('laposte-returned.json') },
    });
    const [transit, exception, returned] = await laPosteTrackingClient(keys, { baseUrl: server.url }).track([
      'XY123456789FR',
      '8R98765432109',
      '6A11111111110',
    ]);

    expect(transit).toMatchObject({
      status: 'in_transit',
      service: 'chronopost',
      shippedAt: '2026-03-09T17:20:00.000Z',
      scheduledDeliveryAt: '2026-03-10T12:00:00.000Z',
      deliveredAt: null,
    });
    expect(exception).toMatchObject({ status: 'exception', deliveredAt: null, scheduledDeliveryAt: '' });
    expect(exception?.found && exception.events[0]?.code).toBe('ND1');
    expect(returned).toMatchObject({ status: 'returned', deliveredAt: null });
  });

  it('answers found:false for an unknown (404) or invalid (400) number', async () => {
    const server = await laPoste({
      '6A00000000000': { status: 404, body: fixture('laposte-not-found.json') },
      '123': { status: 400, body: fixture('laposte-invalid.json') },
      '6A12345678901': { status: 200, body: fixture('laposte-delivered.json') },
    });
    const shipments = await laPosteTrackingClient(keys, { baseUrl: server.url }).track([
      '6A00000000000',
      '6A12345678901',
      '123',
    ]);
    expect(shipments.map((shipment) => [shipment.trackingNumber, shipment.found])).toEqual([
      ['6A00000000000', false],
      ['6A12345678901', true],
      ['123', false],
    ]);
  });

  it('reads a 207 multi-status answer for its own number', async () => {
    const notYet = fixture('laposte-not-found.json') as Record<string, unknown>;
    const server = await laPoste({
      '6A00000000000': { status: 207, body: [{ ...notYet, idShip: '6A00000000000' }] },
    });
    const [shipment] = await laPosteTrackingClient(keys, { baseUrl: server.url }).track(['6A00000000000']);
    expect(shipment).toEqual({ trackingNumber: '6A00000000000', found: false });
  });

  it('throws TrackingAuthError on 401 and 403', async () => {
    let server = await laPoste({
      '6A12345678901': { status: 401, body: fixture('laposte-unauthorized.json') },
    });
    await expect(
      laPosteTrackingClient(keys, { baseUrl: server.url }).track(['6A12345678901']),
    ).rejects.toThrow(TrackingAuthError);
    await server.close();

    server = await laPoste({ '6A12345678901': { status: 403, body: fixture('laposte-unauthorized.json') } });
    await expect(
      laPosteTrackingClient(keys, { baseUrl: server.url }).track(['6A12345678901']),
    ).rejects.toMatchObject({ name: 'TrackingAuthError', status: 403 });
  });

  it('throws TrackingOutageError on 500, 429, a timeout and an unreachable host', async () => {
    let server = await laPoste({ '6A12345678901': { status: 500, raw: 'Internal error' } });
    const outage = await laPosteTrackingClient(keys, { baseUrl: server.url })
      .track(['6A12345678901'])
      .catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(TrackingOutageError);
    expect(outage).toBeInstanceOf(ConnectorUnavailableError);
    await server.close();

    server = await laPoste({
      '6A12345678901': { status: 429, body: { code: 'TOO_MANY_REQUESTS', message: 'max quota reached' } },
    });
    await expect(
      laPosteTrackingClient(keys, { baseUrl: server.url }).track(['6A12345678901']),
    ).rejects.toThrow(/429 TOO_MANY_REQUESTS max quota reached/);
    await server.close();

    server = await laPoste({
      '6A12345678901': { status: 200, body: fixture('laposte-delivered.json'), delayMs: 500 },
    });
    await expect(
      laPosteTrackingClient(keys, { baseUrl: server.url, timeoutMs: 100 }).track(['6A12345678901']),
    ).rejects.toThrow(/no answer within 100 ms/);
    await server.close();

    await expect(
      laPosteTrackingClient(keys, { baseUrl: await deadUrl() }).track(['6A12345678901']),
    ).rejects.toThrow(TrackingOutageError);
  });
});
