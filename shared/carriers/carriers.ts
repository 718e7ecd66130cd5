/**
 * The carrier catalog: one entry per supported carrier, read by the carrier screens, claims and
 * the audit engine (never copied into them). Claim windows are the carriers' published defaults or
 * the legal default for French domestic road carriage; a merchant's contract may override them
 * (contract terms, audit issue). Each window names where it comes from.
 */
import { s10CheckDigitValid, upsCheckDigitValid } from './tracking-numbers';

export const CLAIM_TYPES = [
  'lost',
  'damaged',
  'late_delivery',
  'delivery_dispute',
  'label_not_used',
  'surcharge',
] as const;
export type ClaimType = (typeof CLAIM_TYPES)[number];

export interface ClaimWindow {
  days: number;
  /** The date the window counts from. */
  from: 'shipment' | 'delivery' | 'scheduled_delivery' | 'invoice';
  source: string;
}

export interface TrackingFormat {
  name: string;
  pattern: RegExp;
  /** A check-digit rule, where the carrier's format publishes one. */
  check?: (value: string) => boolean;
}

export interface Carrier {
  id: string;
  name: string;
  countries: string[];
  portalUrl: string;
  tracking: TrackingFormat[];
  claimWindows: Partial<Record<ClaimType, ClaimWindow>>;
}

/** French Code de commerce: 3 days (excluding holidays) to protest damage after delivery; 1 year to act. */
const FR_DAMAGE: ClaimWindow = {
  days: 3,
  from: 'delivery',
  source: 'Code de commerce, art. L133-3 (protest within 3 days of delivery)',
};
const FR_ONE_YEAR = (from: ClaimWindow['from']): ClaimWindow => ({
  days: 365,
  from,
  source: 'Code de commerce, art. L133-6 (actions prescribed after one year)',
});

const S10: TrackingFormat = {
  name: 'UPU S10',
  pattern: /^[A-Z]{2}\d{9}[A-Z]{2}$/,
  check: s10CheckDigitValid,
};

export const CARRIERS = [
  {
    id: 'ups',
    name: 'UPS',
    countries: ['FR', 'BE', 'LU', 'DE', 'NL', 'ES', 'IT', 'PT', 'AT', 'IE', 'CH', 'GB'],
    portalUrl: 'https://www.ups.com',
    tracking: [{ name: 'UPS 1Z', pattern: /^1Z[0-9A-Z]{16}$/, check: upsCheckDigitValid }],
    claimWindows: {
      lost: {
        days: 270,
        from: 'scheduled_delivery',
        source:
          'ups.com help center: a lost package investigation must be requested within nine months of the scheduled delivery date',
      },
      damaged: {
        days: 60,
        from: 'delivery',
        source: 'UPS Terms and Conditions of Service: notice of claim within 60 days after delivery',
      },
      late_delivery: {
        days: 15,
        from: 'scheduled_delivery',
        source: 'UPS service guarantee: refund requests within 15 days of the scheduled delivery date',
      },
      delivery_dispute: {
        days: 60,
        from: 'delivery',
        source: 'UPS Terms and Conditions of Service: notice of claim within 60 days after delivery',
      },
      surcharge: {
        days: 180,
        from: 'invoice',
        source: 'UPS billing terms: invoice adjustments requested within 180 days of the invoice date',
      },
    },
  },
  {
    id: 'fedex',
    name: 'FedEx',
    countries: ['FR', 'BE', 'LU', 'DE', 'NL', 'ES', 'IT', 'PT', 'AT', 'IE', 'CH', 'GB'],
    portalUrl: 'https://www.fedex.com',
    tracking: [
      { name: 'FedEx Express (12 digits)', pattern: /^\d{12}$/ },
      { name: 'FedEx Ground (15 digits)', pattern: /^\d{15}$/ },
      { name: 'FedEx (20 or 22 digits)', pattern: /^(\d{20}|\d{22})$/ },
    ],
    claimWindows: {
      lost: {
        days: 21,
        from: 'scheduled_delivery',
        source: 'FedEx conditions of carriage: notice of loss within 21 days',
      },
      damaged: {
        days: 21,
        from: 'delivery',
        source: 'FedEx conditions of carriage: notice of damage within 21 days of delivery',
      },
      late_delivery: {
        days: 15,
        from: 'scheduled_delivery',
        source: 'FedEx money-back guarantee: requests within 15 days of the scheduled delivery',
      },
    },
  },
  {
    id: 'tnt',
    name: 'TNT',
    countries: ['FR', 'BE', 'LU', 'DE', 'NL', 'ES', 'IT', 'PT', 'AT', 'IE', 'CH', 'GB'],
    portalUrl: 'https://www.tnt.com',
    tracking: [{ name: 'TNT consignment (9 digits)', pattern: /^\d{9}$/ }, S10],
    claimWindows: {
      lost: {
        days: 21,
        from: 'scheduled_delivery',
        source: 'TNT conditions of carriage: claims notified within 21 days',
      },
      damaged: {
        days: 21,
        from: 'delivery',
        source: 'TNT conditions of carriage: claims notified within 21 days of delivery',
      },
    },
  },
  {
    id: 'dhl_express',
    name: 'DHL Express',
    countries: ['FR', 'BE', 'LU', 'DE', 'NL', 'ES', 'IT', 'PT', 'AT', 'IE', 'CH', 'GB'],
    portalUrl: 'https://mydhl.express.dhl',
    tracking: [{ name: 'DHL Express waybill (10 digits)', pattern: /^\d{10}$/ }],
    claimWindows: {
      lost: {
        days: 30,
        from: 'shipment',
        source:
          'DHL Express claims FAQ: claims in writing within 30 days of the date DHL accepted the shipment',
      },
      damaged: {
        days: 30,
        from: 'shipment',
        source:
          'DHL Express claims FAQ: claims in writing within 30 days of the date DHL accepted the shipment',
      },
      late_delivery: {
        days: 14,
        from: 'shipment',
        source:
          'DHL Express money-back guarantee (UK guide): delay claims within 14 days of the shipment date',
      },
    },
  },
  {
    id: 'colissimo',
    name: 'Colissimo',
    countries: ['FR'],
    portalUrl: 'https://www.colissimo.entreprise.laposte.fr',
    tracking: [{ name: 'Colissimo France (13 characters)', pattern: /^\d[A-Z]\d{11}$/ }, S10],
    claimWindows: {
      lost: FR_ONE_YEAR('shipment'),
      damaged: FR_DAMAGE,
      late_delivery: FR_ONE_YEAR('scheduled_delivery'),
      delivery_dispute: FR_ONE_YEAR('delivery'),
    },
  },
  {
    id: 'chronopost',
    name: 'Chronopost',
    countries: ['FR'],
    portalUrl: 'https://www.chronopost.fr',
    tracking: [S10, { name: 'Chronopost (13 characters)', pattern: /^[A-Z]{2}\d{11}$/ }],
    claimWindows: {
      lost: FR_ONE_YEAR('shipment'),
      damaged: FR_DAMAGE,
      late_delivery: FR_ONE_YEAR('scheduled_delivery'),
      delivery_dispute: FR_ONE_YEAR('delivery'),
    },
  },
  {
    id: 'dpd',
    name: 'DPD',
    countries: ['FR', 'BE', 'LU', 'DE', 'NL', 'AT', 'IE', 'GB'],
    portalUrl: 'https://www.dpd.fr',
    tracking: [{ name: 'DPD parcel number (14 digits)', pattern: /^\d{14}$/ }],
    claimWindows: {
      lost: FR_ONE_YEAR('shipment'),
      damaged: FR_DAMAGE,
      late_delivery: FR_ONE_YEAR('scheduled_delivery'),
      delivery_dispute: FR_ONE_YEAR('delivery'),
    },
  },
  {
    id: 'gls',
    name: 'GLS',
    countries: ['FR', 'BE', 'LU', 'DE', 'NL', 'ES', 'IT', 'PT', 'AT', 'IE'],
    portalUrl: 'https://gls-group.com',
    tracking: [
      { name: 'GLS parcel number (11 or 12 digits)', pattern: /^\d{11,12}$/ },
      { name: 'GLS track ID (8 characters)', pattern: /^[A-Z0-9]{8}$/ },
    ],
    claimWindows: {
      lost: FR_ONE_YEAR('shipment'),
      damaged: FR_DAMAGE,
      delivery_dispute: FR_ONE_YEAR('delivery'),
    },
  },
  {
    id: 'mondial_relay',
    name: 'Mondial Relay',
    countries: ['FR', 'BE', 'LU', 'ES', 'NL', 'PT'],
    portalUrl: 'https://www.mondialrelay.fr',
    tracking: [{ name: 'Mondial Relay shipment (8 or 12 digits)', pattern: /^(\d{8}|\d{12})$/ }],
    claimWindows: {
      lost: FR_ONE_YEAR('shipment'),
      damaged: FR_DAMAGE,
      delivery_dispute: FR_ONE_YEAR('delivery'),
    },
  },
  {
    id: 'colis_prive',
    name: 'Colis Privé',
    countries: ['FR'],
    portalUrl: 'https://www.colisprive.com',
    // The format is not published: what merchants' files carry, 10 to 20 letters and digits.
    tracking: [{ name: 'Colis Privé (10 to 20 characters)', pattern: /^[A-Z0-9]{10,20}$/ }],
    claimWindows: {
      lost: FR_ONE_YEAR('shipment'),
      damaged: FR_DAMAGE,
      delivery_dispute: FR_ONE_YEAR('delivery'),
    },
  },
] as const satisfies readonly Carrier[];

export type CarrierId = (typeof CARRIERS)[number]['id'];
export const CARRIER_IDS = CARRIERS.map((carrier) => carrier.id) as [CarrierId, ...CarrierId[]];

export function carrierById(id: string): Carrier | undefined {
  return CARRIERS.find((carrier) => carrier.id === id);
}

/** Spaces and dashes out, upper case: tracking numbers as carriers compare them. */
export const normaliseTracking = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();

/** Whether a tracking number fits one of the carrier's formats, its check digit included. */
export function trackingNumberValid(carrierId: string, value: string): boolean {
  const carrier = carrierById(carrierId);
  const number = normaliseTracking(value);
  return (
    carrier?.tracking.some((format) => format.pattern.test(number) && (format.check?.(number) ?? true)) ??
    false
  );
}

/** The last day (YYYY-MM-DD, UTC) of a window that counts from `start`. */
export function windowClosesOn(window: ClaimWindow, start: Date): string {
  const day = 24 * 60 * 60 * 1000;
  const end = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()) + window.days * day;
  return new Date(end).toISOString().slice(0, 10);
}

/** Days left to claim: the window's end minus today, from the date the window counts from (UTC days). */
export function daysLeftToClaim(window: ClaimWindow, start: Date, today: Date): number {
  const day = 24 * 60 * 60 * 1000;
  const end = Date.parse(`${windowClosesOn(window, start)}T00:00:00Z`);
  const now = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((end - now) / day);
}
