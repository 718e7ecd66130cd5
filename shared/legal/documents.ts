/**
 * The legal documents a merchant accepts at sign-up (issue 23): the Terms and Conditions and the
 * Data Processing Agreement. Their current versions are written here once: the texts
 * (web/src/site/legal/) carry them, the sign-up form sends the ones it showed, and the server
 * refuses any other, so a user record says which text its person accepted.
 */

/** One published text: its sections are anchors of the page (`#<id>`), the same in every language. */
export interface LegalDocument {
  title: string;
  version: string;
  /** The day the version applies from, `YYYY-MM-DD`. */
  effectiveDate: string;
  sections: LegalSection[];
}

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
}

/**
 * The versions in force, named after the day they take effect. A new version is a new date here
 * and a new text: every sign-up from then on accepts it, and the older one is refused.
 */
export const LEGAL_VERSIONS = { terms: '2026-11-26', dataAgreement: '2026-11-26' } as const;

export type LegalDocumentName = keyof typeof LEGAL_VERSIONS;

/** What a version looks like (a day): anything else is not a version at all. */
export const LEGAL_VERSION_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The versions a sign-up says its person accepted, as the registration calls carry them. */
export interface AcceptedLegalVersions {
  terms_version: string;
  data_agreement_version: string;
}

/** The versions the sign-up form sends: the ones in force when it was built. */
export const CURRENT_ACCEPTANCE: AcceptedLegalVersions = {
  terms_version: LEGAL_VERSIONS.terms,
  data_agreement_version: LEGAL_VERSIONS.dataAgreement,
};

/** The documents whose accepted version is not the one in force (empty: the acceptance stands). */
export function outdatedLegalDocuments(accepted: AcceptedLegalVersions): LegalDocumentName[] {
  const outdated: LegalDocumentName[] = [];
  if (accepted.terms_version !== LEGAL_VERSIONS.terms) outdated.push('terms');
  if (accepted.data_agreement_version !== LEGAL_VERSIONS.dataAgreement) outdated.push('dataAgreement');
  return outdated;
}

/** Where a merchant writes about its data, the agreement or these terms. */
export const LEGAL_CONTACT = { privacy: 'privacy@parcel-audit.example' } as const;
