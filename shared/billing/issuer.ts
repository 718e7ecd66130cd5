/**
 * The company that issues Parcel Audit's billing documents: its legal details as printed on every
 * invoice, credit note and statement, and the bank account merchants pay transfers to. One series
 * of numbers per issuer and year (see documents.ts); a deployment for another legal entity changes
 * these and `ISSUER_ID`, which starts a new series.
 */
import type { Party } from './documents';

export const ISSUER_ID = 'parcel-audit-sas';

export const ISSUER: Party & { legalForm: string; siren: string; capital: string; email: string } = {
  name: 'Parcel Audit SAS',
  legalForm: 'SAS',
  street: '12 rue de la Logistique',
  zip: '75010',
  city: 'Paris',
  country: 'FR',
  vatNumber: 'FR32123456789',
  siren: '123 456 789',
  capital: '10 000 EUR',
  email: 'billing@parcel-audit.example',
};

/** The account transfers are paid to (the ECBS example IBAN: a valid checksum, no real account). */
export const ISSUER_BANK = { iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' };

/** The time zone of the issuer's calendar: document dates and years. */
export const ISSUER_TIME_ZONE = 'Europe/Paris';
