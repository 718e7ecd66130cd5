/**
 * Every word a billing document's PDF prints, one object per locale with the same keys (checked
 * by labels.test.ts), so a French invoice never shows an English word. The legal wordings (VAT
 * exemptions, late-payment penalties) are the ones French invoicing rules ask for: CGI art. 242
 * nonies A, Code de commerce art. L441-9 and L441-10, VAT directive art. 196, CGI art. 259-1.
 *
 * Placeholders are `{name}`, filled by `fill`. The PDF draws with the standard Helvetica fonts,
 * which know only the WinAnsi characters: no narrow no-break space, hence plain spaces.
 */

const en = {
  invoice: 'Invoice',
  credit_note: 'Credit note',
  statement: 'Statement',
  issueDate: 'Issue date: {date}',
  dueDate: 'Due date: {date}',
  creditNoteFor: 'Credit note for invoice {number}',
  statementMonth: 'Month: {month}',
  date: '{day} {month} {year}',
  months: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  legalForm: '{form} with a share capital of {capital}',
  siren: 'SIREN {siren}',
  vatNumber: 'VAT number: {vat}',
  billTo: 'Bill to',
  description: 'Description',
  quantity: 'Qty',
  net: 'Net',
  vat: 'VAT',
  total: 'Total',
  documentColumn: 'Document',
  typeColumn: 'Type',
  statusColumn: 'Status',
  due: 'due',
  paid: 'paid',
  overdue: 'overdue',
  successFee: 'Success fee {percent} % on refund of {amount} — investigation {claim}, {parcel}',
  feeReversal: 'Reversal of the success fee — investigation {claim}, {parcel}',
  subscription: 'Subscription {plan}, {period}',
  overage: '{quantity} parcels past the bundle, {period}',
  totalNet: 'Total excl. VAT',
  totalVat: 'VAT {percent} %',
  totalGross: 'Total incl. VAT',
  statementTotal: 'Total of the month',
  reverseCharge: 'VAT reverse charge: Article 196 of Council Directive 2006/112/EC',
  outsideEu: 'VAT not applicable, article 259-1 of the French General Tax Code',
  paymentTerms: 'Payment by bank transfer to IBAN {iban} BIC {bic}, reference {number}, by {date}.',
  latePayment:
    'Late payment: penalties at three times the French legal interest rate and a fixed compensation of 40 EUR for recovery costs (art. L441-10 of the French Commercial Code). No discount for early payment.',
  page: '{number} — page {page} of {count}',
  decimalSeparator: '.',
  groupSeparator: ',',
};

export type Labels = typeof en;
export type Locale = 'en' | 'fr';

const fr: Labels = {
  invoice: 'Facture',
  credit_note: 'Avoir',
  statement: 'Relevé',
  issueDate: 'Date d’émission : {date}',
  dueDate: 'Date d’échéance : {date}',
  creditNoteFor: 'Avoir sur la facture {number}',
  statementMonth: 'Mois : {month}',
  date: '{day} {month} {year}',
  months: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
  legalForm: '{form} au capital de {capital}',
  siren: 'SIREN {siren}',
  vatNumber: 'N° TVA : {vat}',
  billTo: 'Client',
  description: 'Désignation',
  quantity: 'Qté',
  net: 'HT',
  vat: 'TVA',
  total: 'TTC',
  documentColumn: 'Document',
  typeColumn: 'Type',
  statusColumn: 'Statut',
  due: 'à payer',
  paid: 'payée',
  overdue: 'en retard',
  successFee: 'Commission de succès {percent} % sur le remboursement de {amount} — enquête {claim}, {parcel}',
  feeReversal: 'Annulation de la commission de succès — enquête {claim}, {parcel}',
  subscription: 'Abonnement {plan}, {period}',
  overage: '{quantity} colis au-delà du forfait, {period}',
  totalNet: 'Total HT',
  totalVat: 'TVA {percent} %',
  totalGross: 'Total TTC',
  statementTotal: 'Total du mois',
  reverseCharge: 'Autoliquidation : article 196 de la directive 2006/112/CE',
  outsideEu: 'TVA non applicable, article 259-1 du CGI',
  paymentTerms:
    'Paiement par virement sur l’IBAN {iban} BIC {bic}, référence {number}, au plus tard le {date}.',
  latePayment:
    'En cas de retard de paiement, pénalités au taux de trois fois le taux d’intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 EUR (art. L441-10 du Code de commerce). Pas d’escompte pour paiement anticipé.',
  page: '{number} — page {page} sur {count}',
  decimalSeparator: ',',
  groupSeparator: ' ',
};

export const LABELS: Record<Locale, Labels> = { en, fr };

/** A label with its `{name}` placeholders replaced (a missing value is a bug: it throws). */
export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
    return value;
  });
}
