/**
 * DHL Shipment Tracking - Unified API client (DHL Express parcels).
 *
 * Format sources: DHL's OpenAPI file (developer.dhl.com, dpdhl_tracking-unified-api) is not in the
 * stored material; the formats were confirmed from:
 * - karrio (github.com/karrioapi/karrio, modules/connectors/dhl_universal): tests hold DHL's
 *   documented example answer (shipments[] {id, service, origin/destination {address {countryCode,
 *   postalCode, addressLocality}}, status {timestamp, location, statusCode, status, description,
 *   remark}, estimatedTimeOfDelivery, estimatedDeliveryTimeFrame, details {product {productName},
 *   proofOfDelivery {timestamp}, weight {value, unitText}}, events[] {timestamp, location,
 *   statusCode, status, description}}) and the not-found answer (HTTP 404 problem+json {title: 'No
 *   result found', detail, status: 404, instance}); GET /track/shipments?trackingNumber=…;
 * - public clients sending the DHL-API-Key header and service=express.
 *
 * Not confirmed, assumed: the statusCode list pre-transit | transit | delivered | failure | unknown
 * (as the brief and the example give it; 'unknown' is read as in transit); that DHL has no status
 * for a return (a returned parcel shows as transit or failure); that 401/403 mean a refused key and
 * 429 a rate limit; that events' timestamps without an offset (as in the example) are local time,
 * read as UTC here. The unified status code is kept as each event's code (the API has no finer
 * carrier code in the documented shape).
 */
import type { DhlTrackingKeys } from '@shared/carriers/tracking-keys';
import type { TrackedShipment, TrackingEvent, TrackingStatus } from '../connector';
import {
  apiHttp,
  datedNewestFirst,
  failOn,
  isoDateTime,
  type Json,
  list,
  mapLimit,
  place,
  record,
  type TrackingClient,
  type TrackingClientOptions,
  TrackingOutageError,
  text,
  weightInKg,
} from './http';

export const DHL_BASE_URL = 'https://api-eu.dhl.com';
const API = 'dhl';
const CONCURRENCY = 4;

export function dhlTrackingClient(
  keys: DhlTrackingKeys,
  options: TrackingClientOptions = {},
): TrackingClient {
  const http = apiHttp(API, DHL_BASE_URL, options);

  async function trackOne(trackingNumber: string): Promise<TrackedShipment> {
    const answer = await http.send(http.url('/track/shipments', { trackingNumber, service: 'express' }), {
      method: 'GET',
      headers: { accept: 'application/json', 'DHL-API-Key': keys.apiKey },
    });
    // The documented problem answer, not a gateway's 404 page for a wrong path.
    if (answer.status === 404 && record(answer.body).status !== undefined)
      return { trackingNumber, found: false };
    if (answer.status !== 200) failOn(API, answer, problem);
    if (!Array.isArray(record(answer.body).shipments))
      throw new TrackingOutageError(API, 'answer without shipments');
    const shipments = list(record(answer.body).shipments);
    const shipment = shipments.find((candidate) => text(candidate.id) === trackingNumber) ?? shipments[0];
    return shipment ? fromShipment(trackingNumber, shipment) : { trackingNumber, found: false };
  }

  return { api: API, track: (trackingNumbers) => mapLimit(trackingNumbers, CONCURRENCY, trackOne) };
}

/** An RFC 7807 problem's title and detail. */
function problem(body: unknown): string {
  const { title, detail } = record(body);
  return [text(title), text(detail)].filter(Boolean).join(': ');
}

export function fromShipment(trackingNumber: string, shipment: Json): TrackedShipment {
  const events: TrackingEvent[] = datedNewestFirst(
    list(shipment.events).map((event) => ({
      at: isoDateTime(event.timestamp),
      code: text(event.statusCode) || text(event.status),
      description: text(event.description) || text(event.status),
      location: locationOf(event.location),
    })),
  );

  const current = record(shipment.status);
  const status = statusOf(text(current.statusCode) || events[0]?.code || '');
  const details = record(shipment.details);
  const weight = record(details.weight);

  return {
    trackingNumber,
    found: true,
    service: text(record(details.product).productName) || text(shipment.service),
    status,
    origin: addressOf(shipment.origin),
    destination: addressOf(shipment.destination),
    weightKg: weightInKg(weight.value, weight.unitText),
    // The unified API gives no ship date: the first event after pre-transit (label data received).
    shippedAt:
      ([...events].reverse().find((event) => event.code !== 'pre-transit') ?? events.at(-1))?.at ?? '',
    scheduledDeliveryAt:
      isoDateTime(shipment.estimatedTimeOfDelivery) ||
      isoDateTime(record(shipment.estimatedDeliveryTimeFrame).estimatedThrough),
    deliveredAt:
      status === 'delivered'
        ? isoDateTime(record(details.proofOfDelivery).timestamp) ||
          isoDateTime(current.timestamp) ||
          events[0]?.at ||
          null
        : null,
    events,
  };
}

function statusOf(code: string): TrackingStatus {
  switch (code.toLowerCase()) {
    case 'pre-transit':
      return 'label_created';
    case 'delivered':
      return 'delivered';
    case 'failure':
      return 'exception';
    default:
      return 'in_transit';
  }
}

function addressOf(value: unknown): { country: string; postalCode: string } {
  const address = record(record(value).address);
  return { country: text(address.countryCode), postalCode: text(address.postalCode) };
}

function locationOf(value: unknown): string {
  const address = record(record(value).address);
  return place(address.addressLocality, address.postalCode, address.countryCode);
}
