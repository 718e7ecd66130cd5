/**
 * Weight billing beyond dimensional_weight_overbilled (./surcharges): a billed actual weight above
 * both the entered and the dimensional weight, a minimum weight where none applies, and the
 * contract's dimensional divisor.
 */
import { dimensionalWeightKg, lengthPlusGirth } from '../charge-line';
import { UPS_LARGE_PACKAGE_MINIMUM_KG } from './carrier-facts';
import {
  type AuditRule,
  carrierMeasured,
  dimensionsOf,
  forReview,
  linesOf,
  overbilledShare,
  type Shipment,
  shipmentValue,
  upToHalfKg,
} from './rule';
import { carrierDivisor, shippedFromUs, UPS_LARGE_PACKAGE, UPS_US_ADDITIONAL_HANDLING } from './surcharges';

const billedOf = (shipment: Shipment) => shipmentValue(shipment, (line) => line.billedWeightKg);
const enteredOf = (shipment: Shipment) => shipmentValue(shipment, (line) => line.enteredWeightKg);
const billedAs = (shipment: Shipment, type: string) =>
  shipment.lines.some((line) => line.billedWeightType === type);

export const weightRebilled: AuditRule = {
  id: 'weight_rebilled',
  name: { en: 'Billed weight above the parcel’s weights', fr: 'Poids facturé supérieur aux poids du colis' },
  explanation: {
    en: 'The parcel was billed at an actual weight above both the weight entered and its dimensional weight, beyond rounding to the kilogram: unless the carrier shows its reweigh, the entered weight stands.',
    fr: 'Le colis a été facturé à un poids réel supérieur au poids saisi et à son poids volumétrique, au-delà de l’arrondi au kilo\u00a0: sauf pesée contradictoire du transporteur, le poids saisi s’applique.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { anyCategory: ['transportation'] },
  check(shipment) {
    if (billedAs(shipment, 'dimensional') || billedAs(shipment, 'minimum')) return [];
    const billed = billedOf(shipment);
    const entered = enteredOf(shipment);
    const dimensions = dimensionsOf(shipment);
    if (billed === null || entered === null || entered <= 0 || dimensions === null) return [];
    const divisor = carrierDivisor(shipment);
    const dimensional = dimensionalWeightKg(dimensions, divisor);
    // A US parcel with additional handling is billed at least 40 lb.
    const handlingMinimum =
      shipment.carrier === 'ups' &&
      shippedFromUs(shipment) &&
      linesOf(shipment, 'additional_handling').length > 0
        ? UPS_US_ADDITIONAL_HANDLING.minimumBilledKg
        : 0;
    const fair = Math.max(Math.ceil(entered), Math.ceil(dimensional), handlingMinimum);
    if (billed <= fair + 0.5) return [];
    const hits = overbilledShare(shipment, billed, fair, {
      billed_weight_kg: billed,
      entered_weight_kg: entered,
      dimensional_weight_kg: dimensional,
      divisor,
      dimensions_cm: dimensions.join(' x '),
    });
    // The carrier's own reweigh stands until the merchant's weighing disputes it; a weight not said
    // to be the actual one may be a dimensional weight at a divisor we do not know.
    if (carrierMeasured(shipment)) return forReview(hits, 'carrier_measured');
    return billedAs(shipment, 'actual') ? hits : forReview(hits, 'weight_type_unknown');
  },
};

export const minimumWeightMisapplied: AuditRule = {
  id: 'minimum_weight_misapplied',
  name: {
    en: 'Minimum weight on a parcel that is not large',
    fr: 'Poids minimum sur un colis qui n’est pas grand',
  },
  explanation: {
    en: 'The parcel was billed at a minimum weight, yet it is not a large package (length plus girth within 300 cm, longest side within 244 cm): the 40 kg minimum does not apply and it weighs less.',
    fr: 'Le colis a été facturé à un poids minimum, alors que ce n’est pas un grand colis (longueur plus pourtour d’au plus 300 cm, plus grand côté d’au plus 244 cm)\u00a0: le minimum de 40 kg ne s’applique pas et il pèse moins.',
  },
  carriers: ['ups'],
  claimType: 'surcharge',
  needs: { anyCategory: ['transportation'] },
  check(shipment) {
    // Most parcels are not billed at a minimum weight: nothing else to read.
    if (!billedAs(shipment, 'minimum')) return [];
    const billed = billedOf(shipment);
    const dimensions = dimensionsOf(shipment);
    if (billed === null || dimensions === null) return [];
    const girth = lengthPlusGirth(dimensions);
    if (girth > UPS_LARGE_PACKAGE.lengthPlusGirthCm || dimensions[0] > UPS_LARGE_PACKAGE.longestCm) return [];
    const dimensional = dimensionalWeightKg(dimensions, carrierDivisor(shipment));
    const fair = Math.max(upToHalfKg(enteredOf(shipment) ?? 0), dimensional);
    if (billed <= fair + 0.5) return [];
    return overbilledShare(shipment, billed, fair, {
      billed_weight_kg: billed,
      fair_weight_kg: fair,
      length_plus_girth_cm: girth,
      large_package_minimum_kg: UPS_LARGE_PACKAGE_MINIMUM_KG,
    });
  },
};

export const dimDivisorContract: AuditRule = {
  id: 'dim_divisor_contract',
  name: { en: 'Dimensional weight at the wrong divisor', fr: 'Poids volumétrique au mauvais diviseur' },
  explanation: {
    en: 'The parcel’s dimensional weight was billed at the carrier’s divisor, while the contract agrees a larger one (a lower dimensional weight).',
    fr: 'Le poids volumétrique du colis a été facturé au diviseur du transporteur, alors que le contrat en prévoit un plus grand (un poids volumétrique plus faible).',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { contract: true, anyCategory: ['transportation'] },
  check(shipment) {
    const agreed = shipment.contract?.dimDivisor ?? null;
    const billed = billedOf(shipment);
    const dimensions = dimensionsOf(shipment);
    if (agreed === null || billed === null || dimensions === null || !billedAs(shipment, 'dimensional'))
      return [];
    const divisor = carrierDivisor(shipment);
    if (agreed <= divisor) return [];
    const actual = upToHalfKg(enteredOf(shipment) ?? 0);
    // Above the carrier's own divisor's weight, it is dimensional_weight_overbilled's.
    if (billed > Math.max(actual, dimensionalWeightKg(dimensions, divisor)) + 0.5) return [];
    const dimensional = dimensionalWeightKg(dimensions, agreed);
    const fair = Math.max(actual, dimensional);
    if (billed - fair < 0.5) return [];
    return overbilledShare(shipment, billed, fair, {
      billed_weight_kg: billed,
      contract_divisor: agreed,
      carrier_divisor: divisor,
      dimensional_weight_at_contract_divisor_kg: dimensional,
      dimensions_cm: dimensions.join(' x '),
    });
  },
};

export const WEIGHT_RULES: readonly AuditRule[] = [
  weightRebilled,
  minimumWeightMisapplied,
  dimDivisorContract,
];
