/**
 * FedEx Track API client.
 *
 * Format sources: FedEx's developer portal (developer.fedex.com, Track API and OAuth API) is not in
 * the stored material; the formats were confirmed from open-source clients that reproduce it:
 * - karrio (github.com/karrioapi/karrio, modules/connectors/fedex): tests/fedex/test_tracking.py
 *   holds FedEx's documented example answer (output.completeTrackResults[] {trackingNumber,
 *   trackResults[] {trackingNumberInfo, latestStatusDetail {code, derivedCode, statusByLocale,
 *   description}, dateAndTimes[] {type, dateTime}, scanEvents[] {date, eventType, eventDescription,
 *   exceptionDescription, scanLocation, derivedStatusCode}, serviceDetail {type, description},
 *   shipperInformation/recipientInformation {address {city, postalCode, countryCode}},
 *   packageDetails.weightAndDimensions.weight[] {unit LB|KG, value}, error {code, message}}]}),
 *   the per-number not-found entry (error.code TRACKING.TRACKINGNUMBER.NOTFOUND) and recorded live
 *   answers (2024) with ACTUAL_PICKUP / SHIP / ACTUAL_TENDER dates and DL/OD/AR/DP/IT/PU/OC/DE
 *   scan codes; the request body {includeDetailedScans: true, trackingInfo: [{trackingNumberInfo:
 *   {trackingNumber}}]} to POST /track/v1/trackingnumbers; the top-level error shape
 *   {transactionId, errors: [{code, message}]}.
 * - The OAuth request (POST /oauth/token, form grant_type=client_credentials, client_id,
 *   client_secret; answer access_token, token_type, expires_in in seconds) as several public
 *   clients send it.
 *
 * Not confirmed, assumed: the 30-numbers-per-request limit (as the brief states it); the complete
 * list of derived status codes (DL delivered; DE/SE exceptions and CA cancelled; RS return to
 * shipper; OC shipment information sent = label created; everything else in transit); that a 401
 * answer to a tracking call carries NOT.AUTHORIZED.ERROR and a new token may fix it; that
 * per-number errors other than NOTFOUND (e.g. TRACKING.TRACKINGNUMBER.INVALID) also mean FedEx
 * has nothing for the number. Dates without an offset (seen in the documented example) are read
 * as UTC.
 */
import type { FedexTrackingKeys } from '@shared/carriers/tracking-keys';
import type { TrackedShipment, TrackingEvent, TrackingStatus } from '../connector';
import {
  type Answer,
  apiHttp,
  datedNewestFirst,
  failOn,
  isoDateTime,
  type Json,
  list,
  place,
  readToken,
  record,
  type TrackingClient,
  type TrackingClientOptions,
  TrackingOutageError,
  text,
  tokenCache,
  weightInKg,
} from './http';

export const FEDEX_BASE_URL = 'https://apis.fedex.com';
const API = 'fedex';
/** Tracking numbers per Track API request. */
export const FEDEX_TRACKING_BATCH = 30;

export function fedexTrackingClient(
  keys: FedexTrackingKeys,
  options: TrackingClientOptions = {},
): TrackingClient {
  const http = apiHttp(API, FEDEX_BASE_URL, options);
  const tokens = tokenCache(async () => {
    const answer = await http.send(http.url('/oauth/token'), {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: keys.clientId,
        client_secret: keys.clientSecret,
      }).toString(),
    });
    return readToken(API, answer);
  }, options.now ?? Date.now);

  async function post(batch: string[], token: string): Promise<Answer> {
    return http.send(http.url('/track/v1/trackingnumbers'), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'x-locale': 'en_US',
      },
      body: JSON.stringify({
        includeDetailedScans: true,
        trackingInfo: batch.map((trackingNumber) => ({ trackingNumberInfo: { trackingNumber } })),
      }),
    });
  }

  async function trackBatch(batch: string[]): Promise<TrackedShipment[]> {
    const answer = await tokens.send((token) => post(batch, token));
    if (answer.status === 404 && errorCodes(answer.body).some((code) => code.endsWith('NOTFOUND'))) {
      return batch.map((trackingNumber) => ({ trackingNumber, found: false }));
    }
    if (answer.status !== 200) failOn(API, answer, errorMessage);
    if (!Array.isArray(record(record(answer.body).output).completeTrackResults)) {
      throw new TrackingOutageError(API, 'answer without output.completeTrackResults');
    }
    const output = record(record(answer.body).output);
    const complete = list(output.completeTrackResults);
    return batch.map((trackingNumber) => {
      const entry = complete.find((candidate) => text(candidate.trackingNumber) === trackingNumber);
      const results = list(entry?.trackResults);
      const result = results.find((candidate) => !candidate.error) ?? results[0];
      return result ? fromTrackResult(trackingNumber, result) : { trackingNumber, found: false };
    });
  }

  return {
    api: API,
    async track(trackingNumbers) {
      const shipments: TrackedShipment[] = [];
      for (let start = 0; start < trackingNumbers.length; start += FEDEX_TRACKING_BATCH) {
        shipments.push(...(await trackBatch(trackingNumbers.slice(start, start + FEDEX_TRACKING_BATCH))));
      }
      return shipments;
    },
  };
}

function errorCodes(body: unknown): string[] {
  return list(record(body).errors).map((error) => text(error.code));
}

function errorMessage(body: unknown): string {
  return list(record(body).errors)
    .map((error) => `${text(error.code)} ${text(error.message)}`.trim())
    .join('; ');
}

/** One trackResults entry mapped; an entry carrying an error means FedEx has nothing for the number. */
export function fromTrackResult(trackingNumber: string, result: Json): TrackedShipment {
  if (result.error && text(record(result.error).code) !== '') return { trackingNumber, found: false };

  const events: TrackingEvent[] = datedNewestFirst(
    list(result.scanEvents).map((scan) => {
      const location = record(scan.scanLocation);
      const description = text(scan.eventDescription);
      const exception = text(scan.exceptionDescription);
      return {
        at: isoDateTime(scan.date),
        code: text(scan.eventType),
        description: exception && exception !== description ? `${description}: ${exception}` : description,
        location: place(
          location.city,
          location.stateOrProvinceCode,
          location.postalCode,
          location.countryCode,
        ),
      };
    }),
  );

  const latestStatus = record(result.latestStatusDetail);
  const status = statusOf(text(latestStatus.derivedCode) || text(latestStatus.code) || events[0]?.code || '');
  const dates = list(result.dateAndTimes);
  const dateOf = (...types: string[]) => {
    for (const type of types) {
      const found = isoDateTime(dates.find((date) => text(date.type) === type)?.dateTime);
      if (found) return found;
    }
    return '';
  };
  const windowEnd = (name: string) => isoDateTime(record(record(result[name]).window).ends);
  const delivery = events.find((event) => event.code === 'DL');

  return {
    trackingNumber,
    found: true,
    service: text(record(result.serviceDetail).description) || text(record(result.serviceDetail).type),
    status,
    origin: addressOf(
      record(result.shipperInformation).address ??
        record(record(result.originLocation).locationContactAndAddress).address,
    ),
    destination: addressOf(
      record(result.recipientInformation).address ??
        record(record(result.destinationLocation).locationContactAndAddress).address,
    ),
    weightKg: weightOf(result),
    shippedAt: dateOf('SHIP', 'ACTUAL_PICKUP', 'ACTUAL_TENDER') || (events.at(-1)?.at ?? ''),
    scheduledDeliveryAt:
      dateOf('ESTIMATED_DELIVERY', 'APPOINTMENT_DELIVERY', 'COMMITMENT') ||
      windowEnd('estimatedDeliveryTimeWindow') ||
      windowEnd('standardTransitTimeWindow'),
    deliveredAt: status === 'delivered' ? dateOf('ACTUAL_DELIVERY') || delivery?.at || null : null,
    events,
  };
}

function statusOf(code: string): TrackingStatus {
  switch (code.toUpperCase()) {
    case 'DL':
      return 'delivered';
    case 'DE':
    case 'SE':
    case 'CA':
      return 'exception';
    case 'RS':
      return 'returned';
    case 'OC':
      return 'label_created';
    default:
      return 'in_transit';
  }
}

function addressOf(value: unknown): { country: string; postalCode: string } {
  const address = record(value);
  return { country: text(address.countryCode), postalCode: text(address.postalCode) };
}

/** The package's weight, else the shipment's: in kilograms where FedEx gives both units. */
function weightOf(result: Json): number {
  const weights = [
    ...list(record(record(result.packageDetails).weightAndDimensions).weight),
    ...list(record(result.shipmentDetails).weight),
  ];
  const kilograms = weights.find((weight) => text(weight.unit).toUpperCase() === 'KG');
  const chosen = kilograms ?? weights[0];
  return chosen ? weightInKg(chosen.value, chosen.unit) : 0;
}
