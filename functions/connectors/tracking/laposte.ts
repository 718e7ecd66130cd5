/**
 * La Poste Suivi v2 client (Colissimo, Chronopost and La Poste tracked mail).
 *
 * Format sources:
 * - La Poste's OpenAPI file "Swagger SUIVI" (server https://api.laposte.fr/suivi/v2), as mirrored in
 *   github.com/api-evangelist/la-poste-groupe (openapi/_original/la-poste-groupe-suivi-openapi.json):
 *   GET /idships/{idship}?lang=fr_FR with headers Accept: application/json and X-Okapi-Key; idship
 *   is 1 to 10 numbers, comma separated; 200 returnCode/lang/scope + shipment {idShip, holder,
 *   product, isFinal, entryDate, estimDate, deliveryDate, timeline[] (5 steps), event[] {date,
 *   label, code} anti-chronological, contextData {originCountry, arrivalCountry}, url}; 207 an array
 *   of unitary answers; 400 {returnCode: 400, returnMessage, idShip} for an invalid number; 401;
 *   404 {returnCode: 104|105…, returnMessage, idShip} for an unknown or not yet available number.
 * - karrio (github.com/karrioapi/karrio, modules/connectors/laposte) schemas and tests: a recorded
 *   answer (EW112720413FR, delivered, DR1 … DI1) and the 400 answer.
 * - The event codes and their meaning, identical in rigwild/suivi-poste (index.ts) and another
 *   public client: DR1 declared, PC1/PC2 taken in charge, ET1-ET4 in processing, EP1 awaiting
 *   presentation, DO1/DO2 customs in/out, DO3 held at customs, PB1 problem, PB2 problem solved, MD2
 *   out for delivery, ND1 undeliverable, AG1 awaiting collection at the counter, RE1 returned to
 *   sender, DI1 delivered, DI2 delivered to the sender.
 *
 * Not confirmed, assumed: whether a single number answers one object or an array of one (the
 * OpenAPI says array, clients show an object; both are read); that codes outside the list above
 * are in transit (a code starting DI as delivered); that 403 means a refused key and 429 a rate
 * limit. One number per call (the API takes 10), so an invalid number's 400/404 answer belongs to
 * that number only. The API gives no weight (0), no postal codes ('') and no event locations ('').
 */
import type { LaPosteTrackingKeys } from '@shared/carriers/tracking-keys';
import type { TrackedShipment, TrackingEvent, TrackingStatus } from '../connector';
import {
  apiHttp,
  datedNewestFirst,
  failOn,
  isoDateTime,
  type Json,
  list,
  mapLimit,
  record,
  type TrackingClient,
  type TrackingClientOptions,
  TrackingOutageError,
  text,
} from './http';

export const LA_POSTE_BASE_URL = 'https://api.laposte.fr';
const API = 'la_poste';
const CONCURRENCY = 4;

export function laPosteTrackingClient(
  keys: LaPosteTrackingKeys,
  options: TrackingClientOptions = {},
): TrackingClient {
  const http = apiHttp(API, LA_POSTE_BASE_URL, options);

  async function trackOne(trackingNumber: string): Promise<TrackedShipment> {
    const answer = await http.send(
      http.url(`/suivi/v2/idships/${encodeURIComponent(trackingNumber)}`, { lang: 'fr_FR' }),
      { method: 'GET', headers: { accept: 'application/json', 'X-Okapi-Key': keys.apiKey } },
    );
    if (answer.status === 400 || answer.status === 404) return { trackingNumber, found: false };
    if (answer.status !== 200 && answer.status !== 207) failOn(API, answer, returnMessage);
    const unitary = Array.isArray(answer.body) ? list(answer.body) : [record(answer.body)];
    const mine = unitary.find((entry) => idShipOf(entry) === trackingNumber) ?? unitary[0] ?? {};
    if (mine.returnCode === undefined) throw new TrackingOutageError(API, 'answer without returnCode');
    if (Number(mine.returnCode) !== 200 || !mine.shipment) return { trackingNumber, found: false };
    return fromShipment(trackingNumber, record(mine.shipment));
  }

  return { api: API, track: (trackingNumbers) => mapLimit(trackingNumbers, CONCURRENCY, trackOne) };
}

function idShipOf(entry: Json): string {
  return text(entry.idShip) || text(record(entry.shipment).idShip);
}

function returnMessage(body: unknown): string {
  const { returnCode, returnMessage: message, code } = record(body);
  return [text(returnCode) || text(code), text(message) || text(record(body).message)]
    .filter(Boolean)
    .join(' ');
}

export function fromShipment(trackingNumber: string, shipment: Json): TrackedShipment {
  const events: TrackingEvent[] = datedNewestFirst(
    list(shipment.event).map((event) => ({
      at: isoDateTime(event.date),
      code: text(event.code),
      description: text(event.label),
      location: '',
    })),
  );

  const mapped = events[0] ? statusOf(events[0].code) : 'label_created';
  const status: TrackingStatus =
    shipment.isFinal === true && (mapped === 'in_transit' || mapped === 'label_created')
      ? 'delivered'
      : mapped;
  const context = record(shipment.contextData);
  const delivery = events.find((event) => event.code.startsWith('DI') && event.code !== 'DI2');

  return {
    trackingNumber,
    found: true,
    service: text(shipment.product),
    status,
    origin: { country: text(context.originCountry), postalCode: '' },
    destination: { country: text(context.arrivalCountry), postalCode: '' },
    weightKg: 0,
    shippedAt: isoDateTime(shipment.entryDate) || (events.at(-1)?.at ?? ''),
    scheduledDeliveryAt: isoDateTime(shipment.estimDate),
    deliveredAt: status === 'delivered' ? isoDateTime(shipment.deliveryDate) || delivery?.at || null : null,
    events,
  };
}

/** The latest event's code as a status (La Poste's event codes, see the header). */
function statusOf(code: string): TrackingStatus {
  switch (code) {
    case 'DR1':
      return 'label_created';
    case 'DO3':
    case 'PB1':
    case 'ND1':
      return 'exception';
    case 'RE1':
    case 'DI2':
      return 'returned';
    default:
      return code.startsWith('DI') ? 'delivered' : 'in_transit';
  }
}
