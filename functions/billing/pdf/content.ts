/**
 * What a billing document's PDF says, as plain strings in the document's locale: its heading, the
 * issuer and customer blocks, the table rows, the totals and the legal mentions. No drawing here
 * (render.ts lays these out), so the wording can be read and tested without a PDF.
 *
 * The issuer's name, address and VAT number come from the document (a document never changes once
 * issued); its legal form, share capital and SIREN, which the document does not carry, from ISSUER.
 */
import type { BillingDocument, BillingStatus, DocumentLine } from '@shared/billing/documents';
import { ISSUER } from '@shared/billing/issuer';
import {
  countryName,
  formatDate,
  formatIban,
  formatInteger,
  formatMoney,
  formatMonth,
  formatPercent,
} from './format';
import { fill, LABELS, type Labels } from './labels';

export interface Heading {
  title: string;
  details: string[];
}

/** The title ("Invoice F-2026-000001") and the dates and references under it. */
export function headingOf(document: BillingDocument): Heading {
  const labels = LABELS[document.locale];
  const details = [fill(labels.issueDate, { date: formatDate(document.issueDate, labels) })];
  if (document.type === 'invoice' && document.dueDate)
    details.push(fill(labels.dueDate, { date: formatDate(document.dueDate, labels) }));
  if (document.type === 'credit_note' && document.cites)
    details.push(fill(labels.creditNoteFor, { number: document.cites }));
  if (document.type === 'statement' && document.period)
    details.push(fill(labels.statementMonth, { month: formatMonth(document.period, labels) }));
  return { title: `${labels[document.type]} ${document.number}`, details };
}

/** The issuer's block: its name first, then its legal details and address. */
export function issuerLines(document: BillingDocument): string[] {
  const labels = LABELS[document.locale];
  const { issuer } = document;
  return [
    issuer.name,
    fill(labels.legalForm, { form: ISSUER.legalForm, capital: ISSUER.capital }),
    fill(labels.siren, { siren: ISSUER.siren }),
    issuer.street,
    `${issuer.zip} ${issuer.city}`,
    countryName(issuer.country, document.locale),
    fill(labels.vatNumber, { vat: issuer.vatNumber }),
  ];
}

/** The customer's block: a heading, its name, address and VAT number when it has one. */
export function customerLines(document: BillingDocument): string[] {
  const labels = LABELS[document.locale];
  const { customer } = document;
  const lines = [
    labels.billTo,
    customer.name,
    customer.street,
    `${customer.zip} ${customer.city}`.trim(),
    countryName(customer.country, document.locale),
  ];
  if (customer.vatNumber.trim()) lines.push(fill(labels.vatNumber, { vat: customer.vatNumber.trim() }));
  return lines.filter((line) => line !== '');
}

/** A fee line's investigation: the carrier's claim number (else our id), the carrier and parcel. */
const investigationOf = (line: DocumentLine) => ({
  claim: line.claimNumber ?? line.claimId ?? '',
  parcel: [line.carrier, line.trackingNumber].filter(Boolean).join(' '),
});

/**
 * An amount inside a sentence, its spaces no-break (WinAnsi has U+00A0) so that a wrapped
 * description never leaves "115,20 EUR" on a line under its "4".
 */
const unbroken = (text: string) => text.replaceAll(' ', '\u00a0');

/** What a line bills, in words. */
export function describeLine(line: DocumentLine, document: BillingDocument): string {
  const labels = LABELS[document.locale];
  const period = line.period ? formatMonth(line.period, labels) : '';
  switch (line.kind) {
    case 'success_fee':
      return fill(labels.successFee, {
        percent: formatPercent(line.feePercent ?? 0, labels),
        amount: unbroken(formatMoney(line.creditedCents ?? 0, document.currency, labels)),
        ...investigationOf(line),
      });
    case 'fee_reversal':
      return fill(labels.feeReversal, investigationOf(line));
    case 'subscription':
      return fill(labels.subscription, { plan: line.planId ?? '', period });
    case 'overage':
      return fill(labels.overage, { quantity: formatInteger(line.quantity, labels), period });
  }
}

/** The lines table: description, quantity, net, VAT, total. */
export function lineRows(document: BillingDocument): string[][] {
  const labels = LABELS[document.locale];
  const money = (cents: number) => formatMoney(cents, document.currency, labels);
  return document.lines.map((line) => [
    describeLine(line, document),
    formatInteger(line.quantity, labels),
    money(line.netCents),
    money(line.vatCents),
    money(line.netCents + line.vatCents),
  ]);
}

export const lineHeader = (labels: Labels) => [
  labels.description,
  labels.quantity,
  labels.net,
  labels.vat,
  labels.total,
];

const statusLabel = (status: BillingStatus | null, labels: Labels) => (status ? labels[status] : '');

/** A statement's table: each document of the month with its type, total and status. */
export function entryRows(document: BillingDocument): string[][] {
  const labels = LABELS[document.locale];
  return document.entries.map((entry) => [
    entry.number,
    labels[entry.type],
    formatMoney(entry.totalCents, document.currency, labels),
    statusLabel(entry.status, labels),
  ]);
}

export const entryHeader = (labels: Labels) => [
  labels.documentColumn,
  labels.typeColumn,
  labels.total,
  labels.statusColumn,
];

/** The totals under the table, label and amount: net, VAT and total (a statement: its total). */
export function totalRows(document: BillingDocument): [string, string][] {
  const labels = LABELS[document.locale];
  const money = (cents: number) => formatMoney(cents, document.currency, labels);
  if (document.type === 'statement') return [[labels.statementTotal, money(document.totalCents)]];
  return [
    [labels.totalNet, money(document.netCents)],
    [
      fill(labels.totalVat, { percent: formatPercent(document.vatPercent, labels) }),
      money(document.vatCents),
    ],
    [labels.totalGross, money(document.totalCents)],
  ];
}

/** The VAT exemption's legal ground, when the document carries no French VAT. */
function vatMention(document: BillingDocument, labels: Labels): string[] {
  if (document.vatTreatment === 'reverse_charge') return [labels.reverseCharge];
  if (document.vatTreatment === 'outside_eu') return [labels.outsideEu];
  return [];
}

/** An invoice's payment terms and the late-payment mentions the Code de commerce requires. */
function paymentMentions(document: BillingDocument, labels: Labels): string[] {
  if (document.type !== 'invoice') return [];
  const terms = fill(labels.paymentTerms, {
    iban: formatIban(document.iban),
    bic: document.bic,
    number: document.number,
    date: document.dueDate ? formatDate(document.dueDate, labels) : '',
  });
  return [terms, labels.latePayment];
}

/** The paragraphs under the totals. */
export const mentionsOf = (document: BillingDocument): string[] => {
  const labels = LABELS[document.locale];
  return [...vatMention(document, labels), ...paymentMentions(document, labels)];
};

/** The footer of each page: the document's number and the page's place. */
export const pageFooter = (document: BillingDocument, page: number, count: number) =>
  fill(LABELS[document.locale].page, {
    number: document.number,
    page: String(page),
    count: String(count),
  });
