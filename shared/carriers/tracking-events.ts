/**
 * Tracking events in the reader's language: the event codes we know, per source of events, with
 * what each means in en and fr. A carrier's own words (the event's description) are kept beside
 * them: the screens show our message with the carrier's text smaller, marked with its language.
 *
 * Only codes the repository's data uses are here, with the meaning their sources give:
 * - ups: the codes of the UPS Tracking API answers in functions/connectors/tracking/ups.test.ts
 *   (UPS's OpenAPI example and karrio's recorded answers).
 * - fedex: the scan codes of the recorded FedEx answers (functions/connectors/tracking/fedex.ts:
 *   DL, OD, AR, DP, IT, PU, OC, DE).
 * - dhl: the unified API's status codes (functions/connectors/tracking/dhl.ts).
 * - la_poste: La Poste Suivi v2's event codes (functions/connectors/tracking/laposte.ts, as
 *   rigwild/suivi-poste lists them); La Poste writes its descriptions in French.
 * - sandbox: the local sandbox carrier's codes (infra/local/sandbox-carrier/world.ts), which every
 *   carrier account of the demo answers with; read after the carrier's own API's codes.
 * An unknown code shows the carrier's words alone.
 */
import type { CarrierId } from './carriers';
import { type TrackingApi, trackingApiFor } from './tracking-keys';

type Words = { en: string; fr: string };
export type EventSource = TrackingApi | 'sandbox';

/** The language each source writes its descriptions in. */
export const EVENT_SOURCE_LANGUAGE: Record<EventSource, 'en' | 'fr'> = {
  ups: 'en',
  fedex: 'en',
  dhl: 'en',
  la_poste: 'fr',
  sandbox: 'en',
};

const LABEL_CREATED: Words = {
  en: 'Label created: the carrier does not have the parcel yet',
  fr: 'Étiquette créée\u00a0: le transporteur n’a pas encore le colis',
};
const PICKED_UP: Words = { en: 'Picked up by the carrier', fr: 'Pris en charge par le transporteur' };
const OUT_FOR_DELIVERY: Words = { en: 'Out for delivery', fr: 'En cours de livraison' };
const DELIVERED: Words = { en: 'Delivered', fr: 'Livré' };
const IN_TRANSIT: Words = { en: 'In transit', fr: 'En transit' };

export const TRACKING_EVENT_MESSAGES: Record<EventSource, Record<string, Words>> = {
  ups: {
    MP: LABEL_CREATED,
    PU: PICKED_UP,
    OT: { en: 'Out for delivery today', fr: 'En cours de livraison aujourd’hui' },
    FS: DELIVERED,
    BU: {
      en: 'The delivery address was incorrect: the carrier is trying to correct it',
      fr: 'L’adresse de livraison était incorrecte\u00a0: le transporteur tente de la corriger',
    },
  },
  fedex: {
    OC: LABEL_CREATED,
    PU: PICKED_UP,
    AR: { en: 'Arrived at a carrier location', fr: 'Arrivé sur un site du transporteur' },
    DP: { en: 'Left a carrier location', fr: 'Parti d’un site du transporteur' },
    IT: IN_TRANSIT,
    OD: OUT_FOR_DELIVERY,
    DL: DELIVERED,
    DE: { en: 'Delivery exception', fr: 'Incident de livraison' },
  },
  dhl: {
    'pre-transit': LABEL_CREATED,
    transit: IN_TRANSIT,
    delivered: DELIVERED,
    failure: { en: 'Delivery problem', fr: 'Problème de livraison' },
    unknown: { en: 'Status unknown', fr: 'Statut inconnu' },
  },
  la_poste: {
    DR1: LABEL_CREATED,
    PC1: PICKED_UP,
    PC2: PICKED_UP,
    ET1: { en: 'Being processed by the carrier', fr: 'En cours de traitement chez le transporteur' },
    ET2: { en: 'Being processed by the carrier', fr: 'En cours de traitement chez le transporteur' },
    ET3: { en: 'Being processed by the carrier', fr: 'En cours de traitement chez le transporteur' },
    ET4: { en: 'Being processed by the carrier', fr: 'En cours de traitement chez le transporteur' },
    EP1: { en: 'Waiting to be presented for delivery', fr: 'En attente de présentation' },
    DO1: { en: 'Entered customs', fr: 'Entré en douane' },
    DO2: { en: 'Cleared customs', fr: 'Sorti de douane' },
    DO3: { en: 'Held at customs', fr: 'Retenu en douane' },
    PB1: { en: 'Problem with the parcel', fr: 'Problème sur le colis' },
    PB2: { en: 'Problem solved', fr: 'Problème résolu' },
    MD2: OUT_FOR_DELIVERY,
    ND1: { en: 'Could not be delivered', fr: 'Impossible à livrer' },
    AG1: {
      en: 'Waiting to be collected at the counter',
      fr: 'En attente de retrait au guichet',
    },
    RE1: { en: 'Returned to the sender', fr: 'Retourné à l’expéditeur' },
    DI1: DELIVERED,
    DI2: { en: 'Delivered back to the sender', fr: 'Livré à l’expéditeur' },
  },
  sandbox: {
    MP: LABEL_CREATED,
    PU: PICKED_UP,
    AR: { en: 'Arrived at a carrier facility', fr: 'Arrivé sur un site du transporteur' },
    DM: { en: 'Damage reported', fr: 'Dommage signalé' },
    NA: {
      en: 'Delivery attempted: the recipient is unknown at the address',
      fr: 'Livraison tentée\u00a0: destinataire inconnu à l’adresse',
    },
    RS: { en: 'Returned to the sender', fr: 'Retourné à l’expéditeur' },
    OD: OUT_FOR_DELIVERY,
    DL: DELIVERED,
  },
};

/** Our message for a carrier's event, and the language of the carrier's own words; null when unknown. */
export function trackingEventMessage(
  carrier: CarrierId | string | null | undefined,
  code: string,
  locale: 'en' | 'fr',
): { message: string; originalLanguage: 'en' | 'fr' } | null {
  const api = carrier ? trackingApiFor(carrier as CarrierId) : null;
  for (const source of [api, 'sandbox'] as const) {
    const words = source ? TRACKING_EVENT_MESSAGES[source][code] : undefined;
    if (words) return { message: words[locale], originalLanguage: EVENT_SOURCE_LANGUAGE[source!] };
  }
  return null;
}
