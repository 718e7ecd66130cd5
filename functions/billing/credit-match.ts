/**
 * Which success fee line a carrier's credit proves (issue 20, item 2): pure rules, no AWS, no
 * clock. A fee is earned on a refund the carrier really credited; the credit line a later carrier
 * invoice carries for the parcel is the proof, and the audit records it on the line
 * (./credit-evidence.ts). A credit matches a success fee of the same parcel and currency, credited
 * before the invoice (or up to a week after its date: an invoice may be dated before the portal
 * showed the refund), the same amount first, else the nearest. A credit recorded already matches
 * the line that holds it, so an invoice audited again changes nothing.
 */
import { isCreditLine } from '@shared/audit/rules/billing';
import type { Shipment } from '@shared/audit/rules/rule';
import { normaliseTracking } from '@shared/carriers/carriers';
import { addDays } from '@shared/dashboards/calendar';
import type { StoredFeeLine } from './fee-lines';

/** A credit line of a carrier invoice, as evidence keeps it (amount negative, in cents). */
export interface CarrierCredit {
  trackingNumber: string;
  invoiceNumber: string;
  /** YYYY-MM-DD */
  invoiceDate: string;
  amountCents: number;
  currency: string;
}

export type CreditLine = NonNullable<StoredFeeLine['creditLine']>;

/** How many days an invoice may be dated before the refund it credits showed on the portal. */
export const INVOICE_BEFORE_CREDIT_DAYS = 7;

/** The credits the carrier gave on the shipments' invoices (most shipments have none). */
export function creditsOf(shipments: Shipment[]): CarrierCredit[] {
  return shipments.flatMap((shipment) =>
    shipment.lines
      .filter((line) => isCreditLine(line) && (line.trackingNumber || shipment.trackingNumber))
      .map((line) => ({
        trackingNumber: normaliseTracking(line.trackingNumber || shipment.trackingNumber),
        invoiceNumber: line.invoiceNumber,
        invoiceDate: line.invoiceDate,
        amountCents: Math.round(line.net * 100),
        currency: line.currency,
      })),
  );
}

export const creditLineOf = (credit: CarrierCredit): CreditLine => ({
  invoiceNumber: credit.invoiceNumber,
  invoiceDate: credit.invoiceDate,
  amountCents: credit.amountCents,
});

const sameCredit = (held: StoredFeeLine['creditLine'] | undefined, credit: CarrierCredit) =>
  held?.invoiceNumber === credit.invoiceNumber &&
  held.invoiceDate === credit.invoiceDate &&
  held.amountCents === credit.amountCents;

/** Whether `line` is a refund the credit can prove: still without evidence, and credited in time. */
const provable = (line: StoredFeeLine, credit: CarrierCredit) =>
  line.kind === 'success_fee' &&
  !line.creditLine &&
  line.currency === credit.currency &&
  line.at.slice(0, 10) <= addDays(credit.invoiceDate, INVOICE_BEFORE_CREDIT_DAYS);

/**
 * The line a credit proves among one parcel's fee lines: the same amount first, else the nearest;
 * of equals, the latest credited. Null when none can be.
 */
export function chooseFeeLine(lines: StoredFeeLine[], credit: CarrierCredit): StoredFeeLine | null {
  const distance = (line: StoredFeeLine) => Math.abs(line.creditedCents + credit.amountCents);
  const candidates = lines
    .filter((line) => provable(line, credit))
    .sort((a, b) => distance(a) - distance(b) || b.at.localeCompare(a.at));
  return candidates[0] ?? null;
}

/**
 * The evidence one parcel's credits add to its fee lines: each credit proves one line. A credit a
 * line holds already is kept there (nothing to write); the others take the lines left.
 */
export function planEvidence(
  lines: StoredFeeLine[],
  credits: CarrierCredit[],
): { line: StoredFeeLine; creditLine: CreditLine }[] {
  const taken = new Set<StoredFeeLine>();
  const pending = credits.filter((credit) => {
    const holder = lines.find((line) => !taken.has(line) && sameCredit(line.creditLine, credit));
    if (holder) taken.add(holder);
    return !holder;
  });
  const plan: { line: StoredFeeLine; creditLine: CreditLine }[] = [];
  for (const credit of pending) {
    const line = chooseFeeLine(
      lines.filter((line) => !taken.has(line)),
      credit,
    );
    if (!line) continue;
    taken.add(line);
    plan.push({ line, creditLine: creditLineOf(credit) });
  }
  return plan;
}
