/**
 * Surcharges billed without their published condition, for the carriers whose thresholds are
 * published (UPS's additional handling and large package rules are in ./surcharges), seasonal
 * peak surcharges outside their season, and declared-value fees within the free liability.
 */
import { lengthPlusGirth } from '../charge-line';
import {
  CHRONOPOST_RELAY_PARCEL,
  CHRONOPOST_STANDARD_PARCEL,
  DHL_EXPRESS_OVERSIZE_PIECE,
  DHL_EXPRESS_OVERWEIGHT_PIECE,
  FEDEX_ADDITIONAL_HANDLING,
  FEDEX_OVERSIZE,
  PEAK_SEASONS,
  UPS_FREE_DECLARED_VALUE,
} from './carrier-facts';
import {
  type AuditRule,
  billedService,
  dimensionsOf,
  linesOf,
  refundEach,
  type Shipment,
  shipmentValue,
  stillBilled,
  wording,
} from './rule';
import { UPS_LARGE_PACKAGE } from './surcharges';

/** The parcel's actual weight: the weight entered, or billed when billed as actual. */
function actualWeightOf(shipment: Shipment): number | null {
  const entered = shipmentValue(shipment, (line) => line.enteredWeightKg);
  const billed = shipmentValue(shipment, (line) =>
    line.billedWeightType === 'actual' ? line.billedWeightKg : null,
  );
  if (entered === null && billed === null) return null;
  return Math.max(entered ?? 0, billed ?? 0);
}

/** Whether a parcel is a large package for UPS or FedEx (what their oversize charge measures). */
function largePackage(carrier: string, dimensions: [number, number, number]): boolean {
  const girth = lengthPlusGirth(dimensions);
  return carrier === 'fedex'
    ? dimensions[0] > FEDEX_OVERSIZE.longestCm || girth > FEDEX_OVERSIZE.lengthPlusGirthCm
    : girth > UPS_LARGE_PACKAGE.lengthPlusGirthCm || dimensions[0] > UPS_LARGE_PACKAGE.longestCm;
}

export const handlingWithLargePackage: AuditRule = {
  id: 'handling_with_large_package',
  name: {
    en: 'Additional handling on top of a large package surcharge',
    fr: 'Manutention supplémentaire en plus d’une surcharge grand colis',
  },
  explanation: {
    en: 'Additional handling was billed on a parcel also billed as a large package: UPS and FedEx do not apply additional handling when the large package (oversize) charge applies.',
    fr: 'Une manutention supplémentaire a été facturée pour un colis également facturé en grand colis\u00a0: UPS et FedEx n’appliquent pas la manutention supplémentaire quand la surcharge grand colis s’applique.',
  },
  carriers: ['ups', 'fedex'],
  claimType: 'surcharge',
  needs: { anyCategory: ['oversize'] },
  check(shipment) {
    const large = linesOf(shipment, 'oversize');
    const dimensions = dimensionsOf(shipment);
    if (large.length === 0 || (dimensions && !largePackage(shipment.carrier, dimensions))) return [];
    if (!stillBilled(shipment, 'additional_handling')) return [];
    return refundEach(linesOf(shipment, 'additional_handling'), () => ({
      large_package_charge: large[0]!.rawDescription,
      ...(dimensions ? { dimensions_cm: dimensions.join(' x ') } : {}),
    }));
  },
};

export const fedexHandlingDimensionNotMet: AuditRule = {
  id: 'fedex_handling_dimension_not_met',
  name: {
    en: 'FedEx additional handling (dimension) without its condition',
    fr: 'Manutention supplémentaire FedEx (dimensions) sans motif',
  },
  explanation: {
    en: 'FedEx billed additional handling for dimension, although the parcel is within 121 cm on its longest side, 76 cm on its second and 266 cm in length plus girth.',
    fr: 'FedEx a facturé une manutention supplémentaire pour dimensions, alors que le colis mesure au plus 121 cm sur son plus grand côté, 76 cm sur le second et 266 cm en longueur plus pourtour.',
  },
  carriers: ['fedex'],
  claimType: 'surcharge',
  needs: { anyCategory: ['additional_handling'] },
  check(shipment) {
    const dimensions = dimensionsOf(shipment);
    if (!dimensions) return [];
    const girth = lengthPlusGirth(dimensions);
    const { longestCm, secondCm, lengthPlusGirthCm } = FEDEX_ADDITIONAL_HANDLING;
    if (dimensions[0] > longestCm || dimensions[1] > secondCm || girth > lengthPlusGirthCm) return [];
    const lines = linesOf(shipment, 'additional_handling').filter((line) =>
      /dimension|size|taille/i.test(wording(line)),
    );
    return refundEach(lines, () => ({ dimensions_cm: dimensions.join(' x '), length_plus_girth_cm: girth }));
  },
};

export const fedexHandlingWeightNotMet: AuditRule = {
  id: 'fedex_handling_weight_not_met',
  name: {
    en: 'FedEx additional handling (weight) without its condition',
    fr: 'Manutention supplémentaire FedEx (poids) sans motif',
  },
  explanation: {
    en: 'FedEx billed additional handling for weight, although the parcel’s actual weight is 31 kg or less.',
    fr: 'FedEx a facturé une manutention supplémentaire pour poids, alors que le poids réel du colis est d’au plus 31 kg.',
  },
  carriers: ['fedex'],
  claimType: 'surcharge',
  needs: { anyCategory: ['additional_handling'] },
  check(shipment) {
    const weight = actualWeightOf(shipment);
    if (weight === null || weight <= 0 || weight > FEDEX_ADDITIONAL_HANDLING.weightKg) return [];
    const lines = linesOf(shipment, 'additional_handling').filter((line) =>
      /weight|poids/i.test(wording(line)),
    );
    return refundEach(lines, () => ({ actual_weight_kg: weight }));
  },
};

export const fedexOversizeNotMet: AuditRule = {
  id: 'fedex_oversize_not_met',
  name: { en: 'FedEx oversize charge without its condition', fr: 'Surcharge hors gabarit FedEx sans motif' },
  explanation: {
    en: 'FedEx billed an oversize charge, although the parcel is within 243 cm on its longest side and 330 cm in length plus girth.',
    fr: 'FedEx a facturé une surcharge hors gabarit, alors que le colis mesure au plus 243 cm sur son plus grand côté et 330 cm en longueur plus pourtour.',
  },
  carriers: ['fedex'],
  claimType: 'surcharge',
  needs: { anyCategory: ['oversize'] },
  check(shipment) {
    const dimensions = dimensionsOf(shipment);
    if (!dimensions || largePackage('fedex', dimensions)) return [];
    return refundEach(linesOf(shipment, 'oversize'), () => ({
      dimensions_cm: dimensions.join(' x '),
      length_plus_girth_cm: lengthPlusGirth(dimensions),
    }));
  },
};

export const dhlOversizePieceNotMet: AuditRule = {
  id: 'dhl_oversize_piece_not_met',
  name: { en: 'DHL oversize piece without its condition', fr: 'Colis surdimensionné DHL sans motif' },
  explanation: {
    en: 'DHL Express billed an oversize piece surcharge, although every side of the parcel is under 100 cm.',
    fr: 'DHL Express a facturé une surcharge de colis surdimensionné, alors que chaque côté du colis mesure moins de 100 cm.',
  },
  carriers: ['dhl_express'],
  claimType: 'surcharge',
  check(shipment) {
    const dimensions = dimensionsOf(shipment);
    if (!dimensions || dimensions[0] >= DHL_EXPRESS_OVERSIZE_PIECE.longestCm) return [];
    const lines = shipment.lines.filter(
      (line) =>
        line.net > 0 &&
        line.category !== 'transportation' &&
        /over ?size|hors.?norme|surdimension/i.test(wording(line)),
    );
    return refundEach(lines, () => ({ dimensions_cm: dimensions.join(' x ') }));
  },
};

export const dhlOverweightPieceNotMet: AuditRule = {
  id: 'dhl_overweight_piece_not_met',
  name: { en: 'DHL overweight piece without its condition', fr: 'Colis en surpoids DHL sans motif' },
  explanation: {
    en: 'DHL Express billed an overweight piece surcharge (pieces over 70 kg), although the parcel’s actual weight is 68 kg or less.',
    fr: 'DHL Express a facturé une surcharge de colis en surpoids (plus de 70 kg), alors que le poids réel du colis est d’au plus 68 kg.',
  },
  carriers: ['dhl_express'],
  claimType: 'surcharge',
  check(shipment) {
    const weight = actualWeightOf(shipment);
    if (weight === null || weight <= 0 || weight > DHL_EXPRESS_OVERWEIGHT_PIECE.clearlyBelowKg) return [];
    const lines = shipment.lines.filter(
      (line) =>
        line.net > 0 &&
        line.category !== 'transportation' &&
        /over ?weight|surpoids|poids excessif/i.test(wording(line)),
    );
    return refundEach(lines, () => ({ actual_weight_kg: weight }));
  },
};

export const chronopostNonStandardNotMet: AuditRule = {
  id: 'chronopost_non_standard_not_met',
  name: {
    en: 'Chronopost outsize handling without its condition',
    fr: 'Traitement Hors Normes Chronopost sans motif',
  },
  explanation: {
    en: 'Chronopost billed outsize (Hors Normes) handling, although the parcel is within 30 kg, 300 cm in length plus 2 heights plus 2 widths and 150 cm long (20 kg, 250 cm and 100 cm for Chrono Relais).',
    fr: 'Chronopost a facturé un traitement Hors Normes, alors que le colis pèse au plus 30 kg et mesure au plus 300 cm en longueur + 2 hauteurs + 2 largeurs et 150 cm de long (20 kg, 250 cm et 100 cm en Chrono Relais).',
  },
  carriers: ['chronopost'],
  claimType: 'surcharge',
  needs: { anyCategory: ['oversize'] },
  check(shipment) {
    const dimensions = dimensionsOf(shipment);
    const weight = actualWeightOf(shipment);
    if (!dimensions || weight === null || weight <= 0) return [];
    const service = billedService(shipment);
    // Without a service named, the relay limits (the lower ones).
    const limits =
      service && !/relais|relay|shop/i.test(service) ? CHRONOPOST_STANDARD_PARCEL : CHRONOPOST_RELAY_PARCEL;
    const girth = lengthPlusGirth(dimensions);
    if (weight > limits.weightKg || girth > limits.lengthPlusGirthCm || dimensions[0] > limits.longestCm)
      return [];
    return refundEach(linesOf(shipment, 'oversize'), () => ({
      weight_kg: weight,
      dimensions_cm: dimensions.join(' x '),
      length_plus_girth_cm: girth,
    }));
  },
};

export const peakOutOfSeason: AuditRule = {
  id: 'peak_out_of_season',
  name: { en: 'Peak-season surcharge out of season', fr: 'Surcharge de haute saison hors saison' },
  explanation: {
    en: 'A peak-season surcharge was billed on a parcel shipped outside every peak period the carrier announced.',
    fr: 'Une surcharge de haute saison a été facturée pour un colis expédié hors de toute période de pointe annoncée par le transporteur.',
  },
  carriers: ['ups', 'fedex'],
  claimType: 'surcharge',
  needs: { anyCategory: ['peak'] },
  check(shipment) {
    const seasons = PEAK_SEASONS[shipment.carrier as keyof typeof PEAK_SEASONS];
    const shipped = shipmentValue(shipment, (line) => line.shipDate);
    if (!seasons || !shipped) return [];
    // Only between the first and the last known season: a year not announced is not judged.
    if (shipped < seasons[0]!.from || shipped > seasons.at(-1)!.to) return [];
    if (seasons.some((season) => season.from <= shipped && shipped <= season.to)) return [];
    const lines = linesOf(shipment, 'peak').filter((line) =>
      /peak|season|saison|holiday|fin d.ann[ée]e|pointe/i.test(wording(line)),
    );
    return refundEach(lines, () => ({ ship_date: shipped }));
  },
};

const DECLARED = /(declared value|valeur d[ée]clar[ée]e)\D{0,12}?(\d+(?:[.,]\d{1,2})?)/i;

/** The declared value an invoice states in a charge's description or a reference, if any. */
function declaredValueOf(shipment: Shipment): number | null {
  for (const line of shipment.lines)
    for (const text of [line.rawDescription, ...line.references]) {
      const match = DECLARED.exec(text);
      if (match) return Number(match[2]!.replace(',', '.'));
    }
  return null;
}

export const declaredValueWithinFreeLiability: AuditRule = {
  id: 'declared_value_within_free_liability',
  name: {
    en: 'Declared value fee within the free liability',
    fr: 'Frais de valeur déclarée dans la responsabilité gratuite',
  },
  explanation: {
    en: 'A declared value fee was billed for a declared value of US$100 or less, which UPS covers at no charge.',
    fr: 'Des frais de valeur déclarée ont été facturés pour une valeur déclarée d’au plus 100 US$, que UPS couvre sans frais.',
  },
  carriers: ['ups'],
  claimType: 'surcharge',
  needs: { anyCategory: ['declared_value'] },
  check(shipment) {
    const value = declaredValueOf(shipment);
    if (value === null || value > UPS_FREE_DECLARED_VALUE.amount) return [];
    const lines = linesOf(shipment, 'declared_value').filter(
      (line) => line.currency === UPS_FREE_DECLARED_VALUE.currency,
    );
    return refundEach(lines, () => ({ declared_value: value, currency: UPS_FREE_DECLARED_VALUE.currency }));
  },
};

export const FEE_RULES: readonly AuditRule[] = [
  handlingWithLargePackage,
  fedexHandlingDimensionNotMet,
  fedexHandlingWeightNotMet,
  fedexOversizeNotMet,
  dhlOversizePieceNotMet,
  dhlOverweightPieceNotMet,
  chronopostNonStandardNotMet,
  peakOutOfSeason,
  declaredValueWithinFreeLiability,
];
