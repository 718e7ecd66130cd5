/**
 * Rules on what the carrier's tracking shows against what the invoice bills: late guaranteed
 * deliveries, lost, damaged and disputed parcels, labels never used, and fees for services the
 * tracking shows were not given. Each reads `shipment.tracking` and finds nothing without it.
 * Event wording is matched in English and French; the patterns are narrow on purpose.
 */
import { LOST_AFTER_DAYS, lostParcel } from '../../claims/lost';
import { committedTime, GUARANTEE_EXCLUSIONS, MONEY_BACK_GUARANTEES } from './carrier-facts';
import {
  type AuditRule,
  billedService,
  carriageLines,
  daysBetween,
  eventsMatching,
  linesOf,
  localDay,
  PICKUP_WORDING,
  type RuleHit,
  refundAll,
  refundEach,
  type Shipment,
  sameDayAt,
  shipmentValue,
  type TrackingFacts,
  weekday,
  wording,
} from './rule';

const DAMAGE = /damag|endommag|ab[îi]m[ée]|avari[ée]|broken|cass[ée]|crushed|[ée]cras[ée]|d[ée]t[ée]rior/i;
const NOT_DAMAGE = /no damage|undamaged|sans dommage|non endommag|aucun dommage/i;
const LOST =
  /\blost\b|\bperdu\b|missing (package|parcel|shipment)|colis (manquant|introuvable)|cannot be located|unable to locate|\b[ée]gar[ée]/i;
const LEFT_UNATTENDED =
  /\bleft (at|in|on|by|with|outside)\b|front door|porch|doorstep|mailbox|letterbox|bo[îi]te aux lettres|d[ée]pos[ée] (devant|sur|dans|[àa] c[ôo]t[ée])|safe place|lieu s[ûu]r|driver release/i;
const NO_SIGNATURE =
  /no signature|without signature|sans signature|signature (not required|waived|non requise)/i;
const MISDELIVERED =
  /wrong address|mis-?deliver|delivered in error|delivered to (the )?wrong|mauvaise adresse|livr[ée] par erreur|erreur de livraison|mauvais destinataire/i;
const NOT_DELIVERED =
  /not (been )?delivered|non (livr|distribu|remis)|not received|non re[çc]u|delivery exception|incident de livraison/i;
const VOIDED = /\bvoid(ed)?\b|cancel(l)?ed|annul[ée]/i;
const RETURNED = /\breturn|retour|\brts\b|renvoy/i;
const DROP_OFF =
  /drop(ped)?[- ]?off|access point|d[ée]pos[ée] (en|au|dans|par)|d[ée]p[ôo]t (en|au|dans)|point relais|relais pickup|retail|counter|guichet|bureau de poste|post office|locker|consigne/i;
const PICKED_UP =
  /picked up|pick-?up scan|\benlev[ée]|ramass[ée]|pris en charge par (le|notre) (chauffeur|livreur)/i;
const ADDRESS = /address|adresse/i;

const evidenceOfEvent = (event: TrackingFacts['events'][number]) => ({
  event: event.description,
  event_code: event.code,
  event_at: event.at,
  event_location: event.location,
});

const deliveredOf = (tracking: TrackingFacts) =>
  tracking.deliveredAt ?? (tracking.status === 'delivered' ? (tracking.events.at(-1)?.at ?? null) : null);

const damageEvents = (tracking: TrackingFacts) =>
  eventsMatching(tracking, DAMAGE).filter((event) => !NOT_DAMAGE.test(event.description));

/* Late guaranteed deliveries. */

/** When a guaranteed delivery was late: the commitment missed, and by how long; null when on time or excused. */
function lateGuaranteed(shipment: Shipment) {
  const { tracking, contract } = shipment;
  const guarantee = MONEY_BACK_GUARANTEES[shipment.carrier as keyof typeof MONEY_BACK_GUARANTEES];
  if (!guarantee || !tracking?.deliveredAt || !tracking.scheduledDeliveryAt) return null;
  if (contract?.moneyBackGuaranteeWaived) return null;
  const service = billedService(shipment);
  if (!guarantee.services.test(service)) return null;
  // UPS: no guarantee for a package that requires additional handling.
  if (shipment.carrier === 'ups' && linesOf(shipment, 'additional_handling').length > 0) return null;
  const scheduled = Date.parse(tracking.scheduledDeliveryAt);
  const time = committedTime(shipment.carrier, service);
  const committed = time ? Math.min(scheduled, sameDayAt(tracking.scheduledDeliveryAt, time)) : scheduled;
  const delivered = Date.parse(tracking.deliveredAt);
  if (!(delivered > committed)) return null;
  if (
    tracking.events.some(
      (event) => Date.parse(event.at) < delivered && GUARANTEE_EXCLUSIONS.test(event.description),
    )
  )
    return null;
  return {
    guarantee,
    evidence: {
      service,
      scheduled_delivery: tracking.scheduledDeliveryAt,
      ...(time ? { committed_time: time } : {}),
      delivered_at: tracking.deliveredAt,
      late_by_minutes: Math.round((delivered - committed) / 60_000),
    },
  };
}

function lateDeliveryCheck(shipment: Shipment): RuleHit[] {
  const late = lateGuaranteed(shipment);
  if (!late) return [];
  const lines =
    late.guarantee.refund === 'transportation'
      ? linesOf(shipment, 'transportation')
      : shipment.lines.filter(
          (line) =>
            line.net > 0 &&
            line.category !== 'transportation' &&
            /premium|time.?definite|\b(9:00|10:30|12:00)\b/i.test(wording(line)),
        );
  return refundAll(lines, late.evidence);
}

export const lateDeliveryUps: AuditRule = {
  id: 'late_delivery_ups',
  name: { en: 'UPS guaranteed delivery late', fr: 'Livraison garantie UPS en retard' },
  explanation: {
    en: 'A UPS Express service was delivered after its committed time, with no exclusion in the tracking: the Money-Back Guarantee refunds the shipping charge.',
    fr: 'Un envoi UPS Express a été livré après l’heure garantie, sans cause d’exclusion dans le suivi\u00a0: la garantie de remboursement UPS rembourse les frais de transport.',
  },
  carriers: ['ups'],
  claimType: 'late_delivery',
  needs: { tracking: true },
  check: lateDeliveryCheck,
};

export const lateDeliveryDhlExpress: AuditRule = {
  id: 'late_delivery_dhl_express',
  name: { en: 'DHL time-definite delivery late', fr: 'Livraison DHL à heure garantie en retard' },
  explanation: {
    en: 'A DHL Express 9:00, 10:30 or 12:00 shipment was delivered after its committed time: the Money-Back Guarantee refunds the time-definite premium billed.',
    fr: 'Un envoi DHL Express 9:00, 10:30 ou 12:00 a été livré après l’heure garantie\u00a0: la garantie de remboursement DHL rembourse le supplément d’heure garantie facturé.',
  },
  carriers: ['dhl_express'],
  claimType: 'late_delivery',
  needs: { tracking: true },
  check: lateDeliveryCheck,
};

export const lateDeliveryChronopost: AuditRule = {
  id: 'late_delivery_chronopost',
  name: { en: 'Chronopost delivery late', fr: 'Livraison Chronopost en retard' },
  explanation: {
    en: 'A Chrono 10, 13 or 18 parcel was delivered after its committed time: Chronopost owes up to the price of transport for the delay.',
    fr: 'Un colis Chrono 10, 13 ou 18 a été livré après l’heure d’engagement\u00a0: Chronopost doit jusqu’au prix du transport pour le retard.',
  },
  carriers: ['chronopost'],
  claimType: 'late_delivery',
  needs: { tracking: true },
  check: lateDeliveryCheck,
};

/* Lost. */

function lostSignal(shipment: Shipment) {
  const { tracking, asOf } = shipment;
  if (!tracking || !asOf) return null;
  return lostParcel(
    { ...tracking, scheduledDeliveryAt: tracking.scheduledDeliveryAt ?? '' },
    new Date(`${asOf}T00:00:00Z`),
  );
}

export const lostNoMovement: AuditRule = {
  id: 'lost_no_movement',
  name: { en: 'Parcel lost: no movement', fr: 'Colis perdu\u00a0: aucun mouvement' },
  explanation: {
    en: `The parcel was handed to the carrier, is past its delivery date and its tracking has not moved for ${LOST_AFTER_DAYS} days or more: ask the carrier to open a lost-parcel investigation.`,
    fr: `Le colis a été pris en charge, sa date de livraison est passée et son suivi n’a pas bougé depuis ${LOST_AFTER_DAYS} jours ou plus\u00a0: demandez au transporteur d’ouvrir une enquête pour colis perdu.`,
  },
  carriers: 'all',
  claimType: 'lost',
  needs: { tracking: true },
  check(shipment) {
    const signal = lostSignal(shipment);
    if (!signal || damageEvents(shipment.tracking!).length > 0) return [];
    return refundAll(carriageLines(shipment), {
      last_movement_at: signal.lastMovementAt,
      last_event: signal.lastEvent,
      last_location: signal.lastLocation,
      days_without_movement: signal.daysWithoutMovement,
    });
  },
};

export const lostReportedByCarrier: AuditRule = {
  id: 'lost_reported_by_carrier',
  name: { en: 'Parcel reported lost by the carrier', fr: 'Colis déclaré perdu par le transporteur' },
  explanation: {
    en: 'The carrier’s own tracking says the parcel is lost or cannot be located, and it was never delivered.',
    fr: 'Le suivi du transporteur indique lui-même que le colis est perdu ou introuvable, et il n’a jamais été livré.',
  },
  carriers: 'all',
  claimType: 'lost',
  needs: { tracking: true },
  check(shipment) {
    const { tracking } = shipment;
    if (!tracking || deliveredOf(tracking) || tracking.status === 'returned') return [];
    if (lostSignal(shipment) || damageEvents(tracking).length > 0) return [];
    const [event] = eventsMatching(tracking, LOST);
    return event ? refundAll(carriageLines(shipment), evidenceOfEvent(event)) : [];
  },
};

/* Damaged. */

export const damageInTracking: AuditRule = {
  id: 'damage_in_tracking',
  name: { en: 'Damage reported in the tracking', fr: 'Avarie signalée dans le suivi' },
  explanation: {
    en: 'The carrier’s tracking records damage to the parcel while in its care.',
    fr: 'Le suivi du transporteur enregistre une avarie du colis pendant qu’il en avait la garde.',
  },
  carriers: 'all',
  claimType: 'damaged',
  needs: { tracking: true },
  check(shipment) {
    if (!shipment.tracking) return [];
    const [event] = damageEvents(shipment.tracking);
    return event ? refundAll(carriageLines(shipment), evidenceOfEvent(event)) : [];
  },
};

/* Delivery disputes: one signal per parcel, the strongest first. */

function deliverySignal(tracking: TrackingFacts | null | undefined) {
  if (!tracking) return null;
  const delivered = deliveredOf(tracking);
  if (!delivered) return null;
  const [misdelivered] = eventsMatching(tracking, MISDELIVERED);
  if (misdelivered) return { kind: 'misdelivered', event: misdelivered } as const;
  const after = tracking.events.find(
    (event) => Date.parse(event.at) > Date.parse(delivered) && NOT_DELIVERED.test(event.description),
  );
  if (after) return { kind: 'exception_after', event: after } as const;
  const deliveryEvent = [...tracking.events]
    .reverse()
    .find((event) => Date.parse(event.at) <= Date.parse(delivered));
  if (
    deliveryEvent &&
    (LEFT_UNATTENDED.test(deliveryEvent.description) || NO_SIGNATURE.test(deliveryEvent.description))
  )
    return { kind: 'unattended', event: deliveryEvent } as const;
  return null;
}

export const misdeliveredInTracking: AuditRule = {
  id: 'misdelivered_in_tracking',
  name: { en: 'Delivered to the wrong address', fr: 'Livré à une mauvaise adresse' },
  explanation: {
    en: 'The carrier’s tracking records that the parcel was delivered to a wrong address or in error.',
    fr: 'Le suivi du transporteur indique que le colis a été livré à une mauvaise adresse ou par erreur.',
  },
  carriers: 'all',
  claimType: 'delivery_dispute',
  needs: { tracking: true },
  check(shipment) {
    const signal = deliverySignal(shipment.tracking);
    if (signal?.kind !== 'misdelivered') return [];
    return refundAll(carriageLines(shipment), evidenceOfEvent(signal.event));
  },
};

export const exceptionAfterDelivery: AuditRule = {
  id: 'exception_after_delivery',
  name: { en: 'Delivered, then reported not delivered', fr: 'Livré, puis déclaré non livré' },
  explanation: {
    en: 'After its delivery scan, the carrier’s tracking records that the parcel was not delivered or not received.',
    fr: 'Après le flashage de livraison, le suivi du transporteur indique que le colis n’a pas été livré ou pas reçu.',
  },
  carriers: 'all',
  claimType: 'delivery_dispute',
  needs: { tracking: true },
  check(shipment) {
    const signal = deliverySignal(shipment.tracking);
    if (signal?.kind !== 'exception_after') return [];
    return refundAll(carriageLines(shipment), evidenceOfEvent(signal.event));
  },
};

export const deliveredUnattendedSignatureBilled: AuditRule = {
  id: 'delivered_unattended_signature_billed',
  name: {
    en: 'Left unattended although signature was paid for',
    fr: 'Déposé sans remise en main propre malgré la signature payée',
  },
  explanation: {
    en: 'A signature service was billed, yet the tracking shows the parcel was left at the door, in a mailbox or without signature: the carrier cannot prove delivery to the receiver.',
    fr: 'Une remise contre signature a été facturée, mais le suivi montre que le colis a été déposé devant la porte, en boîte aux lettres ou sans signature\u00a0: le transporteur ne peut pas prouver la remise au destinataire.',
  },
  carriers: 'all',
  claimType: 'delivery_dispute',
  needs: { tracking: true, anyCategory: ['signature'] },
  check(shipment) {
    const signal = deliverySignal(shipment.tracking);
    if (signal?.kind !== 'unattended' || linesOf(shipment, 'signature').length === 0) return [];
    return refundAll(carriageLines(shipment, ['signature']), evidenceOfEvent(signal.event));
  },
};

export const signatureNotObtained: AuditRule = {
  id: 'signature_not_obtained',
  name: { en: 'Signature fee without a signature', fr: 'Frais de signature sans signature' },
  explanation: {
    en: 'A signature fee was billed, but the tracking shows delivery without signature (left at the door or in a mailbox).',
    fr: 'Des frais de remise contre signature ont été facturés, mais le suivi montre une livraison sans signature (déposé devant la porte ou en boîte aux lettres).',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { tracking: true, anyCategory: ['signature'] },
  check(shipment) {
    const signal = deliverySignal(shipment.tracking);
    if (signal?.kind !== 'unattended') return [];
    return refundEach(linesOf(shipment, 'signature'), () => evidenceOfEvent(signal.event));
  },
};

/* Labels never used. */

const neverScanned = (tracking: TrackingFacts) => tracking.firstScanAt === null && !deliveredOf(tracking);

export const labelNeverScanned: AuditRule = {
  id: 'label_never_scanned',
  name: { en: 'Label billed, parcel never scanned', fr: 'Étiquette facturée, colis jamais flashé' },
  explanation: {
    en: `The label was created but the carrier never scanned the parcel (${LOST_AFTER_DAYS} days or more after the ship date): an unused label is not billable.`,
    fr: `L’étiquette a été créée mais le transporteur n’a jamais flashé le colis (${LOST_AFTER_DAYS} jours ou plus après la date d’expédition)\u00a0: une étiquette non utilisée n’est pas facturable.`,
  },
  carriers: 'all',
  claimType: 'label_not_used',
  needs: { tracking: true },
  check(shipment) {
    const { tracking, asOf } = shipment;
    const shipped = shipmentValue(shipment, (line) => line.shipDate);
    if (!tracking || !asOf || !shipped || tracking.status !== 'label_created' || !neverScanned(tracking))
      return [];
    if (eventsMatching(tracking, VOIDED).length > 0 || daysBetween(shipped, asOf) < LOST_AFTER_DAYS)
      return [];
    return refundAll(carriageLines(shipment), {
      tracking_status: tracking.status,
      ship_date: shipped,
      days_since_ship_date: daysBetween(shipped, asOf),
    });
  },
};

export const labelVoidedBilled: AuditRule = {
  id: 'label_voided_billed',
  name: { en: 'Voided label billed', fr: 'Étiquette annulée facturée' },
  explanation: {
    en: 'The tracking shows the label was voided and the parcel never scanned, yet the shipment was billed.',
    fr: 'Le suivi montre que l’étiquette a été annulée et le colis jamais flashé, pourtant l’envoi a été facturé.',
  },
  carriers: 'all',
  claimType: 'label_not_used',
  needs: { tracking: true },
  check(shipment) {
    const { tracking } = shipment;
    if (!tracking || !neverScanned(tracking)) return [];
    const [voided] = eventsMatching(tracking, VOIDED);
    return voided ? refundAll(carriageLines(shipment), evidenceOfEvent(voided)) : [];
  },
};

/* Fees for services the tracking shows were not given. */

export const returnChargeOnDelivered: AuditRule = {
  id: 'return_charge_on_delivered',
  name: { en: 'Return charge on a delivered parcel', fr: 'Frais de retour sur un colis livré' },
  explanation: {
    en: 'A return-to-sender charge was billed for a parcel the tracking shows delivered, with no return in its tracking.',
    fr: 'Des frais de retour à l’expéditeur ont été facturés pour un colis livré selon le suivi, sans aucun retour dans son suivi.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { tracking: true, anyCategory: ['return_to_sender'] },
  check(shipment) {
    const { tracking } = shipment;
    if (tracking?.status !== 'delivered' || !tracking.deliveredAt) return [];
    if (eventsMatching(tracking, RETURNED).length > 0) return [];
    return refundEach(linesOf(shipment, 'return_to_sender'), () => ({
      tracking_status: tracking.status,
      delivered_at: tracking.deliveredAt!,
    }));
  },
};

export const deliveryFeesOnReturned: AuditRule = {
  id: 'delivery_fees_on_returned',
  name: {
    en: 'Delivery service fees on a returned parcel',
    fr: 'Frais de service de livraison sur un colis retourné',
  },
  explanation: {
    en: 'Signature or cash-on-delivery fees were billed for a parcel returned to the sender without ever being delivered: the service was not given.',
    fr: 'Des frais de signature ou de contre-remboursement ont été facturés pour un colis retourné à l’expéditeur sans jamais avoir été livré\u00a0: le service n’a pas été rendu.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { tracking: true, anyCategory: ['signature', 'cod'] },
  check(shipment) {
    const { tracking } = shipment;
    if (tracking?.status !== 'returned' || tracking.deliveredAt) return [];
    const lines = [...linesOf(shipment, 'signature'), ...linesOf(shipment, 'cod')];
    return refundEach(lines, () => ({ tracking_status: tracking.status }));
  },
};

export const saturdayWeekdayInTracking: AuditRule = {
  id: 'saturday_weekday_in_tracking',
  name: {
    en: 'Saturday delivery fee, delivered on a weekday',
    fr: 'Livraison le samedi facturée, livré en semaine',
  },
  explanation: {
    en: 'A Saturday delivery charge was billed, and the tracking shows the parcel delivered on another day.',
    fr: 'Des frais de livraison le samedi ont été facturés, et le suivi montre que le colis a été livré un autre jour.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { tracking: true, anyCategory: ['saturday'] },
  check(shipment) {
    const { tracking } = shipment;
    // The invoice's own delivery date is read by saturday_not_saturday.
    if (!tracking?.deliveredAt || shipmentValue(shipment, (line) => line.deliveryDate)) return [];
    const day = localDay(tracking.deliveredAt);
    if (weekday(day) === 6) return [];
    const lines = linesOf(shipment, 'saturday').filter((line) => !PICKUP_WORDING.test(wording(line)));
    return refundEach(lines, () => ({ delivered_on: day }));
  },
};

export const addressCorrectionNotInTracking: AuditRule = {
  id: 'address_correction_not_in_tracking',
  name: { en: 'Address correction without a correction', fr: 'Correction d’adresse sans correction' },
  explanation: {
    en: 'An address correction fee was billed, but the tracking of the delivered parcel records no address problem or correction.',
    fr: 'Des frais de correction d’adresse ont été facturés, mais le suivi du colis livré n’enregistre aucun problème ni correction d’adresse.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { tracking: true, anyCategory: ['address_correction'] },
  check(shipment) {
    const { tracking } = shipment;
    if (tracking?.status !== 'delivered' || tracking.events.length < 2) return [];
    if (eventsMatching(tracking, ADDRESS).length > 0) return [];
    return refundEach(linesOf(shipment, 'address_correction'), () => ({
      tracking_events: tracking.events.length,
      address_events: 0,
    }));
  },
};

export const pickupFeeOnDropOff: AuditRule = {
  id: 'pickup_fee_on_drop_off',
  name: { en: 'Pickup fee for a parcel dropped off', fr: 'Frais d’enlèvement pour un colis déposé' },
  explanation: {
    en: 'A pickup fee was billed, but the tracking’s first scan shows the parcel was dropped off at a counter, access point or locker.',
    fr: 'Des frais d’enlèvement ont été facturés, mais le premier flashage du suivi montre que le colis a été déposé en point relais, agence ou consigne.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { tracking: true, anyCategory: ['pickup'] },
  check(shipment) {
    const { tracking } = shipment;
    if (!tracking) return [];
    const first = tracking.events.find(
      (event) => DROP_OFF.test(event.description) || PICKED_UP.test(event.description),
    );
    if (!first || !DROP_OFF.test(first.description) || PICKED_UP.test(first.description)) return [];
    return refundEach(linesOf(shipment, 'pickup'), () => evidenceOfEvent(first));
  },
};

export const TRACKING_RULES: readonly AuditRule[] = [
  lateDeliveryUps,
  lateDeliveryDhlExpress,
  lateDeliveryChronopost,
  lostNoMovement,
  lostReportedByCarrier,
  damageInTracking,
  misdeliveredInTracking,
  exceptionAfterDelivery,
  deliveredUnattendedSignatureBilled,
  signatureNotObtained,
  labelNeverScanned,
  labelVoidedBilled,
  returnChargeOnDelivered,
  deliveryFeesOnReturned,
  saturdayWeekdayInTracking,
  addressCorrectionNotInTracking,
  pickupFeeOnDropOff,
];
