/**
 * GET /api/private/sales-invoices/tasks: the list of claims waiting for their sales invoice, as CSV
 * (formula-safe, with the file name each invoice should carry), in the answer itself: a read
 * writes nothing (no export object per read), and the browser saves it as a file.
 */
import type { SalesInvoiceTasks } from '@shared/claims/actions';
import { toCsv } from '@shared/sheets/exports';
import * as z from 'zod/mini';
import { endpoint } from '../http/endpoint';
import { ok } from '../http/responses';
import { clock } from '../lib/clock';
import { salesInvoiceTasks, TASK_COLUMNS } from './sales-invoices';

export const handler = endpoint(z.strictObject({}), async ({ actor: me }) => {
  const rows = await salesInvoiceTasks(me.companyId);
  const day = clock.now().toISOString().slice(0, 10);
  const answer: SalesInvoiceTasks = {
    csv: toCsv(TASK_COLUMNS, rows),
    fileName: `sales-invoices-needed-${day}.csv`,
    count: rows.length,
  };
  return ok(answer);
});
