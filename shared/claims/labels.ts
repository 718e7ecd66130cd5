/**
 * The names of claim states in English and French, written once: the web catalogs take them as
 * `claims.state.<state>` and the e-mails about a favourite claim use them as they are.
 */
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

/** Catalog entries `<prefix><key>` from a table of labels, typed so the keys stay checked. */
export function prefixed<P extends string, K extends string>(
  prefix: P,
  labels: Record<K, string>,
): Record<`${P}${K}`, string> {
  return Object.fromEntries(
    Object.entries(labels).map(([key, label]) => [`${prefix}${key}`, label]),
  ) as Record<`${P}${K}`, string>;
}
