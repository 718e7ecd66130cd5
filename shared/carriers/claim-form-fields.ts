/**
 * The vocabulary of the carriers' claim forms (./claim-forms.ts): the facts a form asks, as the
 * desk's filing sheet names and prefills them, and the documents carriers want, with which of a
 * claim's documents can be each.
 */

/** The facts a claim form asks, as the sheet names them (each labelled `desk.sheet.field.<key>`). */
export const SHEET_FIELD_KEYS = [
  'trackingNumber',
  'issue',
  'shipDate',
  'deliveryDate',
  'serviceLevel',
  'weight',
  'senderName',
  'senderAddress',
  'contactEmail',
  'accountNumber',
  'receiverName',
  'receiverAddress',
  'receiverPostalCode',
  'receiverCountry',
  'goodsDescription',
  'quantity',
  'goodsValue',
  'amountClaimed',
  'currency',
  'orderReference',
  'merchantWords',
] as const;
export type SheetFieldKey = (typeof SHEET_FIELD_KEYS)[number];

/** How a value reads: a date (YYYY-MM-DD), an amount (two decimals, in the claim's currency), an issue... */
export const SHEET_FIELD_FORMATS = ['text', 'date', 'amount', 'issue', 'multiline'] as const;
export type SheetFieldFormat = (typeof SHEET_FIELD_FORMATS)[number];

/**
 * Where the sheet takes each value from (functions/desk/filing-sheet.ts reads exactly these).
 * Null `from`: nothing we hold knows it (the merchant or the parcel's label does).
 */
export const SHEET_FIELDS: Record<SheetFieldKey, { format: SheetFieldFormat; from: string | null }> = {
  trackingNumber: { format: 'text', from: 'claim.tracking_number' },
  issue: { format: 'issue', from: 'claim.reason_refund' },
  shipDate: { format: 'date', from: 'claim.shipment.shippedAt (the carrier’s tracking)' },
  deliveryDate: {
    format: 'date',
    from: 'claim.shipment.deliveredAt, else its scheduled delivery (the carrier’s tracking)',
  },
  serviceLevel: { format: 'text', from: 'claim.service_level_agreement (the carrier’s tracking)' },
  weight: { format: 'text', from: 'claim.weight (kg, the carrier’s tracking)' },
  senderName: { format: 'text', from: 'company.invoice_company_name, else company.name' },
  senderAddress: { format: 'multiline', from: 'company street, postal code, city, country' },
  contactEmail: { format: 'text', from: 'company.claim_email_address, else company.finance_email_address' },
  accountNumber: { format: 'text', from: 'the carrier account’s user name (credential.username)' },
  receiverName: { format: 'text', from: null },
  receiverAddress: { format: 'multiline', from: null },
  receiverPostalCode: { format: 'text', from: 'claim.postal_code_receiver (the carrier’s tracking)' },
  receiverCountry: { format: 'text', from: 'claim.country_code_receiver (the carrier’s tracking)' },
  goodsDescription: { format: 'multiline', from: 'claim.lines (quantity × description)' },
  quantity: { format: 'text', from: 'claim.lines (sum of nb_of_items)' },
  goodsValue: { format: 'amount', from: 'claim.lines (sum of amount_excl: the goods’ value before tax)' },
  amountClaimed: { format: 'amount', from: 'claim.requestedCents (the goods including tax)' },
  currency: { format: 'text', from: 'claim.currency' },
  orderReference: { format: 'text', from: 'claim.reference' },
  merchantWords: { format: 'multiline', from: 'the merchant’s answers in the claim’s history' },
};

export const sheetFieldLabel = (key: SheetFieldKey) => `desk.sheet.field.${key}` as const;

/**
 * The documents carriers ask for, each labelled `desk.sheet.document.<need>`, and which of a
 * claim's documents can be it: the original invoice, the damage pictures, the other documents the
 * merchant gave (which of those is which, a person checks), or the carrier invoice an audit claim
 * comes from.
 */
export const DOCUMENT_NEEDS = [
  'proof_of_value',
  'damage_photos',
  'packaging_photos',
  'shipping_label',
  'proof_of_shipment',
  'recipient_statement',
  'recipient_id',
  'claim_letter',
  'carrier_invoice',
] as const;
export type DocumentNeed = (typeof DOCUMENT_NEEDS)[number];

export const NEED_HELD_BY: Record<
  DocumentNeed,
  'claim_invoice' | 'damage_picture' | 'claim_document' | 'audit'
> = {
  proof_of_value: 'claim_invoice',
  damage_photos: 'damage_picture',
  packaging_photos: 'damage_picture',
  shipping_label: 'claim_document',
  proof_of_shipment: 'claim_document',
  recipient_statement: 'claim_document',
  recipient_id: 'claim_document',
  claim_letter: 'claim_document',
  carrier_invoice: 'audit',
};
