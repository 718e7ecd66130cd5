/**
 * What the audit's rules read of a carrier's tracking (rules/rule.ts TrackingFacts), from what a
 * connector answers: events oldest first, the first scan (the first event that is not the label
 * being created: a parcel only declared was never handed over), the delivery commitment and the
 * delivery. Pure: the connector's answer in, the facts out.
 */
import type { TrackingFacts } from './rules/rule';

/** Event codes that only say the label exists (UPS manifest, FedEx 'OC', La Poste 'DR1', DHL pre-transit). */
export const LABEL_EVENT_CODES: ReadonlySet<string> = new Set(['MP', 'OC', 'DR1', 'pre-transit']);

/** A connector's tracked shipment, as far as the audit reads it. */
export interface TrackedParcel {
  status: TrackingFacts['status'];
  service: string;
  scheduledDeliveryAt: string;
  deliveredAt: string | null;
  events: { at: string; code: string; description: string; location: string }[];
}

export function trackingFacts(tracked: TrackedParcel): TrackingFacts {
  const events = [...tracked.events]
    .filter((event) => !Number.isNaN(Date.parse(event.at)))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  const firstScan = events.find((event) => !LABEL_EVENT_CODES.has(event.code));
  return {
    status: tracked.status,
    firstScanAt: tracked.status === 'label_created' ? null : (firstScan?.at ?? null),
    // Connectors say '' when the carrier gave no commitment.
    scheduledDeliveryAt: tracked.scheduledDeliveryAt || null,
    deliveredAt: tracked.deliveredAt || null,
    service: tracked.service || null,
    events,
  };
}
