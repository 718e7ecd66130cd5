/**
 * What the desk records, in words, in English and French, written once: the merchant's claim page
 * takes them as `claims.denialReason.<reason>`, `claims.filingChannel.<channel>` and
 * `claims.creditProof.<proof>`, and the e-mails that tell the merchant of a denial use them as they
 * are.
 */
import type { CreditProof, DenialReason, FilingChannel } from './desk-terms';

export const DENIAL_REASON_LABELS: Record<'en' | 'fr', Record<DenialReason, string>> = {
  en: {
    delivered_signed: 'The carrier says the parcel was delivered and signed for',
    delivered_scan: 'The carrier’s tracking shows the parcel as delivered',
    insufficient_packaging: 'The carrier judges the packaging insufficient',
    no_proof_of_value: 'No proof of the goods’ value',
    late_notice: 'Claimed after the carrier’s deadline',
    excluded_goods: 'Goods the carrier’s terms exclude',
    liability_limit: 'Beyond the carrier’s liability limit',
    guarantee_waived: 'The money-back guarantee is waived in the contract',
    duplicate: 'The carrier already has a claim for this parcel',
    not_carrier_fault: 'The carrier says it is not at fault',
    other: 'Another reason',
  },
  fr: {
    delivered_signed: 'Le transporteur indique que le colis a été livré contre signature',
    delivered_scan: 'Le suivi du transporteur indique le colis comme livré',
    insufficient_packaging: 'Le transporteur juge l’emballage insuffisant',
    no_proof_of_value: 'Pas de justificatif de la valeur de la marchandise',
    late_notice: 'Réclamation faite après le délai du transporteur',
    excluded_goods: 'Marchandise exclue par les conditions du transporteur',
    liability_limit: 'Au-delà de la limite de responsabilité du transporteur',
    guarantee_waived: 'La garantie de remboursement est levée dans le contrat',
    duplicate: 'Le transporteur a déjà une réclamation pour ce colis',
    not_carrier_fault: 'Le transporteur estime ne pas être en faute',
    other: 'Autre motif',
  },
};

export const FILING_CHANNEL_LABELS: Record<'en' | 'fr', Record<FilingChannel, string>> = {
  en: {
    portal: 'On the carrier’s portal',
    email: 'By e-mail',
    form: 'With the carrier’s claim form',
    phone: 'By phone',
    bulk_file: 'In the carrier’s bulk claim file',
    api: 'Through the carrier’s API',
  },
  fr: {
    portal: 'Sur le portail du transporteur',
    email: 'Par e-mail',
    form: 'Avec le formulaire de réclamation du transporteur',
    phone: 'Par téléphone',
    bulk_file: 'Dans le fichier de réclamations groupées du transporteur',
    api: 'Par l’API du transporteur',
  },
};

export const CREDIT_PROOF_LABELS: Record<'en' | 'fr', Record<CreditProof, string>> = {
  en: {
    credit_note: 'Credit note',
    audit_line: 'Credit line on a carrier invoice',
    statement_line: 'Line of a carrier statement',
  },
  fr: {
    credit_note: 'Avoir',
    audit_line: 'Ligne de crédit sur une facture du transporteur',
    statement_line: 'Ligne d’un relevé du transporteur',
  },
};
