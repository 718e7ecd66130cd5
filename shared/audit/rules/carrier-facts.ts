/**
 * The carriers' published facts the audit rules read, in one place: money-back guarantees and
 * their services, committed delivery times, size and weight thresholds of surcharges, peak
 * seasons, postal-code facts and VAT territory. Each names its public source. Claim windows stay
 * in shared/carriers/carriers.ts and the lost-parcel threshold in shared/claims/lost.ts (LOST_AFTER_DAYS):
 * rules read them there.
 *
 * Where carriers have moved a threshold or publish it per market, the value here is the one that
 * makes the rule fire least (a rule must only fire on a clear fact); the comment says so.
 */
import type { CarrierId } from '../../carriers/carriers';

/* Late delivery: money-back guarantees. */

export interface MoneyBackGuarantee {
  /** The billed services it covers (the transportation line's service or description). */
  services: RegExp;
  /**
   * What is refunded: the transportation charge, or only the premium of a time-definite service
   * over the carrier's end-of-day service (billed on its own line when the invoice shows it).
   */
  refund: 'transportation' | 'premium';
  source: string;
}

export const MONEY_BACK_GUARANTEES: Partial<Record<CarrierId, MoneyBackGuarantee>> = {
  ups: {
    services: /\bexpress\b/i,
    refund: 'transportation',
    source:
      'ups.com, Terms & Conditions: Money-Back Guarantee (refund or credit of the shipping charges, net of VAT, duties and taxes, when delivered outside the time commitment; not for packages requiring additional handling); UPS Money-Back Guarantee page: reinstated in Europe in 2021 for Worldwide Express Plus, Express, Express Saver, Express Freight and Domestic/Transborder Express Plus, Express and Express Saver',
  },
  dhl_express: {
    services: /\b(9:00|10:30|12:00)\b/,
    refund: 'premium',
    source:
      'DHL Express Money-Back Guarantee terms: applies to DHL EXPRESS 9:00, 10:30, 12:00 and DOMESTIC EXPRESS 12:00, and refunds the premium over the end-of-day service (EXPRESS WORLDWIDE), fuel and taxes excluded',
  },
  chronopost: {
    services: /\bchrono\s*(10|13|18)\b/i,
    refund: 'transportation',
    source:
      'Chronopost conditions générales de vente, art. 7.2: for a delay it is liable for, an indemnity up to the price of transport (duties and taxes excluded), as the contrat type of décret 99-269 art. 22.3',
  },
};

/**
 * The committed time of day a time-definite service's name states (local time at delivery). Only
 * services whose name carries the time: other services rely on the tracking's scheduled delivery.
 */
export const COMMITTED_TIMES: { carrier: CarrierId; service: RegExp; time: string; source: string }[] = [
  { carrier: 'dhl_express', service: /\b9:00\b/, time: '09:00', source: 'DHL Express 9:00 product' },
  { carrier: 'dhl_express', service: /\b10:30\b/, time: '10:30', source: 'DHL Express 10:30 product' },
  { carrier: 'dhl_express', service: /\b12:00\b/, time: '12:00', source: 'DHL Express 12:00 product' },
  { carrier: 'chronopost', service: /\bchrono\s*10\b/i, time: '10:00', source: 'Chrono 10: before 10 a.m.' },
  { carrier: 'chronopost', service: /\bchrono\s*13\b/i, time: '13:00', source: 'Chrono 13: before 1 p.m.' },
  { carrier: 'chronopost', service: /\bchrono\s*18\b/i, time: '18:00', source: 'Chrono 18: before 6 p.m.' },
];

export const committedTime = (carrier: string, service: string) =>
  COMMITTED_TIMES.find((entry) => entry.carrier === carrier && entry.service.test(service))?.time ?? null;

/**
 * Tracking events that void a money-back guarantee (the carriers' exclusions): the shipper's or
 * receiver's doing, customs, weather and force majeure. Any of them before delivery: no finding.
 */
export const GUARANTEE_EXCLUSIONS =
  /address (correct|incorrect|incomplete|unknown)|adresse (incompl|incorrect|erron|inconnue)|customs|douane|d[ée]douan|weather|m[ée]t[ée]o|intemp[ée]ries|refused|refus|closed|ferm[ée]|absent|not available|not home|unavailable|indisponible|(receiver|recipient|customer|consignee)('s)? request|demande du destinataire|reschedul|reprogramm|strike|gr[èe]ve|force majeure|emergency|disaster/i;

/* Surcharge thresholds. UPS's own are in ./surcharges (UPS_ADDITIONAL_HANDLING, UPS_LARGE_PACKAGE). */

/**
 * FedEx additional handling, by criterion (FedEx bills each criterion under its own name):
 * dimension: longest side over 121 cm, second over 76 cm, or length plus girth over 266 cm;
 * weight: actual weight over 31 kg. Oversize: longest side over 243 cm or length plus girth over
 * 330 cm; the additional handling surcharge does not apply when the oversize charge does.
 * Source: FedEx surcharges, France and UK domestic and international (as republished by
 * Sendcloud, 'FedEx Domestic France Surcharges' and 'FedEx Domestic UK Surcharges'); FedEx notice
 * of 15 April 2024 (additional handling per package, thresholds 121 / 76 / 266 cm and 31 kg).
 */
export const FEDEX_ADDITIONAL_HANDLING = {
  longestCm: 121,
  secondCm: 76,
  lengthPlusGirthCm: 266,
  weightKg: 31,
};
export const FEDEX_OVERSIZE = { longestCm: 243, lengthPlusGirthCm: 330 };

/**
 * DHL Express 'Oversize Piece' and 'Overweight Piece' surcharges: a piece over 100 cm on a side
 * (120 cm in older tariffs) and a piece over 70 kg. The rules fire only below 100 cm and at 68 kg
 * or less, whatever the market's variant. Source: DHL Express surcharges (dhl.com, optional
 * services and surcharges), as republished by DHL Express agents.
 */
export const DHL_EXPRESS_OVERSIZE_PIECE = { longestCm: 100 };
export const DHL_EXPRESS_OVERWEIGHT_PIECE = { weightKg: 70, clearlyBelowKg: 68 };

/**
 * Chronopost 'Hors Normes' (outsize) handling: a parcel over 30 kg, over 300 cm in length plus
 * 2 heights plus 2 widths, or over 150 cm long; Chrono Relais: 20 kg, 250 cm and 100 cm.
 * Source: chronopost.fr, Standard Terms and Conditions, art. 2.1 (standard parcels).
 */
export const CHRONOPOST_STANDARD_PARCEL = { weightKg: 30, lengthPlusGirthCm: 300, longestCm: 150 };
export const CHRONOPOST_RELAY_PARCEL = { weightKg: 20, lengthPlusGirthCm: 250, longestCm: 100 };

/**
 * UPS large packages carry a minimum billable weight of 40 kg (90 lb); a parcel that is not a large
 * package has no such minimum. Source: UPS tariff, Large Package Surcharge (as quoted by Veriship,
 * 'Two surcharges parcel shippers should look out for').
 */
export const UPS_LARGE_PACKAGE_MINIMUM_KG = 40;

/**
 * UPS declared value: UPS's liability is US$100 (or the local equivalent) per package without a
 * declared value, and the first US$100 of a declared value are free. Source: UPS Terms and
 * Conditions of Service, declared value; ups.com, Declared Value for Carriage. Used in US dollars
 * only (the local equivalent is not published).
 */
export const UPS_FREE_DECLARED_VALUE = { currency: 'USD', amount: 100 };

/* Peak seasons. */

/**
 * Peak-season surcharge periods, inclusive, the broadest each carrier announced (large-package
 * charges start earlier than residential ones). A seasonal peak surcharge on a parcel shipped
 * between two known seasons is outside its window; a year not listed is not judged.
 * Sources: UPS 2024 peak/demand surcharges (29 Sept 2024 to 18 Jan 2025) and 2025 (28 Sept 2025 to
 * 17 Jan 2026), as reported by Parcel Industry and Intelligent Audit; FedEx 2024 (30 Sept 2024 to
 * 19 Jan 2025, Shipware) and 2025 (29 Sept 2025 to 18 Jan 2026, FedEx announcement as reported).
 */
export const PEAK_SEASONS: Partial<Record<CarrierId, { from: string; to: string }[]>> = {
  ups: [
    { from: '2024-09-29', to: '2025-01-18' },
    { from: '2025-09-28', to: '2026-01-17' },
  ],
  fedex: [
    { from: '2024-09-30', to: '2025-01-19' },
    { from: '2025-09-29', to: '2026-01-18' },
  ],
};

/* Places. */

/** Corsica: French postal codes 20000 to 20620 (Corse-du-Sud 200xx-201xx, Haute-Corse 202xx-206xx). La Poste. */
export const isCorsica = (country: string, postalCode: string) =>
  (country === 'FR' || country === '') && /^20\d{3}$/.test(postalCode.trim());

/**
 * City-centre postal codes (Paris 75001-75020 and 75116, Lyon 69001-69009, Marseille 13001-13016):
 * none is in any carrier's delivery-area, extended-area or remote-area list. An assumption from
 * the carriers' area lists (UPS and DHL area look-ups, La Poste), not a list a carrier publishes
 * as such.
 */
export function isCityCentre(country: string, postalCode: string): boolean {
  if (country !== 'FR') return false;
  const code = postalCode.trim();
  const match = /^(75|69|13)0(\d{2})$/.exec(code);
  if (code === '75116') return true;
  if (!match) return false;
  const district = Number(match[2]);
  const last = { '75': 20, '69': 9, '13': 16 }[match[1] as '75' | '69' | '13'];
  return district >= 1 && district <= last;
}

/**
 * The EU VAT territory's countries (ISO codes), with Monaco (French VAT territory by treaty).
 * Carriage of goods to a place outside it is an export: exempt (Council Directive 2006/112/EC,
 * art. 146(1)(e); Code général des impôts, art. 262 I). Disbursed duties and import taxes are
 * outside the VAT base of the carrier's own service (CGI art. 267 II 2°; Directive art. 79(c)).
 */
export const EU_VAT_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'MC',
]);

/**
 * The currencies an account in the EU VAT territory is billed in (the euro and the members' own).
 * The export exemption above is EU law: a bill in another currency (DHL Australia's in AUD, with
 * Australian GST on an import's clearance fee) is under another country's tax, not this rule's.
 */
export const EU_CURRENCIES = new Set(['EUR', 'BGN', 'CZK', 'DKK', 'HUF', 'PLN', 'RON', 'SEK']);
