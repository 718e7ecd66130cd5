/**
 * The ledger of billing documents (`C#<co>` / `BILLDOC#<number>`): what is billed, planned from
 * what is owed, then issued one document per transaction.
 *
 * What is owed: the company's fee lines no document has billed yet, and its plan's subscription and
 * parcels past the bundle for the last calendar month (each month billed once: a `BILLED#` marker
 * written with the invoice). Planning pairs a fee line with its reversal when neither was billed
 * (nothing to bill), puts success fees and subscription lines on invoices (per currency, at most
 * MAX_LINES_PER_DOCUMENT lines each), and reversals of billed fees on credit notes citing the
 * invoice that billed them, with that invoice's very line: a credit note cancels it to the cent.
 *
 * Issuing (./issue-documents) is one transaction per document: the series' counter moves from n to n + 1 (conditional on
 * n), the document is put (conditional on its number being new), and every line it bills is marked
 * with its number (conditional on no document having billed it). Two generations at once: one wins
 * each number, the other reads the counter again; a line billed meanwhile makes the loser plan again.
 * So numbers have no gap and no duplicate, and no line is billed twice.
 */
import {
  amountDue,
  type BillingDocument,
  type DocumentLine,
  MAX_LINES_PER_DOCUMENT,
  type Preview,
  totalsOf,
  vatPercentFor,
  vatTreatment,
  withVat,
} from '@shared/billing/documents';
import { monthCharge, subscriptionOn } from '@shared/billing/plan-change';
import { addMonths } from '@shared/billing/plans';
import { addDays, previousMonth } from '@shared/dashboards/calendar';
import { type Company, getCompany } from '../companies/company-store';
import { fromItem } from '../lib/table/item';
import { collections, keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { type Item, table } from '../lib/table/table';
import { feeLineFrom, lineIdOf, type StoredFeeLine } from './fee-lines';
import { readSubscription, readUsage } from './subscription-store';

/** A document planned and not yet issued: its lines and what issuing it marks as billed. */
export interface Draft {
  type: 'invoice' | 'credit_note' | 'statement';
  cites: string | null;
  /** A statement's month and the documents it lists. */
  period?: string;
  entries?: BillingDocument['entries'];
  currency: string;
  lines: DocumentLine[];
  /** The fee lines it bills, by claim and version. */
  feeLines: { claimId: string; claimVersion: number }[];
  /** The months it bills the subscription or overage of (markers written once). */
  periods: { kind: 'subscription' | 'overage' | 'statement'; period: string }[];
}

/** What planning found: documents to issue, and pairs of unbilled lines that cancel each other. */
export interface Plan {
  drafts: Draft[];
  cancelled: StoredFeeLine[];
}

/** A document as stored: the view plus its keys and index attributes. */
export const documentFrom = (item: Item) => fromItem<BillingDocument>(item);

/** The company's fee lines on no document yet (from the billing work list: an index query). */
export async function unbilledFeeLines(companyId: string): Promise<StoredFeeLine[]> {
  const lines: StoredFeeLine[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.queryIndex(INDEX.attention, partitions.unbilledFees, {
      sort: 'begins_with(#sk, :company)',
      ExpressionAttributeValues: { ':company': `${companyId}#` },
      ExclusiveStartKey: cursor,
    });
    lines.push(...page.items.map(feeLineFrom));
    cursor = page.cursor;
  } while (cursor);
  // The index is eventually consistent: read the lines themselves to see what is billed now.
  const fresh = await table.batchGet(
    lines.map((line) => keys.feeLine(companyId, line.claimId, line.claimVersion)),
    { consistent: true },
  );
  return fresh
    .map(feeLineFrom)
    .filter((line) => !line.documentNumber && !line.cancelled)
    .sort((a, b) => a.at.localeCompare(b.at) || lineIdOf(a).localeCompare(lineIdOf(b)));
}

export async function getDocument(companyId: string, number: string): Promise<BillingDocument | null> {
  const item = await table.get(keys.billingDocument(companyId, number), { consistent: true });
  return item ? documentFrom(item) : null;
}

/** Every document of the company, newest first. */
export async function listDocuments(companyId: string): Promise<BillingDocument[]> {
  const items = await table.queryAll(collections.billingDocuments(companyId));
  return items
    .map(documentFrom)
    .sort((a, b) => b.issueDate.localeCompare(a.issueDate) || b.number.localeCompare(a.number));
}

const feeDocumentLine = (line: StoredFeeLine, vatPercent: number): DocumentLine =>
  withVat(
    {
      kind: line.kind,
      lineId: lineIdOf(line),
      claimId: line.claimId,
      trackingNumber: line.trackingNumber,
      carrier: line.carrier,
      claimNumber: line.claimNumber,
      creditedCents: line.creditedCents,
      feePercent: line.feePercent,
      planId: null,
      period: null,
      quantity: 1,
      netCents: line.feeCents,
    },
    vatPercent,
  );

const planLine = (
  kind: 'subscription' | 'overage',
  planId: string,
  period: string,
  quantity: number,
  netCents: number,
  vatPercent: number,
): DocumentLine =>
  withVat(
    {
      kind,
      lineId: null,
      claimId: null,
      trackingNumber: null,
      carrier: null,
      claimNumber: null,
      creditedCents: null,
      feePercent: null,
      planId,
      period,
      quantity,
      netCents,
    },
    vatPercent,
  );

/**
 * The subscription and overage lines of last month not billed yet (EUR): a line per plan that ran
 * in the month, prorated by its days (a plan changed mid-month); the overage at the bundle and
 * price of the plan of the month's last day. The month is marked billed once, on its first line.
 */
async function planLinesDue(company: Company | null, companyId: string, vatPercent: number) {
  const { segments, today } = await readSubscription(companyId, company);
  const period = previousMonth(today);
  const billed = new Set(
    (
      await table.batchGet(
        [
          keys.periodBilled(companyId, 'subscription', period),
          keys.periodBilled(companyId, 'overage', period),
        ],
        { consistent: true },
      )
    ).map((item) => String(item.sk)),
  );
  const due: { line: DocumentLine; period: { kind: 'subscription' | 'overage'; period: string } | null }[] =
    [];
  if (!billed.has(keys.periodBilled(companyId, 'subscription', period).sk))
    monthCharge(segments, period).forEach((part, index) => {
      due.push({
        line: planLine('subscription', part.planId, period, 1, part.netCents, vatPercent),
        period: index === 0 ? { kind: 'subscription', period } : null,
      });
    });
  const last = subscriptionOn(segments, addDays(addMonths(`${period}-01`, 1), -1));
  const plan = last.plan;
  if (!last.running || plan.overageCents === 0) return due;
  const { usage } = await readUsage(companyId, plan, `${period}-01`);
  if (usage.over > 0 && !billed.has(keys.periodBilled(companyId, 'overage', period).sk))
    due.push({
      line: planLine('overage', plan.planId, period, usage.over, usage.over * plan.overageCents, vatPercent),
      period: { kind: 'overage', period },
    });
  return due;
}

export const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );

/** The document's VAT treatment for the company. */
export function vatFor(company: Company | null) {
  const treatment = vatTreatment(company?.country ?? '', company?.vat_number ?? '');
  return { treatment, percent: vatPercentFor(treatment) };
}

/** Plans what the company owes now: the documents to issue and the lines that cancel each other. */
export async function planDocuments(
  companyId: string,
  withPlan = true,
  /** The company, when the caller has read it already (undefined: read it here). */
  known?: Company | null,
): Promise<Plan> {
  const company = known === undefined ? await getCompany(companyId) : known;
  const vat = vatFor(company);
  const lines = await unbilledFeeLines(companyId);
  const fees = lines.filter((line) => line.kind === 'success_fee');
  const reversals = lines.filter((line) => line.kind === 'fee_reversal');
  // A fee reversed before any document billed it: the two cancel, nothing is billed.
  const cancelled: StoredFeeLine[] = [];
  const reversalsOfBilled: StoredFeeLine[] = [];
  for (const reversal of reversals) {
    const original = fees.find(
      (fee) => fee.claimId === reversal.claimId && fee.claimVersion === reversal.reverses,
    );
    if (original) {
      cancelled.push(original, reversal);
      fees.splice(fees.indexOf(original), 1);
    } else reversalsOfBilled.push(reversal);
  }
  const drafts: Draft[] = [];
  // Invoices: success fees per currency, the plan's lines with the euro ones.
  const planDue = withPlan ? await planLinesDue(company, companyId, vat.percent) : [];
  const currencies = [
    ...new Set([...fees.map((fee) => fee.currency), ...(planDue.length ? ['EUR'] : [])]),
  ].sort();
  for (const currency of currencies) {
    const items = [
      ...(currency === 'EUR' ? planDue.map((due) => ({ plan: due, fee: null })) : []),
      ...fees.filter((fee) => fee.currency === currency).map((fee) => ({ plan: null, fee })),
    ];
    for (const chunk of chunks(items, MAX_LINES_PER_DOCUMENT))
      drafts.push({
        type: 'invoice',
        cites: null,
        currency,
        lines: chunk.map((item) => (item.fee ? feeDocumentLine(item.fee, vat.percent) : item.plan!.line)),
        feeLines: chunk.flatMap((item) =>
          item.fee ? [{ claimId: item.fee.claimId, claimVersion: item.fee.claimVersion }] : [],
        ),
        periods: chunk.flatMap((item) => (item.plan?.period ? [item.plan.period] : [])),
      });
  }
  // Credit notes: a reversal repeats the very line of the invoice that billed the fee.
  const byInvoice = new Map<string, { reversal: StoredFeeLine; line: DocumentLine }[]>();
  for (const reversal of reversalsOfBilled) {
    const original = (await table.get(keys.feeLine(companyId, reversal.claimId, reversal.reverses ?? -1), {
      consistent: true,
    })) as Item | undefined;
    const invoiceNumber = original ? feeLineFrom(original).documentNumber : undefined;
    const invoice = invoiceNumber ? await getDocument(companyId, invoiceNumber) : null;
    const billedLine = invoice?.lines.find(
      (line) => line.lineId === `${reversal.claimId}#${reversal.reverses}`,
    );
    if (!invoice || !billedLine) continue;
    const list = byInvoice.get(invoice.number) ?? [];
    list.push({ reversal, line: { ...billedLine, kind: 'fee_reversal', lineId: lineIdOf(reversal) } });
    byInvoice.set(invoice.number, list);
  }
  for (const [cites, items] of byInvoice) {
    const invoice = await getDocument(companyId, cites);
    for (const chunk of chunks(items, MAX_LINES_PER_DOCUMENT))
      drafts.push({
        type: 'credit_note',
        cites,
        currency: invoice?.currency ?? 'EUR',
        lines: chunk.map((item) => item.line),
        feeLines: chunk.map((item) => ({
          claimId: item.reversal.claimId,
          claimVersion: item.reversal.claimVersion,
        })),
        periods: [],
      });
  }
  return { drafts, cancelled };
}

/** The preview 'Generate invoice' shows: the documents planned, with their totals. */
export async function previewDocuments(companyId: string): Promise<Preview> {
  const { drafts } = await planDocuments(companyId);
  return {
    documents: drafts.map((draft) => ({
      type: draft.type as 'invoice' | 'credit_note',
      cites: draft.cites,
      currency: draft.currency,
      lines: draft.lines,
      ...totalsOf(draft.lines),
    })),
  };
}

/** The number of lines a plan bills (what the preview showed). */
export const linesOf = (plan: Plan) => plan.drafts.reduce((sum, draft) => sum + draft.lines.length, 0);

/** What the company still owes across its unpaid invoices, per currency. */
export const outstanding = (documents: BillingDocument[]) =>
  documents
    .filter((document) => document.type === 'invoice')
    .reduce<Record<string, number>>((sums, document) => {
      sums[document.currency] = (sums[document.currency] ?? 0) + amountDue(document);
      return sums;
    }, {});
