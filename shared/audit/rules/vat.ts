/**
 * VAT on the carrier's charges beyond vat_rate_wrong (./surcharges): VAT on exports, on nothing,
 * on VAT itself, and on disbursed duties.
 */
import { round2 } from '../charge-line';
import { EU_CURRENCIES, EU_VAT_COUNTRIES } from './carrier-facts';
import { type AuditRule, type RuleHit, type Shipment, wording } from './rule';

/** One hit per line whose VAT is not due, for that VAT. */
const vatHits = (
  shipment: Shipment,
  undue: (line: Shipment['lines'][number]) => boolean,
  evidence: string,
): RuleHit[] =>
  shipment.lines
    .filter((line) => line.vat > 0 && undue(line))
    .map((line) => ({
      amount: round2(line.vat),
      lines: [line],
      evidence: { charge: line.rawDescription, net: line.net, vat_billed: line.vat, reason: evidence },
    }));

export const vatOnExport: AuditRule = {
  id: 'vat_on_export',
  name: { en: 'VAT on an export', fr: 'TVA sur une exportation' },
  explanation: {
    en: 'VAT was billed on carriage from the EU to a country outside the EU VAT territory: transport connected with an export is exempt (Directive 2006/112/EC art. 146; CGI art. 262).',
    fr: 'De la TVA a été facturée sur un transport depuis l’UE vers un pays hors du territoire TVA de l’UE\u00a0: le transport lié à une exportation est exonéré (directive 2006/112/CE art. 146\u00a0; CGI art. 262).',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { billedVat: true },
  check(shipment) {
    return vatHits(
      shipment,
      (line) =>
        line.category !== 'vat' &&
        line.category !== 'duties_taxes' &&
        EU_CURRENCIES.has(line.currency) &&
        EU_VAT_COUNTRIES.has(line.origin.country) &&
        line.destination.country !== '' &&
        !EU_VAT_COUNTRIES.has(line.destination.country),
      'export',
    ).map((hit) => ({
      ...hit,
      evidence: {
        ...hit.evidence,
        origin_country: hit.lines[0]!.origin.country,
        destination_country: hit.lines[0]!.destination.country,
      },
    }));
  },
};

export const vatOnZeroNet: AuditRule = {
  id: 'vat_on_zero_net',
  name: { en: 'VAT on a zero charge', fr: 'TVA sur un frais nul' },
  explanation: {
    en: 'VAT was billed on a charge whose net amount is zero or a credit.',
    fr: 'De la TVA a été facturée sur un frais dont le montant net est nul ou négatif.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { billedVat: true },
  check: (shipment) =>
    vatHits(
      shipment,
      (line) => line.net <= 0 && line.category !== 'vat' && line.category !== 'duties_taxes',
      'zero net',
    ),
};

export const vatOnVat: AuditRule = {
  id: 'vat_on_vat',
  name: { en: 'VAT charged on VAT', fr: 'TVA facturée sur la TVA' },
  explanation: {
    en: 'A VAT line was itself charged VAT.',
    fr: 'Une ligne de TVA a elle-même été soumise à la TVA.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { billedVat: true, anyCategory: ['vat'] },
  check: (shipment) =>
    vatHits(
      shipment,
      (line) => line.category === 'vat' && line.net > 0 && line.vat < line.net / 2,
      'VAT on VAT',
    ),
};

const DUTY = /\bdut(y|ies)\b|droits? de douane|import (tax|vat)|tva (à l.)?import/i;
const DUTY_FEE =
  /fee|frais|clearance|d[ée]douanement|brokerage|disbursement|avance|handling|service|admin|entry|processing/i;

export const vatOnDuties: AuditRule = {
  id: 'vat_on_duties',
  name: { en: 'VAT on disbursed duties', fr: 'TVA sur des droits de douane avancés' },
  explanation: {
    en: 'VAT was billed on duties or import taxes the carrier paid on the receiver’s behalf: disbursements are outside the VAT base (CGI art. 267 II 2°); only the carrier’s own fee bears VAT.',
    fr: 'De la TVA a été facturée sur des droits ou taxes à l’importation avancés par le transporteur\u00a0: les débours sont exclus de la base de TVA (CGI art. 267 II 2°)\u00a0; seuls les frais propres du transporteur portent la TVA.',
  },
  carriers: 'all',
  claimType: 'surcharge',
  needs: { billedVat: true, anyCategory: ['duties_taxes'] },
  check: (shipment) =>
    vatHits(
      shipment,
      (line) => line.category === 'duties_taxes' && DUTY.test(wording(line)) && !DUTY_FEE.test(wording(line)),
      'disbursement',
    ),
};

export const VAT_RULES: readonly AuditRule[] = [vatOnExport, vatOnZeroNet, vatOnVat, vatOnDuties];
