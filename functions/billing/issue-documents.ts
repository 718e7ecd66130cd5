/**
 * Issuing what the ledger planned (./ledger): one document per transaction. The series' counter
 * moves from n to n + 1 (conditional on n), the document is put (conditional on its number being
 * new), and every line it bills is marked with its number (conditional on no document having
 * billed it). Two generations at once: one wins each number, the other reads the counter again; a
 * line billed meanwhile makes the loser plan again. So numbers have no gap and no duplicate, and no
 * line is billed twice.
 */
import {
  type BillingDocument,
  documentNumber,
  PAYMENT_TERM_DAYS,
  SERIES,
  totalsOf,
} from '@shared/billing/documents';
import { ISSUER, ISSUER_BANK, ISSUER_ID, ISSUER_TIME_ZONE } from '@shared/billing/issuer';
import { languageOfCountry } from '@shared/companies/company';
import { addDays, localDay } from '@shared/dashboards/calendar';
import { type Company, getCompany } from '../companies/company-store';
import { cancellationReasons } from '../lib/aws/dynamo';
import { clock } from '../lib/clock';
import { keys, onIndex, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { IF_ABSENT, type Item, type TransactItem, table, txPut, txUpdate } from '../lib/table/table';
import type { StoredFeeLine } from './fee-lines';
import { chunks, type Draft, getDocument, planDocuments, vatFor } from './ledger';

const customerOf = (company: Company | null) => ({
  name: company?.invoice_company_name || company?.name || '',
  street: company?.street_name ?? '',
  zip: company?.zip_code ?? '',
  city: company?.city_name ?? '',
  country: company?.country ?? '',
  vatNumber: company?.vat_number ?? '',
});

/** French for French-speaking customers, English for the others (both render on request). */
const localeOf = (company: Company | null): 'en' | 'fr' => languageOfCountry(company?.country);

/** A document item: on the unpaid index (by due date) while an invoice is to be paid. */
export function documentItem(document: BillingDocument): Item {
  const unpaid = document.type === 'invoice' && document.status !== 'paid';
  return {
    ...keys.billingDocument(document.companyId, document.number),
    entity: 'billingDocument',
    ...document,
    ...(unpaid
      ? onIndex(
          INDEX.attention,
          partitions.unpaidInvoices,
          `${document.dueDate}#${document.companyId}#${document.number}`,
        )
      : {}),
  };
}

/** Why an issue attempt lost: the number was taken (read the counter again) or a line was billed. */
export class LinesChanged extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Issues one planned document under the next number of its series; returns it. */
export async function issue(
  companyId: string,
  company: Company | null,
  draft: Draft,
  now: Date,
): Promise<BillingDocument> {
  const issueDate = localDay(now, ISSUER_TIME_ZONE);
  const year = Number(issueDate.slice(0, 4));
  const series = SERIES[draft.type];
  const counterKey = keys.billingNumber(ISSUER_ID, series, year);
  const vat = vatFor(company);
  const cited = draft.cites ? await getDocument(companyId, draft.cites) : null;
  for (let attempt = 0; ; attempt++) {
    const last = Number((await table.get(counterKey, { consistent: true }))?.last ?? 0);
    const number = documentNumber(series, year, last + 1);
    const totals = totalsOf(draft.lines);
    const document: BillingDocument = {
      number,
      type: draft.type,
      companyId,
      issueDate,
      dueDate: draft.type === 'invoice' ? addDays(issueDate, PAYMENT_TERM_DAYS) : null,
      cites: draft.cites,
      period: draft.period ?? null,
      locale: localeOf(company),
      currency: draft.currency,
      issuer: {
        name: ISSUER.name,
        street: ISSUER.street,
        zip: ISSUER.zip,
        city: ISSUER.city,
        country: ISSUER.country,
        vatNumber: ISSUER.vatNumber,
      },
      customer: customerOf(company),
      iban: ISSUER_BANK.iban,
      bic: ISSUER_BANK.bic,
      vatTreatment: vat.treatment,
      vatPercent: vat.percent,
      lines: draft.lines,
      ...totals,
      entries: draft.entries ?? [],
      status: draft.type === 'invoice' ? 'due' : null,
      creditedCents: 0,
      paidAt: null,
      paidBy: null,
      paymentPending: false,
      creditNotes: [],
      hasPdf: false,
    };
    const writes: TransactItem[] = [
      txUpdate(counterKey, {
        UpdateExpression: 'SET #last = :next, entity = :entity',
        ConditionExpression: last === 0 ? 'attribute_not_exists(#last)' : '#last = :last',
        ExpressionAttributeNames: { '#last': 'last' },
        ExpressionAttributeValues: {
          ':next': last + 1,
          ':entity': 'billingNumber',
          ...(last === 0 ? {} : { ':last': last }),
        },
      }),
      txPut(documentItem(document), IF_ABSENT),
      ...draft.feeLines.map((line) =>
        txUpdate(keys.feeLine(companyId, line.claimId, line.claimVersion), {
          UpdateExpression: 'SET documentNumber = :number REMOVE gsi3pk, gsi3sk',
          ConditionExpression:
            'attribute_exists(pk) AND attribute_not_exists(documentNumber) AND attribute_not_exists(cancelled)',
          ExpressionAttributeValues: { ':number': number },
        }),
      ),
      ...draft.periods.map((period) =>
        txPut(
          { ...keys.periodBilled(companyId, period.kind, period.period), entity: 'periodBilled', number },
          IF_ABSENT,
        ),
      ),
      ...(cited ? [creditCitedInvoice(cited, document, now)] : []),
    ];
    try {
      await table.transact(writes);
      return document;
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (!reasons) throw error;
      // Only the counter (or a conflicting transaction) stood in the way: take the next number.
      const othersFailed = reasons.slice(1).some((reason) => reason.Code === 'ConditionalCheckFailed');
      if (othersFailed || attempt >= 60) throw new LinesChanged();
      await pause(5 + Math.random() * 20 * Math.min(attempt + 1, 8));
    }
  }
}

/** The cited invoice takes the credit note's total off what it asks (settled once nothing is left). */
function creditCitedInvoice(invoice: BillingDocument, creditNote: BillingDocument, now: Date): TransactItem {
  const creditedCents = invoice.creditedCents + creditNote.totalCents;
  const settled = invoice.status !== 'paid' && creditedCents >= invoice.totalCents;
  const creditNotes = [
    ...invoice.creditNotes,
    { number: creditNote.number, issueDate: creditNote.issueDate },
  ];
  return txUpdate(keys.billingDocument(invoice.companyId, invoice.number), {
    UpdateExpression: settled
      ? 'SET creditedCents = :credited, creditNotes = :notes, #status = :paid, paidAt = :at, paidBy = :by REMOVE gsi3pk, gsi3sk'
      : 'SET creditedCents = :credited, creditNotes = :notes',
    ConditionExpression: 'creditedCents = :before',
    ExpressionAttributeNames: settled ? { '#status': 'status' } : undefined,
    ExpressionAttributeValues: {
      ':credited': creditedCents,
      ':notes': creditNotes,
      ':before': invoice.creditedCents,
      ...(settled ? { ':paid': 'paid', ':at': now.toISOString(), ':by': 'credit_note' } : {}),
    },
  });
}

/** Marks unbilled lines that cancel each other (a fee reversed before it was billed). */
async function cancelPairs(companyId: string, lines: StoredFeeLine[]): Promise<void> {
  for (const chunk of chunks(lines, 50))
    await table.transact(
      chunk.map((line) =>
        txUpdate(keys.feeLine(companyId, line.claimId, line.claimVersion), {
          UpdateExpression: 'SET cancelled = :yes REMOVE gsi3pk, gsi3sk',
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(documentNumber)',
          ExpressionAttributeValues: { ':yes': true },
        }),
      ),
    );
}

/**
 * Issues every document the company owes now (fee lines, last month's subscription and overage):
 * plans, issues each draft, and plans again when another generation billed a line meanwhile.
 */
export async function generateDocuments(companyId: string, now = clock.now()): Promise<BillingDocument[]> {
  const company = await getCompany(companyId);
  const issued: BillingDocument[] = [];
  for (let round = 0; round < 5; round++) {
    const plan = await planDocuments(companyId, true, company);
    if (plan.cancelled.length) await cancelPairs(companyId, plan.cancelled).catch(() => undefined);
    if (!plan.drafts.length) return issued;
    try {
      for (const draft of plan.drafts) issued.push(await issue(companyId, company, draft, now));
      return issued;
    } catch (error) {
      if (!(error instanceof LinesChanged)) throw error;
    }
  }
  return issued;
}
