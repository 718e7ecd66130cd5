/**
 * The desk's bulk file out (issue 38, item 5): one carrier's claims to file, written in the
 * carrier's own bulk layout where the carrier publishes one, else in our own clean columns.
 *
 * What was searched (2026-11, carriers' help centres and forms; see each entry's source):
 * - UPS publishes one bulk layout for shippers: more than five billing adjustment requests (a
 *   service guarantee refund for a late parcel, a disputed charge) are sent as one CSV attached to
 *   an e-mail, each line naming the date of shipment, the tracking number and the reason
 *   (UPS_ADJUSTMENT). Its sample file sits behind the My UPS login: its column names here are the
 *   fields UPS's page names, in its words. Lost and damaged parcels go through UPS's claims
 *   dashboard one at a time: no bulk layout.
 * - FedEx takes claims one at a time (fedex.com's online claim form, or its claim form e-mailed to
 *   file.claim@fedex.com: air waybill, shipper, consignee, type of claim, amount, description), and
 *   billing disputes per invoice or per shipment in FedEx Billing Online: no bulk layout published.
 * - DHL Express (MyDHL+ and its e-mailed claim form, one waybill each), Colissimo, Chronopost, DPD,
 *   GLS, Mondial Relay and Colis Privé (their professional customer areas and claim forms, one
 *   parcel each): no bulk layout found.
 * Those carriers get DESK_COLUMNS, one row per claim, as an XLSX.
 */
import type { ClaimType } from '../carriers/carriers';
import type { ExportCell } from '../sheets/exports';

/** What the desk knows of a claim to file, as its export writes it. */
export interface ExportFacts {
  companyName: string;
  tracking_number: string;
  carrier: string;
  issue: ClaimType;
  /** Days as YYYY-MM-DD; '' when the claim does not know them (no connector tracked the parcel). */
  openedOn: string;
  shippedOn: string;
  scheduledDeliveryOn: string;
  deliveredOn: string;
  /** The day the carrier's window closes, and whether it is an estimate. */
  closesOn: string;
  estimated: boolean;
  /** The sender is the merchant: its name and address as its company record holds them. */
  senderName: string;
  senderAddress: string;
  senderCountry: string;
  receiverCountry: string;
  receiverPostalCode: string;
  /** The goods, one line each: '2 x Trail running shoes'. */
  goods: string;
  amount: number;
  currency: string;
  reference: string;
  /** Our claim id, `<companyId>/<claimId>`: an answer file that keeps it finds its claim at once. */
  claimRef: string;
}

type Locale = 'en' | 'fr';

const ISSUE_WORDS: Record<Locale, Record<ClaimType, string>> = {
  en: {
    lost: 'Lost',
    damaged: 'Damaged',
    late_delivery: 'Late delivery',
    delivery_dispute: 'Delivery dispute',
    label_not_used: 'Label not used',
    surcharge: 'Surcharge',
  },
  fr: {
    lost: 'Perdu',
    damaged: 'Endommagé',
    late_delivery: 'Livraison en retard',
    delivery_dispute: 'Livraison contestée',
    label_not_used: 'Étiquette non utilisée',
    surcharge: 'Supplément',
  },
};

export interface ExportColumn {
  header: Record<Locale, string>;
  value: (facts: ExportFacts, locale: Locale) => ExportCell;
}

/** Our own columns: everything a carrier's claim form asks that the claim knows. */
export const DESK_COLUMNS: ExportColumn[] = [
  { header: { en: 'Company', fr: 'Entreprise' }, value: (f) => f.companyName },
  { header: { en: 'Tracking number', fr: 'Numéro de suivi' }, value: (f) => f.tracking_number },
  { header: { en: 'Carrier', fr: 'Transporteur' }, value: (f) => f.carrier },
  { header: { en: 'Issue', fr: 'Problème' }, value: (f, locale) => ISSUE_WORDS[locale][f.issue] },
  { header: { en: 'Opened on', fr: 'Ouverte le' }, value: (f) => f.openedOn },
  { header: { en: 'Shipped on', fr: 'Expédié le' }, value: (f) => f.shippedOn },
  { header: { en: 'Scheduled delivery', fr: 'Livraison prévue' }, value: (f) => f.scheduledDeliveryOn },
  { header: { en: 'Delivered on', fr: 'Livré le' }, value: (f) => f.deliveredOn },
  { header: { en: 'File by', fr: 'À déposer avant le' }, value: (f) => f.closesOn },
  {
    header: { en: 'Deadline estimated', fr: 'Échéance estimée' },
    value: (f, locale) => (f.estimated ? (locale === 'fr' ? 'oui' : 'yes') : locale === 'fr' ? 'non' : 'no'),
  },
  { header: { en: 'Sender', fr: 'Expéditeur' }, value: (f) => f.senderName },
  { header: { en: 'Sender address', fr: 'Adresse de l’expéditeur' }, value: (f) => f.senderAddress },
  { header: { en: 'Sender country', fr: 'Pays de l’expéditeur' }, value: (f) => f.senderCountry },
  { header: { en: 'Receiver country', fr: 'Pays du destinataire' }, value: (f) => f.receiverCountry },
  {
    header: { en: 'Receiver postal code', fr: 'Code postal du destinataire' },
    value: (f) => f.receiverPostalCode,
  },
  { header: { en: 'Goods', fr: 'Marchandises' }, value: (f) => f.goods },
  { header: { en: 'Amount', fr: 'Montant' }, value: (f) => f.amount },
  { header: { en: 'Currency', fr: 'Devise' }, value: (f) => f.currency },
  { header: { en: 'Order reference', fr: 'Référence de commande' }, value: (f) => f.reference },
  { header: { en: 'Our claim id', fr: 'Notre identifiant' }, value: (f) => f.claimRef },
];

/** A carrier's own bulk layout, with where it is published. */
export interface CarrierLayout {
  id: string;
  carrier: string;
  /** The file the carrier takes. */
  format: 'csv' | 'xlsx';
  /** The issues the carrier takes through this layout (the others go through its claim form). */
  issues: readonly ClaimType[];
  source: { url: string; title: string; says: string }[];
  /** The carrier's own column names, whatever the person's language. */
  columns: { header: string; value: (facts: ExportFacts) => ExportCell }[];
}

const UPS_REASONS: Record<ClaimType, string> = {
  lost: 'Lost package',
  damaged: 'Damaged package',
  late_delivery: 'Service guarantee refund (late delivery)',
  delivery_dispute: 'Delivery dispute',
  label_not_used: 'Void shipment (label not used)',
  surcharge: 'Incorrect charge',
};

export const UPS_ADJUSTMENT: CarrierLayout = {
  id: 'ups_adjustment',
  carrier: 'ups',
  format: 'csv',
  issues: ['late_delivery', 'surcharge', 'label_not_used', 'delivery_dispute'],
  source: [
    {
      url: 'http://www.ups.com/content/us/en/resources/sri/pre_13.html',
      title: 'UPS: Request a Billing Adjustment (more than five requests)',
      says: 'More than five adjustment requests are compiled into a spreadsheet saved as a comma separated value (CSV) file attached to an e-mail; a sample CSV gives the instructions.',
    },
    {
      url: 'https://www.ups.com/us/en/help-center/sri/faq41-pay.page',
      title: 'UPS: How can I request an invoice adjustment or dispute a charge?',
      says: 'The request must include the date of shipment and tracking number for each disputed charge, as well as the reason for the disputed charge.',
    },
  ],
  columns: [
    { header: 'Tracking Number', value: (f) => f.tracking_number },
    { header: 'Date of Shipment', value: (f) => f.shippedOn },
    { header: 'Reason for Dispute', value: (f) => UPS_REASONS[f.issue] },
    { header: 'Amount', value: (f) => f.amount },
    { header: 'Currency', value: (f) => f.currency },
    { header: 'Shipper Name', value: (f) => f.senderName },
    { header: 'Description', value: (f) => f.goods },
    { header: 'Customer Reference', value: (f) => f.claimRef },
  ],
};

/** The carriers that publish a bulk layout of their own. */
export const CARRIER_LAYOUTS: Readonly<Record<string, CarrierLayout>> = { ups: UPS_ADJUSTMENT };

export const layoutOf = (carrier: string): CarrierLayout | null => CARRIER_LAYOUTS[carrier] ?? null;

/** A file to write: its name, its format, its header and rows. */
export interface ExportTable {
  layout: string;
  format: 'csv' | 'xlsx';
  header: string[];
  rows: ExportCell[][];
}

/** The rows of `facts` in the carrier's layout (`layout`: null for ours), headers in `locale` for ours. */
export function exportTable(
  layout: CarrierLayout | null,
  facts: readonly ExportFacts[],
  locale: Locale,
): ExportTable {
  if (layout)
    return {
      layout: layout.id,
      format: layout.format,
      header: layout.columns.map((column) => column.header),
      rows: facts.map((fact) => layout.columns.map((column) => column.value(fact))),
    };
  return {
    layout: 'desk',
    format: 'xlsx',
    header: DESK_COLUMNS.map((column) => column.header[locale]),
    rows: facts.map((fact) => DESK_COLUMNS.map((column) => column.value(fact, locale))),
  };
}
