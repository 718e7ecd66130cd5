/**
 * The names of the facts a finding shows (a rule's evidence), in en and fr: the claim page and the
 * findings download print them in the reader's language. Every name a rule's positive test produces
 * must be here (test/support/audit-rules' `finds` checks it).
 */
import type { Confidence, ReviewReason } from './rules/rule';

export const EVIDENCE_LABELS: Record<string, { en: string; fr: string }> = {
  actual_weight_kg: { en: 'Actual weight (kg)', fr: 'Poids réel (kg)' },
  address_events: { en: 'Address events in the tracking', fr: 'Événements d’adresse dans le suivi' },
  again_on_invoice: { en: 'Billed again on invoice', fr: 'Facturé à nouveau sur la facture' },
  amount: { en: 'Amount', fr: 'Montant' },
  billed: { en: 'Billed', fr: 'Facturé' },
  business_proof: { en: 'Business shown by', fr: 'Entreprise attestée par' },
  billed_service: { en: 'Service billed', fr: 'Service facturé' },
  billed_weight_kg: { en: 'Billed weight (kg)', fr: 'Poids facturé (kg)' },
  carrier_divisor: { en: "Carrier's divisor", fr: 'Diviseur du transporteur' },
  carrier_says: { en: 'The carrier says', fr: 'Le transporteur indique' },
  category: { en: 'Charge type', fr: 'Type de frais' },
  charge: { en: 'Charge', fr: 'Frais' },
  charges: { en: 'Charges', fr: 'Frais' },
  charges_at_published_rate: { en: 'Charges at the published rate', fr: 'Frais au tarif public' },
  committed_time: { en: 'Committed delivery time', fr: 'Heure de livraison garantie' },
  contract: { en: 'Contract', fr: 'Contrat' },
  contract_cap: { en: 'Contract cap', fr: 'Plafond du contrat' },
  contract_discount_percent: { en: 'Contract discount (%)', fr: 'Remise du contrat (%)' },
  contract_divisor: { en: 'Contract divisor', fr: 'Diviseur du contrat' },
  credit: { en: 'Credit', fr: 'Avoir' },
  credit_invoice: { en: 'Credit invoice', fr: 'Facture d’avoir' },
  currency: { en: 'Currency', fr: 'Devise' },
  days_since_ship_date: { en: 'Days since the ship date', fr: 'Jours depuis l’expédition' },
  days_without_movement: { en: 'Days without movement', fr: 'Jours sans mouvement' },
  declared_value: { en: 'Declared value', fr: 'Valeur déclarée' },
  delivered_at: { en: 'Delivered at', fr: 'Livré le' },
  delivered_on: { en: 'Delivered on', fr: 'Livré le' },
  delivered_to: { en: 'Delivered to', fr: 'Livré à' },
  destination: { en: 'Destination', fr: 'Destination' },
  destination_country: { en: 'Destination country', fr: 'Pays de destination' },
  dimensional_weight_at_contract_divisor_kg: {
    en: 'Dimensional weight at the contract divisor (kg)',
    fr: 'Poids volumétrique au diviseur du contrat (kg)',
  },
  dimensional_weight_kg: { en: 'Dimensional weight (kg)', fr: 'Poids volumétrique (kg)' },
  dimensions_cm: { en: 'Dimensions (cm)', fr: 'Dimensions (cm)' },
  discount: { en: 'Discount', fr: 'Remise' },
  discount_billed: { en: 'Discount billed', fr: 'Remise facturée' },
  divisor: { en: 'Divisor', fr: 'Diviseur' },
  entered_weight_kg: { en: 'Entered weight (kg)', fr: 'Poids déclaré (kg)' },
  event: { en: 'Event', fr: 'Événement' },
  event_at: { en: 'Event time', fr: 'Date de l’événement' },
  event_code: { en: 'Event code', fr: 'Code de l’événement' },
  event_location: { en: 'Event location', fr: 'Lieu de l’événement' },
  fair_weight_kg: { en: 'Weight that should be billed (kg)', fr: 'Poids qui devait être facturé (kg)' },
  first_invoice: { en: 'First invoice', fr: 'Première facture' },
  first_zone: { en: 'First zone', fr: 'Première zone' },
  fuel_billed: { en: 'Fuel surcharge billed', fr: 'Surcharge carburant facturée' },
  fuel_due: { en: 'Fuel surcharge due', fr: 'Surcharge carburant due' },
  fuel_percent: { en: 'Fuel surcharge (%)', fr: 'Surcharge carburant (%)' },
  invoice: { en: 'Invoice', fr: 'Facture' },
  large_package_charge: { en: 'Large package charge', fr: 'Supplément colis hors norme' },
  large_package_minimum_kg: {
    en: 'Large package minimum weight (kg)',
    fr: 'Poids minimum colis hors norme (kg)',
  },
  last_event: { en: 'Last event', fr: 'Dernier événement' },
  last_location: { en: 'Last location', fr: 'Dernier lieu' },
  last_movement_at: { en: 'Last movement', fr: 'Dernier mouvement' },
  late_by_minutes: { en: 'Late by (minutes)', fr: 'Retard (minutes)' },
  length_plus_girth_cm: { en: 'Length plus girth (cm)', fr: 'Longueur plus circonférence (cm)' },
  lines: { en: 'Invoice lines', fr: 'Lignes de la facture' },
  net: { en: 'Net', fr: 'Net' },
  net_billed: { en: 'Net billed', fr: 'Net facturé' },
  net_due: { en: 'Net due', fr: 'Net dû' },
  origin: { en: 'Origin', fr: 'Origine' },
  origin_country: { en: 'Origin country', fr: 'Pays d’origine' },
  other_charges: { en: 'Other charges', fr: 'Autres frais' },
  period: { en: 'Period', fr: 'Période' },
  published_rate: { en: 'Published rate', fr: 'Tarif public' },
  reason: { en: 'Reason', fr: 'Motif' },
  rebilled_on_invoice: { en: 'Billed again on invoice', fr: 'Refacturé sur la facture' },
  rebilled_zone: { en: 'Zone billed again', fr: 'Zone refacturée' },
  scheduled_delivery: { en: 'Scheduled delivery', fr: 'Livraison prévue' },
  service: { en: 'Service', fr: 'Service' },
  ship_date: { en: 'Ship date', fr: 'Date d’expédition' },
  tracking_events: { en: 'Tracking events', fr: 'Événements de suivi' },
  tracking_service: { en: 'Service in the tracking', fr: 'Service dans le suivi' },
  tracking_status: { en: 'Tracking status', fr: 'Statut du suivi' },
  vat_at_20_percent: { en: 'VAT at 20 %', fr: 'TVA à 20\u00a0%' },
  vat_billed: { en: 'VAT billed', fr: 'TVA facturée' },
  waived_amount: { en: 'Waived amount', fr: 'Montant exonéré' },
  waived_surcharges: { en: 'Waived surcharges', fr: 'Surcharges exonérées' },
  weight_kg: { en: 'Weight (kg)', fr: 'Poids (kg)' },
};

/** A fact's name in a language (its id, readable, for a name without a label). */
export const evidenceLabel = (name: string, locale: 'en' | 'fr') =>
  EVIDENCE_LABELS[name]?.[locale] ?? name.replace(/_/g, ' ');

/**
 * What a finding's confidence says, in en and fr: a claim, or a signal to review with the fact that
 * would settle it (shared/audit/rules/rule.ts, REVIEW_REASONS). The invoice page and the findings
 * download print them.
 */
export const CONFIDENCE_LABELS: Record<Confidence | ReviewReason, { en: string; fr: string }> = {
  claim: { en: 'Claim: the invoice proves it', fr: 'Réclamation\u00a0: la facture le prouve' },
  review: { en: 'To review', fr: 'À vérifier' },
  address_type_unknown: {
    en: 'To review: is the delivery address a business? The invoice names the consignee, not the kind of address.',
    fr: 'À vérifier\u00a0: l’adresse de livraison est-elle professionnelle\u00a0? La facture nomme le destinataire, pas le type d’adresse.',
  },
  carrier_measured: {
    en: 'To review: the carrier weighed or measured the parcel itself; only your own weighing or measuring can dispute it.',
    fr: 'À vérifier\u00a0: le transporteur a pesé ou mesuré le colis lui-même\u00a0; seule votre propre pesée ou mesure peut le contester.',
  },
  weight_type_unknown: {
    en: 'To review: the invoice does not say whether the weight billed is the actual or the dimensional weight.',
    fr: 'À vérifier\u00a0: la facture ne dit pas si le poids facturé est le poids réel ou le poids volumétrique.',
  },
  handling_reason_unknown: {
    en: 'To review: additional handling is also billed for packing (not in a cardboard box, cylindrical); was the parcel packed so?',
    fr: 'À vérifier\u00a0: la manutention supplémentaire est aussi facturée pour l’emballage (hors carton, cylindrique)\u00a0; le colis était-il emballé ainsi\u00a0?',
  },
  separate_bills: {
    en: 'To review: one invoice bills the parcel’s duties and the other its transport; the carrier’s tariff says whether this fee applies to each bill.',
    fr: 'À vérifier\u00a0: une facture porte les droits de douane du colis et l’autre son transport\u00a0; le tarif du transporteur dit si ces frais s’appliquent à chaque facture.',
  },
};

/** A finding's confidence in `locale`: a claim, or what would settle the review. */
export const confidenceLabel = (
  finding: { confidence?: Confidence; review?: ReviewReason },
  locale: 'en' | 'fr',
) =>
  CONFIDENCE_LABELS[(finding.confidence ?? 'claim') === 'claim' ? 'claim' : (finding.review ?? 'review')][
    locale
  ];
