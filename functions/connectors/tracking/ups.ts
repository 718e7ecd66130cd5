/**
 * UPS Tracking API client.
 *
 * Format sources:
 * - UPS's own OpenAPI files, github.com/UPS-API/api-documentation: OAuthClientCredentials.yaml
 *   (POST /security/v1/oauth/token, HTTP Basic client id/secret, form grant_type=client_credentials;
 *   answer token_type, issued_at, client_id, access_token, expires_in as a string of seconds, status;
 *   400/401/403/429 as {response:{errors:[{code,message}]}}) and Tracking.yaml
 *   (GET /api/track/v1/details/{inquiryNumber}?locale&returnSignature with required headers transId
 *   and transactionSrc; 200 trackResponse.shipment[].package[] with activity[] {date YYYYMMDD,
 *   time HHMMSS, gmtDate, gmtTime, gmtOffset, location.address, status {type, code, description}},
 *   currentStatus, deliveryDate[] {type SDD|RDD|DEL, date}, deliveryTime {type, startTime, endTime},
 *   service {code, description}, weight {unitOfMeasurement LBS|KGS, weight}, packageAddress[]
 *   {type, address}; shipment[].warnings[]; 400/403/404/500/503 as {response:{errors:[...]}}).
 * - karrio (github.com/karrioapi/karrio, modules/connectors/ups) tests: the not-found answer
 *   {trackResponse:{shipment:[{warnings:[{code:'TW0001',message:'Tracking Information Not Found'}]}]}}
 *   and the invalid-number answer {response:{errors:[{code:'TV1002',message:'Invalid inquiry number'}]}}.
 *
 * Not confirmed, assumed: the activity status type letters beyond those the OpenAPI example shows
 * ('X'): D delivered, I in transit, P pickup, M/MV manifest (label) created/voided, O out for
 * delivery, RS returned to shipper, as UPS's tracking appendix lists them; that 'ORIGIN' and
 * 'DESTINATION' are the packageAddress types (the OpenAPI example reads 'ORIGIN/DESTINATION');
 * that a 404 always means the number is unknown; that transId may be any unique string of 32
 * characters. Activity times are local: the offset is gmtOffset when given, else gmtDate/gmtTime
 * (GMT) are used, else the local time is read as UTC. A delivery date without a time is taken as the
 * end of that day (UTC).
 */
import { randomUUID } from 'node:crypto';
import type { UpsTrackingKeys } from '@shared/carriers/tracking-keys';
import type { TrackedShipment, TrackingEvent, TrackingStatus } from '../connector';
import {
  type Answer,
  apiHttp,
  datedNewestFirst,
  failOn,
  isoDateTime,
  type Json,
  list,
  mapLimit,
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

export const UPS_BASE_URL = 'https://onlinetools.ups.com';
const API = 'ups';
/** Track API calls under way at once (the API tracks one inquiry number per call). */
const CONCURRENCY = 4;
/** Inquiry numbers the API treats as unknown or not a UPS number: the parcel is not found. */
const NOT_FOUND_CODES = new Set(['TW0001', 'TV1002']);

export function upsTrackingClient(
  keys: UpsTrackingKeys,
  options: TrackingClientOptions = {},
): TrackingClient {
  const http = apiHttp(API, UPS_BASE_URL, options);
  const tokens = tokenCache(async () => {
    const answer = await http.send(http.url('/security/v1/oauth/token'), {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${keys.clientId}:${keys.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
    });
    return readToken(API, answer);
  }, options.now ?? Date.now);

  async function details(trackingNumber: string, token: string): Promise<Answer> {
    return http.send(
      http.url(`/api/track/v1/details/${encodeURIComponent(trackingNumber)}`, {
        locale: 'en_US',
        returnSignature: 'false',
      }),
      {
        method: 'GET',
        headers: {
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          transId: randomUUID().replaceAll('-', ''),
          transactionSrc: 'parcel-audit',
        },
      },
    );
  }

  async function trackOne(trackingNumber: string): Promise<TrackedShipment> {
    const answer = await tokens.send((token) => details(trackingNumber, token));
    if (answer.status === 200) {
      if (!Array.isArray(record(record(answer.body).trackResponse).shipment)) {
        throw new TrackingOutageError(API, 'answer without trackResponse.shipment');
      }
      return fromTrackResponse(trackingNumber, answer.body);
    }
    const codes = list(record(record(answer.body).response).errors).map((error) => text(error.code));
    // A 404 with UPS's error body (not a gateway's page for a wrong path), or an invalid number.
    if (
      (answer.status === 404 && codes.length > 0) ||
      (answer.status === 400 && codes.some((code) => NOT_FOUND_CODES.has(code)))
    ) {
      return { trackingNumber, found: false };
    }
    failOn(API, answer, errorMessage);
  }

  return {
    api: API,
    track: (trackingNumbers) => mapLimit(trackingNumbers, CONCURRENCY, trackOne),
  };
}

function errorMessage(body: unknown): string {
  return list(record(record(body).response).errors)
    .map((error) => `${text(error.code)} ${text(error.message)}`.trim())
    .join('; ');
}

/** The mapped package of a 200 answer; found:false when UPS answered with warnings and no package. */
export function fromTrackResponse(trackingNumber: string, body: unknown): TrackedShipment {
  const shipment = list(record(record(body).trackResponse).shipment)[0] ?? {};
  const packages = list(shipment.package);
  const pkg = packages.find((candidate) => text(candidate.trackingNumber) === trackingNumber) ?? packages[0];
  if (!pkg) return { trackingNumber, found: false };

  const activities = datedNewestFirst(
    list(pkg.activity).map((activity) => ({ activity, at: activityTime(activity) })),
  );
  const events: TrackingEvent[] = activities.map(({ activity, at }) => {
    const status = record(activity.status);
    const address = record(record(activity.location).address);
    return {
      at,
      code: text(status.code) || text(status.type),
      description: text(status.description),
      location: place(
        address.city,
        address.stateProvince,
        address.postalCode,
        address.countryCode || address.country,
      ),
    };
  });

  const latestType =
    text(record(pkg.currentStatus).type) || text(record(activities[0]?.activity.status).type);
  const status = statusOf(latestType);
  const typeOf = (activity: Json) => text(record(activity.status).type).toUpperCase();
  const delivery = activities.find(({ activity }) => typeOf(activity) === 'D');
  const firstMovement = [...activities]
    .reverse()
    .find(({ activity }) => !['M', 'MV'].includes(typeOf(activity)));
  const dates = list(pkg.deliveryDate);
  const dateOf = (type: string) => text(dates.find((date) => text(date.type) === type)?.date);
  const deliveryTime = record(pkg.deliveryTime);
  const scheduledTime = text(deliveryTime.type) === 'DEL' ? '' : text(deliveryTime.endTime);
  const deliveredFromDates = upsDate(
    dateOf('DEL'),
    text(deliveryTime.type) === 'DEL' ? text(deliveryTime.endTime) : '',
  );

  return {
    trackingNumber,
    found: true,
    service: text(record(pkg.service).description) || text(record(pkg.service).code),
    status,
    origin: addressOf(pkg, 'ORIGIN'),
    destination: addressOf(pkg, 'DESTINATION'),
    weightKg: weightInKg(record(pkg.weight).weight, unitOf(record(pkg.weight).unitOfMeasurement)),
    shippedAt: (firstMovement ?? activities.at(-1))?.at ?? '',
    scheduledDeliveryAt: upsDate(dateOf('RDD') || dateOf('SDD'), scheduledTime),
    deliveredAt: status === 'delivered' ? delivery?.at || deliveredFromDates || null : null,
    events,
  };
}

function statusOf(type: string): TrackingStatus {
  switch (type.toUpperCase()) {
    case 'D':
      return 'delivered';
    case 'X':
      return 'exception';
    case 'RS':
      return 'returned';
    case 'M':
    case 'MV':
      return 'label_created';
    default:
      return 'in_transit';
  }
}

function unitOf(unit: unknown): string {
  const value = text(unit).toUpperCase();
  return value === 'LBS' ? 'lb' : value === 'KGS' ? 'kg' : value;
}

function addressOf(pkg: Json, type: 'ORIGIN' | 'DESTINATION'): { country: string; postalCode: string } {
  const entry = list(pkg.packageAddress).find((candidate) => text(candidate.type).toUpperCase() === type);
  const address = record(entry?.address);
  return {
    country: text(address.countryCode) || text(address.country),
    postalCode: text(address.postalCode),
  };
}

/** An activity's moment: local date and time with the GMT offset UPS gives, else its GMT date and time. */
function activityTime(activity: Json): string {
  const date = text(activity.date);
  const time = text(activity.time).padStart(6, '0');
  const offset = text(activity.gmtOffset);
  if (/^\d{8}$/.test(date) && /^\d{6}$/.test(time) && /^[+-]\d{2}:\d{2}$/.test(offset)) {
    return isoDateTime(`${dashed(date)}T${coloned(time)}${offset}`);
  }
  const gmtDate = text(activity.gmtDate);
  const gmtTime = text(activity.gmtTime).padStart(6, '0');
  if (/^\d{8}$/.test(gmtDate) && /^\d{6}$/.test(gmtTime)) {
    return isoDateTime(`${dashed(gmtDate)}T${coloned(gmtTime)}Z`);
  }
  return upsDate(date, time);
}

/** YYYYMMDD (and HHMMSS) as an ISO date-time; a date alone is the end of that day (UTC). */
function upsDate(date: string, time: string): string {
  if (!/^\d{8}$/.test(date)) return '';
  const padded = time.padStart(6, '0');
  return isoDateTime(
    `${dashed(date)}T${/^\d{6}$/.test(padded) && time !== '' ? coloned(padded) : '23:59:59'}Z`,
  );
}

const dashed = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
const coloned = (time: string) => `${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}`;
