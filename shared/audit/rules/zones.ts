/**
 * Delivery-area, remote-area and Corsica surcharges against the address, and zones that change
 * while the addresses do not.
 */
import type { ChargeCategory, ChargeLine, Place } from '../charge-line';
import { isCityCentre, isCorsica } from './carrier-facts';
import {
  type AuditRule,
  isCorrection,
  keepLargest,
  linesOf,
  type RuleHit,
  refundEach,
  type Shipment,
  shipmentValue,
  wording,
} from './rule';

const PICKUP_WORDING = /pick ?up|enl[èe]vement|ramassage|collect|origin|origine/i;

const placeOf = (shipment: Shipment, side: 'origin' | 'destination') =>
  shipmentValue(shipment, (line) => (line[side].postalCode ? line[side] : null));
const where = (place: Place) => `${place.country} ${place.postalCode}`.trim();

/** The categories of area surcharges (delivery area, extended or remote area, islands, Corsica). */
const AREA: readonly ChargeCategory[] = ['delivery_area', 'remote_area'];

/** The parcel's area surcharges. */
const areaLines = (shipment: Shipment) => AREA.flatMap((category) => linesOf(shipment, category));
/** Area surcharges as first billed: a carrier's adjustment (the difference to another tier) is not a second one. */
const billedAreaLines = (shipment: Shipment) => areaLines(shipment).filter((line) => !isCorrection(line));

export const corsicaSurchargeMainland: AuditRule = {
  id: 'corsica_surcharge_mainland',
  name: { en: 'Corsica surcharge outside Corsica', fr: 'Supplément Corse hors de Corse' },
  explanation: {
    en: 'A Corsica surcharge was billed, although neither the sender’s nor the receiver’s postal code is in Corsica (20xxx).',
    fr: 'Un supplément Corse a été facturé, alors que ni le code postal de l’expéditeur ni celui du destinataire n’est en Corse (20xxx).',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { anyCategory: AREA },
  check(shipment) {
    const area = areaLines(shipment);
    if (area.length === 0) return [];
    const origin = placeOf(shipment, 'origin');
    const destination = placeOf(shipment, 'destination');
    if (!origin || !destination) return [];
    if (
      isCorsica(origin.country, origin.postalCode) ||
      isCorsica(destination.country, destination.postalCode)
    )
      return [];
    const lines = area.filter((line) => /\bcors[ei]|corsica/i.test(wording(line)));
    return refundEach(lines, () => ({ origin: where(origin), destination: where(destination) }));
  },
};

export const areaSurchargeTwice: AuditRule = {
  id: 'area_surcharge_twice',
  name: { en: 'Two area surcharges for one delivery', fr: 'Deux suppléments de zone pour une livraison' },
  explanation: {
    en: 'More than one delivery-area, remote-area or Corsica surcharge was billed for one delivery address: an address is in one area list, and only the highest applies.',
    fr: 'Plus d’un supplément de zone (zone de livraison, zone éloignée, Corse) a été facturé pour une même adresse de livraison\u00a0: une adresse relève d’une seule liste, seul le plus élevé s’applique.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { anyCategory: AREA },
  check(shipment) {
    const lines = billedAreaLines(shipment);
    if (lines.some((line) => PICKUP_WORDING.test(wording(line)))) return [];
    return keepLargest(lines, {});
  },
};

export const areaSurchargeCityCentre: AuditRule = {
  id: 'area_surcharge_city_centre',
  name: { en: 'Area surcharge for a city centre', fr: 'Supplément de zone pour un centre-ville' },
  explanation: {
    en: 'A delivery-area or remote-area surcharge was billed for a delivery to central Paris, Lyon or Marseille, which no carrier lists as such an area.',
    fr: 'Un supplément de zone de livraison ou de zone éloignée a été facturé pour une livraison dans Paris, Lyon ou Marseille intra-muros, qu’aucun transporteur ne classe dans ces zones.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { anyCategory: AREA },
  check(shipment) {
    const area = areaLines(shipment);
    if (area.length === 0) return [];
    const destination = placeOf(shipment, 'destination');
    if (!destination || !isCityCentre(destination.country, destination.postalCode)) return [];
    const origin = placeOf(shipment, 'origin');
    const fromCityCentre = origin !== null && isCityCentre(origin.country, origin.postalCode);
    const lines = area.filter(
      (line) =>
        !PICKUP_WORDING.test(wording(line)) &&
        (fromCityCentre || /deliver|livraison|destination/i.test(wording(line))),
    );
    return refundEach(lines, () => ({ destination: where(destination) }));
  },
};

const samePlaces = (a: ChargeLine, b: ChargeLine) =>
  a.origin.country === b.origin.country &&
  a.origin.postalCode === b.origin.postalCode &&
  a.destination.country === b.destination.country &&
  a.destination.postalCode === b.destination.postalCode &&
  a.destination.postalCode !== '';

export const zoneChangedWithoutAddressChange: AuditRule = {
  id: 'zone_changed_without_address_change',
  name: { en: 'Zone changed, addresses unchanged', fr: 'Zone modifiée, adresses inchangées' },
  explanation: {
    en: 'The parcel was rebilled at another zone than its first transportation charge, while its origin and destination postal codes are the same: the zone follows the addresses.',
    fr: 'Le colis a été refacturé dans une autre zone que son premier transport, alors que ses codes postaux de départ et d’arrivée sont les mêmes\u00a0: la zone découle des adresses.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { anyCategory: ['transportation'] },
  check(shipment) {
    const transport = linesOf(shipment, 'transportation')
      .filter((line) => line.zone)
      .sort((a, b) => a.invoiceDate.localeCompare(b.invoiceDate) || a.sourceLine - b.sourceLine);
    const first = transport[0];
    const adjustments = linesOf(shipment, 'adjustment');
    // One transportation line and no adjustment (most parcels): nothing billed again.
    if (!first || (transport.length === 1 && adjustments.length === 0)) return [];
    const rebilled = [...transport.slice(1), ...adjustments].filter(
      (line) =>
        line.zone &&
        line.zone !== first.zone &&
        samePlaces(first, line) &&
        (line.invoiceNumber !== first.invoiceNumber || line.category === 'adjustment'),
    );
    return rebilled.map(
      (line): RuleHit => ({
        amount: line.net,
        lines: [line, first],
        evidence: {
          first_zone: first.zone,
          rebilled_zone: line.zone,
          origin: where(first.origin),
          destination: where(first.destination),
        },
      }),
    );
  },
};

export const ZONE_RULES: readonly AuditRule[] = [
  corsicaSurchargeMainland,
  areaSurchargeTwice,
  areaSurchargeCityCentre,
  zoneChangedWithoutAddressChange,
];
