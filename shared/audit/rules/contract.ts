/**
 * Rules on the merchant's contract terms (`shipment.contract`): the agreed discount per service,
 * the fuel surcharge table, and surcharges waived or capped. Without a contract they find nothing.
 */
import { type ChargeLine, round2 } from '../charge-line';
import type { ContractTerms } from '../contract';
import {
  type AuditRule,
  carriageLines,
  linesOf,
  type RuleHit,
  type Shipment,
  shipmentValue,
  sumNet,
} from './rule';

const BRANDS = /\b(ups|fedex|dhl|tnt|chronopost|colissimo|dpd|gls|mondial relay|colis prive)\b/g;

const serviceKeys = new Map<string, string>();

/**
 * A service name as compared: lower case, no accents, punctuation or carrier brand. An invoice
 * names a handful of services on every line: each name is worked out once (the cache is bounded).
 */
export function serviceKey(text: string): string {
  let key = serviceKeys.get(text);
  if (key !== undefined) return key;
  key = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9:]+/g, ' ')
    .replace(BRANDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (serviceKeys.size >= 10_000) serviceKeys.clear();
  serviceKeys.set(text, key);
  return key;
}

/** The contract's discount for a billed service: the same name, carrier brand aside. */
export function contractDiscount(contract: ContractTerms, service: string) {
  const key = serviceKey(service);
  if (!key) return null;
  return contract.discounts.find((discount) => serviceKey(discount.service) === key) ?? null;
}

export const discountNotApplied: AuditRule = {
  id: 'discount_not_applied',
  name: { en: 'Contract discount not applied', fr: 'Remise contractuelle non appliquée' },
  explanation: {
    en: 'The transportation charge was billed with a smaller discount off the published rate than the contract’s percent for this service.',
    fr: 'Le transport a été facturé avec une remise sur le tarif public inférieure au pourcentage du contrat pour ce service.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { contract: true, anyCategory: ['transportation'] },
  check(shipment) {
    const { contract } = shipment;
    if (!contract) return [];
    const hits: RuleHit[] = [];
    for (const line of linesOf(shipment, 'transportation')) {
      const service = line.service || line.rawDescription;
      const discount = contractDiscount(contract, service);
      if (!discount || line.gross <= 0) continue;
      const due = round2(line.gross * (1 - discount.percent / 100));
      const over = round2(line.net - due);
      if (over > 0.01)
        hits.push({
          amount: over,
          lines: [line],
          evidence: {
            service,
            published_rate: line.gross,
            contract_discount_percent: discount.percent,
            discount_billed: line.discount,
            net_due: due,
            net_billed: line.net,
          },
        });
    }
    return hits;
  },
};

/** The contract's fuel percent for the shipment's ship date, with its period. */
function fuelPeriod(shipment: Shipment) {
  const shipped = shipmentValue(shipment, (line) => line.shipDate);
  if (!shipment.contract || !shipped) return null;
  return shipment.contract.fuelTable.find((period) => period.from <= shipped && shipped <= period.to) ?? null;
}

/** Charges the fuel surcharge may apply to (every carriage charge but fuel), at their published rate. */
const fuelBase = (lines: ChargeLine[]) =>
  round2(lines.reduce((sum, line) => sum + Math.max(line.gross, line.net), 0));

export const fuelRateAboveTable: AuditRule = {
  id: 'fuel_rate_above_table',
  name: { en: 'Fuel surcharge above the table', fr: 'Surcharge carburant supérieure au barème' },
  explanation: {
    en: 'The fuel surcharge is above the period’s published percent applied to every charge of the parcel at its published rate.',
    fr: 'La surcharge carburant dépasse le pourcentage publié pour la période appliqué à tous les frais du colis au tarif public.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { contract: true, anyCategory: ['fuel'] },
  check(shipment) {
    const period = fuelPeriod(shipment);
    const fuel = linesOf(shipment, 'fuel');
    if (!period || fuel.length === 0) return [];
    const base = fuelBase(carriageLines(shipment, ['fuel']));
    if (base <= 0) return [];
    const due = round2((base * period.percent) / 100);
    const billed = sumNet(fuel);
    const over = round2(billed - due);
    if (over <= 0.02) return [];
    return [
      {
        amount: over,
        lines: fuel,
        evidence: {
          period: `${period.from} / ${period.to}`,
          fuel_percent: period.percent,
          charges_at_published_rate: base,
          fuel_due: due,
          fuel_billed: billed,
        },
      },
    ];
  },
};

export const fuelOnWaivedSurcharge: AuditRule = {
  id: 'fuel_on_waived_surcharge',
  name: { en: 'Fuel surcharge on a waived surcharge', fr: 'Surcharge carburant sur une surcharge exonérée' },
  explanation: {
    en: 'The fuel surcharge was computed on a surcharge the contract waives: the fuel on that surcharge is not due either.',
    fr: 'La surcharge carburant a été calculée sur une surcharge exonérée par le contrat\u00a0: le carburant sur cette surcharge n’est pas dû non plus.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { contract: true, anyCategory: ['fuel'] },
  check(shipment) {
    const period = fuelPeriod(shipment);
    const fuel = linesOf(shipment, 'fuel');
    const waived = new Set<string>(
      shipment.contract?.surcharges.filter((term) => term.waived).map((term) => term.category),
    );
    if (!period || fuel.length === 0 || waived.has('fuel')) return [];
    const charges = carriageLines(shipment, ['fuel']);
    const waivedLines = charges.filter((line) => waived.has(line.category));
    if (waivedLines.length === 0) return [];
    const rate = period.percent / 100;
    const billed = sumNet(fuel);
    const withWaived = round2(sumNet(charges) * rate);
    const withoutWaived = round2(sumNet(charges.filter((line) => !waived.has(line.category))) * rate);
    // The fuel billed covers the waived surcharge: at least the fuel on every charge, net.
    if (billed < withWaived - 0.02) return [];
    const amount = round2(Math.min(sumNet(waivedLines) * rate, billed - withoutWaived));
    if (amount <= 0) return [];
    return [
      {
        amount,
        lines: fuel,
        evidence: {
          waived_surcharges: waivedLines.map((line) => line.rawDescription || line.category).join(', '),
          waived_amount: sumNet(waivedLines),
          fuel_percent: period.percent,
          fuel_billed: billed,
        },
      },
    ];
  },
};

export const surchargeWaivedBilled: AuditRule = {
  id: 'surcharge_waived_billed',
  name: { en: 'Waived surcharge billed', fr: 'Surcharge exonérée facturée' },
  explanation: {
    en: 'The contract waives this surcharge, yet it was billed.',
    fr: 'Le contrat prévoit l’exonération de cette surcharge, pourtant elle a été facturée.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { contract: true },
  check(shipment) {
    const hits: RuleHit[] = [];
    for (const term of shipment.contract?.surcharges ?? []) {
      if (!term.waived) continue;
      for (const line of linesOf(shipment, term.category))
        hits.push({
          amount: round2(line.net),
          lines: [line],
          evidence: { charge: line.rawDescription, category: term.category, contract: 'waived' },
        });
    }
    return hits;
  },
};

export const surchargeAboveCap: AuditRule = {
  id: 'surcharge_above_cap',
  name: { en: 'Surcharge above the agreed cap', fr: 'Surcharge au-delà du plafond convenu' },
  explanation: {
    en: 'The contract caps this surcharge per parcel, and the parcel was billed more.',
    fr: 'Le contrat plafonne cette surcharge par colis, et le colis a été facturé davantage.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { contract: true },
  check(shipment) {
    const hits: RuleHit[] = [];
    for (const term of shipment.contract?.surcharges ?? []) {
      if (term.waived || term.maxAmount === null) continue;
      const lines = linesOf(shipment, term.category);
      const billed = sumNet(lines);
      const over = round2(billed - term.maxAmount);
      if (over > 0.01)
        hits.push({
          amount: over,
          lines,
          evidence: { category: term.category, billed, contract_cap: term.maxAmount },
        });
    }
    return hits;
  },
};

export const CONTRACT_RULES: readonly AuditRule[] = [
  discountNotApplied,
  fuelRateAboveTable,
  fuelOnWaivedSurcharge,
  surchargeWaivedBilled,
  surchargeAboveCap,
];
