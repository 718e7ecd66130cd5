/**
 * Sales invoices (spec: Tasks): the deliveries whose investigation waits for the merchant's own
 * invoice to the customer ('original_invoice_missing').
 * - GET /api/private/sales-invoices/tasks: a five-minute link to the list as CSV (formula-safe),
 *   with the file name each invoice should carry.
 * - POST /api/private/sales-invoices {documentId}: a sales invoice already uploaded (PDF, PNG or
 *   JPG, kind `sales_invoice`) named by its order number attaches itself to every open claim of
 *   that order that waits for it; the answer names them (none: the file stays in My files).
 */
import {
  normaliseReference,
  orderNumberOfFile,
  type SalesInvoiceResult,
  salesInvoiceSchema,
} from '@shared/claims/actions';
import { isEditable } from '@shared/claims/lifecycle';
import { type ExportCell, toCsv } from '@shared/exports';
import * as z from 'zod/mini';
import { BUCKET_PREFIXES } from '../../infra/buckets';
import { getDocument } from '../documents/document-store';
import { type Actor, endpoint } from '../http/endpoint';
import { HttpError } from '../http/errors';
import { ok } from '../http/responses';
import { downloadLink, writeObject } from '../lib/aws/s3';
import { clock } from '../lib/clock';
import { randomId } from '../lib/ids';
import { claimsForOrder, getClaim, listWaitingClaims } from './claim-queries';
import { retryOnChange } from './claim-writes';
import { giveInformation } from './give-information';

/** The most rows one task list holds (the bulk file's own limit). */
const MAX_TASKS = 50_000;

export const TASK_COLUMNS = ['order_number', 'file_name', 'tracking_number', 'carrier', 'issue', 'created'];

export const tasksHandler = endpoint(z.strictObject({}), async ({ actor }) => {
  const me = actor as Actor;
  const rows: ExportCell[][] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await listWaitingClaims(me.companyId, 'original_invoice_missing', 100, cursor);
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
  const day = clock.now().toISOString().slice(0, 10);
  const key = `${BUCKET_PREFIXES.exports}${me.companyId}/${randomId(12)}.csv`;
  await writeObject(key, toCsv(TASK_COLUMNS, rows), 'text/csv; charset=utf-8');
  return ok({ ...(await downloadLink(key, `sales-invoices-needed-${day}.csv`)), count: rows.length });
});

export const attachHandler = endpoint(salesInvoiceSchema, async ({ input, actor }) => {
  const me = actor as Actor;
  const document = await getDocument(me.companyId, input.documentId);
  if (document?.kind !== 'sales_invoice')
    throw new HttpError('claim.document_invalid', 'This is not one of your sales invoices', [
      { path: 'documentId', code: 'custom', message: 'claims.documentInvalid' },
    ]);
  const orderNumber = orderNumberOfFile(document.fileName);
  const now = clock.now();
  const completed: SalesInvoiceResult['claims'] = [];
  for (const found of await claimsForOrder(me.companyId, orderNumber)) {
    // A claim changed meanwhile (the carrier answered) is read again and answered again.
    const attached = await retryOnChange(
      found,
      () => getClaim(me.companyId, found.claimId),
      async (claim) => {
        if (!isEditable(claim.state) || !claim.actions.includes('original_invoice_missing')) return false;
        await giveInformation(
          claim,
          me.email,
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
  return ok({ orderNumber, claims: completed } satisfies SalesInvoiceResult);
});
