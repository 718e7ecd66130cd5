/**
 * Billing errors within the invoice lines themselves: charges billed twice (on one invoice with
 * different amounts, or on two invoices), two services for one parcel, fuel with nothing to apply
 * to, a credit billed back, and arithmetic that does not add up. Identical lines on one invoice are
 * duplicate_charge's (./surcharges); these rules leave them to it.
 */
import { type ChargeCategory, type ChargeLine, round2 } from '../charge-line';
import { serviceKey } from './contract';
import {
  type AuditRule,
  CORRECTION,
  carriageLines,
  correctsACharge,
  extrasOf,
  keepLargest,
  linesOf,
  PICKUP_WORDING,
  type RuleHit,
  refundEach,
  type Shipment,
  sameCharge,
  sumNet,
  wording,
} from './rule';

const CREDIT = /refund|credit|rembours|avoir|guarantee|garantie|claim|r[ée]clamation|\bgsr\b/i;
/**
 * A credit the carrier gave: a dated line that takes money off, worded as a refund or a claim's
 * credit. credit_rebilled looks for it billed back; the audit records it as the evidence of a
 * refund our claim won (functions/billing/credit-evidence.ts).
 */
export const isCreditLine = (line: ChargeLine) =>
  line.net < 0 && line.invoiceDate !== '' && CREDIT.test(wording(line));
const REVERSAL = /revers|annulation|refactur|re-?bill/i;
function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const name = key(item);
    const group = groups.get(name);
    if (group) group.push(item);
    else groups.set(name, [item]);
  }
  return groups;
}

/** Whether every line of the shipment is on one invoice (most are: nothing to compare across invoices). */
/** Whether `line`'s invoice bills the shipment's duties or import taxes. */
const billsDuties = (shipment: Shipment, line: ChargeLine) =>
  shipment.lines.some(
    (other) => other.invoiceNumber === line.invoiceNumber && other.category === 'duties_taxes',
  );

const oneInvoice = (shipment: Shipment) =>
  shipment.lines.every((line) => line.invoiceNumber === shipment.lines[0]!.invoiceNumber);

/** Transportation charges, corrections aside. */
const transportCharges = (lines: ChargeLine[]) => lines.filter((line) => !CORRECTION.test(wording(line)));
const serviceOf = (line: ChargeLine) => serviceKey(line.service || line.rawDescription);

export const transportationBilledTwice: AuditRule = {
  id: 'transportation_billed_twice',
  name: { en: 'Transportation billed twice', fr: 'Transport facturé deux fois' },
  explanation: {
    en: 'The same parcel’s transportation, for the same service, was billed twice on the invoice at different amounts: one carriage, one charge.',
    fr: 'Le transport d’un même colis, pour le même service, a été facturé deux fois sur la facture à des montants différents\u00a0: un seul transport, un seul prix.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { anyCategory: ['transportation'] },
  check(shipment) {
    // One transportation line (most parcels) cannot be billed twice: its wording need not be read.
    const transport = linesOf(shipment, 'transportation');
    if (transport.length < 2) return [];
    const charges = transportCharges(transport);
    if (charges.length < 2) return [];
    const groups = groupBy(charges, (line) => `${line.invoiceNumber}|${serviceOf(line)}`);
    return [...groups.values()].flatMap((lines) =>
      keepLargest(lines, {
        invoice: lines[0]!.invoiceNumber,
        service: lines[0]!.service || lines[0]!.rawDescription,
      }),
    );
  },
};

export const serviceBilledDifferently: AuditRule = {
  id: 'service_billed_differently',
  name: { en: 'Two services billed for one parcel', fr: 'Deux services facturés pour un colis' },
  explanation: {
    en: 'The parcel’s transportation was billed under two different services (or a service other than the one its tracking shows): it travelled under one.',
    fr: 'Le transport du colis a été facturé sous deux services différents (ou sous un autre service que celui de son suivi)\u00a0: il n’a voyagé que sous un seul.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { anyCategory: ['transportation'] },
  check(shipment) {
    const tracked = serviceKey(shipment.tracking?.service ?? '');
    // Without the tracking's service, one transportation line (most parcels) has nothing to differ from.
    const transport = linesOf(shipment, 'transportation');
    if (transport.length === 0 || (!tracked && transport.length < 2)) return [];
    const lines = transportCharges(transport);
    if (lines.length === 0 || (!tracked && lines.length < 2)) return [];
    if (tracked) {
      const wrong = lines.filter((line) => serviceOf(line) && serviceOf(line) !== tracked);
      if (wrong.length === 0 || wrong.length === lines.length) return [];
      return refundEach(wrong, (line) => ({
        billed_service: line.service || line.rawDescription,
        tracking_service: shipment.tracking!.service!,
      }));
    }
    // Without the tracking's service: per invoice, the largest charge of each service, all but the largest kept.
    return [...groupBy(lines, (line) => line.invoiceNumber).values()].flatMap((onInvoice) => {
      const perService = [...groupBy(onInvoice, serviceOf).values()].map((same) => extrasOf(same).kept);
      return perService.length < 2 ? [] : keepLargest(perService, { invoice: onInvoice[0]!.invoiceNumber });
    });
  },
};

const EXCLUDED_FROM_REBILL: readonly ChargeCategory[] = ['vat', 'duties_taxes', 'adjustment'];

export const billedOnTwoInvoices: AuditRule = {
  id: 'billed_on_two_invoices',
  name: { en: 'Charge billed on two invoices', fr: 'Frais facturés sur deux factures' },
  explanation: {
    en: 'The same charge for the same parcel, with the same code and amount, was billed on two different invoices.',
    fr: 'Le même frais pour le même colis, avec le même code et le même montant, a été facturé sur deux factures différentes.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  check(shipment) {
    if (oneInvoice(shipment)) return [];
    const charges = shipment.lines.filter(
      (line) =>
        line.net > 0 && !EXCLUDED_FROM_REBILL.includes(line.category) && !CORRECTION.test(wording(line)),
    );
    const hits: RuleHit[] = [];
    for (const lines of groupBy(
      charges,
      (line) => `${line.rawCode}|${line.rawDescription}|${line.net}`,
    ).values()) {
      const perInvoice = [...groupBy(lines, (line) => line.invoiceNumber).values()]
        .map((same) => same[0]!)
        .sort(
          (a, b) =>
            a.invoiceDate.localeCompare(b.invoiceDate) || a.invoiceNumber.localeCompare(b.invoiceNumber),
        );
      const [first, ...later] = perInvoice;
      for (const line of later)
        hits.push({
          amount: round2(line.net),
          lines: [line, first!],
          evidence: {
            charge: line.rawDescription,
            amount: line.net,
            first_invoice: first!.invoiceNumber,
            again_on_invoice: line.invoiceNumber,
          },
          // A duties bill and a transport bill are two bills: a per-bill fee (DHL's 'CHANGE OF BILLING') may be on each.
          ...(billsDuties(shipment, first!) === billsDuties(shipment, line)
            ? {}
            : { review: 'separate_bills' }),
        });
    }
    return hits;
  },
};

/** Surcharges a carrier bills at most once per parcel. */
const ONCE_PER_PARCEL: readonly ChargeCategory[] = [
  'residential',
  'additional_handling',
  'oversize',
  'saturday',
  'address_correction',
  'declared_value',
  'signature',
  'cod',
];

/**
 * Identical charges count once here: on one invoice they are duplicate_charge's, on two
 * billed_on_two_invoices's, which leaves lines worded as corrections (an address correction's
 * own name is one): those stay apart when on two invoices, for this rule to judge.
 */
const chargeKey = (line: ChargeLine) =>
  CORRECTION.test(wording(line)) ? sameCharge(line) : `${line.rawCode}|${line.rawDescription}|${line.net}`;

/**
 * One once-per-parcel surcharge billed twice or more (under any wording, on one invoice or on
 * several): every charge but the largest, less what the carrier took back since (a credit, a
 * reversal before a re-bill) and never more than the lines add up to beyond one charge.
 */
function billedTwice(shipment: Shipment, category: ChargeCategory): RuleHit[] {
  const lines = shipment.lines.filter(
    (line) => line.category === category && !PICKUP_WORDING.test(wording(line)),
  );
  const seen = new Set<string>();
  const charges = lines.filter((line) => {
    if (line.net <= 0 || correctsACharge(line) || seen.has(chargeKey(line))) return false;
    seen.add(chargeKey(line));
    return true;
  });
  if (charges.length < 2) return [];
  const { kept, extras } = extrasOf(charges);
  // A credit may be read as an adjustment with the charge's code.
  const codes = new Set(charges.map((line) => line.rawCode).filter((code) => code !== ''));
  const credits = shipment.lines.filter(
    (line) => line.net < 0 && line.category === 'adjustment' && codes.has(line.rawCode),
  );
  // Everything billed for the surcharge (its corrections and credits counted) beyond one charge.
  const beyondOne = round2(sumNet(lines) + sumNet(credits) - kept.net);
  const amount = round2(Math.min(sumNet(extras), beyondOne));
  if (amount <= 0) return [];
  const invoices = new Set(charges.map((line) => line.invoiceNumber)).size > 1;
  const credited = round2(sumNet([...lines, ...credits].filter((line) => line.net < 0)));
  return [
    {
      amount,
      lines: [...extras, kept],
      evidence: {
        category,
        charges: charges
          .map((line) => `${line.rawDescription} ${line.net}${invoices ? ` (${line.invoiceNumber})` : ''}`)
          .join('; '),
        ...(credited < 0 ? { credit: credited } : {}),
      },
    },
  ];
}

export const accessorialBilledTwice: AuditRule = {
  id: 'accessorial_billed_twice',
  name: { en: 'Surcharge billed twice for one parcel', fr: 'Surcharge facturée deux fois pour un colis' },
  explanation: {
    en: 'A surcharge that applies once per parcel (residential, additional handling, large package, Saturday, address correction, declared value, signature, cash on delivery) was billed more than once, under the same or another wording, on one invoice or on two: only the highest is due.',
    fr: 'Une surcharge qui s’applique une fois par colis (résidentielle, manutention, grand colis, samedi, correction d’adresse, valeur déclarée, signature, contre-remboursement) a été facturée plusieurs fois, sous le même libellé ou un autre, sur une facture ou sur deux\u00a0: seule la plus élevée est due.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { anyCategory: ONCE_PER_PARCEL },
  check(shipment) {
    // Most parcels have none of these surcharges twice: nothing to look at.
    const seen = new Set<ChargeCategory>();
    let twice = false;
    // A carrier's adjustment of a surcharge (residential found later: the difference) is not a
    // second one; an address correction is a charge, though its name says 'correction'.
    for (const line of shipment.lines)
      if (line.net > 0 && ONCE_PER_PARCEL.includes(line.category) && !correctsACharge(line)) {
        if (seen.has(line.category)) twice = true;
        seen.add(line.category);
      }
    if (!twice) return [];
    // Surcharges the contract waives or caps are the contract rules'.
    const agreed = new Set<string>(shipment.contract?.surcharges.map((term) => term.category));
    return ONCE_PER_PARCEL.filter((category) => !agreed.has(category)).flatMap((category) =>
      billedTwice(shipment, category),
    );
  },
};

export const fuelWithoutCharges: AuditRule = {
  id: 'fuel_without_charges',
  name: { en: 'Fuel surcharge with nothing to apply to', fr: 'Surcharge carburant sans frais de base' },
  explanation: {
    en: 'A fuel surcharge was billed for a parcel with no transportation charge or surcharge for it to be a percent of.',
    fr: 'Une surcharge carburant a été facturée pour un colis sans frais de transport ni surcharge dont elle serait un pourcentage.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { anyCategory: ['fuel'] },
  check(shipment) {
    if (carriageLines(shipment, ['fuel']).length > 0) return [];
    const fuel = linesOf(shipment, 'fuel').filter((line) => !CORRECTION.test(wording(line)));
    return refundEach(fuel, () => ({ other_charges: 0 }));
  },
};

export const creditRebilled: AuditRule = {
  id: 'credit_rebilled',
  name: { en: 'Credit billed back', fr: 'Avoir refacturé' },
  explanation: {
    en: 'The carrier credited a charge (a refund or claim credit) and billed the same amount again on a later invoice.',
    fr: 'Le transporteur a accordé un avoir (remboursement ou réclamation) puis a refacturé le même montant sur une facture ultérieure.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  check(shipment) {
    // Most parcels have no credit: nothing to look for.
    if (!shipment.lines.some((line) => line.net < 0)) return [];
    const hits: RuleHit[] = [];
    const used = new Set<ChargeLine>();
    for (const credit of shipment.lines) {
      if (!isCreditLine(credit)) continue;
      const rebill = shipment.lines.find(
        (line) =>
          !used.has(line) &&
          line.net > 0 &&
          round2(line.net) === round2(-credit.net) &&
          line.invoiceDate > credit.invoiceDate &&
          ((credit.rawCode !== '' && line.rawCode === credit.rawCode) || REVERSAL.test(wording(line))),
      );
      if (!rebill) continue;
      used.add(rebill);
      hits.push({
        amount: round2(rebill.net),
        lines: [rebill, credit],
        evidence: {
          credit: credit.rawDescription,
          credit_invoice: credit.invoiceNumber,
          rebilled_on_invoice: rebill.invoiceNumber,
          amount: rebill.net,
        },
      });
    }
    return hits;
  },
};

export const netAboveRateLessDiscount: AuditRule = {
  id: 'net_above_rate_less_discount',
  name: { en: 'Net above the rate less the discount', fr: 'Net supérieur au tarif moins la remise' },
  explanation: {
    en: 'The net billed is above the published rate less the discount the invoice itself shows for the charge.',
    fr: 'Le net facturé dépasse le tarif public moins la remise que la facture indique elle-même pour ce frais.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  check(shipment) {
    const hits: RuleHit[] = [];
    for (const line of shipment.lines) {
      if (line.gross <= 0 || line.net <= 0 || line.discount < 0) continue;
      const due = round2(line.gross - line.discount);
      const over = round2(line.net - due);
      if (over > 0.01)
        hits.push({
          amount: over,
          lines: [line],
          evidence: {
            published_rate: line.gross,
            discount: line.discount,
            net_due: due,
            net_billed: line.net,
          },
        });
    }
    return hits;
  },
};

export const BILLING_RULES: readonly AuditRule[] = [
  transportationBilledTwice,
  serviceBilledDifferently,
  billedOnTwoInvoices,
  accessorialBilledTwice,
  fuelWithoutCharges,
  creditRebilled,
  netAboveRateLessDiscount,
];
