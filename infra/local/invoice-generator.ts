/**
 * Carrier invoices with planted anomalies, for the audit's quality test and benchmark: every
 * supported layout, written with its own header, delimiter and decimal convention, shipments
 * billed cleanly, clean look-alikes (a surcharge whose condition holds), and shipments carrying an
 * anomaly of one rule each, with the findings each anomaly must produce (rule, parcel, amount).
 *
 * Rules that read more than the invoice get it beside the file: `facts` gives each parcel the
 * carrier's tracking (a normal delivery unless the anomaly says otherwise) and, where an anomaly
 * needs one, the account's contract terms; `AS_OF` is the day the audit runs. A layout plants the
 * rules whose facts it can write (PLANTABLE); the generic template can write them all.
 */
import Papa from 'papaparse';
import { type ContractTerms, contractTermsSchema, NO_CONTRACT } from '../../shared/audit/contract';
import { FEDEX_CHARGE_AMOUNT, FEDEX_CHARGE_DESCRIPTION } from '../../shared/audit/layouts/fedex';
import { GENERIC_COLUMNS, type GenericColumn } from '../../shared/audit/layouts/generic';
import { UPS_COLUMNS, UPS_WIDTH } from '../../shared/audit/layouts/ups';
import { INVOICE_LAYOUTS, type InvoiceLayout } from '../../shared/audit/read-invoice';
import type { TrackingFacts } from '../../shared/audit/rules/rule';
import type { CarrierId } from '../../shared/carriers/carriers';
import { seededRandom } from './sandbox-carrier/world';

/**
 * The layouts the generator writes: DHL's line report is tested on real files only (test/corpus/dhl,
 * anomalies planted into its real rows), so there is no second reading of it to drift.
 */
export type GeneratedLayout = Exclude<InvoiceLayout, 'dhl_express_line_report'>;
export const GENERATED_LAYOUTS = INVOICE_LAYOUTS.filter(
  (layout): layout is GeneratedLayout => layout !== 'dhl_express_line_report',
);

export interface Planted {
  ruleId: string;
  trackingNumber: string;
  amount: number;
}

/** What the audit knows of a parcel beside its invoice. */
export interface ParcelFacts {
  tracking: TrackingFacts;
  contract: ContractTerms | null;
}

/** The day the quality test audits on (a 'no movement for 5 days' counts to it). */
export const AS_OF = '2026-11-21';

/**
 * The generator's charges, by its own code, and how each layout writes them: UPS's
 * classification, description (and charge category code), the French label of the detail
 * layouts, FedEx's charge pair label, DHL's extra-charge code and name, the column of the
 * layouts with a column per charge. A layout without a way to write a charge cannot carry it.
 */
interface ChargeKind {
  ups?: { classification: 'FRT' | 'FSC' | 'ACC' | 'GOV'; description: string; category?: string };
  /** The charge code UPS and the generic template print (the generator's code when absent). */
  code?: string;
  generic?: string;
  fr?: string;
  fedex?: string;
  dhl?: [string, string];
  wide?: { colissimo_detail?: string; colis_prive_detail?: string };
}

const CHARGES: Record<string, ChargeKind> = {
  // Transportation: written as the service (UPS), a row without label (French detail), the price
  // column (French wide layouts), the transportation amount (FedEx) or weight charge (DHL).
  '003': { wide: { colissimo_detail: 'Prix', colis_prive_detail: 'Prix' } },
  FSC: {
    ups: { classification: 'FSC', description: 'Fuel Surcharge' },
    fr: 'Surcharge carburant',
    fedex: 'Fuel Surcharge',
    dhl: ['FF', 'FUEL SURCHARGE'],
    wide: { colissimo_detail: 'Surcharge carburant', colis_prive_detail: 'Surcharge carburant' },
  },
  AHC: {
    ups: { classification: 'ACC', description: 'Additional Handling' },
    fr: 'Supplément manutention',
    fedex: 'Additional Handling',
    dhl: ['YB', 'OVERWEIGHT PIECE'],
  },
  // As UPS names it when a measure is what it is billed for (real files: AHL, AHG, AHW).
  AHL: {
    ups: { classification: 'ACC', description: 'Addl. Handling longest side' },
    fr: 'Supplément manutention (longueur)',
    fedex: 'Additional Handling - Dimensions',
    generic: 'Additional Handling - Longest side',
  },
  AHW: { generic: 'Additional Handling - Weight', fedex: 'Additional Handling - Weight' },
  AHD: { generic: 'Additional Handling - Dimensions', fedex: 'Additional Handling - Dimensions' },
  LPS: {
    ups: { classification: 'ACC', description: 'Large Package Surcharge' },
    fr: 'Supplément hors norme',
    fedex: 'Oversize Charge',
    dhl: ['YY', 'OVERSIZE PIECE'],
    wide: { colissimo_detail: 'Hors norme' },
  },
  SAT: {
    ups: { classification: 'ACC', description: 'Saturday Delivery' },
    fr: 'Livraison le samedi',
    fedex: 'Saturday Delivery',
    dhl: ['AA', 'SATURDAY DELIVERY'],
  },
  RES: {
    ups: { classification: 'ACC', description: 'Residential Surcharge' },
    fr: 'Livraison à domicile',
    fedex: 'Residential Delivery',
    dhl: ['TK', 'RESIDENTIAL ADDRESS'],
  },
  // UPS bills it as a freight adjustment (real files: 'ADJ', detail 'ADC', 'Address Correction Ground').
  ADC: {
    ups: { classification: 'FRT', description: 'Address Correction', category: 'ADJ' },
    fr: "Correction d'adresse",
    fedex: 'Address Correction',
    dhl: ['MA', 'ADDRESS CORRECTION'],
  },
  SIG: {
    ups: { classification: 'ACC', description: 'Delivery Confirmation Signature' },
    fr: 'Remise contre signature',
    fedex: 'Direct Signature Required',
    dhl: ['SD', 'DIRECT SIGNATURE'],
    wide: { colissimo_detail: 'Remise contre signature' },
  },
  COD: {
    ups: { classification: 'ACC', description: 'C.O.D.' },
    fr: 'Contre-remboursement',
    fedex: 'COD Surcharge',
    dhl: ['KB', 'CASH ON DELIVERY'],
    wide: { colissimo_detail: 'Contre-remboursement' },
  },
  PKP: {
    ups: { classification: 'ACC', description: 'On Call Pickup' },
    fr: 'Enlèvement sur demande',
    fedex: 'Pickup Charge',
    dhl: ['PU', 'PICKUP CHARGE'],
  },
  RTS: {
    ups: { classification: 'FRT', description: 'Return to Sender', category: 'RTN' },
    fr: "Retour à l'expéditeur",
    fedex: 'Return to Sender',
    dhl: ['RT', 'RETURN TO SENDER'],
    wide: { colissimo_detail: "Retour à l'expéditeur", colis_prive_detail: "Retour à l'expéditeur" },
  },
  DVC: { ups: { classification: 'ACC', description: 'Declared Value' } },
  PEK: {
    ups: { classification: 'ACC', description: 'Peak Surcharge' },
    fedex: 'Peak Surcharge',
  },
  DAS: {
    ups: { classification: 'ACC', description: 'Delivery Area Surcharge' },
    fr: 'Supplément zone de livraison',
    fedex: 'Delivery Area Surcharge',
    dhl: ['OA', 'DELIVERY AREA SURCHARGE'],
  },
  RMT: {
    ups: { classification: 'ACC', description: 'Remote Area Surcharge' },
    fr: 'Supplément zone éloignée',
    fedex: 'Remote Area Surcharge',
    dhl: ['OO', 'REMOTE AREA DELIVERY'],
  },
  COR: {
    ups: { classification: 'ACC', description: 'Corsica Surcharge' },
    fr: 'Supplément Corse',
    fedex: 'Corsica Surcharge',
    dhl: ['OC', 'CORSICA SURCHARGE'],
    wide: { colissimo_detail: 'Supplément Corse', colis_prive_detail: 'Supplément Corse' },
  },
  PRM: { generic: 'Premium 12:00', dhl: ['TT', 'PREMIUM 12:00'] },
  DUT: { generic: 'Import Duties', fr: 'Droits de douane', dhl: ['XB', 'IMPORT DUTIES'] },
  VAT: { generic: 'VAT', fr: 'TVA' },
  FEE: { generic: 'Service fee' },
  // A refund credited, and the same amount billed again later under the carriage's code.
  CRD: {
    code: '003',
    ups: { classification: 'FRT', description: 'Guarantee refund' },
    fr: 'Remboursement garantie',
  },
  REB: {
    code: '003',
    ups: { classification: 'FRT', description: 'Refund reversal' },
    fr: 'Refacturation remboursement',
  },
};

/** One charge of a generated shipment, in the generator's own terms. */
interface Charge {
  code: keyof typeof CHARGES;
  net: number;
  /** The contract discount off the published rate (gross = net + discount). */
  discount?: number;
  /** The published rate, when it is not net + discount (the generic template writes it). */
  gross?: number;
  /** The VAT, when not 20 % of the net. */
  vat?: number;
  /** A transportation charge's service, when not the parcel's. */
  service?: string;
  /** Billed on another invoice than the file's first. */
  invoice?: { number: string; date: string };
  zone?: string;
}

interface Place {
  country: string;
  postal: string;
}

interface Parcel {
  carrier: CarrierId;
  service: string;
  currency: string;
  tracking: string;
  shipDate: string;
  /** The day it was delivered ('' for never); `invoiceDelivery` false when the invoice does not print it. */
  deliveryDate: string;
  invoiceDelivery: boolean;
  zone: string;
  reference: string;
  origin: Place;
  destination: Place;
  receiverCompany: string;
  enteredKg: number;
  billedKg: number;
  billedType: 'actual' | 'dimensional' | 'minimum';
  dimensions: [number, number, number] | null;
  charges: Charge[];
  /** The carrier's tracking when it is not a normal delivery, and the contract when there is one. */
  trackingFacts?: TrackingFacts;
  contract?: ContractTerms;
}

/** Each layout's carrier and the service its parcels travel under. */
const LAYOUT_PARCELS: Record<GeneratedLayout, { carrier: CarrierId; service: string }> = {
  ups_billing_data: { carrier: 'ups', service: 'UPS Standard' },
  generic: { carrier: 'colissimo', service: 'Colissimo Expert' },
  fedex_csv_edi: { carrier: 'fedex', service: 'International Economy' },
  dhl_express_csv: { carrier: 'dhl_express', service: 'DOMESTIC EXPRESS' },
  gls_detail: { carrier: 'gls', service: 'BusinessParcel' },
  chronopost_detail: { carrier: 'chronopost', service: 'Chrono 13' },
  colissimo_detail: { carrier: 'colissimo', service: 'DOM' },
  colis_prive_detail: { carrier: 'colis_prive', service: '' },
};

/* What each layout can carry. */

/** Rules read from the tracking alone: any layout that bills a parcel's carriage can carry them. */
const TRACKING_ON_CARRIAGE = [
  'label_voided_billed',
  'label_never_scanned',
  'lost_no_movement',
  'lost_reported_by_carrier',
  'damage_in_tracking',
  'misdelivered_in_tracking',
  'exception_after_delivery',
];
/** Rules on surcharges every detailed layout writes (UPS, FedEx, DHL, GLS, Chronopost, generic). */
const ON_SURCHARGES = [
  'delivered_unattended_signature_billed',
  'signature_not_obtained',
  'delivery_fees_on_returned',
  'return_charge_on_delivered',
  'address_correction_not_in_tracking',
  'pickup_fee_on_drop_off',
  'surcharge_waived_billed',
  'surcharge_above_cap',
  'discount_not_applied',
  'fuel_on_waived_surcharge',
  'fuel_rate_above_table',
  'duplicate_charge',
  'accessorial_billed_twice',
  'fuel_without_charges',
  'residential_on_business',
  'area_surcharge_twice',
  'area_surcharge_city_centre',
];
/** Rules on weights and dimensions (layouts with entered and billed weight and dimensions). */
const ON_WEIGHTS = ['dimensional_weight_overbilled', 'dim_divisor_contract'];
/** Rules on a second row of the parcel (layouts with a row per charge). */
const ON_ROWS = ['transportation_billed_twice', 'billed_on_two_invoices'];
/** Rules on VAT per charge to a French or foreign address. */
const ON_VAT = ['vat_rate_wrong', 'vat_on_export', 'vat_on_duties'];

/** The anomalies planted when a caller does not ask for more: those an invoice alone shows. */
export const INVOICE_ONLY: Record<GeneratedLayout, readonly string[]> = {
  ups_billing_data: [
    'duplicate_charge',
    'additional_handling_not_met',
    'oversize_not_met',
    'saturday_not_saturday',
    'residential_on_business',
    'dimensional_weight_overbilled',
  ],
  generic: [
    'duplicate_charge',
    'saturday_not_saturday',
    'residential_on_business',
    'dimensional_weight_overbilled',
    'vat_rate_wrong',
  ],
  fedex_csv_edi: [
    'duplicate_charge',
    'saturday_not_saturday',
    'residential_on_business',
    'dimensional_weight_overbilled',
  ],
  dhl_express_csv: [
    'duplicate_charge',
    'residential_on_business',
    'dimensional_weight_overbilled',
    'vat_rate_wrong',
  ],
  gls_detail: ['duplicate_charge', 'saturday_not_saturday', 'residential_on_business', 'vat_rate_wrong'],
  chronopost_detail: [
    'duplicate_charge',
    'saturday_not_saturday',
    'residential_on_business',
    'vat_rate_wrong',
  ],
  colissimo_detail: ['duplicate_charge'],
  colis_prive_detail: ['duplicate_charge'],
};

const round2 = (value: number) => Math.round(value * 100) / 100;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const at = (day: string, time: string) => `${day}T${time}:00+02:00`;

function baseParcel(
  layout: GeneratedLayout,
  index: number,
  random: () => number,
  { firstShipDate = '2026-10-05', firstParcel = 0 }: Pick<GenerateOptions, 'firstShipDate' | 'firstParcel'>,
): Parcel {
  const ship = new Date(Date.parse(`${firstShipDate}T00:00:00Z`) + (index % 20) * 86_400_000);
  // Delivered two days later, never on a Saturday unless a test wants one.
  const delivery = new Date(ship.getTime() + 2 * 86_400_000);
  if (delivery.getUTCDay() === 6) delivery.setUTCDate(delivery.getUTCDate() + 2);
  const kg = Math.round((1 + random() * 8) * 10) / 10;
  const transport = round2(7 + kg * 1.3);
  return {
    ...LAYOUT_PARCELS[layout],
    currency: 'EUR',
    tracking: `1Z${String(100_000_000 + firstParcel + index).padStart(16, '0')}`,
    shipDate: ship.toISOString().slice(0, 10),
    deliveryDate: delivery.toISOString().slice(0, 10),
    invoiceDelivery: true,
    zone: '004',
    reference: '',
    origin: { country: 'FR', postal: '93200' },
    destination: { country: 'FR', postal: '69003' },
    receiverCompany: '',
    enteredKg: kg,
    billedKg: Math.ceil(kg),
    billedType: 'actual',
    dimensions: [30, 20, 10],
    charges: [
      { code: '003', net: transport, discount: round2(transport * 0.3) },
      { code: 'FSC', net: round2(transport * 0.18) },
    ],
  };
}

/* The carrier's tracking. */

const event = (time: string, description: string, code: string, location = 'Lyon, FR') => ({
  at: time,
  code,
  description,
  location,
});

/** Picked up on the ship date at 16:00, sorted overnight, delivered at 11:00 (before 18:00, as scheduled). */
function delivered(parcel: Parcel, last = 'Delivered', time = '11:00'): TrackingFacts {
  return {
    status: 'delivered',
    firstScanAt: at(parcel.shipDate, '16:00'),
    scheduledDeliveryAt: at(parcel.deliveryDate, '18:00'),
    deliveredAt: at(parcel.deliveryDate, time),
    events: [
      event(at(parcel.shipDate, '09:00'), 'Shipment information received', 'MP', ''),
      event(at(parcel.shipDate, '16:00'), 'Picked up', 'PU', 'Paris, FR'),
      event(at(addDays(parcel.shipDate, 1), '03:00'), 'Arrived at facility', 'AR'),
      event(at(parcel.deliveryDate, time), last, 'DL'),
    ],
  };
}

/** Picked up, then `events` and no delivery. */
function undelivered(
  parcel: Parcel,
  status: TrackingFacts['status'],
  events: TrackingFacts['events'],
): TrackingFacts {
  parcel.deliveryDate = '';
  return {
    status,
    firstScanAt: at(parcel.shipDate, '16:00'),
    scheduledDeliveryAt: at(addDays(parcel.shipDate, 2), '18:00'),
    deliveredAt: null,
    events: [
      event(at(parcel.shipDate, '09:00'), 'Shipment information received', 'MP', ''),
      event(at(parcel.shipDate, '16:00'), 'Picked up', 'PU', 'Paris, FR'),
      ...events,
    ],
  };
}

/** A label printed and never scanned: no delivery, no first scan. */
function labelOnly(parcel: Parcel, ...events: TrackingFacts['events']): TrackingFacts {
  parcel.deliveryDate = '';
  return {
    status: 'label_created',
    firstScanAt: null,
    scheduledDeliveryAt: null,
    deliveredAt: null,
    events: [event(at(parcel.shipDate, '09:00'), 'Shipment information received', 'MP', ''), ...events],
  };
}

const contract = (terms: Partial<ContractTerms>): ContractTerms =>
  contractTermsSchema.parse({ ...NO_CONTRACT, ...terms });
const YEAR_2026 = { from: '2026-01-01', to: '2026-12-31' };

/* Plantings: each sets up one anomaly and returns the findings it must produce, by rule. */

const transportOf = (parcel: Parcel) => parcel.charges.find((charge) => charge.code === '003')!;
const fuelOf = (parcel: Parcel) => parcel.charges.find((charge) => charge.code === 'FSC')!;
const add = (parcel: Parcel, charge: Charge) => {
  parcel.charges.push(charge);
  return charge.net;
};
/** What the parcel's carriage was billed (every positive charge but VAT and duties). */
const carriage = (parcel: Parcel) =>
  round2(
    parcel.charges
      .filter((charge) => charge.net > 0 && charge.code !== 'VAT' && charge.code !== 'DUT')
      .reduce((sum, charge) => sum + charge.net, 0),
  );
/** Transport at `net` and fuel at 18 % of it (plantings whose amount is a share of the transport). */
function transportAt(parcel: Parcel, net: number): void {
  transportOf(parcel).net = net;
  fuelOf(parcel).net = round2(net * 0.18);
}
const vatOf = (charge: Charge) => charge.vat ?? round2(charge.net * 0.2);
const OTHER_INVOICE = { number: 'INV-LATER-002', date: '2026-11-12' };

/** A planting, told the layout it is written in (a layout that cannot write a charge plants another). */
type Plant = (parcel: Parcel, layout: GeneratedLayout) => Record<string, number>;

const bothSignatureRules: Plant = (parcel) => {
  const signature = add(parcel, { code: 'SIG', net: 3.5 });
  parcel.trackingFacts = delivered(parcel, 'Delivered, left at front door');
  return {
    delivered_unattended_signature_billed: carriage(parcel) - signature,
    signature_not_obtained: signature,
  };
};

const PLANTS: Record<string, Plant> = {
  /* The tracking. */
  label_voided_billed(parcel) {
    parcel.trackingFacts = labelOnly(parcel, event(at(parcel.shipDate, '18:00'), 'Label voided', 'VD', ''));
    return { label_voided_billed: carriage(parcel) };
  },
  label_never_scanned(parcel) {
    parcel.trackingFacts = labelOnly(parcel);
    return { label_never_scanned: carriage(parcel) };
  },
  lost_no_movement(parcel) {
    parcel.trackingFacts = undelivered(parcel, 'in_transit', [
      event(at(addDays(parcel.shipDate, 1), '03:00'), 'Arrived at facility', 'AR'),
    ]);
    return { lost_no_movement: carriage(parcel) };
  },
  lost_reported_by_carrier(parcel) {
    // Declared lost two days ago: not yet 'no movement for five days'.
    parcel.trackingFacts = undelivered(parcel, 'exception', [
      event(at(addDays(AS_OF, -2), '10:00'), 'Package lost', 'LO'),
    ]);
    return { lost_reported_by_carrier: carriage(parcel) };
  },
  damage_in_tracking(parcel) {
    const tracking = delivered(parcel);
    tracking.events.splice(3, 0, event(at(parcel.deliveryDate, '07:00'), 'Package damaged in transit', 'DM'));
    parcel.trackingFacts = tracking;
    return { damage_in_tracking: carriage(parcel) };
  },
  misdelivered_in_tracking(parcel) {
    parcel.trackingFacts = delivered(parcel, 'Delivered to the wrong address');
    return { misdelivered_in_tracking: carriage(parcel) };
  },
  exception_after_delivery(parcel) {
    const tracking = delivered(parcel);
    tracking.events.push(
      event(at(addDays(parcel.deliveryDate, 1), '09:00'), 'Receiver reports parcel not received', 'NR'),
    );
    parcel.trackingFacts = tracking;
    return { exception_after_delivery: carriage(parcel) };
  },
  late_delivery_ups(parcel) {
    parcel.carrier = 'ups';
    parcel.service = 'UPS Express';
    const tracking = delivered(parcel, 'Delivered', '16:30');
    tracking.scheduledDeliveryAt = at(parcel.deliveryDate, '12:00');
    parcel.trackingFacts = tracking;
    return { late_delivery_ups: transportOf(parcel).net };
  },
  late_delivery_chronopost(parcel) {
    parcel.carrier = 'chronopost';
    parcel.service = 'Chrono 13';
    parcel.trackingFacts = delivered(parcel, 'Livré', '15:40');
    return { late_delivery_chronopost: transportOf(parcel).net };
  },
  late_delivery_dhl_express(parcel) {
    parcel.carrier = 'dhl_express';
    parcel.service = 'EXPRESS 12:00';
    const premium = add(parcel, { code: 'PRM', net: 9.5 });
    const tracking = delivered(parcel, 'Delivered', '15:00');
    tracking.scheduledDeliveryAt = at(parcel.deliveryDate, '12:00');
    parcel.trackingFacts = tracking;
    return { late_delivery_dhl_express: premium };
  },
  delivered_unattended_signature_billed: bothSignatureRules,
  signature_not_obtained: bothSignatureRules,
  delivery_fees_on_returned(parcel) {
    const cod = add(parcel, { code: 'COD', net: 4.8 });
    parcel.trackingFacts = undelivered(parcel, 'returned', [
      event(at(addDays(parcel.shipDate, 3), '10:00'), 'Returned to sender', 'RS'),
    ]);
    return { delivery_fees_on_returned: cod };
  },
  return_charge_on_delivered(parcel) {
    return { return_charge_on_delivered: add(parcel, { code: 'RTS', net: 8.9 }) };
  },
  saturday_weekday_in_tracking(parcel) {
    parcel.invoiceDelivery = false;
    return { saturday_weekday_in_tracking: add(parcel, { code: 'SAT', net: 15 }) };
  },
  address_correction_not_in_tracking(parcel) {
    return { address_correction_not_in_tracking: add(parcel, { code: 'ADC', net: 11 }) };
  },
  pickup_fee_on_drop_off(parcel) {
    const tracking = delivered(parcel);
    tracking.events[1] = event(
      at(parcel.shipDate, '16:00'),
      'Dropped off at Access Point',
      'DO',
      'Paris, FR',
    );
    parcel.trackingFacts = tracking;
    return { pickup_fee_on_drop_off: add(parcel, { code: 'PKP', net: 6 }) };
  },

  /* The contract. */
  surcharge_waived_billed(parcel) {
    parcel.contract = contract({ surcharges: [{ category: 'residential', waived: true, maxAmount: null }] });
    return { surcharge_waived_billed: add(parcel, { code: 'RES', net: 4.2 }) };
  },
  surcharge_above_cap(parcel) {
    parcel.contract = contract({ surcharges: [{ category: 'residential', waived: false, maxAmount: 2.5 }] });
    add(parcel, { code: 'RES', net: 4.2 });
    return { surcharge_above_cap: 1.7 };
  },
  discount_not_applied(parcel) {
    const transport = transportOf(parcel);
    transport.discount = 0;
    parcel.contract = contract({ discounts: [{ service: parcel.service, percent: 25 }] });
    return { discount_not_applied: round2(transport.net - round2(transport.net * 0.75)) };
  },
  fuel_on_waived_surcharge(parcel) {
    parcel.contract = contract({
      fuelTable: [{ ...YEAR_2026, percent: 18 }],
      surcharges: [{ category: 'residential', waived: true, maxAmount: null }],
    });
    const transport = transportOf(parcel).net;
    const residential = add(parcel, { code: 'RES', net: 4.2 });
    const fuel = fuelOf(parcel);
    fuel.net = round2((transport + residential) * 0.18);
    const withoutWaived = round2(transport * 0.18);
    return {
      surcharge_waived_billed: residential,
      fuel_on_waived_surcharge: round2(Math.min(residential * 0.18, fuel.net - withoutWaived)),
    };
  },
  fuel_rate_above_table(parcel) {
    const transport = transportOf(parcel);
    transport.discount = 0;
    parcel.contract = contract({ fuelTable: [{ ...YEAR_2026, percent: 12 }] });
    return { fuel_rate_above_table: round2(fuelOf(parcel).net - round2(transport.net * 0.12)) };
  },

  /* The invoice's own lines. */
  duplicate_charge(parcel) {
    const fuel = fuelOf(parcel);
    return { duplicate_charge: add(parcel, { ...fuel }) };
  },
  transportation_billed_twice(parcel) {
    const again = round2(transportOf(parcel).net - 1.5);
    return { transportation_billed_twice: add(parcel, { code: '003', net: again }) };
  },
  service_billed_differently(parcel) {
    const other = round2(transportOf(parcel).net * 0.8);
    return {
      service_billed_differently: add(parcel, { code: '003', net: other, service: `${parcel.service} Plus` }),
    };
  },
  billed_on_two_invoices(parcel) {
    return { billed_on_two_invoices: add(parcel, { ...fuelOf(parcel), invoice: OTHER_INVOICE }) };
  },
  accessorial_billed_twice(parcel, layout) {
    if (!writes(layout, 'ADC')) {
      add(parcel, { code: 'SIG', net: 3.5 });
      return { accessorial_billed_twice: add(parcel, { code: 'SIG', net: 2.9 }) };
    }
    // Issue 41, item 7: an address correction (the tracking records it) billed again at another
    // amount, on a later invoice where the layout writes a row per charge.
    const tracking = delivered(parcel);
    tracking.events.splice(3, 0, event(at(parcel.deliveryDate, '08:00'), 'The address was corrected', 'AC'));
    parcel.trackingFacts = tracking;
    add(parcel, { code: 'ADC', net: 11 });
    const later = PLANTABLE[layout].includes('billed_on_two_invoices') ? { invoice: OTHER_INVOICE } : {};
    return { accessorial_billed_twice: add(parcel, { code: 'ADC', net: 9.5, ...later }) };
  },
  fuel_without_charges(parcel) {
    parcel.charges = parcel.charges.filter((charge) => charge.code !== '003');
    return { fuel_without_charges: fuelOf(parcel).net };
  },
  credit_rebilled(parcel) {
    const amount = transportOf(parcel).net;
    add(parcel, { code: 'CRD', net: -amount, invoice: OTHER_INVOICE });
    return {
      credit_rebilled: add(parcel, {
        code: 'REB',
        net: amount,
        invoice: { number: 'INV-LATER-003', date: '2026-11-19' },
      }),
    };
  },
  net_above_rate_less_discount(parcel) {
    const transport = transportOf(parcel);
    transport.gross = round2(transport.net + (transport.discount ?? 0) - 2);
    return { net_above_rate_less_discount: 2 };
  },

  /* Weights. */
  dimensional_weight_overbilled(parcel) {
    parcel.dimensions = [40, 30, 20];
    parcel.enteredKg = 3;
    parcel.billedKg = 9;
    parcel.billedType = 'dimensional';
    transportAt(parcel, 18);
    // Fair weight: max(3, 40 x 30 x 20 / 5000 = 4.8 -> 5.0) = 5 kg; 18 x (9 - 5) / 9.
    return { dimensional_weight_overbilled: 8 };
  },
  weight_rebilled(parcel) {
    parcel.enteredKg = 3;
    parcel.billedKg = 9;
    transportAt(parcel, 18);
    // Fair weight: max(3, 30 x 20 x 10 / 5000 = 1.2 -> 2) = 3 kg; 18 x (9 - 3) / 9.
    return { weight_rebilled: 12 };
  },
  minimum_weight_misapplied(parcel) {
    parcel.carrier = 'ups';
    parcel.dimensions = [40, 30, 20];
    parcel.enteredKg = 3;
    parcel.billedKg = 40;
    parcel.billedType = 'minimum';
    transportAt(parcel, 40);
    // Not a large package; fair weight max(3, 4.8 -> 5) = 5 kg; 40 x (40 - 5) / 40.
    return { minimum_weight_misapplied: 35 };
  },
  dim_divisor_contract(parcel) {
    parcel.contract = contract({ dimDivisor: 6000 });
    parcel.dimensions = [40, 30, 20];
    parcel.enteredKg = 3;
    parcel.billedKg = 5;
    parcel.billedType = 'dimensional';
    transportAt(parcel, 20);
    // At 6000: 24,000 / 6000 = 4 kg; 20 x (5 - 4) / 5.
    return { dim_divisor_contract: 4 };
  },

  /* Surcharges against their published thresholds. */
  additional_handling_not_met(parcel) {
    parcel.carrier = 'ups';
    parcel.enteredKg = 5;
    parcel.billedKg = 5;
    parcel.dimensions = [40, 30, 20];
    return { additional_handling_not_met: add(parcel, { code: 'AHL', net: 12.5 }) };
  },
  oversize_not_met(parcel) {
    parcel.carrier = 'ups';
    parcel.dimensions = [100, 50, 40];
    return { oversize_not_met: add(parcel, { code: 'LPS', net: 90 }) };
  },
  handling_with_large_package(parcel) {
    if (parcel.carrier !== 'fedex') parcel.carrier = 'ups';
    parcel.dimensions = [150, 60, 50];
    parcel.enteredKg = 20;
    parcel.billedKg = 90;
    parcel.billedType = 'dimensional';
    add(parcel, { code: 'LPS', net: 90 });
    return { handling_with_large_package: add(parcel, { code: 'AHC', net: 12.5 }) };
  },
  fedex_handling_dimension_not_met(parcel) {
    parcel.carrier = 'fedex';
    parcel.dimensions = [40, 30, 20];
    return { fedex_handling_dimension_not_met: add(parcel, { code: 'AHD', net: 15 }) };
  },
  fedex_handling_weight_not_met(parcel) {
    parcel.carrier = 'fedex';
    return { fedex_handling_weight_not_met: add(parcel, { code: 'AHW', net: 15 }) };
  },
  fedex_oversize_not_met(parcel) {
    parcel.carrier = 'fedex';
    parcel.dimensions = [100, 50, 40];
    return { fedex_oversize_not_met: add(parcel, { code: 'LPS', net: 90 }) };
  },
  dhl_oversize_piece_not_met(parcel) {
    parcel.carrier = 'dhl_express';
    parcel.dimensions = [60, 40, 30];
    parcel.billedKg = Math.max(parcel.billedKg, 15);
    parcel.billedType = 'dimensional';
    parcel.enteredKg = Math.min(parcel.enteredKg, 14);
    return { dhl_oversize_piece_not_met: add(parcel, { code: 'LPS', net: 35 }) };
  },
  dhl_overweight_piece_not_met(parcel) {
    parcel.carrier = 'dhl_express';
    parcel.enteredKg = 20;
    parcel.billedKg = 20;
    return { dhl_overweight_piece_not_met: add(parcel, { code: 'AHC', net: 35 }) };
  },
  chronopost_non_standard_not_met(parcel) {
    parcel.carrier = 'chronopost';
    parcel.service = 'Chrono 13';
    parcel.dimensions = [60, 40, 30];
    return { chronopost_non_standard_not_met: add(parcel, { code: 'LPS', net: 25 }) };
  },
  peak_out_of_season(parcel) {
    if (parcel.carrier !== 'fedex') parcel.carrier = 'ups';
    // Between UPS's and FedEx's 2024 and 2025 peaks.
    parcel.shipDate = '2025-06-10';
    parcel.deliveryDate = '2025-06-12';
    return { peak_out_of_season: add(parcel, { code: 'PEK', net: 4.5 }) };
  },
  declared_value_within_free_liability(parcel) {
    parcel.carrier = 'ups';
    parcel.currency = 'USD';
    parcel.reference = 'Declared value 80.00';
    return { declared_value_within_free_liability: add(parcel, { code: 'DVC', net: 3.5 }) };
  },
  saturday_not_saturday(parcel) {
    return { saturday_not_saturday: add(parcel, { code: 'SAT', net: 15 }) };
  },
  residential_on_business(parcel) {
    parcel.receiverCompany = 'Atelier Dupont SARL';
    return { residential_on_business: add(parcel, { code: 'RES', net: 4.2 }) };
  },

  /* Places. */
  corsica_surcharge_mainland(parcel) {
    parcel.destination = { country: 'FR', postal: '38000' };
    return { corsica_surcharge_mainland: add(parcel, { code: 'COR', net: 15 }) };
  },
  area_surcharge_twice(parcel) {
    parcel.destination = { country: 'FR', postal: '38000' };
    add(parcel, { code: 'RMT', net: 6 });
    return { area_surcharge_twice: add(parcel, { code: 'DAS', net: 3.5 }) };
  },
  area_surcharge_city_centre(parcel) {
    parcel.destination = { country: 'FR', postal: '75008' };
    return { area_surcharge_city_centre: add(parcel, { code: 'DAS', net: 3.5 }) };
  },
  zone_changed_without_address_change(parcel) {
    const rebilled = round2(transportOf(parcel).net + 1.2);
    return {
      zone_changed_without_address_change: add(parcel, {
        code: '003',
        net: rebilled,
        zone: '005',
        invoice: OTHER_INVOICE,
      }),
    };
  },

  /* VAT. */
  vat_rate_wrong(parcel) {
    const transport = transportOf(parcel);
    transport.vat = round2(transport.net * 0.25);
    return { vat_rate_wrong: round2(transport.vat - round2(transport.net * 0.2)) };
  },
  vat_on_export(parcel) {
    parcel.destination = { country: 'CH', postal: '1201' };
    return { vat_on_export: round2(parcel.charges.reduce((sum, charge) => sum + vatOf(charge), 0)) };
  },
  vat_on_zero_net(parcel) {
    add(parcel, { code: 'FEE', net: 0, vat: 1.5 });
    return { vat_on_zero_net: 1.5 };
  },
  vat_on_vat(parcel) {
    add(parcel, { code: 'VAT', net: 3, vat: 0.6 });
    return { vat_on_vat: 0.6 };
  },
  vat_on_duties(parcel) {
    add(parcel, { code: 'DUT', net: 12 });
    return { vat_on_duties: 2.4 };
  },
};

/** The anomalies each layout can carry (rules whose facts the layout writes). */
export const PLANTABLE: Record<GeneratedLayout, readonly string[]> = {
  ups_billing_data: [
    ...TRACKING_ON_CARRIAGE,
    ...ON_SURCHARGES,
    ...ON_WEIGHTS,
    ...ON_ROWS,
    'late_delivery_ups',
    'saturday_weekday_in_tracking',
    'saturday_not_saturday',
    'additional_handling_not_met',
    'oversize_not_met',
    'handling_with_large_package',
    'service_billed_differently',
    'credit_rebilled',
    'weight_rebilled',
    'minimum_weight_misapplied',
    'peak_out_of_season',
    'declared_value_within_free_liability',
    'corsica_surcharge_mainland',
    'zone_changed_without_address_change',
  ],
  // Every rule: the template names the carrier, so each carrier's own rules too.
  generic: Object.keys(PLANTS),
  // One row per package: no second row, no VAT per charge, its dimensional weight read from the
  // rated weight (no 'actual' flag: a weight above the entered one reads as dimensional).
  fedex_csv_edi: [
    ...TRACKING_ON_CARRIAGE,
    ...ON_SURCHARGES,
    ...ON_WEIGHTS,
    'saturday_weekday_in_tracking',
    'saturday_not_saturday',
    'handling_with_large_package',
    'fedex_handling_dimension_not_met',
    'fedex_handling_weight_not_met',
    'fedex_oversize_not_met',
    'peak_out_of_season',
    'corsica_surcharge_mainland',
  ],
  // One row per shipment, no delivery date on the invoice: a Saturday fee is judged on the tracking.
  dhl_express_csv: [
    ...TRACKING_ON_CARRIAGE,
    ...ON_SURCHARGES,
    ...ON_WEIGHTS,
    ...ON_VAT,
    'late_delivery_dhl_express',
    'saturday_weekday_in_tracking',
    'weight_rebilled',
    'dhl_oversize_piece_not_met',
    'dhl_overweight_piece_not_met',
    'corsica_surcharge_mainland',
  ],
  // A row per charge with VAT, no origin, no dimensions, no entered weight.
  gls_detail: [
    ...TRACKING_ON_CARRIAGE,
    ...ON_SURCHARGES,
    ...ON_ROWS,
    ...ON_VAT,
    'saturday_weekday_in_tracking',
    'saturday_not_saturday',
    'service_billed_differently',
    'credit_rebilled',
    'vat_on_vat',
  ],
  chronopost_detail: [
    ...TRACKING_ON_CARRIAGE,
    ...ON_SURCHARGES,
    ...ON_ROWS,
    ...ON_VAT,
    'late_delivery_chronopost',
    'saturday_weekday_in_tracking',
    'saturday_not_saturday',
    'service_billed_differently',
    'credit_rebilled',
    'vat_on_vat',
  ],
  // A row per parcel with a column per charge (price, fuel, signature, COD, return, Corsica...),
  // VAT for the whole row, no delivery date: its tracking and its columns' charges.
  colissimo_detail: [
    ...TRACKING_ON_CARRIAGE,
    ...ON_ROWS,
    'delivered_unattended_signature_billed',
    'signature_not_obtained',
    'delivery_fees_on_returned',
    'return_charge_on_delivered',
    'discount_not_applied',
    'fuel_rate_above_table',
    'duplicate_charge',
    'accessorial_billed_twice',
    'fuel_without_charges',
  ],
  colis_prive_detail: [
    ...TRACKING_ON_CARRIAGE,
    ...ON_ROWS,
    'return_charge_on_delivered',
    'fuel_rate_above_table',
    'duplicate_charge',
    'fuel_without_charges',
  ],
};

/**
 * Clean look-alikes: a surcharge or a fact where its condition holds (no finding expected). The
 * first four are the invoice's alone; the others need the tracking or a contract. A layout that
 * cannot write a look-alike's charges takes the next one.
 */
const CLEAN: { codes: string[]; facts: boolean; make: (parcel: Parcel) => void }[] = [
  {
    // Heavy enough for every carrier's handling surcharge (UPS 25 kg, FedEx 31 kg, DHL 70 kg).
    codes: [],
    facts: false,
    make(parcel) {
      parcel.enteredKg = 75;
      parcel.billedKg = 75;
      parcel.charges.push({ code: 'AHC', net: 12.5 });
    },
  },
  { codes: [], facts: false, make: (parcel) => parcel.charges.push({ code: 'RES', net: 4.2 }) },
  {
    codes: [],
    facts: false,
    make(parcel) {
      const day = new Date(`${parcel.deliveryDate}T12:00:00Z`);
      day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
      parcel.deliveryDate = day.toISOString().slice(0, 10);
      parcel.charges.push({ code: 'SAT', net: 15 });
    },
  },
  {
    codes: [],
    facts: false,
    make(parcel) {
      parcel.dimensions = [40, 30, 20];
      parcel.billedKg = 5;
      parcel.enteredKg = 3;
      parcel.billedType = 'dimensional';
    },
  },
  {
    // Signed for: the signature fee stands.
    codes: ['SIG'],
    facts: true,
    make(parcel) {
      parcel.charges.push({ code: 'SIG', net: 3.5 });
      parcel.trackingFacts = delivered(parcel, 'Delivered, signed by MARTIN');
    },
  },
  {
    // Billed as the contract says: fuel within the table, a cap not reached, another service's discount.
    codes: [],
    facts: true,
    make(parcel) {
      parcel.contract = contract({
        fuelTable: [{ ...YEAR_2026, percent: 18 }],
        discounts: [{ service: 'Some Other Service', percent: 40 }],
        surcharges: [{ category: 'delivery_area', waived: false, maxAmount: 5 }],
        dimDivisor: 4000,
      });
    },
  },
  {
    codes: ['COR'],
    facts: false,
    make(parcel) {
      parcel.destination = { country: 'FR', postal: '20000' };
      parcel.charges.push({ code: 'COR', net: 15 });
    },
  },
  {
    // Still moving two days ago: not lost yet.
    codes: [],
    facts: true,
    make(parcel) {
      parcel.trackingFacts = undelivered(parcel, 'in_transit', [
        event(at(addDays(AS_OF, -2), '08:00'), 'Arrived at facility', 'AR'),
      ]);
    },
  },
  {
    // Returned, and billed for the return.
    codes: ['RTS'],
    facts: true,
    make(parcel) {
      parcel.charges.push({ code: 'RTS', net: 8.9 });
      parcel.trackingFacts = undelivered(parcel, 'returned', [
        event(at(addDays(parcel.shipDate, 3), '10:00'), 'Returned to sender', 'RS'),
      ]);
    },
  },
  {
    // The address was corrected.
    codes: ['ADC'],
    facts: true,
    make(parcel) {
      parcel.charges.push({ code: 'ADC', net: 11 });
      const tracking = delivered(parcel);
      tracking.events.splice(3, 0, event(at(parcel.deliveryDate, '08:00'), 'Address corrected', 'AC'));
      parcel.trackingFacts = tracking;
    },
  },
  {
    codes: ['PEK'],
    facts: false,
    make(parcel) {
      parcel.shipDate = '2025-11-20';
      parcel.deliveryDate = '2025-11-24';
      parcel.charges.push({ code: 'PEK', net: 4.5 });
    },
  },
  {
    // Picked up by the driver: the pickup fee stands.
    codes: ['PKP'],
    facts: true,
    make: (parcel) => parcel.charges.push({ code: 'PKP', net: 6 }),
  },
];

/* Writing each layout. */

const comma = (value: number) => value.toFixed(2).replace('.', ',');
const ymd = (day: string) => day.replace(/-/g, '');
const frDate = (day: string) => (day ? `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}` : '');
const invoiceDelivery = (parcel: Parcel) => (parcel.invoiceDelivery ? parcel.deliveryDate : '');
const isTransport = (charge: Charge) => charge.code === '003';
const codeOf = (charge: Charge) => CHARGES[charge.code]!.code ?? charge.code;
const serviceOf = (parcel: Parcel, charge: Charge) => charge.service ?? parcel.service;

function cannot(layout: string, charge: Charge): never {
  throw new Error(`the ${layout} writer has no way to write a ${charge.code} charge`);
}

interface Written {
  rows: string[][];
  /** Charge lines the rows hold (what the reader must emit). */
  lines: number;
}

interface Invoice {
  number: string;
  date: string;
}

/**
 * A parcel's rows as UPS writes them (checked against the real files of test/corpus by
 * test/corpus/generator.test.ts): one row per charge, Billed Weight Type on two digits, then one
 * informational row (INF, net 0.00) carrying the measured dimensions in Detail Keyed Dim (226) with
 * their unit alone in 227; Package Dimensions (33) stays empty on charge rows.
 */
function upsRows(parcel: Parcel, invoice: Invoice): Written {
  const informational: Charge = { code: '003', net: 0 };
  const rows = [...parcel.charges, informational].map((charge) => {
    const inf = charge === informational;
    const kind = inf
      ? { classification: 'INF', description: parcel.service, category: undefined }
      : isTransport(charge)
        ? { classification: 'FRT', description: serviceOf(parcel, charge), category: undefined }
        : (CHARGES[charge.code]!.ups ?? cannot('UPS', charge));
    const row = new Array<string>(UPS_WIDTH).fill('');
    const set = (position: number, value: string | number) => {
      row[position - 1] = String(value);
    };
    const billedOn = charge.invoice ?? invoice;
    set(UPS_COLUMNS.version, '2.1');
    set(UPS_COLUMNS.accountNumber, 'A12B34');
    set(UPS_COLUMNS.accountCountry, 'FR');
    set(UPS_COLUMNS.invoiceDate, billedOn.date);
    set(UPS_COLUMNS.invoiceNumber, billedOn.number);
    set(UPS_COLUMNS.invoiceCurrency, parcel.currency);
    set(UPS_COLUMNS.transactionDate, parcel.shipDate);
    set(UPS_COLUMNS.leadShipmentNumber, parcel.tracking);
    set(UPS_COLUMNS.shipmentReference1, parcel.reference);
    set(UPS_COLUMNS.trackingNumber, parcel.tracking);
    set(UPS_COLUMNS.enteredWeight, parcel.enteredKg);
    set(UPS_COLUMNS.enteredWeightUnit, 'K');
    set(UPS_COLUMNS.billedWeight, parcel.billedKg);
    set(UPS_COLUMNS.billedWeightUnit, 'K');
    set(UPS_COLUMNS.billedWeightType, { actual: '01', dimensional: '02', minimum: '03' }[parcel.billedType]);
    if (inf && parcel.dimensions) {
      set(UPS_COLUMNS.detailKeyedDimensions, parcel.dimensions.map((side) => side.toFixed(1)).join('x '));
      set(UPS_COLUMNS.detailKeyedUnit, 'C');
    }
    set(UPS_COLUMNS.zone, charge.zone ?? parcel.zone);
    set(UPS_COLUMNS.chargeCategoryCode, kind.category ?? 'SHP');
    set(UPS_COLUMNS.chargeClassificationCode, kind.classification);
    set(UPS_COLUMNS.chargeDescriptionCode, codeOf(charge));
    set(UPS_COLUMNS.chargeDescription, kind.description);
    set(UPS_COLUMNS.transactionCurrency, parcel.currency);
    set(UPS_COLUMNS.incentiveAmount, (charge.discount ?? 0).toFixed(2));
    set(UPS_COLUMNS.netAmount, charge.net.toFixed(2));
    set(UPS_COLUMNS.senderCountry, parcel.origin.country);
    set(UPS_COLUMNS.senderPostal, parcel.origin.postal);
    set(UPS_COLUMNS.receiverName, 'Marie Martin');
    set(UPS_COLUMNS.receiverCompany, parcel.receiverCompany);
    set(UPS_COLUMNS.receiverCountry, parcel.destination.country);
    set(UPS_COLUMNS.receiverPostal, parcel.destination.postal);
    set(UPS_COLUMNS.shipmentDate, parcel.shipDate);
    set(UPS_COLUMNS.deliveryDate, invoiceDelivery(parcel));
    return row;
  });
  return { rows, lines: rows.length };
}

/** A charge as its carrier words it (the generic template keeps the carrier's own words). */
function carrierWording(carrier: CarrierId, kind: ChargeKind): string | undefined {
  const own =
    carrier === 'dhl_express'
      ? kind.dhl?.[1]
      : carrier === 'fedex'
        ? kind.fedex
        : carrier === 'ups'
          ? kind.ups?.description
          : kind.fr;
  return own ?? kind.generic ?? kind.ups?.description;
}

function genericRows(parcel: Parcel, invoice: Invoice): Written {
  const rows = parcel.charges.map((charge) => {
    const kind = CHARGES[charge.code]!;
    const description = isTransport(charge)
      ? `Transport ${serviceOf(parcel, charge)}`
      : (carrierWording(parcel.carrier, kind) ?? cannot('generic', charge));
    const billedOn = charge.invoice ?? invoice;
    const cells: Partial<Record<GenericColumn, string | number>> = {
      carrier: parcel.carrier,
      account: 'C-778',
      invoice_number: billedOn.number,
      invoice_date: frDate(billedOn.date),
      currency: parcel.currency,
      tracking_number: parcel.tracking,
      reference: parcel.reference,
      ship_date: parcel.shipDate,
      delivery_date: invoiceDelivery(parcel),
      service: serviceOf(parcel, charge),
      zone: charge.zone ?? parcel.zone,
      origin_country: parcel.origin.country,
      origin_postal_code: parcel.origin.postal,
      destination_country: parcel.destination.country,
      destination_postal_code: parcel.destination.postal,
      destination_company: parcel.receiverCompany,
      entered_weight_kg: String(parcel.enteredKg).replace('.', ','),
      billed_weight_kg: String(parcel.billedKg).replace('.', ','),
      billed_weight_type: parcel.billedType,
      length_cm: parcel.dimensions?.[0] ?? '',
      width_cm: parcel.dimensions?.[1] ?? '',
      height_cm: parcel.dimensions?.[2] ?? '',
      charge_code: codeOf(charge),
      charge_description: description,
      gross: charge.gross === undefined ? '' : comma(charge.gross),
      discount: charge.discount ? comma(charge.discount) : '',
      net: comma(charge.net),
      vat: comma(vatOf(charge)),
    };
    return GENERIC_COLUMNS.map((column) => String(cells[column] ?? ''));
  });
  return { rows, lines: rows.length };
}

/**
 * FedEx Billing Online's CSV download, column for column as the real export of test/corpus/fedex writes it
 * (210 columns: 107 named, 51 charge label/amount pairs, the shipment notes).
 */
export const FEDEX_HEADER = [
  'Consolidated Account Number',
  'Bill to Account Number',
  'Invoice Date',
  'Invoice Number',
  'Store ID',
  'Original Amount Due',
  'Current Balance',
  'Payor',
  'Ground Tracking ID Prefix',
  'Express or Ground Tracking ID',
  'Transportation Charge Amount',
  'Net Charge Amount',
  'Service Type',
  'Ground Service',
  'Shipment Date',
  'POD Delivery Date',
  'POD Delivery Time',
  'POD Service Area Code',
  'POD Signature Description',
  'Actual Weight Amount',
  'Actual Weight Units',
  'Rated Weight Amount',
  'Rated Weight Units',
  'Number of Pieces',
  'Bundle Number',
  'Meter Number',
  'TDMasterTrackingID',
  'Service Packaging',
  'Dim Length',
  'Dim Width',
  'Dim Height',
  'Dim Divisor',
  'Dim Unit',
  'Recipient Name',
  'Recipient Company',
  'Recipient Address Line 1',
  'Recipient Address Line 2',
  'Recipient City',
  'Recipient State',
  'Recipient Zip Code',
  'Recipient Country/Territory',
  'Shipper Company',
  'Shipper Name',
  'Shipper Address Line 1',
  'Shipper Address Line 2',
  'Shipper City',
  'Shipper State',
  'Shipper Zip Code',
  'Shipper Country/Territory',
  'Original Customer Reference',
  'Original Ref#2',
  'Original Ref#3/PO Number',
  'Original Department Reference Description',
  'Updated Customer Reference',
  'Updated Ref#2',
  'Updated Ref#3/PO Number',
  'Updated Department Reference Description',
  'RMA#',
  'Original Recipient Address Line 1',
  'Original Recipient Address Line 2',
  'Original Recipient City',
  'Original Recipient State',
  'Original Recipient Zip Code',
  'Original Recipient Country/Territory',
  'Zone Code',
  'Cost Allocation',
  'Alternate Address Line 1',
  'Alternate Address Line 2',
  'Alternate City',
  'Alternate State Province',
  'Alternate Zip Code',
  'Alternate Country/Territory Code',
  'CrossRefTrackingID Prefix',
  'CrossRefTrackingID',
  'Entry Date',
  'Entry Number',
  'Customs Value',
  'Customs Value Currency Code',
  'Declared Value',
  'Declared Value Currency Code',
  'Commodity Description',
  'Commodity Country/Territory Code',
  'Commodity Description',
  'Commodity Country/Territory Code',
  'Commodity Description',
  'Commodity Country/Territory Code',
  'Commodity Description',
  'Commodity Country/Territory Code',
  'Currency Conversion Date',
  'Currency Conversion Rate',
  'Multiweight Number',
  'Multiweight Total Multiweight Units',
  'Multiweight Total Multiweight Weight',
  'Multiweight Total Shipment Charge Amount',
  'Multiweight Total Shipment Weight',
  'Ground Tracking ID Address Correction Discount Charge Amount',
  'Ground Tracking ID Address Correction Gross Charge Amount',
  'Rated Method',
  'Sort Hub',
  'Estimated Weight',
  'Estimated Weight Unit',
  'Postal Class',
  'Process Category',
  'Package Size',
  'Delivery Confirmation',
  'Tendered Date',
  'MPS Package ID',
  ...Array.from({ length: 51 }, () => [FEDEX_CHARGE_DESCRIPTION, FEDEX_CHARGE_AMOUNT]).flat(),
  'Shipment Notes',
];

/** The charges a one-row layout writes on the parcel's row: at most one transportation charge. */
function oneRow(layout: string, parcel: Parcel): { transport: Charge | undefined; others: Charge[] } {
  const transports = parcel.charges.filter(isTransport);
  if (transports.length > 1 || parcel.charges.some((charge) => charge.invoice))
    throw new Error(`the ${layout} writer has one row per parcel: one transport, one invoice`);
  return { transport: transports[0], others: parcel.charges.filter((charge) => !isTransport(charge)) };
}

function fedexRows(parcel: Parcel, invoice: Invoice): Written {
  const row = FEDEX_HEADER.map(() => '');
  const set = (name: string, value: string | number) => {
    row[FEDEX_HEADER.indexOf(name)] = String(value);
  };
  const { transport, others } = oneRow('FedEx', parcel);
  const discount = transport?.discount ?? 0;
  const pairs: [string, number][] = discount ? [['Earned Discount', -discount]] : [];
  for (const charge of others)
    pairs.push([CHARGES[charge.code]!.fedex ?? cannot('FedEx', charge), charge.net]);
  set('Bill to Account Number', '123456789');
  set('Invoice Date', ymd(invoice.date));
  set('Invoice Number', invoice.number);
  set('Express or Ground Tracking ID', parcel.tracking);
  if (transport) set('Transportation Charge Amount', (transport.net + discount).toFixed(2));
  set('Net Charge Amount', parcel.charges.reduce((sum, charge) => sum + charge.net, 0).toFixed(2));
  set('Service Type', parcel.service);
  set('Shipment Date', ymd(parcel.shipDate));
  set('POD Delivery Date', ymd(invoiceDelivery(parcel)));
  set('Actual Weight Amount', parcel.enteredKg);
  set('Actual Weight Units', 'K');
  set('Rated Weight Amount', parcel.billedKg);
  set('Rated Weight Units', 'K');
  if (parcel.dimensions) {
    set('Dim Length', parcel.dimensions[0]);
    set('Dim Width', parcel.dimensions[1]);
    set('Dim Height', parcel.dimensions[2]);
    set('Dim Divisor', 5000);
    set('Dim Unit', 'C');
  }
  set('Recipient Company', parcel.receiverCompany);
  set('Recipient City', 'LYON');
  set('Recipient Zip Code', parcel.destination.postal);
  set('Recipient Country/Territory', parcel.destination.country);
  set('Shipper Zip Code', parcel.origin.postal);
  set('Shipper Country/Territory', parcel.origin.country);
  set('Zone Code', 'A');
  const first = FEDEX_HEADER.indexOf(FEDEX_CHARGE_DESCRIPTION);
  pairs.forEach(([label, amount], index) => {
    row[first + 2 * index] = label;
    row[first + 2 * index + 1] = amount.toFixed(2);
  });
  return { rows: [row], lines: parcel.charges.length };
}

/** DHL Express's invoice columns, in its order. */
export const DHL_HEADER = [
  'Line Type',
  'Billing Source',
  'Original Invoice Number',
  'Invoice Number',
  'Station Code',
  'Invoice Identifier',
  'Invoice Type',
  'Invoice Date',
  'Payment Terms',
  'Due Date',
  'Parent Account',
  'Billing Account',
  'Billing Account Name',
  'Billing Account Name (Additional)',
  'Billing Address 1',
  'Billing Address 2',
  'Billing Address 3',
  'Billing Postcode',
  'Billing City',
  'Billing State/Province',
  'Billing Country Code',
  'Billing Contact',
  'VAT Number',
  'Shipment Number',
  'Shipment Date',
  'Country Specific Label',
  'Country Specific Value',
  'Shipment Reference 1',
  'Shipment Reference 2',
  'Shipment Reference 3',
  'Product',
  'Product Name',
  'Pieces',
  'Origin',
  'Orig Name',
  'Orig Country Code',
  'Orig Country Name',
  'Senders Name',
  'Senders Address 1',
  'Senders Address 2',
  'Senders Address 3',
  'Senders Postcode',
  'Senders City',
  'Senders State/Province',
  'Senders Country',
  'Senders Contact',
  'Destination',
  'Dest Name',
  'Dest Country Code',
  'Dest Country Name',
  'Receivers Name',
  'Receivers Address 1',
  'Receivers Address 2',
  'Receivers Address 3',
  'Receivers Postcode',
  'Receivers City',
  'Receivers State/Province',
  'Receivers Country',
  'Receivers Contact',
  'Proof of Delivery/Name',
  'Description of Contents',
  'Event Description',
  'Dimensions',
  'Cust Scale Weight (A)',
  'DHL Scale Weight (B)',
  'Cust Vol Weight (V)',
  'DHL Vol Weight (W)',
  'Weight Flag',
  'Weight (kg)',
  'Currency',
  'Total amount (excl. VAT)',
  'Total amount (incl. VAT)',
  'Tax Code',
  'Total Tax',
  'Tax Adjustment',
  'Invoice Fee',
  'Weight Charge',
  'Weight Tax (VAT)',
  'Other Charges 1',
  'Other Charges 1 Amount',
  'Other Charges 2',
  'Other Charges 2 Amount',
  'Discount 1',
  'Discount 1 Amount',
  'Discount 2',
  'Discount 2 Amount',
  'Discount 3',
  'Discount 3 Amount',
  'Total Extra Charges (XC)',
  'Total Extra Charges Tax',
  ...Array.from({ length: 9 }, (_, index) =>
    ['Code', 'Name', 'Charge', 'Tax Code', 'Tax', 'Discount', 'Total'].map(
      (part) => `XC${index + 1} ${part}`,
    ),
  ).flat(),
];

function dhlRow(values: Record<string, string | number>): string[] {
  return DHL_HEADER.map((name) => String(values[name] ?? ''));
}

const DHL_WEIGHT_FLAGS = { actual: 'B', dimensional: 'W', minimum: 'B' } as const;

function dhlRows(parcel: Parcel, invoice: Invoice): Written {
  const { transport, others } = oneRow('DHL', parcel);
  const discount = transport?.discount ?? 0;
  const values: Record<string, string | number> = {
    'Line Type': 'S',
    'Invoice Number': invoice.number,
    'Invoice Date': ymd(invoice.date),
    'Billing Account': '951234567',
    'Shipment Number': parcel.tracking,
    'Shipment Date': ymd(parcel.shipDate),
    Product: 'N',
    'Product Name': parcel.service,
    'Orig Country Code': parcel.origin.country,
    'Senders Postcode': parcel.origin.postal,
    'Dest Country Code': parcel.destination.country,
    'Receivers Name': parcel.receiverCompany || 'Marie Martin',
    'Receivers Contact': 'Marie Martin',
    'Receivers Postcode': parcel.destination.postal,
    Dimensions: parcel.dimensions ? parcel.dimensions.join('x') : '',
    'Cust Scale Weight (A)': comma(parcel.enteredKg),
    'DHL Scale Weight (B)': comma(parcel.enteredKg),
    'Weight Flag': DHL_WEIGHT_FLAGS[parcel.billedType],
    'Weight (kg)': comma(parcel.billedKg),
    Currency: parcel.currency,
  };
  if (transport) {
    values['Weight Charge'] = comma(transport.net + discount);
    values['Weight Tax (VAT)'] = comma(vatOf(transport));
  }
  if (discount) {
    values['Discount 1'] = 'CONTRACT DISCOUNT';
    values['Discount 1 Amount'] = comma(-discount);
  }
  others.forEach((charge, index) => {
    const [code, name] = CHARGES[charge.code]!.dhl ?? cannot('DHL', charge);
    const block = `XC${index + 1}`;
    values[`${block} Code`] = code;
    values[`${block} Name`] = name;
    values[`${block} Charge`] = comma(charge.net);
    values[`${block} Tax Code`] = 'A';
    values[`${block} Tax`] = comma(vatOf(charge));
    values[`${block} Discount`] = comma(0);
    values[`${block} Total`] = comma(charge.net + vatOf(charge));
  });
  return { rows: [dhlRow(values)], lines: parcel.charges.length };
}

/** The French layouts with one row per charge: their columns in order and how a charge fills them. */
const DETAIL_HEADERS = {
  gls_detail: [
    'N° client',
    'N° facture',
    'Date facture',
    'Parcel number',
    "Date d'expédition",
    'Date de livraison',
    'Produit',
    'Raison sociale destinataire',
    'Code postal destinataire',
    'Pays destinataire',
    'Poids facturé',
    'Code prestation',
    'Libellé',
    'Montant HT',
    'Montant TVA',
    'Montant TTC',
  ],
  chronopost_detail: [
    'N° facture',
    'Date facture',
    'Date',
    'N° objet',
    'Produit',
    'Raison sociale destinataire',
    'Code postal',
    'Pays',
    'Poids',
    'Date de livraison',
    'Libellé',
    'Montant',
    'TVA',
  ],
} as const;

function detailRows(layout: keyof typeof DETAIL_HEADERS, parcel: Parcel, invoice: Invoice): Written {
  const header: readonly string[] = DETAIL_HEADERS[layout];
  const rows = parcel.charges.map((charge) => {
    const label = isTransport(charge) ? '' : (CHARGES[charge.code]!.fr ?? cannot(layout, charge));
    const billedOn = charge.invoice ?? invoice;
    const values: Record<string, string> = {
      'N° client': '2500123',
      'N° facture': billedOn.number,
      'Date facture': frDate(billedOn.date),
      'Parcel number': parcel.tracking,
      'N° objet': parcel.tracking,
      "Date d'expédition": frDate(parcel.shipDate),
      Date: frDate(parcel.shipDate),
      'Date de livraison': frDate(invoiceDelivery(parcel)),
      Produit: serviceOf(parcel, charge),
      'Raison sociale destinataire': parcel.receiverCompany,
      'Code postal destinataire': parcel.destination.postal,
      'Code postal': parcel.destination.postal,
      'Pays destinataire': parcel.destination.country,
      Pays: parcel.destination.country,
      'Poids facturé': comma(parcel.billedKg),
      Poids: comma(parcel.billedKg),
      'Code prestation': label ? codeOf(charge) : '',
      Libellé: label,
      'Montant HT': comma(charge.net),
      Montant: comma(charge.net),
      'Montant TVA': comma(vatOf(charge)),
      TVA: comma(vatOf(charge)),
      'Montant TTC': comma(charge.net + vatOf(charge)),
    };
    return header.map((name) => values[name] ?? '');
  });
  return { rows, lines: rows.length };
}

/** The French layouts with one row per parcel and a column per charge. */
const WIDE_HEADERS = {
  colissimo_detail: [
    'N° facture',
    'Date facture',
    'Tracking',
    'Date PCH',
    'Code produit',
    'Code Postal',
    'Poids',
    'Prix',
    'Surcharge carburant',
    'Majoration service',
    'Remise contre signature',
    'Contre-remboursement',
    "Retour à l'expéditeur",
    'Supplément Corse',
    'Hors norme',
    'Total',
  ],
  colis_prive_detail: [
    'N° facture',
    'Date facture',
    'Tracking',
    'Date de dépôt',
    'Code Postal',
    'Poids facturé',
    'Prix',
    'Surcharge carburant',
    'Majoration service',
    "Retour à l'expéditeur",
    'Supplément Corse',
    'TVA',
  ],
} as const;

function wideRows(layout: keyof typeof WIDE_HEADERS, parcel: Parcel, invoice: Invoice): Written {
  const header: readonly string[] = WIDE_HEADERS[layout];
  // Charges the layout has no column for are its 'Majoration service' (a look-alike's surcharge).
  const columnOf = (charge: Charge) => CHARGES[charge.code]!.wide?.[layout] ?? 'Majoration service';
  // A row holds one amount per column and one invoice: a charge billed twice goes on another row.
  const groups: Charge[][] = [];
  for (const charge of parcel.charges) {
    const free = groups.find(
      (group) =>
        group[0]!.invoice === charge.invoice && !group.some((other) => columnOf(other) === columnOf(charge)),
    );
    if (free) free.push(charge);
    else groups.push([charge]);
  }
  const rows = groups.map((group) => {
    const billedOn = group[0]!.invoice ?? invoice;
    const values: Record<string, string> = {
      'N° facture': billedOn.number,
      'Date facture': frDate(billedOn.date),
      Tracking: parcel.tracking,
      'Date PCH': frDate(parcel.shipDate),
      'Date de dépôt': frDate(parcel.shipDate),
      'Code produit': parcel.service,
      'Code Postal': parcel.destination.postal,
      Poids: comma(parcel.billedKg),
      'Poids facturé': comma(parcel.billedKg),
    };
    const net = round2(group.reduce((sum, charge) => sum + charge.net, 0));
    for (const charge of group) values[columnOf(charge)] = comma(charge.net);
    values.TVA = comma(round2(net * 0.2));
    values.Total = comma(round2(net * 1.2));
    return header.map((name) => values[name] ?? '');
  });
  return { rows, lines: parcel.charges.length };
}

/** Each layout's writer, header and CSV conventions. */
const LAYOUT_FILES: Record<
  GeneratedLayout,
  {
    write: (parcel: Parcel, invoice: Invoice) => Written;
    header: readonly string[] | null;
    delimiter: ',' | ';';
    invoice: string;
    /** Rows that are not charges, before the parcels (DHL's invoice row) and after (a totals row). */
    before?: (invoice: Invoice) => string[][];
    after?: string[][];
  }
> = {
  ups_billing_data: { write: upsRows, header: null, delimiter: ',', invoice: '0000A12B34456' },
  generic: { write: genericRows, header: GENERIC_COLUMNS, delimiter: ';', invoice: 'CLP-2026-11-001' },
  fedex_csv_edi: { write: fedexRows, header: FEDEX_HEADER, delimiter: ',', invoice: 'CLP-2026-11-001' },
  dhl_express_csv: {
    write: dhlRows,
    header: DHL_HEADER,
    delimiter: ';',
    invoice: 'PARIR00012345',
    before: (invoice) => [
      dhlRow({
        'Line Type': 'I',
        'Invoice Number': invoice.number,
        'Invoice Date': invoice.date.replaceAll('-', ''),
        Currency: 'EUR',
      }),
    ],
  },
  gls_detail: {
    write: (parcel, invoice) => detailRows('gls_detail', parcel, invoice),
    header: DETAIL_HEADERS.gls_detail,
    delimiter: ';',
    invoice: 'CLP-2026-11-001',
    after: [['', 'Total facture', '', '', '', '', '', '', '', '', '', '', '', '1234,56']],
  },
  chronopost_detail: {
    write: (parcel, invoice) => detailRows('chronopost_detail', parcel, invoice),
    header: DETAIL_HEADERS.chronopost_detail,
    delimiter: ';',
    invoice: 'CLP-2026-11-001',
  },
  colissimo_detail: {
    write: (parcel, invoice) => wideRows('colissimo_detail', parcel, invoice),
    header: WIDE_HEADERS.colissimo_detail,
    delimiter: ';',
    invoice: 'CLP-2026-11-001',
  },
  colis_prive_detail: {
    write: (parcel, invoice) => wideRows('colis_prive_detail', parcel, invoice),
    header: WIDE_HEADERS.colis_prive_detail,
    delimiter: ';',
    invoice: 'CLP-2026-11-001',
  },
};

/** Whether `layout` can write a charge of `code` (the clean look-alikes that it cannot are skipped). */
function writes(layout: GeneratedLayout, code: string): boolean {
  const kind = CHARGES[code]!;
  switch (layout) {
    case 'ups_billing_data':
      return Boolean(kind.ups);
    case 'generic':
      return true;
    case 'fedex_csv_edi':
      return Boolean(kind.fedex);
    case 'dhl_express_csv':
      return Boolean(kind.dhl);
    case 'gls_detail':
    case 'chronopost_detail':
      return Boolean(kind.fr);
    default:
      return Boolean(kind.wide?.[layout]);
  }
}

export interface GenerateOptions {
  /** The rules to plant (each must be in PLANTABLE[layout]); INVOICE_ONLY[layout] by default. */
  rules?: readonly string[];
  /** The invoice's date (YYYY-MM-DD); 2026-11-05 by default. */
  invoiceDate?: string;
  /** The invoice's number; the layout's sample number by default. */
  invoiceNumber?: string;
  /** The first parcel's ship date (YYYY-MM-DD; the others over the next 20 days); 2026-10-05 by default. */
  firstShipDate?: string;
  /** Where the parcels' tracking numbers start counting: invoices of one account bill other parcels. */
  firstParcel?: number;
}

/**
 * An invoice of `shipments` parcels in `layout`: one in four carries an anomaly (the rules in
 * turn), one in four a clean look-alike, the rest plain. Deterministic for a seed. `lines` is the
 * number of charge lines the reader must find, `skipped` the rows that are not charges; `facts`
 * is each parcel's tracking and contract (by tracking number), for rules that read more than the
 * invoice. Without `rules`, only anomalies and look-alikes the invoice alone shows are planted.
 */
export function generateInvoice(
  layout: GeneratedLayout,
  shipments: number,
  seed = 'audit',
  options: GenerateOptions = {},
): {
  text: string;
  planted: Planted[];
  facts: Map<string, ParcelFacts>;
  rows: number;
  lines: number;
  skipped: number;
} {
  const random = seededRandom(`${layout}/${seed}`);
  const file = LAYOUT_FILES[layout];
  const invoice = {
    number: options.invoiceNumber ?? file.invoice,
    date: options.invoiceDate ?? '2026-11-05',
  };
  const rules = options.rules ?? INVOICE_ONLY[layout];
  for (const ruleId of rules)
    if (!PLANTABLE[layout].includes(ruleId)) throw new Error(`${layout} cannot carry ${ruleId}`);
  const withFacts = options.rules !== undefined;
  const clean = CLEAN.filter(
    (kind) => (withFacts || !kind.facts) && kind.codes.every((code) => writes(layout, code)),
  );
  const planted: Planted[] = [];
  const facts = new Map<string, ParcelFacts>();
  const before = file.before?.(invoice) ?? [];
  const rows: string[][] = [...before];
  let lines = 0;
  for (let index = 0; index < shipments; index++) {
    const parcel = baseParcel(layout, index, random, options);
    if (index % 4 === 1) {
      const ruleId = rules[Math.floor(index / 4) % rules.length]!;
      for (const [id, amount] of Object.entries(PLANTS[ruleId]!(parcel, layout)))
        planted.push({ ruleId: id, trackingNumber: parcel.tracking, amount: round2(amount) });
    } else if (index % 4 === 3) clean[Math.floor(index / 4) % clean.length]!.make(parcel);
    facts.set(parcel.tracking, {
      tracking: parcel.trackingFacts ?? delivered(parcel),
      contract: parcel.contract ?? null,
    });
    const written = file.write(parcel, invoice);
    rows.push(...written.rows);
    lines += written.lines;
  }
  rows.push(...(file.after ?? []));
  const skipped = before.length + (file.after?.length ?? 0);
  const text = file.header
    ? Papa.unparse({ fields: [...file.header], data: rows }, { delimiter: file.delimiter, newline: '\r\n' })
    : Papa.unparse(rows, { delimiter: file.delimiter, newline: '\r\n' });
  return { text, planted, facts, rows: rows.length, lines, skipped };
}
