/**
 * The names of claim states in English and French, written once: the web catalogs take them as
 * `claims.state.<state>` and the e-mails about a favourite claim use them as they are.
 */
import type { ClaimType } from '../carriers/carriers';
import { amountAdvice } from './cells';
import type { ClaimState } from './lifecycle';

export const CLAIM_STATE_LABELS: Record<'en' | 'fr', Record<ClaimState, string>> = {
  en: {
    not_open: 'Not open',
    refundable: 'Awaiting opening',
    action_needed: 'Action needed',
    requested: 'Investigation open',
    processing: 'Processing',
    ongoing: 'Ongoing',
    overdue: 'Overdue',
    confirmed: 'Confirmed',
    credited: 'Credited',
    declined: 'Declined',
    closed: 'Closed',
    stopped: 'Stopped',
    investigation_stopped: 'Investigation stopped',
    impossible_to_open: 'Impossible to open',
    not_eligible: 'Not eligible',
    delivered: 'Delivered',
    returned_to_sender: 'Returned to sender',
    on_time: 'On time',
    unknown: 'Unknown',
  },
  fr: {
    not_open: 'Non ouverte',
    refundable: 'En attente d’ouverture',
    action_needed: 'Action requise',
    requested: 'Enquête ouverte',
    processing: 'En traitement',
    ongoing: 'En cours',
    overdue: 'En retard',
    confirmed: 'Confirmée',
    credited: 'Créditée',
    declined: 'Refusée',
    closed: 'Clôturée',
    stopped: 'Arrêtée',
    investigation_stopped: 'Enquête arrêtée',
    impossible_to_open: 'Impossible à ouvrir',
    not_eligible: 'Non éligible',
    delivered: 'Livré',
    returned_to_sender: 'Retourné à l’expéditeur',
    on_time: 'À l’heure',
    unknown: 'Inconnu',
  },
};

/** The names of claims' issues, written once: the web catalogs take them as `claims.issue.<issue>`, e-mails as they are. */
export const CLAIM_ISSUE_LABELS: Record<'en' | 'fr', Record<ClaimType, string>> = {
  en: {
    lost: 'Lost',
    damaged: 'Damaged',
    late_delivery: 'Late delivery',
    delivery_dispute: 'Delivery dispute',
    label_not_used: 'Label not used',
    surcharge: 'Surcharge',
  },
  fr: {
    lost: 'Perdu',
    damaged: 'Endommagé',
    late_delivery: 'Livraison en retard',
    delivery_dispute: 'Litige de livraison',
    label_not_used: 'Étiquette non utilisée',
    surcharge: 'Surcharge',
  },
};

/** Catalog entries `<prefix><key>` from a table of labels, typed so the keys stay checked. */
export function prefixed<P extends string, K extends string>(
  prefix: P,
  labels: Record<K, string>,
): Record<`${P}${K}`, string> {
  return Object.fromEntries(
    Object.entries(labels).map(([key, label]) => [`${prefix}${key}`, label]),
  ) as Record<`${P}${K}`, string>;
}

/**
 * The cell rules' messages (./cells, ../bulk/rules) in English and French, written once: the web
 * catalogs take them as `cell.<key>`, and the export of a bulk run's removed rows writes them.
 */
export const CELL_LABELS = {
  en: {
    required: 'This field is required',
    characters: 'This contains characters that are not allowed here',
    amountCharacter: '“{character}” is not allowed in an amount: write {example}',
    excelRounded:
      'Excel rounded this number (it keeps 15 digits): format the column as Text and enter the tracking numbers again',
    number: 'This must be a number',
    negative: 'This cannot be negative',
    zero: 'This must be more than zero',
    wholeNumber: 'This must be a whole number of 1 or more',
    decimals: 'Use at most two decimals',
    taxRange: 'A tax rate is between 0 and 100 %',
    dateFormat: 'Write the date as YYYY-MM-DD',
    dateRange: 'The date must be between two years ago and yesterday',
    currency: 'This is not a currency code (for example EUR, GBP, USD)',
    tooShort: 'This is too short',
    tooLong: 'This is too long',
    zeroAmount: 'An amount is zero.',
    largeAmount: 'An amount is above 5,000.',
    largeTax: 'A tax rate is above 27 %.',
    carrierUnknown: 'This is not a carrier we know',
    carrierNotRegistered: 'This carrier is not registered for your account',
    carrierFailing: 'This carrier’s portal account is not working: the claim may wait until it is fixed.',
    windowClosed:
      'The carrier’s claim window for this issue has closed: the carrier will probably refuse it. Confirm the flagged values to file it anyway.',
    issue: 'The issue must be Lost, Damaged, Late Delivery or Delivery Dispute',
    trackingFormat: 'This is not a tracking number of this carrier',
    inclBelowExcl: 'The amount including tax cannot be lower than the amount excluding tax',
    duplicate: 'This tracking number appears more than once in the file: choose the correct issue',
    open_claim: 'This tracking number already has a registered claim',
    no_open_claim: 'This tracking number has no open investigation',
    goods_not_needed: 'This investigation already has its goods',
    unconfirmed: 'A value needs your confirmation',
  },
  fr: {
    required: 'Ce champ est obligatoire',
    characters: 'Ce champ contient des caractères non autorisés ici',
    amountCharacter: '« {character} » n’est pas autorisé dans un montant\u00a0: écrivez {example}',
    excelRounded:
      'Excel a arrondi ce nombre (il garde 15 chiffres)\u00a0: mettez la colonne au format Texte et saisissez à nouveau les numéros de suivi',
    number: 'Ce champ doit être un nombre',
    negative: 'Ce champ ne peut pas être négatif',
    zero: 'Ce champ doit être supérieur à zéro',
    wholeNumber: 'Ce champ doit être un nombre entier supérieur ou égal à 1',
    decimals: 'Deux décimales au plus',
    taxRange: 'Un taux de taxe est compris entre 0 et 100\u00a0%',
    dateFormat: 'Écrivez la date sous la forme AAAA-MM-JJ',
    dateRange: 'La date doit être comprise entre il y a deux ans et hier',
    currency: 'Ce n’est pas un code de devise (par exemple EUR, GBP, USD)',
    tooShort: 'C’est trop court',
    tooLong: 'C’est trop long',
    zeroAmount: 'Un montant est nul.',
    largeAmount: 'Un montant dépasse 5 000.',
    largeTax: 'Un taux de taxe dépasse 27\u00a0%.',
    carrierUnknown: 'Ce transporteur nous est inconnu',
    carrierNotRegistered: 'Ce transporteur n’est pas enregistré pour votre compte',
    carrierFailing:
      'Le compte portail de ce transporteur ne fonctionne pas\u00a0: la réclamation pourra attendre sa correction.',
    windowClosed:
      'Le délai de réclamation du transporteur pour ce problème est clos\u00a0: il refusera probablement. Confirmez les valeurs signalées pour la déposer quand même.',
    issue: 'Le problème doit être Perdu, Endommagé, Livraison en retard ou Litige de livraison',
    trackingFormat: 'Ce n’est pas un numéro de suivi de ce transporteur',
    inclBelowExcl: 'Le montant TTC ne peut pas être inférieur au montant HT',
    duplicate: 'Ce numéro de suivi apparaît plusieurs fois dans le fichier\u00a0: choisissez le bon problème',
    open_claim: 'Ce numéro de suivi a déjà une réclamation enregistrée',
    no_open_claim: 'Ce numéro de suivi n’a pas d’enquête ouverte',
    goods_not_needed: 'Cette enquête a déjà ses marchandises',
    unconfirmed: 'Une valeur attend votre confirmation',
  },
} as const satisfies Record<'en' | 'fr', Record<string, string>>;

/**
 * The values a cell message names, read from the refused cell itself (the character an amount may
 * not hold, and the amount written right): the same for the web's message and the server's export.
 */
export function cellMessageValues(reason: string, input: string): Record<string, string> {
  if (reason.replace(/^cell\./, '') !== 'amountCharacter') return {};
  return amountAdvice(input);
}

/** A cell message in `locale` with its values filled in (the server's export of refused rows). */
export function cellMessage(locale: 'en' | 'fr', reason: string, input: string): string {
  const labels = CELL_LABELS[locale] as Record<string, string>;
  const values = cellMessageValues(reason, input);
  return (labels[reason.replace(/^cell\./, '')] ?? reason).replace(
    /\{(\w+)\}/g,
    (_, name: string) => values[name] ?? '',
  );
}
