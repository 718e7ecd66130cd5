/**
 * Chronopost invoice detail (CSV `;` with decimal commas, or XLSX): a header row, then one row per
 * charge: the parcel ('N° objet', Chronopost's 'LT' number), its date, product and weight, and one
 * charge (its French label and its amount excl. VAT, with its VAT when given). A row without a
 * label is the product's transport; surcharges ('Surcharge carburant', 'Retour expéditeur', 'Zones
 * difficiles d'accès', 'Supplément Corse', 'Hors norme', 'Manutention', 'Livraison le samedi')
 * have their own rows. Rows without a parcel number (sub-totals, blank rows) are skipped.
 *
 * Source: Chronopost's detail export is not public and none was found. What a public audit tool
 * reads from Chronopost invoices (XLSX): a table headed 'Date', an object number ('N° objet'),
 * 'Poids', 'Montant' and 'Obs', surcharge rows labelled 'Etiquette non conforme', 'Retour
 * expéditeur', 'Zones difficiles d'accès', 'Supplément Corse', 'Supplément hors norme',
 * 'Supplément manutention'. The label, product, invoice, VAT and address columns are ASSUMED
 * and have to be checked against a real file. The layout is recognised by an object / LT number
 * column with an amount column.
 */
import { type DetailHeader, type DetailLayout, detailHeader } from './read';

export const CHRONOPOST: DetailLayout = {
  carrier: 'chronopost',
  names: {
    account: ['N° client', 'N° de compte', 'Compte client'],
    invoiceNumber: ['N° facture', 'N° de facture', 'Numéro de facture'],
    invoiceDate: ['Date facture', 'Date de facture'],
    tracking: ['N° objet', "N° d'objet", "Numéro d'objet", 'N° LT', 'Numéro LT', 'N° de LT', 'Objet'],
    reference: ['Référence', 'Référence expéditeur', 'Réf. expéditeur'],
    shipDate: ['Date', "Date d'expédition", 'Date de dépôt'],
    deliveryDate: ['Date de livraison'],
    service: ['Produit', 'Code produit', 'Service'],
    destinationCompany: ['Raison sociale destinataire', 'Société destinataire'],
    destinationPostal: ['Code postal destinataire', 'CP destinataire', 'Code postal'],
    destinationCity: ['Ville destinataire', 'Ville'],
    destinationCountry: ['Pays destinataire', 'Pays'],
    enteredWeight: ['Poids déclaré'],
    billedWeight: ['Poids', 'Poids facturé', 'Poids taxé'],
    code: ['Code prestation', 'Code'],
    label: ['Libellé', 'Libellé prestation', 'Prestation', 'Désignation'],
    net: ['Montant', 'Montant HT'],
    discount: ['Remise'],
    vat: ['TVA', 'Montant TVA'],
    total: ['Montant TTC', 'Total TTC'],
  },
};

/** The positions of a Chronopost detail header, or null when the row is not one. */
export function chronopostHeader(row: readonly string[]): DetailHeader | null {
  const header = detailHeader(row, CHRONOPOST);
  return header.columns.tracking !== undefined && header.columns.net !== undefined ? header : null;
}
