/** A carrier's claim window for a shipment: the days left to claim and the day it closes. */
import { type ClaimType, carrierById, daysLeftToClaim, windowClosesOn } from '@shared/carriers/carriers';

export interface ShipmentDates {
  shippedAt: string;
  scheduledDeliveryAt: string;
  deliveredAt: string | null;
  /** The carrier invoice's date, for a claim the audit opened (windows counted from the invoice). */
  invoicedAt?: string;
  /** The merchant's contract gives this claim a window of its own (days), instead of the carrier's. */
  windowDays?: number;
}

/**
 * The carrier's window for an issue: the days left (negative once it closed) and the day it
 * closes, counted from the shipment date the window names; null when the dates it needs are unknown.
 */
export function claimWindow(
  carrier: string,
  issue: ClaimType,
  { shippedAt, scheduledDeliveryAt, deliveredAt, invoicedAt, windowDays }: ShipmentDates,
  today: Date,
): { daysLeft: number; closesOn: string } | null {
  const catalog = carrierById(carrier)?.claimWindows[issue];
  // The contract's window counts from the same date as the carrier's (from shipment when the carrier has none).
  const window = windowDays
    ? { from: 'shipment' as const, source: 'contract', ...catalog, days: windowDays }
    : catalog;
  if (!window) return null;
  const start =
    window.from === 'shipment'
      ? shippedAt
      : window.from === 'delivery'
        ? (deliveredAt ?? scheduledDeliveryAt)
        : window.from === 'scheduled_delivery'
          ? scheduledDeliveryAt
          : (invoicedAt ?? null);
  if (!start) return null;
  return {
    daysLeft: daysLeftToClaim(window, new Date(start), today),
    closesOn: windowClosesOn(window, new Date(start)),
  };
}
