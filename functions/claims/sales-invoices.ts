/**
 * Sales invoices (spec: Tasks): the deliveries whose investigation waits for the merchant's own
 * invoice to the customer ('original_invoice_missing').
 * - GET /api/private/sales-invoices/tasks: a five-minute link to the list as CSV (formula-safe),
 *   with the file name each invoice should carry.
 * - POST /api/private/sales-invoices {documentId}: a sales invoice already uploaded (PDF, PNG or
 *   JPG, kind `sales_invoice`) named by its order number attaches itself to every open claim of
 *   that order that waits for it; the answer names them (none: the file stays in My files).
 */
import { normaliseReference, type SalesInvoiceResult } from '@shared/claims/actions';
import { isEditable } from '@shared/claims/lifecycle';
import type { ExportCell } from '@shared/sheets/exports';
import type { StoredDocument } from '../documents/document-store';
import { claimsForOrder, getClaim, listWaitingClaims } from './claim-queries';
import { retryOnChange } from './claim-writes';
import { giveInformation } from './give-information';

/** The most rows one task list holds (the bulk file's own limit). */
const MAX_TASKS = 50_000;

export const TASK_COLUMNS = ['order_number', 'file_name', 'tracking_number', 'carrier', 'issue', 'created'];

/** The task list's rows: each claim waiting for its sales invoice, with the file name to give it. */
export async function salesInvoiceTasks(companyId: string): Promise<ExportCell[][]> {
  const rows: ExportCell[][] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await listWaitingClaims(companyId, 'original_invoice_missing', 100, cursor);
    for (const claim of page.items) {
      rows.push([
        claim.reference,
        `${normaliseReference(claim.reference)}.pdf`,
        claim.tracking_number,
        claim.carrier,
        claim.reason_refund,
        claim.createdAt.slice(0, 10),
      ]);
    }
    cursor = page.cursor ?? undefined;
  } while (cursor && rows.length < MAX_TASKS);
  return rows;
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
