/**
 * GLS invoice detail (GLS France / Europe, CSV `;` with decimal commas): a header row, then one
 * row per charge: the parcel, its dates, product, weight and consignee, and one charge (a label,
 * an amount excl. VAT, a discount and VAT when given). A row without a label is the product's
 * transport. Rows without a parcel number (totals, blank rows) are skipped.
 *
 * Source: NONE FOUND. No public parser, data dictionary or sample of GLS's invoice detail export
 * could be found; every column name here is ASSUMED (GLS's own words 'Parcel number' / 'Track ID' /
 * 'Paketnummer' for the parcel, French invoice wording for the rest) and has to be checked against
 * a real GLS file before this layout is relied on. It is recognised only by a GLS-specific parcel
 * column ('Parcel number', 'Paketnummer', 'Track ID', 'N° colis GLS') with an amount column, so a
 * file of another carrier is never read as GLS.
 */
import { type DetailHeader, type DetailLayout, detailHeader } from './read';

export const GLS: DetailLayout = {
  carrier: 'gls',
  names: {
    account: ['N° client', 'Numéro client', 'Customer number'],
    invoiceNumber: ['N° facture', 'Numéro de facture', 'Invoice number'],
    invoiceDate: ['Date facture', 'Date de facture', 'Invoice date'],
    tracking: [
      'Parcel number',
      'Parcel no',
      'Paketnummer',
      'Track ID',
      'N° colis GLS',
      'Numéro de colis GLS',
    ],
    reference: ['Référence', 'Référence client', 'Reference'],
    shipDate: ["Date d'expédition", "Date d'enlèvement", 'Date de dépôt', 'Shipping date'],
    deliveryDate: ['Date de livraison', 'Delivery date'],
    service: ['Produit', 'Product'],
    destinationCompany: ['Raison sociale destinataire', 'Société destinataire'],
    destinationPostal: ['Code postal destinataire', 'CP destinataire'],
    destinationCity: ['Ville destinataire'],
    destinationCountry: ['Pays destinataire', 'Pays'],
    enteredWeight: ['Poids déclaré'],
    billedWeight: ['Poids facturé', 'Poids (kg)', 'Poids'],
    code: ['Code prestation', 'Code'],
    label: ['Libellé', 'Désignation', 'Prestation'],
    net: ['Montant HT', 'Montant net', 'Net amount'],
    discount: ['Remise', 'Discount'],
    vat: ['Montant TVA', 'TVA', 'VAT'],
    total: ['Montant TTC', 'Total TTC'],
  },
};

/** The positions of a GLS detail header, or null when the row is not one. */
export function glsHeader(row: readonly string[]): DetailHeader | null {
  const header = detailHeader(row, GLS);
  return header.columns.tracking !== undefined && header.columns.net !== undefined ? header : null;
}
