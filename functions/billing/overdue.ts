/**
 * Overdue invoices and suspension (spec: overdue warns that the solution may be suspended; overdue
 * payment leads to account suspension for all users). A daily run reads the unpaid invoices across
 * companies by due date (the attention index, `INVOICES#UNPAID`, never a scan):
 * - an invoice past its due date becomes overdue: the company's people see the warning;
 * - an invoice overdue for more than SUSPENSION_GRACE_DAYS suspends its company, unless a payment of
 *   it is processing (a SEPA debit takes up to a few business days to settle).
 *
 * The grace period is 15 days: French law lets the supplier claim late-payment penalties from the
 * day after the due date, and two weeks more leaves time for a reminder and a transfer (which takes
 * 1 to 3 business days in SEPA) before people lose access.
 *
 * While suspended, the company's members cannot sign in or act; its client admins may sign in to
 * Billing and pay (every other route refuses with 'auth.suspended'). Paying the last overdue invoice
 * lifts the suspension at once.
 */

import { ISSUER_TIME_ZONE } from '@shared/billing/issuer';
import { addDays, localDay } from '@shared/dashboards/calendar';
import { log } from '../lib/log';
import { keys, partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { IF_PRESENT, type Item, table, txUpdate } from '../lib/table/table';

export const SUSPENSION_GRACE_DAYS = 15;

/** Unpaid invoices across companies due before `day` (exclusive), page after page. */
async function unpaidDueBefore(day: string): Promise<Item[]> {
  const items: Item[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.queryIndex(INDEX.attention, partitions.unpaidInvoices, {
      sort: '#sk < :day',
      ExpressionAttributeValues: { ':day': day },
      ExclusiveStartKey: cursor,
    });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
}

/** A company's overdue invoices past the grace period that no processing payment covers. */
export async function suspendingInvoices(companyId: string, today: string): Promise<Item[]> {
  const limit = addDays(today, -SUSPENSION_GRACE_DAYS);
  const page = await table.queryIndex(INDEX.attention, partitions.unpaidInvoices, {
    sort: '#sk < :day',
    ExpressionAttributeValues: { ':day': limit, ':company': companyId },
    FilterExpression: 'companyId = :company',
  });
  const fresh = await table.batchGet(
    page.items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
    { consistent: true },
  );
  return fresh.filter((item) => item.status !== 'paid' && item.paymentPending !== true);
}

/** Suspends the company (kept with the invoices that caused it). */
async function suspend(companyId: string, numbers: string[], at: string): Promise<void> {
  await table.update(keys.company(companyId), {
    UpdateExpression: 'SET suspension = if_not_exists(suspension, :suspension)',
    ...IF_PRESENT,
    ExpressionAttributeValues: { ':suspension': { since: at, numbers } },
  });
  log.warn('company suspended for overdue invoices', { companyId, numbers });
}

/** Lifts the company's suspension when nothing past the grace period is left to pay. */
export async function liftSuspensionIfPaid(companyId: string, now = new Date()): Promise<boolean> {
  const company = await table.get(keys.company(companyId), { consistent: true });
  if (!company?.suspension) return false;
  if ((await suspendingInvoices(companyId, localDay(now, ISSUER_TIME_ZONE))).length) return false;
  await table.update(keys.company(companyId), { UpdateExpression: 'REMOVE suspension', ...IF_PRESENT });
  log.info('company suspension lifted', { companyId });
  return true;
}

/** The daily run: marks invoices overdue and suspends past the grace period (paying lifts at once). */
export async function runOverdue(now: Date): Promise<{ overdue: number; suspended: number }> {
  const today = localDay(now, ISSUER_TIME_ZONE);
  const at = now.toISOString();
  const late = await unpaidDueBefore(today);
  let overdue = 0;
  for (const item of late.filter((invoice) => invoice.status === 'due')) {
    // The invoice and its company's list of overdue invoices (the warning every page shows) at once.
    const marked = await table
      .transact([
        txUpdate(
          { pk: String(item.pk), sk: String(item.sk) },
          {
            UpdateExpression: 'SET #status = :overdue',
            ConditionExpression: '#status = :due',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':overdue': 'overdue', ':due': 'due' },
          },
        ),
        txUpdate(keys.company(String(item.companyId)), {
          UpdateExpression: 'ADD overdueNumbers :number',
          ...IF_PRESENT,
          ExpressionAttributeValues: { ':number': new Set([String(item.number)]) },
        }),
      ])
      .then(
        () => true,
        // Paid meanwhile: it is not overdue.
        () => false,
      );
    if (marked) overdue++;
  }
  const limit = addDays(today, -SUSPENSION_GRACE_DAYS);
  const byCompany = new Map<string, string[]>();
  for (const item of late)
    if (String(item.dueDate) < limit && item.paymentPending !== true)
      byCompany.set(String(item.companyId), [
        ...(byCompany.get(String(item.companyId)) ?? []),
        String(item.number),
      ]);
  let suspended = 0;
  for (const [companyId, numbers] of byCompany) {
    const company = await table.get(keys.company(companyId));
    if (company?.suspension) continue;
    await suspend(companyId, numbers, at);
    suspended++;
  }
  return { overdue, suspended };
}
