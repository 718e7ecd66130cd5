/**
 * Colis Privé invoice detail (CSV, `;`-separated, UTF-8 with BOM, decimal commas): a header row,
 * then one row per parcel whose charges sit in columns named by their French label (the rate,
 * 'Majoration service', ...); a 'Remise' column is taken off the rate and the VAT ('TVA', or the
 * total less the charges) is shared over the row's charges.
 *
 * Source: Colis Privé's column list is not public and none was found. What a public audit tool
 * reads from the Colis Privé CSV (read with `sep=';'`, `decimal=','`, `utf-8-sig`): 'Tracking',
 * 'Poids facturé', 'Majoration service', 'Code Postal'. Every other name here (the rate column
 * 'Prix', invoice number and date, dates, surcharge columns, 'TVA', 'Total TTC') is ASSUMED and has
 * to be checked against a real file. The layout is recognised by 'Tracking' with 'Poids facturé'
 * and 'Majoration service'.
 */
import { type DetailHeader, type DetailLayout, detailHeader, headerKey } from './read';

export const COLIS_PRIVE: DetailLayout = {
  carrier: 'colis_prive',
  names: {
    account: ['N° client', 'Code client'],
    invoiceNumber: ['N° facture', 'N° de facture', 'Numéro de facture'],
    invoiceDate: ['Date facture', 'Date de facture'],
    tracking: ['Tracking', 'N° colis', 'Numéro de colis'],
    reference: ['Référence', 'Référence client'],
    shipDate: ['Date de prise en charge', 'Date de dépôt', 'Date'],
    deliveryDate: ['Date de livraison'],
    service: ['Produit', 'Service'],
    destinationPostal: ['Code Postal'],
    destinationCity: ['Ville'],
    destinationCountry: ['Pays'],
    enteredWeight: ['Poids déclaré'],
    billedWeight: ['Poids facturé'],
    discount: ['Remise'],
    vat: ['TVA', 'Montant TVA'],
    total: ['Total TTC', 'Montant TTC', 'Total'],
  },
  chargeColumns: [
    { names: ['Prix', 'Prix HT', 'Tarif', 'Montant HT'], category: 'transportation' },
    { names: ['Majoration service'] },
    { names: ['Surcharge carburant'], category: 'fuel' },
    {
      names: ["Zone difficile d'accès / Corse", "Zone difficile d'accès", 'Supplément Corse', 'Corse'],
      category: 'remote_area',
    },
    { names: ["Retour à l'expéditeur", 'Retour expéditeur'], category: 'return_to_sender' },
  ],
};

const MARKERS = ['Poids facturé', 'Majoration service'].map(headerKey);

/** The positions of a Colis Privé detail header, or null when the row is not one. */
export function colisPriveHeader(row: readonly string[]): DetailHeader | null {
  const keys = row.map(headerKey);
  if (!MARKERS.every((marker) => keys.includes(marker))) return null;
  const header = detailHeader(row, COLIS_PRIVE);
  return header.columns.tracking !== undefined ? header : null;
}
