/**
 * Sales invoices (spec: Tasks): the deliveries whose investigation waits for the merchant's own
 * invoice to the customer ('original_invoice_missing').
 * - GET /api/private/sales-invoices/tasks: the list as CSV in the answer (formula-safe), with the
 *   file name each invoice should carry.
 * - POST /api/private/sales-invoices {documentId}: a sales invoice already uploaded (PDF, PNG or
 *   JPG, kind `sales_invoice`) named by its order number attaches itself to every open claim of
 *   that order that waits for it; the answer names them (none: the file stays in My files).
 */
import { normaliseReference, type SalesInvoiceResult } from '@shared/claims/actions';
import { isEditable } from '@shared/claims/lifecycle';
import type { ExportCell } from '@shared/sheets/exports';
import type { StoredDocument } from '../documents/document-store';
import { partitions } from '../lib/table/keys';
import { INDEX } from '../lib/table/schema';
import { table } from '../lib/table/table';
import { claimsForOrder, getClaim } from './claim-queries';
import { retryOnChange } from './claim-writes';
import { giveInformation } from './give-information';

/** The most rows one task list holds (the bulk file's own limit). */
const MAX_TASKS = 50_000;

export const TASK_COLUMNS = ['order_number', 'file_name', 'tracking_number', 'carrier', 'issue', 'created'];

/** What a task row reads of a claim: the rest of the item is never fetched. */
const TASK_ATTRIBUTES = ['reference', 'tracking_number', 'carrier', 'reason_refund', 'createdAt'] as const;

/** Slices of the waiting list read side by side (by creation time). */
const SLICES = 8;

/** The creation time of the oldest or the newest claim on the company's waiting list. */
async function edge(companyId: string, newest: boolean): Promise<string | null> {
  const page = await table.queryIndex(INDEX.attention, partitions.attention(companyId), {
    ProjectionExpression: 'createdAt',
    ScanIndexForward: !newest,
    Limit: 1,
  });
  return (page.items[0]?.createdAt as string | undefined) ?? null;
}

/**
 * One slice of the waiting list, newest first, as task rows: keys from `low` to `high`, bare times
 * (a key is `<createdAt>#<claimId>`, so one starting with `high` itself falls in the next slice).
 */
async function sliceRows(companyId: string, low: string, high: string): Promise<ExportCell[][]> {
  const rows: ExportCell[][] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await table.queryIndex(INDEX.attention, partitions.attention(companyId), {
      sort: '#sk BETWEEN :low AND :high',
      FilterExpression: 'contains(actions, :kind)',
      ProjectionExpression: TASK_ATTRIBUTES.map((_, index) => `#a${index}`).join(', '),
      ExpressionAttributeNames: Object.fromEntries(
        TASK_ATTRIBUTES.map((name, index) => [`#a${index}`, name]),
      ),
      ExpressionAttributeValues: { ':kind': 'original_invoice_missing', ':low': low, ':high': high },
      ScanIndexForward: false,
      ExclusiveStartKey: cursor,
    });
    for (const item of page.items) {
      const reference = String(item.reference ?? '');
      rows.push([
        reference,
        `${normaliseReference(reference)}.pdf`,
        String(item.tracking_number ?? ''),
        String(item.carrier ?? ''),
        String(item.reason_refund ?? ''),
        String(item.createdAt ?? '').slice(0, 10),
      ]);
    }
    cursor = page.cursor;
  } while (cursor && rows.length < MAX_TASKS);
  return rows;
}

/**
 * The task list's rows: each claim waiting for its sales invoice, newest first, with the file name
 * to give it. Read from the action-required index, only the five attributes a row shows (a claim
 * item is some 2 KB; a row's part of it some 100 bytes), in SLICES slices of creation time read side
 * by side; at most MAX_TASKS rows.
 */
export async function salesInvoiceTasks(companyId: string): Promise<ExportCell[][]> {
  const [oldest, newest] = await Promise.all([edge(companyId, false), edge(companyId, true)]);
  if (!oldest || !newest) return [];
  const from = Date.parse(oldest);
  const span = Date.parse(newest) - from + 1;
  // Sort keys are `<createdAt>#<claimId>`: a slice is every key from its start time to the next's.
  const bounds = Array.from({ length: SLICES + 1 }, (_, index) =>
    index === SLICES ? '~' : new Date(from + Math.floor((span * index) / SLICES)).toISOString(),
  );
  bounds[0] = '0';
  const slices = await Promise.all(
    Array.from({ length: SLICES }, (_, index) => sliceRows(companyId, bounds[index]!, bounds[index + 1]!)),
  );
  return slices.reverse().flat().slice(0, MAX_TASKS);
}

/** Attaches the sales invoice to every open claim of its order that waits for it; the claims it completed. */
export async function attachSalesInvoice(
  companyId: string,
  by: string,
  document: Pick<StoredDocument, 'documentId' | 'fileName'>,
  orderNumber: string,
  now: Date,
): Promise<SalesInvoiceResult['claims']> {
  const completed: SalesInvoiceResult['claims'] = [];
  for (const found of await claimsForOrder(companyId, orderNumber)) {
    // A claim changed meanwhile (the carrier answered) is read again and answered again.
    const attached = await retryOnChange(
      found,
      () => getClaim(companyId, found.claimId),
      async (claim) => {
        if (!isEditable(claim.state) || !claim.actions.includes('original_invoice_missing')) return false;
        await giveInformation(
          claim,
          by,
          {
            kind: 'original_invoice_missing',
            set: {
              documents: [
                ...claim.documents.filter((attached) => attached.kind !== 'claim_invoice'),
                { documentId: document.documentId, kind: 'claim_invoice', fileName: document.fileName },
              ],
            },
            message: null,
          },
          now,
        );
        return true;
      },
    );
    if (attached) completed.push({ claimId: found.claimId, tracking_number: found.tracking_number });
  }
  return completed;
}
