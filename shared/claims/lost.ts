/**
 * When a parcel counts as lost: handed to the carrier (a scan after the label), neither delivered
 * nor on its way back, past its scheduled delivery, and with no tracking movement for
 * LOST_AFTER_DAYS days. A label that was never scanned is not a lost parcel (it is a label not
 * used). The lost-packages list reads this rule, and the audit engine's lost check will too.
 */
import * as z from 'zod/mini';

/**
 * Days without movement after which a parcel past its delivery date is lost. A product choice:
 * carriers open a lost-parcel investigation from 5 to 8 business days without a scan; we list it
 * early so the merchant can act, the carrier decides.
 */
export const LOST_AFTER_DAYS = 5;

const DAY_MS = 86_400_000;

export interface TrackingFacts {
  status: 'label_created' | 'in_transit' | 'delivered' | 'exception' | 'returned';
  scheduledDeliveryAt: string;
  deliveredAt: string | null;
  /** The carrier's events; `code` is the carrier's event code when it gives one. */
  events: { at: string; description: string; location: string; code?: string }[];
}

export interface LostSignal {
  lastMovementAt: string;
  lastEvent: string;
  /** The last event's code (shared/carriers/tracking-events.ts reads it in the reader's language). */
  lastEventCode?: string;
  lastLocation: string;
  daysWithoutMovement: number;
}

export function lostParcel(tracking: TrackingFacts, now: Date): LostSignal | null {
  if (tracking.deliveredAt || tracking.status === 'delivered' || tracking.status === 'returned') return null;
  if (tracking.status === 'label_created' || tracking.events.length < 2) return null;
  if (Date.parse(tracking.scheduledDeliveryAt) > now.getTime()) return null;
  const last = tracking.events.reduce((latest, event) => (event.at > latest.at ? event : latest));
  const daysWithoutMovement = Math.floor((now.getTime() - Date.parse(last.at)) / DAY_MS);
  if (daysWithoutMovement < LOST_AFTER_DAYS) return null;
  return {
    lastMovementAt: last.at,
    lastEvent: last.description,
    ...(last.code ? { lastEventCode: last.code } : {}),
    lastLocation: last.location,
    daysWithoutMovement,
  };
}

/* The lost-packages list (claim center): what it shows and the query it takes. */

/** Packages per page; pages are numbered from 1, one at a time. */
export const LOST_PAGE_SIZE = 20;

export const lostPackageViewSchema = z.strictObject({
  carrier: z.string(),
  tracking_number: z.string(),
  service: z.string(),
  shippedAt: z.string(),
  scheduledDeliveryAt: z.string(),
  lastMovementAt: z.string(),
  lastEvent: z.string(),
  lastEventCode: z.optional(z.string()),
  lastLocation: z.string(),
  daysWithoutMovement: z.number(),
  days_left_to_claim: z.nullable(z.number()),
  window_closes_on: z.nullable(z.string()),
  /** The open investigation of this parcel, if any. */
  claimId: z.nullable(z.string()),
});
export type LostPackageView = z.infer<typeof lostPackageViewSchema>;

export const LOST_SCAN_OUTCOMES = ['scanned', 'refused', 'unavailable', 'no_connector'] as const;
export type LostScanOutcome = (typeof LOST_SCAN_OUTCOMES)[number];

export const lostPackagesPageSchema = z.strictObject({
  /** Whether the list is kept: at least one working carrier account we can read. */
  active: z.boolean(),
  pageNumber: z.number(),
  scannedAt: z.nullable(z.string()),
  /** Each carrier account read at the last look, and what came of it. */
  carriers: z.array(
    z.strictObject({
      carrier: z.string(),
      username: z.string(),
      outcome: z.enum(LOST_SCAN_OUTCOMES),
      shipments: z.number(),
    }),
  ),
  packages: z.array(lostPackageViewSchema),
  total: z.number(),
  cursor: z.nullable(z.string()),
});
export type LostPackagesPage = z.infer<typeof lostPackagesPageSchema>;

export const lostListQuerySchema = z.strictObject({
  page: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{1,4}$/)), z.transform(Number))
      .check(z.refine((n: number) => n >= 1)),
  ),
  limit: z.optional(
    z
      .pipe(z.string().check(z.regex(/^\d{1,2}$/)), z.transform(Number))
      .check(z.refine((n: number) => n >= 1 && n <= 50)),
  ),
  cursor: z.optional(z.string().check(z.maxLength(600))),
});

export const lostScanSchema = z.strictObject({});
