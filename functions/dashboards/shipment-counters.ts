/**
 * The dashboards' shipment figures, counted once when an invoice is audited: per company, one
 * item per month and one per ISO week of the invoice's date for each cut: by carrier
 * (`DASH#M#YYYY-MM`, `DASH#W#YYYY-Www`, counters `_c_<carrier>`), by carrier and service
 * (`DASHS#...`, `_s_<carrier>~<service>`) and by destination country (`DASHD#...`, `_d_<country>`),
 * so a graph reads only the cut it draws (Home and the savings only the small carrier items):
 * - `ship_*` shipments, `spend_*_<CUR>` their net charges in cents,
 * - `ontime_*` and `late_*` delivered parcels whose tracking promised a day, against that day,
 * - `inv_<carrier>` invoices, `found_c_<carrier>_<CUR>` what the audit found (its claims' amounts).
 * Reading a dashboard is then a fixed number of item reads, whatever the number of shipments.
 */
import type { Shipment, TrackingFacts } from '@shared/audit/rules/rule';
import { localDay, monthOf, weekOf } from '@shared/dashboards/calendar';
import { UNKNOWN_VALUE } from '@shared/dashboards/catalog';
import type { CounterDeltas } from '../claims/counters';

/** The cuts of the shipment figures, each in items of its own. */
export const CUTS = ['carrier', 'service', 'destination'] as const;
export type Cut = (typeof CUTS)[number];
const CUT_ITEM: Record<Cut, string> = { carrier: 'DASH', service: 'DASHS', destination: 'DASHD' };

export const dashKeys = {
  month: (month: string, cut: Cut = 'carrier') => `${CUT_ITEM[cut]}#M#${month}`,
  week: (week: string, cut: Cut = 'carrier') => `${CUT_ITEM[cut]}#W#${week}`,
};

/** A service as the dashboards name it: the carrier's words, spaces tidied, bounded. */
export function serviceName(raw: string): string {
  const name = raw.replace(/\s+/g, ' ').replace(/~/g, '-').trim().slice(0, 48);
  return name || UNKNOWN_VALUE;
}

export type Delivery = 'on_time' | 'late' | null;

/** Delivered on or before the promised day (both in the company's calendar), or after it; null when either is unknown. */
export function deliveryOf(tracking: TrackingFacts | null | undefined, timeZone: string): Delivery {
  if (!tracking?.deliveredAt || !tracking.scheduledDeliveryAt) return null;
  const delivered = localDay(tracking.deliveredAt, timeZone);
  const promised = localDay(tracking.scheduledDeliveryAt, timeZone);
  return delivered <= promised ? 'on_time' : 'late';
}

/** What one shipment adds to the dashboards. */
export interface ShipmentFigure {
  carrier: string;
  service: string;
  destination: string;
  /** YYYY-MM-DD: the day of its invoice. */
  day: string;
  /** Net charges in cents, per currency. */
  net: Record<string, number>;
  delivery: Delivery;
}

const cents = (amount: number) => Math.round(amount * 100);

export function shipmentFigure(
  shipment: Shipment,
  tracking: TrackingFacts | null,
  timeZone: string,
  fallbackDay: string,
): ShipmentFigure {
  const lines = shipment.lines;
  const transport = lines.find((line) => line.category === 'transportation' && line.service) ?? lines[0];
  const destination = lines.find((line) => /^[A-Z]{2}$/.test(line.destination.country.trim().toUpperCase()));
  const net: Record<string, number> = {};
  for (const line of lines) net[line.currency] = (net[line.currency] ?? 0) + cents(line.net);
  return {
    carrier: shipment.carrier,
    service: serviceName(transport?.service ?? ''),
    destination: destination?.destination.country.trim().toUpperCase() ?? UNKNOWN_VALUE,
    day: lines.map((line) => line.invoiceDate).find((day) => /^\d{4}-\d{2}-\d{2}$/.test(day)) ?? fallbackDay,
    net,
    delivery: deliveryOf(tracking, timeZone),
  };
}

function bump(deltas: CounterDeltas, sk: string, name: string, value: number) {
  if (!value) return;
  const bag = deltas[sk] ?? {};
  deltas[sk] = bag;
  bag[name] = (bag[name] ?? 0) + value;
}

/** The items a day counts in for a cut: its month's and its week's. */
export const dayKeys = (day: string, cut: Cut = 'carrier') => [
  dashKeys.month(monthOf(day), cut),
  dashKeys.week(weekOf(day), cut),
];

/** Adds shipments' figures into `deltas` (by dashboard item sort key). */
export function addShipments(deltas: CounterDeltas, figures: Iterable<ShipmentFigure>): CounterDeltas {
  for (const figure of figures) {
    // Each cut in the month's and the week's items of its own.
    const cuts: [string[], string][] = [
      [dayKeys(figure.day, 'carrier'), `c_${figure.carrier}`],
      [dayKeys(figure.day, 'service'), `s_${figure.carrier}~${figure.service}`],
      [dayKeys(figure.day, 'destination'), `d_${figure.destination}`],
    ];
    for (const [sortKeys, cut] of cuts) {
      for (const sk of sortKeys) {
        bump(deltas, sk, `ship_${cut}`, 1);
        for (const [currency, amount] of Object.entries(figure.net))
          bump(deltas, sk, `spend_${cut}_${currency}`, amount);
        if (figure.delivery)
          bump(deltas, sk, `${figure.delivery === 'on_time' ? 'ontime' : 'late'}_${cut}`, 1);
      }
    }
  }
  return deltas;
}

/** Adds each invoice once, in its day's month and week: `invoices` maps `carrier|number` to its day. */
export function addInvoices(deltas: CounterDeltas, invoices: Record<string, string>): CounterDeltas {
  for (const [key, day] of Object.entries(invoices)) {
    const carrier = key.slice(0, key.indexOf('|'));
    for (const sk of dayKeys(day)) bump(deltas, sk, `inv_${carrier}`, 1);
  }
  return deltas;
}

/** What the audit found, per carrier and currency in cents, added in the month and week of `day`. */
export function addFound(deltas: CounterDeltas, day: string, found: Record<string, number>): CounterDeltas {
  for (const [key, amount] of Object.entries(found))
    for (const sk of dayKeys(day)) bump(deltas, sk, `found_c_${key}`, amount);
  return deltas;
}

/** The same deltas, each counter negated: what undoes them (an invoice deleted). */
export function negated(deltas: CounterDeltas): CounterDeltas {
  return Object.fromEntries(
    Object.entries(deltas).map(([sk, counters]) => [
      sk,
      Object.fromEntries(Object.entries(counters).map(([name, value]) => [name, -value])),
    ]),
  );
}
