/**
 * What each carrier's claim procedure asks of a shipper (issue 38, item 3): where a claim is filed
 * (the channel and its address), the form's fields in the carrier's order, the documents it wants
 * per issue, the reasons it gives when it denies, and which claim steps it automates. Data, read
 * by the desk's filing sheet (functions/desk/filing-sheet.ts), the desk's denial form and the
 * README's table of what is automated; every carrier names the sources it was read from
 * (./claim-form-sources.ts), and says where a source disagrees with the claim windows of the
 * catalog (./carriers.ts).
 *
 * Where a carrier publishes no shipper procedure we could find, its form is the fields every
 * carrier's form shares (`SHARED_FIELDS`), and its sources say so.
 */
import { DENIAL_REASONS, type DenialReason, type FilingChannel } from '../claims/desk';
import type { CarrierId, ClaimType } from './carriers';
import type { DocumentNeed, SheetFieldKey } from './claim-form-fields';
import { CLAIM_FORM_SOURCES, type ClaimFormSource } from './claim-form-sources';

export * from './claim-form-fields';

/** Who does a claim step: the carrier's own API (behind the connector interface), or our staff on the desk. */
export type StepBy = 'api' | 'desk';

export interface ClaimForm {
  carrier: CarrierId;
  /** Where a claim is filed, first the one the desk uses. */
  channels: readonly { kind: FilingChannel; address: string }[];
  /** The form's fields in the carrier's order. */
  fields: readonly { key: SheetFieldKey; required: boolean }[];
  /** The documents it wants per issue (an issue not named: the billing disputes' carrier invoice). */
  documents: Partial<Record<ClaimType, readonly DocumentNeed[]>>;
  /** The reasons it gives when it denies ('other' always among them). */
  denialReasons: readonly DenialReason[];
  /** Where its published time limits disagree with the catalog's claim windows (./carriers.ts). */
  windowNotes: readonly string[];
  /** Which claim steps its API automates; tracking is the tracking clients' (functions/connectors/tracking). */
  steps: { filing: StepBy; status: StepBy; documents: StepBy; credits: StepBy };
  sources: readonly ClaimFormSource[];
}

const DESK_ONLY = { filing: 'desk', status: 'desk', documents: 'desk', credits: 'desk' } as const;

const field = (key: SheetFieldKey, required = false) => ({ key, required });

/** What every carrier's claim form asks: the sheet of a carrier that publishes no form of its own. */
export const SHARED_FIELDS = [
  field('trackingNumber', true),
  field('issue', true),
  field('shipDate'),
  field('senderName', true),
  field('contactEmail', true),
  field('receiverPostalCode'),
  field('goodsDescription', true),
  field('goodsValue', true),
  field('currency'),
  field('amountClaimed'),
  field('orderReference'),
  field('merchantWords'),
] as const;

/** The documents of a billing dispute (an unused label, a surcharge): the carrier invoice that bills it. */
const BILLING_DOCUMENTS: readonly DocumentNeed[] = ['carrier_invoice'];

/** What a carrier without a form of its own is sent, per issue: the proof every carrier asks for. */
const SHARED_DOCUMENTS: Partial<Record<ClaimType, readonly DocumentNeed[]>> = {
  lost: ['proof_of_value'],
  damaged: ['proof_of_value', 'damage_photos', 'packaging_photos'],
  delivery_dispute: ['proof_of_value', 'recipient_statement'],
};

export const CLAIM_FORMS: Record<ClaimFormCarrier, ClaimForm> = {
  ups: {
    carrier: 'ups',
    channels: [{ kind: 'portal', address: 'https://www.ups.com/fr/fr/support/file-a-claim.page' }],
    // ups.com 'File a claim': the parcel (tracking number, weight, receiver), your role, the goods, documents.
    fields: [
      field('trackingNumber', true),
      field('issue', true),
      field('weight'),
      field('receiverName'),
      field('receiverAddress'),
      field('receiverPostalCode'),
      field('receiverCountry'),
      field('senderName', true),
      field('contactEmail', true),
      field('accountNumber'),
      field('goodsDescription', true),
      field('quantity', true),
      field('goodsValue', true),
      field('currency', true),
      field('amountClaimed'),
      field('orderReference'),
      field('merchantWords'),
    ],
    documents: {
      lost: ['proof_of_value'],
      damaged: ['proof_of_value', 'damage_photos', 'packaging_photos'],
      late_delivery: [],
      delivery_dispute: ['proof_of_value', 'recipient_statement'],
    },
    denialReasons: [
      'delivered_signed',
      'delivered_scan',
      'insufficient_packaging',
      'no_proof_of_value',
      'late_notice',
      'excluded_goods',
      'liability_limit',
      'guarantee_waived',
      'duplicate',
      'other',
    ],
    windowNotes: [
      'Late delivery: the catalog’s 15 days is the service guarantee’s; the refund is asked in the UPS Billing Center, not through a claim.',
    ],
    steps: DESK_ONLY,
    sources: CLAIM_FORM_SOURCES.ups,
  },
  fedex: {
    carrier: 'fedex',
    // The claims page per country: the fr-gp, fr-ca and en-mx versions were read, France's is fr-fr.
    channels: [{ kind: 'form', address: 'https://www.fedex.com/fr-fr/customer-support/claims.html' }],
    // FedEx claim form instructions: air waybill, proof of value, serial numbers; the online form
    // starts from the tracking number and the claim type.
    fields: [
      field('trackingNumber', true),
      field('issue', true),
      field('shipDate'),
      field('senderName', true),
      field('senderAddress', true),
      field('contactEmail', true),
      field('accountNumber'),
      field('receiverName'),
      field('receiverAddress'),
      field('goodsDescription', true),
      field('quantity'),
      field('goodsValue', true),
      field('currency', true),
      field('amountClaimed', true),
      field('merchantWords'),
    ],
    documents: {
      lost: ['shipping_label', 'proof_of_value'],
      damaged: ['shipping_label', 'proof_of_value', 'damage_photos', 'packaging_photos'],
      late_delivery: [],
      delivery_dispute: ['shipping_label', 'proof_of_value', 'recipient_statement'],
    },
    denialReasons: [
      'delivered_signed',
      'delivered_scan',
      'insufficient_packaging',
      'no_proof_of_value',
      'late_notice',
      'excluded_goods',
      'liability_limit',
      'guarantee_waived',
      'duplicate',
      'other',
    ],
    windowNotes: [
      'Lost: the catalog gives 21 days; FedEx’s claim instructions give 9 months after FedEx accepted the shipment for non-delivery (21 calendar days is for damage, delay and shortage, after delivery).',
    ],
    steps: DESK_ONLY,
    sources: CLAIM_FORM_SOURCES.fedex,
  },
  dhl_express: {
    carrier: 'dhl_express',
    channels: [{ kind: 'form', address: 'https://mydhl.express.dhl' }],
    // DHL Express claim form: shipper and claimant information, then each item claimed; the
    // documents as one PDF or ZIP of at most 3 MB.
    fields: [
      field('trackingNumber', true),
      field('shipDate', true),
      field('senderName', true),
      field('senderAddress', true),
      field('contactEmail', true),
      field('accountNumber'),
      field('receiverName'),
      field('receiverAddress'),
      field('receiverCountry'),
      field('issue', true),
      field('goodsDescription', true),
      field('quantity', true),
      field('goodsValue', true),
      field('currency', true),
      field('amountClaimed', true),
      field('merchantWords'),
    ],
    documents: {
      lost: ['shipping_label', 'proof_of_value'],
      damaged: ['shipping_label', 'proof_of_value', 'damage_photos', 'packaging_photos'],
      late_delivery: [],
      delivery_dispute: ['shipping_label', 'proof_of_value', 'recipient_statement'],
    },
    denialReasons: [
      'delivered_signed',
      'insufficient_packaging',
      'no_proof_of_value',
      'late_notice',
      'excluded_goods',
      'liability_limit',
      'guarantee_waived',
      'duplicate',
      'other',
    ],
    windowNotes: [],
    steps: DESK_ONLY,
    sources: CLAIM_FORM_SOURCES.dhl_express,
  },
  colissimo: {
    carrier: 'colissimo',
    channels: [{ kind: 'portal', address: 'https://www.colissimo.entreprise.laposte.fr' }],
    fields: [
      field('trackingNumber', true),
      field('issue', true),
      field('shipDate', true),
      field('accountNumber'),
      field('senderName', true),
      field('contactEmail', true),
      field('receiverName'),
      field('receiverAddress'),
      field('receiverPostalCode'),
      field('goodsDescription', true),
      field('goodsValue', true),
      field('amountClaimed'),
      field('orderReference'),
      field('merchantWords'),
    ],
    documents: {
      lost: ['proof_of_value'],
      damaged: ['proof_of_value', 'damage_photos', 'packaging_photos'],
      late_delivery: [],
      delivery_dispute: ['proof_of_value', 'recipient_statement', 'recipient_id'],
    },
    denialReasons: [
      'delivered_signed',
      'delivered_scan',
      'insufficient_packaging',
      'no_proof_of_value',
      'late_notice',
      'excluded_goods',
      'liability_limit',
      'duplicate',
      'other',
    ],
    windowNotes: [
      'Lost: the catalog gives the one-year limit of the Code de commerce; Sendcloud’s Colissimo guide gives claims for a lost parcel from 6 working days up to 70 days in all.',
    ],
    steps: DESK_ONLY,
    sources: CLAIM_FORM_SOURCES.colissimo,
  },
  chronopost: {
    carrier: 'chronopost',
    channels: [{ kind: 'portal', address: 'https://www.chronopost.fr' }],
    // A contracted customer's online form in the customer area: a new ticket with the parcel
    // number, the sender's reference, the subject, and a comment.
    fields: [
      field('trackingNumber', true),
      field('orderReference', true),
      field('issue', true),
      field('merchantWords', true),
      field('goodsDescription'),
      field('goodsValue'),
      field('amountClaimed'),
      field('contactEmail'),
      field('accountNumber'),
    ],
    documents: {
      lost: ['claim_letter', 'proof_of_value'],
      damaged: ['claim_letter', 'proof_of_value', 'damage_photos'],
      late_delivery: ['claim_letter'],
      delivery_dispute: ['claim_letter', 'proof_of_value', 'recipient_statement'],
    },
    denialReasons: [
      'delivered_signed',
      'delivered_scan',
      'insufficient_packaging',
      'no_proof_of_value',
      'late_notice',
      'excluded_goods',
      'liability_limit',
      'duplicate',
      'other',
    ],
    windowNotes: [
      'Chronopost gives a contracted customer 3 days from delivery (21 days for an international parcel) for a lost or damaged parcel; the catalog gives 3 days for damage and one year for loss, late delivery and disputes.',
    ],
    steps: DESK_ONLY,
    sources: CLAIM_FORM_SOURCES.chronopost,
  },
  dpd: {
    carrier: 'dpd',
    channels: [{ kind: 'portal', address: 'https://www.dpd.fr' }],
    fields: SHARED_FIELDS,
    documents: {
      lost: ['proof_of_value', 'proof_of_shipment'],
      damaged: ['proof_of_value', 'damage_photos', 'packaging_photos', 'shipping_label'],
      late_delivery: [],
      delivery_dispute: ['proof_of_value', 'recipient_statement'],
    },
    denialReasons: [
      'delivered_signed',
      'delivered_scan',
      'insufficient_packaging',
      'no_proof_of_value',
      'late_notice',
      'excluded_goods',
      'liability_limit',
      'other',
    ],
    windowNotes: [],
    steps: DESK_ONLY,
    sources: CLAIM_FORM_SOURCES.dpd,
  },
  gls: {
    carrier: 'gls',
    channels: [{ kind: 'portal', address: 'https://gls-group.com' }],
    fields: SHARED_FIELDS,
    documents: {
      lost: ['proof_of_value'],
      damaged: ['proof_of_value', 'damage_photos', 'packaging_photos'],
      delivery_dispute: ['proof_of_value', 'recipient_statement'],
    },
    denialReasons: [
      'delivered_signed',
      'insufficient_packaging',
      'no_proof_of_value',
      'late_notice',
      'liability_limit',
      'not_carrier_fault',
      'other',
    ],
    windowNotes: [],
    steps: DESK_ONLY,
    sources: CLAIM_FORM_SOURCES.gls,
  },
  mondial_relay: {
    carrier: 'mondial_relay',
    channels: [{ kind: 'portal', address: 'https://www.mondialrelay.fr' }],
    fields: [field('accountNumber', true), ...SHARED_FIELDS],
    documents: {
      lost: ['proof_of_value'],
      damaged: ['proof_of_value', 'damage_photos', 'packaging_photos'],
      delivery_dispute: ['proof_of_value', 'recipient_statement'],
    },
    denialReasons: [
      'delivered_scan',
      'insufficient_packaging',
      'no_proof_of_value',
      'late_notice',
      'liability_limit',
      'other',
    ],
    windowNotes: [],
    steps: DESK_ONLY,
    sources: CLAIM_FORM_SOURCES.mondial_relay,
  },
  colis_prive: {
    carrier: 'colis_prive',
    channels: [{ kind: 'form', address: 'https://www.colisprive.fr' }],
    // Colis Privé's online claim: the parcel number, the delivery postal code, who asks, what happened.
    fields: [
      field('trackingNumber', true),
      field('receiverPostalCode', true),
      field('senderName', true),
      field('contactEmail', true),
      field('issue', true),
      field('merchantWords', true),
      field('goodsDescription'),
      field('goodsValue'),
    ],
    documents: {
      lost: ['proof_of_value'],
      damaged: ['proof_of_value', 'damage_photos', 'packaging_photos'],
      delivery_dispute: ['recipient_statement'],
    },
    denialReasons: ['delivered_scan', 'not_carrier_fault', 'late_notice', 'no_proof_of_value', 'other'],
    windowNotes: [],
    steps: DESK_ONLY,
    sources: CLAIM_FORM_SOURCES.colis_prive,
  },
};

/** The carriers whose claim procedure was read (issue 38): every catalog carrier but TNT. */
export const CLAIM_FORM_CARRIERS = [
  'ups',
  'fedex',
  'dhl_express',
  'colissimo',
  'chronopost',
  'dpd',
  'gls',
  'mondial_relay',
  'colis_prive',
] as const satisfies readonly CarrierId[];
export type ClaimFormCarrier = (typeof CLAIM_FORM_CARRIERS)[number];

/**
 * The claim form of a carrier, or null for a catalog carrier whose procedure was not read (TNT,
 * now FedEx's): its sheet asks the fields every form shares, and any reason may be recorded.
 */
export function claimFormFor(carrier: string): ClaimForm | null {
  return (CLAIM_FORMS as Partial<Record<string, ClaimForm>>)[carrier] ?? null;
}

/** The documents the carrier wants for an issue (none named: it asks for none, as for a late parcel's refund). */
export function documentsWanted(carrier: string, issue: ClaimType): readonly DocumentNeed[] {
  if (issue === 'surcharge' || issue === 'label_not_used') return BILLING_DOCUMENTS;
  return (claimFormFor(carrier)?.documents ?? SHARED_DOCUMENTS)[issue] ?? [];
}

/** The reasons this carrier gives when it denies a claim: what the desk may record for it. */
export function denialReasonsFor(carrier: string): readonly DenialReason[] {
  return claimFormFor(carrier)?.denialReasons ?? DENIAL_REASONS;
}
