/**
 * Colissimo invoice detail (CSV, `;`-separated, often Windows-1252, decimal commas; or the same
 * table as XLSX): a header row, then one row per parcel whose charges sit in columns named by
 * their French label ('Prix' or 'Affranchissement', 'Majoration service', 'Surcharge carburant',
 * 'Contre-remboursement', 'Retour à l'expéditeur', 'Zone difficile d'accès / Corse'...), with a
 * 'Remise' column taken off the postage and the VAT ('TVA', or 'Total' less the charges) shared
 * over the row's charges. A file with one row per charge ('Libellé', 'Montant HT') reads too.
 *
 * Source: Colissimo's full column list is not public and none was found. What a public audit tool
 * reads from the Colissimo invoice CSV: `;`-separated, Latin-1, columns 'Tracking', 'Date PCH'
 * (prise en charge), 'Code produit' (8R for returns), 'Code Postal', 'Prix', 'Majoration service',
 * 'Total'. Every other column name here (invoice number and date, account, weight, country,
 * company, the labelled charge columns) is ASSUMED from Colissimo's charge labels and has to be
 * checked against a real file. The layout is recognised by a parcel number with 'Date PCH' or
 * 'Code produit'.
 */
import { type DetailHeader, type DetailLayout, detailHeader, headerKey } from './read';

export const COLISSIMO: DetailLayout = {
  carrier: 'colissimo',
  names: {
    account: ['N° client', 'Numéro client', 'N° de compte', 'Compte client'],
    invoiceNumber: ['N° facture', 'N° de facture', 'Numéro de facture'],
    invoiceDate: ['Date facture', 'Date de facture'],
    tracking: ['Tracking', 'N° de colis', 'Numéro de colis', 'N° colis'],
    reference: ['Référence', 'Référence client', 'Réf. client'],
    shipDate: ['Date PCH', 'Date de prise en charge', 'Date de dépôt'],
    deliveryDate: ['Date de livraison', 'Date livraison'],
    service: ['Code produit', 'Produit'],
    destinationCompany: ['Raison sociale destinataire', 'Société destinataire'],
    destinationPostal: ['Code Postal', 'Code postal destinataire', 'CP destinataire'],
    destinationCity: ['Ville', 'Ville destinataire'],
    destinationCountry: ['Pays', 'Pays destinataire', 'Code pays'],
    enteredWeight: ['Poids déclaré'],
    billedWeight: ['Poids', 'Poids (kg)', 'Poids facturé'],
    label: ['Libellé', 'Libellé prestation', 'Prestation'],
    net: ['Montant HT'],
    discount: ['Remise'],
    vat: ['TVA', 'Montant TVA'],
    total: ['Total', 'Total TTC', 'Montant TTC'],
  },
  chargeColumns: [
    { names: ['Prix', 'Prix HT', 'Affranchissement'], category: 'transportation' },
    { names: ['Majoration service'] },
    { names: ['Surcharge carburant'], category: 'fuel' },
    { names: ['Contre-remboursement'], category: 'cod' },
    { names: ["Retour à l'expéditeur", 'Retour expéditeur'], category: 'return_to_sender' },
    {
      names: ["Zone difficile d'accès / Corse", "Zone difficile d'accès", 'Supplément Corse', 'Corse'],
      category: 'remote_area',
    },
    { names: ['Hors norme', 'Supplément hors norme', 'Non mécanisable'], category: 'oversize' },
    { names: ['Assurance', 'Ad valorem'], category: 'declared_value' },
    { names: ['Remise contre signature', 'Contre signature'], category: 'signature' },
  ],
};

const MARKERS = ['Date PCH', 'Code produit'].map(headerKey);

/** The positions of a Colissimo detail header, or null when the row is not one. */
export function colissimoHeader(row: readonly string[]): DetailHeader | null {
  if (!row.some((cell) => MARKERS.includes(headerKey(cell)))) return null;
  const header = detailHeader(row, COLISSIMO);
  const charged = header.charges.length > 0 || header.columns.net !== undefined;
  return header.columns.tracking !== undefined && charged ? header : null;
}
