/**
 * The merchant's keys to the carriers' public tracking APIs (issue 6, item 4). Tracking through a
 * carrier's API is off until the merchant enters its keys: one schema per API, read by the settings
 * form and by the server, and the carriers each API answers for (La Poste's Suivi API tracks
 * Colissimo and Chronopost parcels). Keys are single printable tokens: no spaces, no line breaks
 * (they travel in HTTP headers and form bodies).
 */
import * as z from 'zod/mini';
import type { CarrierId } from './carriers';

export const TRACKING_APIS = ['ups', 'fedex', 'dhl', 'la_poste'] as const;
export type TrackingApi = (typeof TRACKING_APIS)[number];

/** The catalog carriers whose parcels each tracking API answers for. */
export const TRACKING_API_CARRIERS: Record<TrackingApi, readonly CarrierId[]> = {
  ups: ['ups'],
  fedex: ['fedex'],
  dhl: ['dhl_express'],
  la_poste: ['colissimo', 'chronopost'],
};

/** The tracking API that answers for a carrier, or null when none of them does. */
export function trackingApiFor(carrier: CarrierId): TrackingApi | null {
  return TRACKING_APIS.find((api) => TRACKING_API_CARRIERS[api].includes(carrier)) ?? null;
}

const key = (max: number) =>
  z
    .string({ error: 'form.required' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'form.required' }),
      z.maxLength(max, { error: 'form.tooLong' }),
      z.regex(/^[\x21-\x7e]+$/, { error: 'form.invalid' }),
    );

/** UPS Developer Portal app: Client ID and Client Secret (OAuth 2 client credentials). */
export const upsTrackingKeysSchema = z.strictObject({ clientId: key(200), clientSecret: key(200) });
/** FedEx Developer Portal project: API Key (client_id) and Secret Key (client_secret). */
export const fedexTrackingKeysSchema = z.strictObject({ clientId: key(200), clientSecret: key(200) });
/** DHL API Developer Portal app subscribed to Shipment Tracking - Unified: its API key. */
export const dhlTrackingKeysSchema = z.strictObject({ apiKey: key(200) });
/** developer.laposte.fr application subscribed to Suivi v2: its X-Okapi-Key. */
export const laPosteTrackingKeysSchema = z.strictObject({ apiKey: key(200) });

export const TRACKING_KEY_SCHEMAS = {
  ups: upsTrackingKeysSchema,
  fedex: fedexTrackingKeysSchema,
  dhl: dhlTrackingKeysSchema,
  la_poste: laPosteTrackingKeysSchema,
} as const;

export type UpsTrackingKeys = z.infer<typeof upsTrackingKeysSchema>;
export type FedexTrackingKeys = z.infer<typeof fedexTrackingKeysSchema>;
export type DhlTrackingKeys = z.infer<typeof dhlTrackingKeysSchema>;
export type LaPosteTrackingKeys = z.infer<typeof laPosteTrackingKeysSchema>;
export type TrackingKeys<A extends TrackingApi = TrackingApi> = z.infer<(typeof TRACKING_KEY_SCHEMAS)[A]>;

/** PUT /api/private/carrier/tracking-keys: one API's keys, named by `api` (the form sends one API at a time). */
export const trackingKeysInputSchema = z.discriminatedUnion(
  'api',
  [
    z.strictObject({ api: z.literal('ups'), ...upsTrackingKeysSchema.shape }),
    z.strictObject({ api: z.literal('fedex'), ...fedexTrackingKeysSchema.shape }),
    z.strictObject({ api: z.literal('dhl'), ...dhlTrackingKeysSchema.shape }),
    z.strictObject({ api: z.literal('la_poste'), ...laPosteTrackingKeysSchema.shape }),
  ],
  { error: 'form.required' },
);
export type TrackingKeysInput = z.infer<typeof trackingKeysInputSchema>;

/** The fields of each API's keys, in the form's order. */
export const TRACKING_KEY_FIELDS: Record<TrackingApi, readonly string[]> = {
  ups: ['clientId', 'clientSecret'],
  fedex: ['clientId', 'clientSecret'],
  dhl: ['apiKey'],
  la_poste: ['apiKey'],
};

/** What the screens show of an API's keys: whether they are there, never the keys. */
export const trackingKeysViewSchema = z.strictObject({
  api: z.enum(TRACKING_APIS),
  configured: z.boolean(),
  /** The last four characters of the first key, to tell which keys these are. */
  hint: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
});
export type TrackingKeysView = z.infer<typeof trackingKeysViewSchema>;
